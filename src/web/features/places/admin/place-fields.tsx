/**
 * The boxes a place is made of, shared by the place form and the origins review's new place: its name (kept as
 * typed, ʻokina and kahakō included), its island and its moku.
 */
import { ISLAND_NAMES, ISLANDS } from '../../../../shared/islands.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import type { FieldBinding } from '../../../components/form/use-schema-form.ts';
import { placesArea } from '../../../../shared/i18n/messages/places.ts';
import { useI18n } from '../../../lib/i18n.tsx';

type Field = FieldBinding & { disabled?: boolean };

export function PlaceNameField({ withHint = true, ...field }: Field & { withHint?: boolean }) {
  const { t } = useI18n();
  return (
    <PlaceTextField
      label={t(placesArea.formName)}
      hint={withHint ? t(placesArea.formNameHint) : undefined}
      required
      {...field}
    />
  );
}

/** The island: one of the eight, by its own name. */
export function IslandField({ disabled, ...field }: Field) {
  const { t } = useI18n();
  return (
    <FormField label={t(placesArea.island)} error={field.error} required>
      {(props) => (
        <select
          {...props}
          className="input"
          aria-required
          value={field.value}
          disabled={disabled}
          onChange={(event) => field.onChange(event.target.value)}
        >
          <option value="">{t(placesArea.formChooseIsland)}</option>
          {ISLANDS.map((island) => (
            <option key={island} value={island}>
              {ISLAND_NAMES[island]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * A short text of a place (its name, its moku, its ahupuaʻa), written in Hawaiian: the browser's spelling help
 * would "correct" it.
 */
export function PlaceTextField({
  label,
  hint,
  required = false,
  disabled,
  ...field
}: Field & { label: string; hint?: string; required?: boolean }) {
  return (
    <FormField label={label} error={field.error} hint={hint} required={required}>
      {(props) => (
        <input
          {...props}
          type="text"
          className="input"
          maxLength={200}
          spellCheck={false}
          aria-required={required || undefined}
          autoComplete="off"
          value={field.value}
          disabled={disabled}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
