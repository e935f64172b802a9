import { endpoints } from '../endpoint.ts';
import {
  loginBody,
  logoutResponse,
  meResponse,
  messageResponse,
  oidcCallbackQuery,
  oidcStartQuery,
  passwordResetBody,
  passwordResetConfirmBody,
  registerBody,
  registerConfirmBody,
  signedInResponse,
} from '../auth.ts';
import { errorResponse, noContent } from '../common.ts';

export const authApi = endpoints('Auth', {
  requestPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset',
    summary: 'Ask for a password-reset link by email',
    body: passwordResetBody,
    response: { 200: messageResponse, 429: errorResponse },
  },
  confirmPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset/confirm',
    summary: 'Choose a new password with the emailed link',
    body: passwordResetConfirmBody,
    response: { 200: messageResponse },
  },
  register: {
    method: 'POST',
    path: '/auth/register',
    summary: 'Register a built-in account',
    description:
      'Emails a link that makes the account (a member without any group); an address that already has an ' +
      'account is emailed that instead. The answer is the same either way.',
    body: registerBody,
    response: { 202: messageResponse, 429: errorResponse },
  },
  confirmRegistration: {
    method: 'POST',
    path: '/auth/register/confirm',
    summary: 'Finish registering with the emailed link',
    description: 'Makes the account, a member without any group, and signs it in.',
    body: registerConfirmBody,
    response: { 201: signedInResponse, 409: errorResponse },
  },
  me: {
    method: 'GET',
    path: '/auth/me',
    summary: 'Who is signed in, and the ways of signing in',
    response: { 200: meResponse },
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email and password',
    description: 'Sets the session cookie.',
    body: loginBody,
    response: { 200: signedInResponse, 401: errorResponse, 429: errorResponse },
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Sign out',
    response: { 200: logoutResponse },
  },
  oidcStart: {
    method: 'GET',
    path: '/auth/oidc/start',
    summary: 'Sign in through the identity provider',
    description: 'Redirects the browser to the provider.',
    query: oidcStartQuery,
    response: { 303: noContent('To the provider, or back to the sign-in page'), 404: errorResponse },
  },
  oidcCallback: {
    method: 'GET',
    path: '/auth/oidc/callback',
    summary: "The identity provider's answer",
    description: 'Opens the session and redirects to where the sign-in started.',
    query: oidcCallbackQuery,
    response: { 303: noContent('Back to the site, signed in, or to the sign-in page') },
  },
});
