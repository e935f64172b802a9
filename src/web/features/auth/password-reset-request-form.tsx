import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { bannerMessage } from '../../lib/failure-message.ts';
import { useRequestPasswordReset } from './auth-queries.ts';

export const RESET_SENT = 'If an account exists for that address, a reset link is on its way.';

/** Ask for a reset link by email. The answer never says whether the address has an account. */
export function PasswordResetRequestForm() {
  const request = useRequestPasswordReset();
  const form = useSchemaForm(null, {
    defaults: { email: '' },
    toBody: (values) => values.email.trim(),
    submit: (email) => request.mutateAsync(email),
    failure: (error) => bannerMessage(error, 'Something went wrong. Please try again.'),
  });
  const email = form.field('email');

  if (request.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-ocean-200 bg-ocean-50 px-4 py-3 text-ocean-900">
          {RESET_SENT}
        </p>
        <p className="text-sm text-stone-700">
          The link works once, for one hour. Nothing arrived? Check your spam folder, or{' '}
          <button type="button" className="link" onClick={() => request.reset()}>
            try another address
          </button>
          .
        </p>
        <Link to={paths.login()} className="btn-secondary w-full">
          Back to Sign In
        </Link>
      </div>
    );
  }

  return (
    <form {...form.formProps} className="space-y-5">
      <FormError message={form.failure} />
      <p className="text-stone-700">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <FormField label="Email" error={email.error}>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            className="input"
            value={email.value}
            onChange={(event) => email.onChange(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="btn-primary w-full" disabled={form.busy}>
        {form.busy ? 'Sending...' : 'Send Reset Link'}
      </button>
    </form>
  );
}
