import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import type { FieldControlProps } from '../../components/form/form-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useRegister } from './auth-queries.ts';
import { PASSWORDS_DIFFER } from './password-reset-form.tsx';
import { bannerMessage, useFieldErrors } from './use-field-errors.ts';

type Field = 'name' | 'email' | 'password' | 'confirm';

/**
 * A member account of the registry's own (no group: it can do what a visitor can, signed in). The server checks
 * every field; its messages appear beside them. `onClosed` runs when the server says registration is closed.
 */
export function RegisterForm({ onClosed }: { onClosed: () => void }) {
  const navigate = useNavigate();
  const register = useRegister(() => navigate(paths.home(), { replace: true }));
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    password: '',
    confirm: '',
  });
  const fields = useFieldErrors<Field>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (values.password && values.password !== values.confirm) {
      fields.set({ confirm: PASSWORDS_DIFFER });
      return;
    }
    fields.set({});
    register.mutate(
      { name: values.name.trim(), email: values.email.trim(), password: values.password },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 403) onClosed();
          else fields.fromError(error);
        },
      },
    );
  };

  const input = (field: Field, type: string, autoComplete: string) => (props: FieldControlProps) => (
    <input
      {...props}
      type={type}
      autoComplete={autoComplete}
      className="input"
      value={values[field]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [field]: event.target.value }));
        fields.clear(field);
      }}
    />
  );
  const field = (
    name: Field,
    label: string,
    control: (props: FieldControlProps) => ReactNode,
    hint?: string,
  ) => (
    <FormField label={label} error={fields.errors[name]} hint={hint}>
      {control}
    </FormField>
  );

  const banner = register.isError
    ? bannerMessage(register.error, 'Registration failed. Please try again.')
    : '';
  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      <FormError message={banner} />
      {field('name', 'Name', input('name', 'text', 'name'))}
      {field('email', 'Email', input('email', 'email', 'email'))}
      {field(
        'password',
        'Password',
        input('password', 'password', 'new-password'),
        'At least 10 characters.',
      )}
      {field('confirm', 'Confirm password', input('confirm', 'password', 'new-password'))}
      <button type="submit" className="btn-primary w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
