/** The language a canoe's name is in (decision 026): Hawaiian unless the keeper says English. */
import { FormField } from '../../components/form/form-field.tsx';
import type { CanoeNameLanguage } from '../../../shared/api/canoes.ts';
import { canoeFormArea as area } from '../../../shared/i18n/messages/canoe-form.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** The languages a name can be in, each in its own words (never translated). */
const LANGUAGE_OPTIONS: { value: CanoeNameLanguage; label: string }[] = [
  { value: 'haw', label: 'ʻŌlelo Hawaiʻi' },
  { value: 'en', label: 'English' },
];

/** A form's language value as the API takes it. */
export const nameLanguageValue = (value: string): CanoeNameLanguage => (value === 'en' ? 'en' : 'haw');

export function NameLanguageField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  return (
    <FormField label={t(area.nameLanguage)} hint={t(area.nameLanguageHint)} error={error}>
      {(props) => (
        <select {...props} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
          {LANGUAGE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value} lang={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
