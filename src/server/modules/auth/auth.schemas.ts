/** Request bodies of the account routes, with the messages the sign-in, register and reset pages show. */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../../../shared/schemas.ts';
import { messages } from '../../../shared/messages.ts';

export const PASSWORD_MIN_LENGTH = 10;
export const authMessages = {
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: 'Password must be at most 1000 characters',
  passwordIsEmail: 'Choose a password that is not your email address',
  emailTaken: 'An account with this email already exists. Sign in, or reset your password.',
  resetSent: 'If an account exists for that address, a reset link is on its way.',
  resetLinkInvalid: 'This reset link is not valid or has expired. Please ask for a new one.',
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

const email = z.preprocess(
  trimmed,
  z
    .string({ error: messages.email })
    .min(1, { error: messages.email })
    .max(320, { error: messages.email })
    .regex(EMAIL_PATTERN, { error: messages.email }),
);

const newPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort })
  .max(1000, { error: authMessages.passwordTooLong });

export const passwordResetBody = z.object({ email });

export const passwordResetConfirmBody = z.object({
  token: z
    .string({ error: authMessages.resetLinkInvalid })
    .min(1)
    .max(200, { error: authMessages.resetLinkInvalid }),
  password: newPassword,
});

export const registerBody = z
  .object({
    name: z.preprocess(
      trimmed,
      z
        .string({ error: messages.nameRequired })
        .min(1, { error: messages.nameRequired })
        .max(200, { error: 'Name must be at most 200 characters' }),
    ),
    email,
    password: newPassword,
  })
  .refine((body) => body.password.trim().toLowerCase() !== body.email.toLowerCase(), {
    path: ['password'],
    error: authMessages.passwordIsEmail,
  });
