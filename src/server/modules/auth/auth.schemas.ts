/** The account bodies and messages now live in the auth contract; these names remain for existing importers. */
export {
  PASSWORD_MIN_LENGTH,
  authMessages,
  passwordResetBody,
  passwordResetConfirmBody,
  registerBody,
} from '../../../shared/api/auth.ts';
