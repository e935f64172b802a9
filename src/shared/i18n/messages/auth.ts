import { defineMessages } from '../messages.ts';

/** Signing in and out, registering, resetting a password, and the notices about an account. */
export const authArea = defineMessages(
  'auth',
  'Signing in and out, registering, resetting a password, and the notices about an account',
  {
    // Words the account pages share.
    email: {
      message: 'Email',
      note: 'Label of the email address box on the Sign In, Register and Forgot Password forms',
    },
    password: {
      message: 'Password',
      note: 'Label of the password box on the Sign In and Register forms',
    },
    signIn: {
      message: 'Sign In',
      note: 'The Sign In form’s button, and links back to the Sign In page',
    },
    backToSignIn: {
      message: 'Back to Sign In',
      note: 'Button after a registration or a reset link was asked for: back to the Sign In page',
    },
    somethingWrong: {
      message: 'Something went wrong. Please try again.',
      note: 'When asking for a reset link, setting a new password or finishing a registration failed and the server said no more',
    },
    passwordHint: {
      message: 'At least 10 characters.',
      note: 'Under the box of a new password (Register, Choose a New Password)',
    },
    passwordsDiffer: {
      message: 'Passwords do not match',
      note: 'Under the box that repeats a new password, when the two differ',
    },
    createAccount: {
      message: 'Create Account',
      note: 'Button of the Register form, and of the page the emailed link opens to finish registering',
    },
    creatingAccount: { message: 'Creating account...', note: 'The Create Account button while it works' },
    tryAnotherAddress: {
      message: 'try another address',
      note: 'A button inside the sentence “Nothing arrived? Check your spam folder, or try another address.”: back to the form',
    },
    or: {
      message: 'or',
      note: 'On the line between the identity provider’s sign-in buttons and the email form, when both are offered',
    },
    signInWith: {
      message: 'Sign in with {provider}',
      note: 'Button that signs in at an identity provider; {provider} is its name (“Single Sign-On”, “Google”, “Apple”)',
    },

    // Sign In.
    signInLead: {
      message: "For the people who keep the registry's records.",
      note: 'Under the Sign In page’s heading',
    },
    signInFailed: {
      message: 'Sign-in failed',
      note: 'Above the Sign In form when signing in failed and the server gave no reason',
    },
    rememberMe: {
      message: 'Remember me',
      note: 'Checkbox of the Sign In form: stay signed in after the browser closes',
    },
    forgotPassword: {
      message: 'Forgot password?',
      note: 'Link from the Sign In form to the page that sends a reset link',
    },
    signingIn: { message: 'Signing in...', note: 'The Sign In button while it works' },
    noAccountYet: {
      message: 'No account yet?',
      note: 'Under the Sign In form, followed by the link “Register”',
    },
    register: {
      message: 'Register',
      note: 'Link after “No account yet?” to the page that makes an account',
    },
    agreeBySigningIn: {
      message: 'By signing in you agree to the {terms} and the {privacy}.',
      note: 'At the foot of the Sign In page; {terms} is the link “Terms of Use”, {privacy} the link “Privacy Policy”',
    },
    termsOfUse: {
      message: 'Terms of Use',
      note: 'A link to the Terms page, in “By signing in you agree to the Terms of Use and the Privacy Policy.”',
    },
    privacyPolicy: {
      message: 'Privacy Policy',
      note: 'A link to the Privacy page, in “By signing in you agree to the Terms of Use and the Privacy Policy.”',
    },

    // Register.
    finishRegisteringTitle: {
      message: 'Finish Registering',
      note: 'Title of the page the emailed link opens to make the account',
    },
    registerLead:
      "An account lets you sign in; the registry's administrators decide who may change its records.",
    alreadyHaveAccount: {
      message: 'Already have an account?',
      note: 'Under the Register form, followed by the link “Sign In”',
    },
    name: { message: 'Name', note: 'Label of the Register form’s box for the person’s own name' },
    confirmPassword: {
      message: 'Confirm password',
      note: 'Label of the Register form’s box that repeats the password',
    },
    registrationFailed: {
      message: 'Registration failed. Please try again.',
      note: 'Above the Register form when registering failed and the server said no more',
    },
    registerSentMore: {
      message:
        'A new account is made when you open the link in that email, within a day. Nothing arrived? Check your spam folder, or {tryAnother}.',
      note: 'After the server’s sentence saying an email is on its way; {tryAnother} is the button “try another address”',
    },
    accountsAtProvider: {
      message:
        'Accounts are created through {provider}. Sign in there; your account here is made the first time you do.',
      note: 'On the Register page when accounts are kept by an identity provider; {provider} is its name (“Single Sign-On”)',
    },
    registrationClosed: {
      message:
        'Registration is closed. To ask for access, write to {email} and say who you are and which records you look after.',
      note: 'On the Register page when registering is closed; {email} is the registry’s email address (a link)',
    },
    accessEmailSubject: {
      message: 'Access to the registry',
      note: 'The subject of the email the link in “Registration is closed. To ask for access, write to …” starts',
    },
    finishRegistering: {
      message:
        'Create your account with the name and password you chose when registering; you will be signed in.',
      note: 'On the page the emailed link opens, above the Create Account button',
    },
    registerAgain: {
      message: 'Register again',
      note: 'Link shown when the emailed link to finish registering is used or expired',
    },
    resetYourPassword: {
      message: 'Reset your password',
      note: 'Link shown when finishing a registration finds the address already has an account',
    },

    // Forgot Password and Choose a New Password.
    chooseNewPasswordTitle: {
      message: 'Choose a New Password',
      note: 'Title of the page the emailed reset link opens',
    },
    rememberedIt: {
      message: 'Remembered it?',
      note: 'Under the Forgot Password form, followed by the link “Sign In”',
    },
    passwordAtProvider: {
      message:
        'Signing in with {provider}? Your password is kept there: start signing in and use its own “Forgot your password?” link.',
      note: 'On the Forgot Password page when an identity provider keeps passwords; {provider} is its name (“Single Sign-On”); “Forgot your password?” is the provider’s own link, in its words',
    },
    resetLead:
      'Enter the email address of your account and we will send you a link to choose a new password.',
    sending: { message: 'Sending...', note: 'The Send Reset Link button while it works' },
    sendResetLink: 'Send Reset Link',
    resetSent: {
      message: 'If an account exists for that address, a reset link is on its way.',
      note: 'After a reset link was asked for: the same words whether or not the address has an account',
    },
    resetSentMore: {
      message: 'The link works once, for one hour. Nothing arrived? Check your spam folder, or {tryAnother}.',
      note: 'After “a reset link is on its way”; {tryAnother} is the button “try another address”',
    },
    askNewLink: {
      message: 'Ask for a new link',
      note: 'Link shown when the emailed reset link is used or expired',
    },
    newPassword: { message: 'New password', note: 'Label of the box for the new password' },
    confirmNewPassword: {
      message: 'Confirm new password',
      note: 'Label of the box that repeats the new password',
    },
    saving: { message: 'Saving...', note: 'The Set New Password button while it works' },
    setNewPassword: 'Set New Password',
    passwordChanged: {
      message:
        'Your password has been changed. You were signed out everywhere; sign in with the new password.',
      note: 'After a new password was set',
    },

    // Pages for some accounts only, and signing out.
    accessDenied: {
      message: 'Access Denied',
      note: 'Title of the page shown to someone signed in whose account may not open it',
    },
    accessDeniedText: {
      message:
        "You don't have permission to access this page. {group, select, people {This area requires admin privileges.} translator {This area requires translator privileges.} other {This area requires administrator privileges.}}",
      note: 'Under “Access Denied”; {group} says which accounts may open the page (people: the People area’s admins, translator: the translators, other: administrators), never shown',
    },
    returnHome: { message: 'Return to Home', note: 'Button on the Access Denied page' },
    verifyingAccess: {
      message: 'Verifying access...',
      note: 'While the sign-in status loads, on a page for some accounts only',
    },
    redirectingToLogin: {
      message: 'Redirecting to login...',
      note: 'When a signed-out visitor opens a page for some accounts only, on the way to the Sign In page',
    },
    signOutFailed: {
      message: 'Sign-out failed',
      note: 'Notice at the top of the page after signing out failed',
    },
  },
);
