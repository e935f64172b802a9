/**
 * The registry's event filter in words (decision 029), where a bar of Through the Years leads: "Restored in the
 * 1960s", with a × that takes it away. A chunk of its own, fetched once the page is idle and only when the address
 * holds the filter (registry-filters.tsx), so the registry's first load carries none of it.
 */
import { Link, useSearchParams } from '../../../lib/routing.tsx';
import { paths } from '../../../../shared/paths.ts';
import type { CanoeEvent } from '../../../../shared/canoe-events.ts';
import { throughTheYearsArea as words } from '../../../../shared/i18n/messages/through-the-years.ts';
import { useI18n, type Translator } from '../../../lib/i18n.tsx';
import { useDateWords } from '../../../lib/date-words.ts';
import { FILTER_PARAMS, type FilterKey, type RegistryFilters } from './registry-params.ts';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ISLAND_NAMES, isIsland } from '../../../../shared/islands.ts';
import { registry } from '../../../../shared/i18n/messages/registry.ts';
import { placeQuery } from '../../places/place-queries.ts';

/** The kinds the server takes (a typo in an address is answered 400 and said by the filters, not here). */
const EVENTS: Record<CanoeEvent, true> = { built: true, renamed: true, restored: true, raced: true };

/** The event filter's parameters, shown together as one chip and removed together. */
export const EVENT_FILTER = ['event', 'eventFrom', 'eventTo'] as const satisfies readonly FilterKey[];

/**
 * The URL without the event filter (its chip's remove link): the other filters and the view stay, less the empty
 * fields a filter form sent without JavaScript brings along.
 */
export function withoutEvent(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams([...params].filter(([, value]) => value.trim() !== ''));
  for (const key of EVENT_FILTER) next.delete(FILTER_PARAMS[key]);
  next.delete('page');
  return next;
}

const year = (value: string) => (/^\d{1,4}$/.test(value.trim()) ? Number(value) : null);

/**
 * "Restored in the 1960s", "Built in 1962–1975", "Raced from 1990": the event filter in words, or null when it
 * is not one. `dateWords` says an EDTF date in the page's language (`useDateWords`).
 */
export function eventFilterWords(
  translator: Translator,
  filters: RegistryFilters,
  dateWords: (edtf: string) => string,
): string | null {
  const event = filters.event.trim();
  const [from, to] = [year(filters.eventFrom), year(filters.eventTo)];
  if (!Object.hasOwn(EVENTS, event) || (from === null && to === null)) return null;
  const within =
    from === null || to === null
      ? null
      : from === to
        ? String(from)
        : from % 10 === 0 && to === from + 9
          ? dateWords(`${from / 10}X`)
          : dateWords(`${from}/${to}`);
  return translator.t(words.eventFilter, {
    event,
    span: within !== null ? 'in' : from !== null ? 'from' : 'to',
    years: within ?? '',
    start: String(from ?? ''),
    end: String(to ?? ''),
  });
}

/** The URL without one place filter (island or place): its chip's remove link. */
export function withoutFilter(params: URLSearchParams, key: 'island' | 'place'): URLSearchParams {
  const next = new URLSearchParams([...params].filter(([, value]) => value.trim() !== ''));
  next.delete(FILTER_PARAMS[key]);
  next.delete('page');
  return next;
}

/** A filter in words with a × that removes it. */
function Chip({ said, without }: { said: ReactNode; without: URLSearchParams }) {
  const translator = useI18n();
  const label = typeof said === 'string' ? said : null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-koa-200 bg-koa-50 py-1 pr-1 pl-3 text-sm font-medium text-koa-900">
      <span>{said}</span>
      <Link
        to={paths.canoes(without.toString())}
        aria-label={translator.t(words.removeFilter, { filter: label ?? '' })}
        className="inline-flex h-6 w-6 items-center justify-center rounded-full text-base leading-none hover:bg-koa-100"
      >
        <span aria-hidden="true">×</span>
      </Link>
    </span>
  );
}

/** "From or at home at Kaunakakai": the place's name once its record is in. */
function PlaceChip({ id, params }: { id: number; params: URLSearchParams }) {
  const { t } = useI18n();
  const place = useQuery(placeQuery(id));
  const name = place.data?.name ?? t(registry.aPlace);
  return <Chip said={t(registry.placeFilter, { place: name })} without={withoutFilter(params, 'place')} />;
}

/**
 * The filters that other pages lead to, in words, each with a link that removes it: an event of Through the Years
 * (decision 029), an island or a place (decision 030); and their values as hidden fields, so the filter form sent
 * without JavaScript keeps them.
 */
export function RegistryEventChip({ filters }: { filters: RegistryFilters }) {
  const translator = useI18n();
  const dateWords = useDateWords().words;
  const [params] = useSearchParams();
  const said = eventFilterWords(translator, filters, dateWords);
  const island = filters.island.trim();
  const placeId = /^\d{1,9}$/.test(filters.place.trim()) ? Number(filters.place) : null;
  if (said === null && !isIsland(island) && placeId === null) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {said !== null ? <Chip said={said} without={withoutEvent(params)} /> : null}
      {isIsland(island) ? (
        <Chip
          said={translator.t(registry.islandFilter, { island: ISLAND_NAMES[island] })}
          without={withoutFilter(params, 'island')}
        />
      ) : null}
      {placeId !== null ? <PlaceChip id={placeId} params={params} /> : null}
      {([...EVENT_FILTER, 'island', 'place'] as const).map((key) =>
        filters[key] ? (
          <input key={key} type="hidden" name={FILTER_PARAMS[key]} value={filters[key]} />
        ) : null,
      )}
    </div>
  );
}
