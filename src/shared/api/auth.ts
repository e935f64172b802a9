/**
 * Signing in and built-in accounts: the bodies with the messages the sign-in, register and reset pages show,
 * and what the server answers (who is signed in, and the ways of signing in).
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../fields.ts';
import { messages } from '../messages.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';

export const PASSWORD_MIN_LENGTH = 10;
const EMAIL_REQUIRED = english(msg.emailRequired);
export const authMessages = {
  passwordRequired: english(msg.passwordRequired),
  passwordTooShort: english(msg.passwordTooShort, { min: PASSWORD_MIN_LENGTH }),
  passwordTooLong: english(msg.passwordTooLong),
  passwordIsEmail: english(msg.passwordIsEmail),
  emailTaken: english(msg.emailTaken),
  resetSent: english(msg.resetSent),
  resetLinkInvalid: english(msg.resetLinkInvalid),
  /** The answer to every registration, whether or not the address already has an account. */
  registerSent: english(msg.registerSent),
  registrationLinkInvalid: english(msg.registrationLinkInvalid),
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

export const loginBody = z.object({
  email: z.string({ error: EMAIL_REQUIRED }).trim().min(1, { error: EMAIL_REQUIRED }).max(320),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired })
    .max(1000),
  remember: z.boolean().optional(),
});

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
        .max(200, { error: english(msg.nameTooLong) }),
    ),
    email,
    password: newPassword,
  })
  .refine((body) => body.password.trim().toLowerCase() !== body.email.toLowerCase(), {
    path: ['password'],
    error: authMessages.passwordIsEmail,
  });

/** The emailed link's token, which finishes a registration. */
export const registerConfirmBody = z.object({
  token: z
    .string({ error: authMessages.registrationLinkInvalid })
    .min(1, { error: authMessages.registrationLinkInvalid })
    .max(200, { error: authMessages.registrationLinkInvalid }),
});

/** Query of GET /auth/oidc/start; anything unusable is ignored (the sign-in then returns home). */
const anyQueryValue = () => z.union([z.string(), z.array(z.string())]).optional();
export const oidcStartQuery = z.object({
  return_to: anyQueryValue().meta({ description: 'Path on this site to return to after signing in' }),
  provider: anyQueryValue().meta({
    description: 'One of the configured identity providers (social sign-in)',
  }),
});

/** The provider's answer, read from the raw address (these are the parameters it may carry). */
export const oidcCallbackQuery = z.object({
  code: anyQueryValue(),
  state: anyQueryValue(),
  iss: anyQueryValue(),
  error: anyQueryValue(),
  error_description: anyQueryValue(),
});

export const meResponse = z.object({
  user: z
    .object({
      email: z.string(),
      name: z.string().nullable(),
      groups: z.array(z.string()),
      is_admin: z.boolean(),
      is_people_admin: z.boolean(),
    })
    .nullable(),
  providers: z.object({
    password: z.boolean(),
    oidc: z.boolean(),
    oidc_label: z.string(),
    social: z.array(z.string()),
    registration: z.boolean(),
  }),
});

export const signedInResponse = z.object({
  user: z.object({ email: z.string(), name: z.string().nullable() }),
});

export const logoutResponse = z.object({
  /** Where the browser goes next to end the provider's session too; null when there is nowhere to go. */
  logout_url: z.string().nullable(),
});

export const messageResponse = z.object({ message: z.string() });

export type Me = z.output<typeof meResponse>;
