import { defineMessages } from '../messages.ts';

/**
 * The emails the archive sends: confirming an address, resetting a password, and notices to keepers. Each
 * paragraph is a message; the links stand on lines of their own after the paragraph that introduces them.
 */
export const mailArea = defineMessages(
  'mail',
  'The emails the archive sends: confirming an address, resetting a password, and the word to someone whose submission was reviewed (plain text; each message is a subject or one paragraph)',
  {
    // Resetting a password (asked on the “Forgot your password?” page).
    resetSubject: {
      message: 'Reset your {site} password',
      note: 'The subject of the email with a link to choose a new password; {site} is the archive’s name',
    },
    resetAsked: {
      message: 'Someone (we hope you) asked to reset the password of your {site} account.',
      note: '{site} is the archive’s name',
    },
    resetChoose: {
      message: 'Choose a new password here within the hour:',
      note: 'The link follows on the next line',
    },
    resetOnce:
      'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',

    // Registering (a new address).
    registerSubject: {
      message: 'Finish registering at {site}',
      note: 'The subject of the email with the link that makes the account; {site} is the archive’s name',
    },
    registerAsked: {
      message: 'Someone (we hope you) registered at {site} with this address.',
      note: '{site} is the archive’s name',
    },
    registerOpen: {
      message: 'Open this link within a day to finish, and you will be signed in:',
      note: 'The link follows on the next line',
    },
    registerIgnore: 'If you did not register, ignore this email: without the link no account is made.',

    // Registering with an address that already has an account.
    existingSubject: {
      message: 'You already have a {site} account',
      note: 'The subject of the email to someone who registered again; {site} is the archive’s name',
    },
    existingAsked: {
      message:
        'Someone (we hope you) tried to register at {site} with this address, which already has an account, so no new one was made.',
      note: '{site} is the archive’s name',
    },
    existingSignIn: {
      message: 'Sign in here:',
      note: 'The link to the sign-in page follows on the next line',
    },
    existingForgot: {
      message: 'Forgot your password? Choose a new one here:',
      note: 'The link to the page that resets a password follows on the next line',
    },
    existingIgnore: 'If it was not you, ignore this email: nothing has changed.',

    // The word to someone who shared a story, a correction or a canoe, once it is reviewed.
    submissionPublishedSubject: {
      message: 'Your submission to the {site} is published',
      note: 'The subject when a submission is approved; {site} is the archive’s name',
    },
    submissionReviewedSubject: {
      message: 'Your submission to the {site}',
      note: 'The subject when a submission is not added; {site} is the archive’s name',
    },
    submissionThanks: {
      message:
        'Mahalo for sharing {kind, select, story {a story, memory or photos} correction {a correction} other {a canoe not in the registry}} with the {site}.',
      note: 'The first paragraph; {kind} is what was shared, {site} the archive’s name',
    },
    submissionThanksAbout: {
      message:
        'Mahalo for sharing {kind, select, story {a story, memory or photos} correction {a correction} other {a canoe not in the registry}} about {canoe} with the {site}.',
      note: 'The first paragraph; {kind} is what was shared, {canoe} the canoe’s name, {site} the archive’s name',
    },
    submissionPublished: 'It has been reviewed and is now part of the registry.',
    submissionNotAdded: 'After review, it will not be added to the registry.',
    submissionReviewerNote: {
      message: 'A note from the reviewer:',
      note: 'The reviewer’s own words follow on the next line, as they wrote them',
    },
  },
);
