/**
 * The place form (decision 030): its name as written in Hawaiian, its island, moku and ahupuaʻa, a point if one is
 * known and how precisely the public may see it, and a description. Checked in the browser by the server's own
 * schema (`placeBody`), the server's messages shown beside their fields; once saved, the place's page opens.
 */
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PLACE_PRECISIONS } from '../../../../shared/place-precision.ts';
import { placeBody, type PlaceDetail } from '../../../../shared/api/places.ts';
import { paths } from '../../../../shared/paths.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { FormFooter } from '../../../components/form/form-buttons.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { failedTo } from '../../../lib/failure-message.ts';
import { useNavigate } from '../../../lib/routing.tsx';
import { useCancel } from '../../../lib/use-cancel.ts';
import { placesArea as area } from '../../../../shared/i18n/messages/places.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { placeQuery } from '../place-queries.ts';
import { IslandField, PlaceNameField, PlaceTextField } from './place-fields.tsx';
import {
  createPlace,
  invalidatePlaceViews,
  placeEditKey,
  updatePlace,
  type PlaceBodyJson,
} from './place-admin-queries.ts';

interface PlaceFormValues {
  name: string;
  island: string;
  moku: string;
  ahupuaa: string;
  latitude: string;
  longitude: string;
  precision: string;
  description: string;
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

const valuesOf = (place: PlaceDetail | null): PlaceFormValues => ({
  name: place?.name ?? '',
  island: place?.island ?? '',
  moku: text(place?.moku),
  ahupuaa: text(place?.ahupuaa),
  latitude: text(place?.latitude),
  longitude: text(place?.longitude),
  // A new place shows no point to the public until its keeper chooses otherwise.
  precision: place?.precision ?? 'island',
  description: text(place?.description),
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The body: the name as typed (the server keeps its ʻokina and kahakō), empty boxes as null. */
const toBody = (values: PlaceFormValues): PlaceBodyJson => ({
  name: values.name,
  island: values.island,
  moku: orNull(values.moku),
  ahupuaa: orNull(values.ahupuaa),
  latitude: orNull(values.latitude),
  longitude: orNull(values.longitude),
  precision: values.precision,
  description: orNull(values.description),
});

export function PlaceForm({ place }: { place: PlaceDetail | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const placeId = place?.place_id ?? null;
  const pointHintId = useId();
  const precisionHintId = useId();
  const precisionErrorId = useId();

  const form = useSchemaForm(placeBody, {
    defaults: () => valuesOf(place),
    toBody,
    submit: async (body) => {
      const saved = placeId === null ? await createPlace(body) : await updatePlace(placeId, body);
      await invalidatePlaceViews(client);
      // The place's page opens with the place as saved (keepers see its point as kept).
      client.setQueryData(placeEditKey(saved.place_id), saved);
      client.setQueryData(placeQuery(saved.place_id).queryKey, saved);
      await navigate(paths.place(saved.place_id), {
        state: { notice: t(placeId === null ? area.placeAdded : area.placeSaved), tone: 'success' },
      });
    },
    failure: (error, marked) => failedTo(t(area.formSaveFailed), error, marked, t),
  });
  const errors = form.messages;
  const busy = form.busy;
  const onCancel = useCancel(placeId === null ? paths.places() : paths.place(placeId));

  /** A coordinate box: text, so a minus sign can be typed on any keypad; described by the point's hint too. */
  const coordinate = (name: 'latitude' | 'longitude') => (
    <FormField label={t(area[name])} error={errors[name]}>
      {(props) => (
        <input
          {...props}
          aria-describedby={[pointHintId, props['aria-describedby']].filter(Boolean).join(' ')}
          type="text"
          inputMode="text"
          className="input"
          maxLength={30}
          autoComplete="off"
          value={form.values[name]}
          disabled={busy}
          onChange={(event) => form.setValue(name, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form {...form.formProps} className="card space-y-6 p-6 sm:p-8">
      <PlaceNameField {...form.field('name')} disabled={busy} />
      <div className="grid gap-6 sm:grid-cols-3">
        <IslandField {...form.field('island')} disabled={busy} />
        <PlaceTextField label={t(area.moku)} {...form.field('moku')} disabled={busy} />
        <PlaceTextField label={t(area.ahupuaa)} {...form.field('ahupuaa')} disabled={busy} />
      </div>
      <div>
        <div className="grid gap-6 sm:grid-cols-2">
          {coordinate('latitude')}
          {coordinate('longitude')}
        </div>
        <p id={pointHintId} className="mt-1 text-xs text-stone-600">
          {t(area.pointHint)}
        </p>
      </div>
      <fieldset
        aria-describedby={[precisionHintId, errors.precision ? precisionErrorId : null]
          .filter(Boolean)
          .join(' ')}
      >
        <legend className="label">{t(area.precision)}</legend>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {PLACE_PRECISIONS.map((precision) => (
            <label key={precision} className="flex items-center gap-2">
              <input
                type="radio"
                name="precision"
                value={precision}
                checked={form.values.precision === precision}
                disabled={busy}
                aria-invalid={errors.precision ? true : undefined}
                onChange={() => form.setValue('precision', precision)}
                className="h-4 w-4 shrink-0 accent-koa-700"
              />
              {t(area.precisionName, { precision })}
            </label>
          ))}
        </div>
        <p id={precisionHintId} className="mt-1 text-xs text-stone-600">
          {t(area.precisionHint)}
        </p>
        {errors.precision ? (
          <p id={precisionErrorId} className="mt-1 text-sm text-red-700">
            {errors.precision}
          </p>
        ) : null}
      </fieldset>
      <FormField label={t(area.description)} error={errors.description}>
        {(props) => (
          <textarea
            {...props}
            rows={5}
            className="input"
            maxLength={4000}
            value={form.values.description}
            disabled={busy}
            onChange={(event) => form.setValue('description', event.target.value)}
          />
        )}
      </FormField>
      <FormFooter
        failure={form.failure}
        busy={busy}
        onCancel={onCancel}
        label={placeId === null ? t(area.formCreate) : t(area.formUpdate)}
      />
    </form>
  );
}
