import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useResetPassword } from './auth-queries.ts';
import { bannerMessage, useFieldErrors } from './use-field-errors.ts';

export const PASSWORDS_DIFFER = 'Passwords do not match';

/** A new password, set with the token of the emailed link. */
export function PasswordResetForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const reset = useResetPassword();
  const fields = useFieldErrors<'password' | 'confirm'>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password && password !== confirm) {
      fields.set({ confirm: PASSWORDS_DIFFER });
      return;
    }
    fields.set({});
    reset.mutate({ token, password }, { onError: (error) => fields.fromError(error) });
  };

  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-ocean-200 bg-ocean-50 px-4 py-3 text-ocean-900">
          Your password has been changed. You were signed out everywhere; sign in with the new password.
        </p>
        <Link to={paths.login()} className="btn-primary w-full">
          Sign In
        </Link>
      </div>
    );
  }

  // A used or expired link: the server says so, and a new one is one click away.
  const linkRefused =
    reset.error instanceof ApiError && reset.error.status === 400 && !fields.errors.password;
  const banner = reset.isError ? bannerMessage(reset.error, 'Something went wrong. Please try again.') : '';
  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      <FormError message={banner} />
      {linkRefused ? (
        <p className="text-sm">
          <Link to={paths.forgotPassword()} className="link">
            Ask for a new link
          </Link>
        </p>
      ) : null}
      <FormField label="New password" error={fields.errors.password} hint="At least 10 characters.">
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="new-password"
            className="input"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              fields.clear('password');
            }}
          />
        )}
      </FormField>
      <FormField label="Confirm new password" error={fields.errors.confirm}>
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="new-password"
            className="input"
            value={confirm}
            onChange={(event) => {
              setConfirm(event.target.value);
              fields.clear('confirm');
            }}
          />
        )}
      </FormField>
      <button type="submit" className="btn-primary w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </button>
    </form>
  );
}
