import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { ApiError } from '../../lib/api.ts';
import { bannerMessage } from '../../lib/failure-message.ts';
import { authArea } from '../../../shared/i18n/messages/auth.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useResetPassword } from './auth-queries.ts';

/** A new password, set with the token of the emailed link. */
export function PasswordResetForm({ token }: { token: string }) {
  const { t } = useI18n();
  const reset = useResetPassword();
  const form = useSchemaForm(null, {
    defaults: { password: '', confirm: '' },
    toBody: (values) => ({ token, password: values.password }),
    check: (values) => ({
      confirm:
        values.password && values.password !== values.confirm ? t(authArea.passwordsDiffer) : undefined,
    }),
    submit: (body) => reset.mutateAsync(body),
    failure: (error) => bannerMessage(error, t(authArea.somethingWrong)),
  });

  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-ocean-200 bg-ocean-50 px-4 py-3 text-ocean-900">
          {t(authArea.passwordChanged)}
        </p>
        <Link to={paths.login()} className="btn-primary w-full">
          {t(authArea.signIn)}
        </Link>
      </div>
    );
  }

  // A used or expired link: the server says so, and a new one is one click away.
  const linkRefused =
    reset.error instanceof ApiError && reset.error.status === 400 && !form.messages.password;
  const password = form.field('password');
  const confirm = form.field('confirm');
  return (
    <form {...form.formProps} className="space-y-5">
      <FormError message={form.failure} />
      {linkRefused ? (
        <p className="text-sm">
          <Link to={paths.forgotPassword()} className="link">
            {t(authArea.askNewLink)}
          </Link>
        </p>
      ) : null}
      <FormField label={t(authArea.newPassword)} error={password.error} hint={t(authArea.passwordHint)}>
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="new-password"
            className="input"
            value={password.value}
            onChange={(event) => password.onChange(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t(authArea.confirmNewPassword)} error={confirm.error}>
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="new-password"
            className="input"
            value={confirm.value}
            onChange={(event) => confirm.onChange(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="btn-primary w-full" disabled={form.busy}>
        {form.busy ? t(authArea.saving) : t(authArea.setNewPassword)}
      </button>
    </form>
  );
}
