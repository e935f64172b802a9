/**
 * The origins review (decision 030): each origin typed as text before places existed, with the canoes that have
 * it, the places whose names it holds, another place of the keeper's choosing, or a new place made from the text
 * (its name and island proposed, for the keeper to check). Nothing is chosen for the keeper: each origin waits
 * for its own Confirm. A confirmed origin leaves the list, and what was linked is said in the status line.
 */
import { useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ISLAND_NAMES } from '../../../../shared/islands.ts';
import { originConfirmBody, type OriginReview } from '../../../../shared/api/places.ts';
import { paths } from '../../../../shared/paths.ts';
import { FormError } from '../../../components/form/form-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorPanel, TryAgainButton } from '../../../components/ui/error-panel.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { failedTo } from '../../../lib/failure-message.ts';
import { Link } from '../../../lib/routing.tsx';
import { placesArea as area } from '../../../../shared/i18n/messages/places.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { IslandField, PlaceNameField, PlaceTextField } from './place-fields.tsx';
import { PlacePicker } from './place-picker.tsx';
import { confirmOrigin, invalidatePlaceViews, originReviewQuery } from './place-admin-queries.ts';

type Origin = OriginReview['origins'][number];

/** The keeper's choice: a suggested place (`place:<id>`), another place, or a new one; '' until chosen. */
interface ConfirmValues {
  choice: string;
  other: string;
  name: string;
  island: string;
  moku: string;
}

const SUGGESTED = 'place:';

/** The body of a confirmation: the place chosen, or the new place made from the boxes. */
const bodyOf = (origin: string) => (values: ConfirmValues) => {
  if (values.choice === 'new') {
    return {
      origin,
      new_place: {
        name: values.name,
        island: values.island,
        moku: values.moku.trim() || null,
        // A place made from an origin text shows no point: it has none until its keeper gives one.
        precision: 'island',
      },
    };
  }
  const id = values.choice.startsWith(SUGGESTED)
    ? values.choice.slice(SUGGESTED.length)
    : values.choice === 'other'
      ? values.other
      : '';
  return { origin, place_id: id === '' ? undefined : Number(id) };
};

/** The server's names of the new place's boxes, and of the choice. */
const SERVER_FIELDS = {
  place_id: 'choice',
  'new_place.name': 'name',
  'new_place.island': 'island',
  'new_place.moku': 'moku',
} as const;

export interface Confirmed {
  origin: string;
  place: string;
  count: number;
}

