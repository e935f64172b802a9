import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import type { FieldControlProps } from '../../components/form/form-field.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { ApiError } from '../../lib/api.ts';
import { bannerMessage } from '../../lib/failure-message.ts';
import { useRegister } from './auth-queries.ts';
import { PASSWORDS_DIFFER } from './password-reset-form.tsx';

const EMPTY = { name: '', email: '', password: '', confirm: '' };
type Field = keyof typeof EMPTY;

/**
 * A member account of the registry's own (no group: it can do what a visitor can, signed in). The server checks
 * every field; its messages appear beside them. `onClosed` runs when the server says registration is closed.
 */
export function RegisterForm({ onClosed }: { onClosed: () => void }) {
  const navigate = useNavigate();
  const register = useRegister(() => navigate(paths.home(), { replace: true }));
  // The account's rules are the server's alone; the browser only compares the two passwords.
  const form = useSchemaForm(null, {
    defaults: EMPTY,
    toBody: (values) => ({ name: values.name.trim(), email: values.email.trim(), password: values.password }),
    check: (values) => ({
      confirm: values.password && values.password !== values.confirm ? PASSWORDS_DIFFER : undefined,
    }),
    submit: async (body) => {
      try {
        await register.mutateAsync(body);
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) onClosed();
        throw error;
      }
    },
    failure: (error) => bannerMessage(error, 'Registration failed. Please try again.'),
  });

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
      {field('name', 'Name', input('name', 'text', 'name'))}
      {field('email', 'Email', input('email', 'email', 'email'))}
      {field(
        'password',
        'Password',
        input('password', 'password', 'new-password'),
        'At least 10 characters.',
      )}
      {field('confirm', 'Confirm password', input('confirm', 'password', 'new-password'))}
      <button type="submit" className="btn-primary w-full" disabled={form.busy}>
        {form.busy ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
