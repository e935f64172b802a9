import { Link, useNavigate } from '../../lib/routing.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { personBody } from '../../../shared/api/people.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { failedTo } from '../../lib/failure-message.ts';
import {
  createPerson,
  invalidatePeople,
  personKey,
  updatePerson,
  type PersonDetail,
  type PersonInput,
} from './people-queries.ts';
import { ChangeReasonField } from '../../components/form/change-reason-field.tsx';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';

const EMPTY_PERSON = { name: '', email: '', phone: '' };
type PersonField = keyof typeof EMPTY_PERSON;

/**
 * The body of POST/PUT. The form does not show birth date and birthplace, so an edit sends them back as they
 * were: a PUT without them would clear them.
 */
const personBodyOf = (values: typeof EMPTY_PERSON, original: PersonDetail | null): PersonInput => ({
  name: values.name.trim(),
  email: values.email.trim() || null,
  phone: values.phone.trim() || null,
  ...(original ? { birth_date: original.birth_date, birthplace: original.birthplace } : {}),
});

/** Spec §5 checks the name and the email; the phone is the server's to judge (its answer comes back on the field). */
const PERSON_CHECKS = personBody.pick({ name: true, email: true });

/**
 * Add New Person / Edit Person (spec §2, §4, §5): Name, Email, Phone. Errors show beside their fields and go as
 * soon as the field is edited; a failed save shows a banner and leaves the form as it was, enabled again.
 */
export function PersonForm({ person }: { person: PersonDetail | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const personId = person?.person_id ?? null;
  const form = useSchemaForm(PERSON_CHECKS, {
    defaults: () =>
      person ? { name: person.name, email: person.email ?? '', phone: person.phone ?? '' } : EMPTY_PERSON,
    toBody: (values) => personBodyOf(values, person),
    submit: async (body) => {
      const saved = personId === null ? await createPerson(body) : await updatePerson(personId, body);
      client.setQueryData(personKey(saved.person_id), saved);
      await invalidatePeople(client);
      await navigate(paths.person(saved.person_id));
    },
    failure: (error, marked) => failedTo(t(peopleArea.saveFailed), error, marked, t),
  });

  const control = (field: PersonField) => {
    const { value, onChange } = form.field(field);
    return {
      value,
      onChange: (event: { target: { value: string } }) => onChange(event.target.value),
      className: 'input',
    };
  };
  const errors = form.messages;

  return (
    <form {...form.formProps} className="card p-6 sm:p-8">
      <fieldset disabled={form.busy} className="space-y-5">
        <legend className="sr-only">{t(peopleArea.formLegend)}</legend>
        <FormField label={t(peopleArea.name)} required error={errors.name}>
          {(props) => (
            <input
              {...props}
              {...control('name')}
              type="text"
              autoComplete="off"
              placeholder={t(peopleArea.namePlaceholder)}
              aria-required="true"
            />
          )}
        </FormField>
        <FormField label={t(peopleArea.email)} error={errors.email}>
          {(props) => (
            <input
              {...props}
              {...control('email')}
              type="email"
              autoComplete="off"
              placeholder={t(peopleArea.emailPlaceholder)}
            />
          )}
        </FormField>
        <FormField label={t(peopleArea.phone)} error={errors.phone}>
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
          {t(peopleArea.formHint)}
        </p>
        <ChangeReasonField />
        <FormError message={form.failure} />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Link to={personId === null ? paths.people() : paths.person(personId)} className="btn-secondary">
            {t(ui.cancel)}
          </Link>
          <button type="submit" className="btn-primary">
            {form.busy
              ? t(peopleArea.saving)
              : personId === null
                ? t(peopleArea.createPerson)
                : t(peopleArea.updatePerson)}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