function OriginRow({ origin, onConfirmed }: { origin: Origin; onConfirmed: (done: Confirmed) => void }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const headingId = useId();
  const choiceErrorId = useId();
  const form = useSchemaForm(originConfirmBody, {
    defaults: (): ConfirmValues => ({
      choice: '',
      other: '',
      name: origin.proposal.name,
      island: origin.proposal.island ?? '',
      moku: '',
    }),
    toBody: bodyOf(origin.origin),
    serverFields: SERVER_FIELDS,
    submit: async (body) => {
      const done = await confirmOrigin(body as Parameters<typeof confirmOrigin>[0]);
      // The origin leaves the list at once; the canoes, places and choices of a place are fetched again.
      client.setQueryData<OriginReview>(originReviewQuery().queryKey, (review) =>
        review ? { origins: review.origins.filter((o) => o.origin !== origin.origin) } : review,
      );
      await invalidatePlaceViews(client);
      onConfirmed({ origin: origin.origin, place: done.place.name, count: done.canoes_linked });
    },
    failure: (error, marked) => failedTo(t(area.originConfirmFailed), error, marked, t),
  });
  const { values, messages: errors, busy } = form;
  const name = `origin-${headingId}`;
  const choiceError = errors.choice;
  // "Please select a place" belongs to the list of all places when that is the choice, else to the choices.
  const otherError = values.choice === 'other' ? choiceError : undefined;
  const groupError = values.choice === 'other' ? undefined : choiceError;

  const radio = (value: string, label: string) => (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        name={name}
        value={value}
        checked={values.choice === value}
        disabled={busy}
        aria-invalid={groupError ? true : undefined}
        onChange={() => form.setValue('choice', value)}
        className="h-4 w-4 shrink-0 accent-koa-700"
      />
      <span>{label}</span>
    </label>
  );

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="font-display text-xl font-semibold break-words text-koa-900">
        {origin.origin}
      </h2>
      <div className="mt-2 text-sm text-stone-700">
        <p>{t(area.originCanoes, { count: origin.canoes.length })}</p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {origin.canoes.map((canoe) => (
            <li key={canoe.canoe_id}>
              <Link to={paths.canoe(canoe.canoe_id)} className="link">
                {canoe.name || t(area.originCanoeNumber, { id: canoe.canoe_id })}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <form {...form.formProps} className="mt-4 space-y-4">
        <fieldset aria-describedby={groupError ? choiceErrorId : undefined} className="space-y-2">
          <legend className="label">{t(area.originChoiceLegend)}</legend>
          {origin.suggestions.map((place) => (
            <div key={place.place_id}>
              {radio(
                `${SUGGESTED}${place.place_id}`,
                t(area.placeAndIsland, { place: place.name, island: ISLAND_NAMES[place.island] }),
              )}
            </div>
          ))}
          <div>
            {radio('other', t(area.originAnotherPlace))}
            {values.choice === 'other' ? (
              <div className="mt-2 ml-6">
                <PlacePicker
                  label={t(area.originAnotherPlaceLabel)}
                  value={values.other}
                  error={otherError}
                  disabled={busy}
                  onChange={(value) => {
                    form.setValue('other', value);
                    form.clear('choice');
                  }}
                />
              </div>
            ) : null}
          </div>
          <div>
            {radio('new', t(area.makeNewPlace))}
            {values.choice === 'new' ? (
              <div className="mt-2 ml-6 space-y-4 rounded-lg border border-stone-200 bg-stone-50 p-4">
                <p className="text-sm text-stone-700">{t(area.originNewPlaceHint)}</p>
                <PlaceNameField {...form.field('name')} withHint={false} disabled={busy} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <IslandField {...form.field('island')} disabled={busy} />
                  <PlaceTextField label={t(area.moku)} {...form.field('moku')} disabled={busy} />
                </div>
              </div>
            ) : null}
          </div>
          {groupError ? (
            <p id={choiceErrorId} className="text-sm text-red-700">
              {groupError}
            </p>
          ) : null}
        </fieldset>
        <FormError message={form.failure} />
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={busy}>
            {t(area.confirmOrigin)}
          </button>
        </div>
      </form>
    </section>
  );
}

export function OriginsReview() {
  const { t } = useI18n();
  const query = useQuery(originReviewQuery());
  // Numbered, so the same words said twice are a new line, announced again.
  const [confirmed, setConfirmed] = useState<(Confirmed & { seq: number }) | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  const onConfirmed = (done: Confirmed) => {
    setConfirmed((previous) => ({ ...done, seq: (previous?.seq ?? 0) + 1 }));
    // The row and its button are gone: the focus goes to what was said about it, and on to the next origin.
    setTimeout(() => status.current?.focus(), 0);
  };

  let body;
  if (query.isPending) body = <LoadingState label={t(area.originsLoading)} />;
  else if (query.isError) {
    body = (
      <ErrorPanel message={t(area.originsFailed)}>
        <TryAgainButton />
      </ErrorPanel>
    );
  } else if (query.data.origins.length === 0) body = <EmptyState title={t(area.originsNone)} />;
  else {
    body = (
      <div className="space-y-6">
        {query.data.origins.map((origin) => (
          <OriginRow key={origin.origin} origin={origin} onConfirmed={onConfirmed} />
        ))}
      </div>
    );
  }

  return (
    <>
      <div role="status">
        {confirmed ? (
          <p
            key={confirmed.seq}
            ref={status}
            tabIndex={-1}
            className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-koa-600"
          >
            {t(area.originConfirmed, { count: confirmed.count, place: confirmed.place })}
          </p>
        ) : null}
      </div>
      {body}
    </>
  );
}
