/**
 * The choice of a place on a keeper's form (decision 030): a labelled select of every place, grouped by island,
 * "No place" first (sent as null). The record's current place is offered while the list loads, so an edit form
 * shows it at once.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ISLAND_NAMES } from '../../../../shared/islands.ts';
import type { PlaceRef } from '../../../../shared/api/places.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { placesArea } from '../../../../shared/i18n/messages/places.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { placeOptionsQuery, placesByIsland } from './place-admin-queries.ts';

/** A place id as a select holds it: '' for none. */
export const placeValue = (place: PlaceRef | null | undefined) => (place ? String(place.place_id) : '');

/** A select's value in a body: null for "No place". */
export const placeIdOf = (value: string) => (value === '' ? null : Number(value));

export function PlacePicker({
  label,
  value,
  onChange,
  current = null,
  error,
  hint,
  disabled = false,
}: {
  label: ReactNode;
  /** The chosen place's id, '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The record's place as stored: offered while the list loads. */
  current?: PlaceRef | null;
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const query = useQuery(placeOptionsQuery());
  const places: PlaceRef[] = query.data ?? (current ? [current] : []);
  // The stored place is kept even if the list no longer holds it (removed in another tab): the value stays shown.
  const listed =
    current && !places.some((place) => place.place_id === current.place_id) ? [...places, current] : places;
  return (
    <FormField label={label} error={error} hint={query.isError ? t(placesArea.pickerFailed) : hint}>
      {(props) => (
        <select
          {...props}
          className="input"
          value={value}
          disabled={disabled}
          aria-busy={query.isPending || undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{query.isPending ? t(placesArea.pickerLoading) : t(placesArea.noPlace)}</option>
          {placesByIsland(listed).map((group) => (
            <optgroup key={group.island} label={ISLAND_NAMES[group.island]}>
              {group.places.map((place) => (
                <option key={place.place_id} value={String(place.place_id)}>
                  {place.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FormField>
  );
}
