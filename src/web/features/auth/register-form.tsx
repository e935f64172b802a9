import type { ReactNode } from 'react';
import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import type { FieldControlProps } from '../../components/form/form-field.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { ApiError } from '../../lib/api.ts';
import { bannerMessage } from '../../lib/failure-message.ts';
import { authArea } from '../../../shared/i18n/messages/auth.ts';
import { useI18n, withParts } from '../../lib/i18n.tsx';
import { useRegister } from './auth-queries.ts';

const EMPTY = { name: '', email: '', password: '', confirm: '' };
type Field = keyof typeof EMPTY;

/**
 * A member account of the registry's own (no group: it can do what a visitor can, signed in). The server checks
 * every field; its messages appear beside them. Then one confirmation, whether or not the address already has
 * an account: the email that follows says which. `onClosed` runs when the server says registration is closed.
 */
export function RegisterForm({ onClosed }: { onClosed: () => void }) {
  const translator = useI18n();
  const { t } = translator;
  const register = useRegister();
  // The account's rules are the server's alone; the browser only compares the two passwords.
  const form = useSchemaForm(null, {
    defaults: EMPTY,
    toBody: (values) => ({ name: values.name.trim(), email: values.email.trim(), password: values.password }),
    check: (values) => ({
      confirm:
        values.password && values.password !== values.confirm ? t(authArea.passwordsDiffer) : undefined,
    }),
    submit: async (body) => {
      try {
        await register.mutateAsync(body);
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) onClosed();
        throw error;
      }
    },
    failure: (error) => bannerMessage(error, t(authArea.registrationFailed)),
  });

  if (register.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-ocean-200 bg-ocean-50 px-4 py-3 text-ocean-900">
          {register.data.message}
        </p>
        <p className="text-sm text-stone-700">
          {withParts(
            translator,
            authArea.registerSentMore,
            {},
            {
              tryAnother: (
                <button type="button" className="link" onClick={() => register.reset()}>
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

  const input = (field: Field, type: string, autoComplete: string) => (props: FieldControlProps) => {
    const { value, onChange } = form.field(field);
    return (
      <input
        {...props}
        type={type}
        autoComplete={autoComplete}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  };
  const field = (
    name: Field,
    label: string,
    control: (props: FieldControlProps) => ReactNode,
    hint?: string,
  ) => (
    <FormField label={label} error={form.messages[name]} hint={hint}>
      {control}
    </FormField>
  );

  return (
    <form {...form.formProps} className="space-y-5">
      <FormError message={form.failure} />
      {field('name', t(authArea.name), input('name', 'text', 'name'))}
      {field('email', t(authArea.email), input('email', 'email', 'email'))}
      {field(
        'password',
        t(authArea.password),
        input('password', 'password', 'new-password'),
        t(authArea.passwordHint),
      )}
      {field('confirm', t(authArea.confirmPassword), input('confirm', 'password', 'new-password'))}
      <button type="submit" className="btn-primary w-full" disabled={form.busy}>
        {form.busy ? t(authArea.creatingAccount) : t(authArea.createAccount)}
      </button>
    </form>
  );
}
