import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { bannerMessage } from '../../lib/failure-message.ts';
import { authArea } from '../../../shared/i18n/messages/auth.ts';
import { useI18n, withParts } from '../../lib/i18n.tsx';
import { useRequestPasswordReset } from './auth-queries.ts';

/** Ask for a reset link by email. The answer never says whether the address has an account. */
export function PasswordResetRequestForm() {
  const translator = useI18n();
  const { t } = translator;
  const request = useRequestPasswordReset();
  const form = useSchemaForm(null, {
    defaults: { email: '' },
    toBody: (values) => values.email.trim(),
    submit: (email) => request.mutateAsync(email),
    failure: (error) => bannerMessage(error, t(authArea.somethingWrong)),
  });
  const email = form.field('email');

  if (request.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-ocean-200 bg-ocean-50 px-4 py-3 text-ocean-900">
          {t(authArea.resetSent)}
        </p>
        <p className="text-sm text-stone-700">
          {withParts(
            translator,
            authArea.resetSentMore,
            {},
            {
              tryAnother: (
                <button type="button" className="link" onClick={() => request.reset()}>
                  {t(authArea.tryAnotherAddress)}
                </button>
              ),
            },
          )}
        </p>
        <Link to={paths.login()} className="btn-secondary w-full">
          {t(authArea.backToSignIn)}
        </Link>
      </div>
    );
  }

  return (
    <form {...form.formProps} className="space-y-5">
      <FormError message={form.failure} />
      <p className="text-stone-700">{t(authArea.resetLead)}</p>
      <FormField label={t(authArea.email)} error={email.error}>
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
        {form.busy ? t(authArea.sending) : t(authArea.sendResetLink)}
      </button>
    </form>
  );
}
