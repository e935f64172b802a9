import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { useRequestPasswordReset } from './auth-queries.ts';
import { bannerMessage, useFieldErrors } from './use-field-errors.ts';

export const RESET_SENT = 'If an account exists for that address, a reset link is on its way.';

/** Ask for a reset link by email. The answer never says whether the address has an account. */
export function PasswordResetRequestForm() {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  const fields = useFieldErrors<'email'>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    fields.set({});
    request.mutate(email.trim(), { onError: (error) => fields.fromError(error) });
  };

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

  const banner = request.isError
    ? bannerMessage(request.error, 'Something went wrong. Please try again.')
    : '';
  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      <FormError message={banner} />
      <p className="text-stone-700">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <FormField label="Email" error={fields.errors.email}>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            className="input"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              fields.clear('email');
            }}
          />
        )}
      </FormField>
      <button type="submit" className="btn-primary w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </button>
    </form>
  );
}
