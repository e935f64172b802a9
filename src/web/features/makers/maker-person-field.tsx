import { Link } from '../../lib/routing.tsx';
import { ExternalLink, Info } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import type { PersonOption } from './maker-admin-queries.ts';

/**
 * Who the maker is. Members of the People group choose from everyone and may add a person beside the form;
 * other administrators cannot read the People area, so they choose among people who already hold a maker role.
 */
export function MakerPersonField({
  value,
  people,
  canChooseAnyone,
  error,
  disabled,
  onChange,
}: {
  value: string;
  people: PersonOption[];
  canChooseAnyone: boolean;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  // A person_id from the address (or the maker's own person) that the list does not hold still shows.
  const options =
    value && !people.some((p) => String(p.person_id) === value)
      ? [...people, { person_id: Number(value), name: t(makersArea.personNumber, { id: value }) }]
      : people;
  return (
    <div>
      <FormField label={t(makersArea.person)} error={error} required>
        {(props) => (
          <select
            {...props}
            className="input"
            value={value}
            disabled={disabled}
            aria-required
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{t(makersArea.selectPerson)}</option>
            {options.map((person) => (
              <option key={person.person_id} value={person.person_id}>
                {person.name || t(makersArea.personNumber, { id: person.person_id })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {canChooseAnyone ? (
        <Link
          to={paths.personNew()}
          target="_blank"
          rel="noopener"
          className="link mt-1 inline-flex items-center gap-1 text-sm"
        >
          {t(makersArea.addPerson)}
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          <span className="sr-only">{t(makersArea.opensInNewTab)}</span>
        </Link>
      ) : (
        <p className="mt-2 flex gap-2 rounded-lg border border-ocean-200 bg-ocean-50 p-3 text-sm text-ocean-900">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{t(makersArea.onlyMakersHint)}</span>
        </p>
      )}
    </div>
  );
}
