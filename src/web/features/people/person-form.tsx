import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { ApiError } from '../../lib/api.ts';
import {
  EMPTY_PERSON,
  PERSON_FIELDS,
  serverFieldErrors,
  toPersonBody,
  validatePerson,
  valuesFromPerson,
  type PersonField,
  type PersonFieldErrors,
  type PersonFormValues,
} from './person-form-values.ts';
import {
  createPerson,
  invalidatePeople,
  personKey,
  updatePerson,
  type PersonDetail,
} from './people-queries.ts';

/**
 * Add New Person / Edit Person (spec §2, §4, §5): Name, Email, Phone. Errors show beside their fields and go as
 * soon as the field is edited; a failed save shows a banner and leaves the form as it was, enabled again.
 */
export function PersonForm({ person }: { person: PersonDetail | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [values, setValues] = useState<PersonFormValues>(() =>
    person ? valuesFromPerson(person) : EMPTY_PERSON,
  );
  const [errors, setErrors] = useState<PersonFieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [focusSeq, setFocusSeq] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const personId = person?.person_id ?? null;

  // After a refused submit, the first field in error takes the focus (once React has marked it).
  useEffect(() => {
    if (focusSeq) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusSeq]);

  const save = useMutation({
    mutationFn: () => {
      const body = toPersonBody(values, person);
      return personId === null ? createPerson(body) : updatePerson(personId, body);
    },
    onSuccess: async (saved) => {
      client.setQueryData(personKey(saved.person_id), saved);
      await invalidatePeople(client);
      await navigate(paths.person(saved.person_id));
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? serverFieldErrors(error.fields) : {};
      setErrors(fields);
      setSaveError(`Failed to save person: ${error.message}`);
      if (Object.keys(fields).length) setFocusSeq((n) => n + 1);
    },
  });

  const setValue = (field: PersonField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = validatePerson(values);
    setErrors(found);
    setSaveError(null);
    if (PERSON_FIELDS.some((field) => found[field])) {
      setFocusSeq((n) => n + 1);
      return;
    }
    save.mutate();
  };

  const control = (field: PersonField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    className: 'input',
  });

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-busy={save.isPending} className="card p-6 sm:p-8">
      <fieldset disabled={save.isPending} className="space-y-5">
        <legend className="sr-only">Person details</legend>
        <FormField label="Name" required error={errors.name}>
          {(props) => (
            <input
              {...props}
              {...control('name')}
              type="text"
              autoComplete="off"
              placeholder="Enter full name"
              aria-required="true"
            />
          )}
        </FormField>
        <FormField label="Email" error={errors.email}>
          {(props) => (
            <input
              {...props}
              {...control('email')}
              type="email"
              autoComplete="off"
              placeholder="name@example.com"
            />
          )}
        </FormField>
        <FormField label="Phone" error={errors.phone}>
          {(props) => (
            <input
              {...props}
              {...control('phone')}
              type="tel"
              autoComplete="off"
              placeholder="(808) 555-0123"
            />
          )}
        </FormField>
        <p className="flex items-start gap-2 rounded-lg bg-ocean-50 px-4 py-3 text-sm text-ocean-900">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          Only the name is required. Maker roles can be assigned after the person has been created.
        </p>
        <FormError message={saveError} />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Link to={personId === null ? paths.people() : paths.person(personId)} className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-primary">
            {save.isPending ? 'Saving...' : personId === null ? 'Create Person' : 'Update Person'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
