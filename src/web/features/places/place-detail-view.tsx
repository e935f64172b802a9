/**
 * A place's page (decision 030): its name as written in Hawaiian, its island, moku and ahupuaʻa, its description,
 * its point on a small map of its island when the public may see it, and what the registry records there: the
 * canoes from it and at home there, the races on its course, the restorations done there and the stewards at home.
 */
import { Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PlaceDetail } from '../../../shared/api/places.ts';
import { paths } from '../../../shared/paths.ts';
import { placesArea } from '../../../shared/i18n/messages/places.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { RouteNotice } from '../../components/ui/route-notice.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useAuth } from '../auth/auth-queries.ts';
import { useDateWords } from '../../lib/date-words.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../../lib/routing.tsx';
import { IslandMap } from './island-map.tsx';
import { KeptMark } from '../../components/ui/kept.tsx';
import { isPinned, marksOf } from './map-marks.ts';
import { placeMapQuery } from './place-queries.ts';

// Keepers' Edit Place, History and Delete Place: a visitor's page never downloads them.
const PlaceAdminActions = lazyComponent(() =>
  import('./admin/place-admin-actions.tsx').then((module) => module.PlaceAdminActions),
);

// Administrators' "Who may see this" (decision 020): its dialog is the protocols' chunk.
const ProtectionButton = lazyComponent(() =>
  import('../protocols/index.ts').then((protocols) => protocols.ProtectionButton),
);

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-stone-100">
      {rows.map(([term, value]) => (
        <div key={term} className="grid grid-cols-[9rem_minmax(0,1fr)] gap-3 py-2">
          <dt className="text-sm font-medium text-stone-600">{term}</dt>
          <dd className="text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The small map of the place's island with the place's own mark: only when the public may see its point. */
function PlacePoint({ place }: { place: PlaceDetail }) {
  const { t } = useI18n();
  const map = useQuery(placeMapQuery(place.island));
  if (!map.data) return null;
  const marks = marksOf(map.data.marks, place.place_id);
  if (marks.length === 0) return null;
  return (
    <section aria-labelledby="place-map-heading" className="card p-3 sm:p-4 print:break-inside-avoid">
      <h2 id="place-map-heading" className="mb-3 px-1 text-lg font-semibold text-koa-900">
        {t(placesArea.onTheMap)}
      </h2>
      <IslandMap
        map={map.data}
        marks={marks}
        label={t(placesArea.placeMapLabel, { island: place.island_name, place: place.name })}
      />
    </section>
  );
}

/** One of what the registry records at the place: a heading and its links, each with its date when it has one. */
function Records({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: { key: number; to: string; name: ReactNode; lang?: string; detail?: string | null }[];
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="card p-5">
      <h2 id={id} className="text-lg font-semibold text-koa-900">
        {title}
      </h2>
      <ul className="mt-3 divide-y divide-stone-100">
        {items.map((item) => (
          <li key={item.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
            <Link to={item.to} lang={item.lang} className="link">
              {item.name}
            </Link>
            {item.detail ? <span className="text-sm text-stone-600">{item.detail}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PlaceDetailView({ place }: { place: PlaceDetail }) {
  const { t } = useI18n();
  const { words } = useDateWords();
  const { isAdmin } = useAuth();
  const canoeName = (canoe: { canoe_id: number; name: string | null }) =>
    canoe.name || t(ui.canoeNumber, { id: canoe.canoe_id });
  const canoes = (list: PlaceDetail['canoes_from']) =>
    list.map((canoe) => ({
      key: canoe.canoe_id,
      to: paths.canoe(canoe.canoe_id),
      name: canoeName(canoe),
      detail: canoe.hull_id,
    }));
  const nothing =
    place.canoes_from.length +
      place.canoes_home.length +
      place.races.length +
      place.restorations.length +
      place.stewards.length ===
    0;
  const rows: [string, ReactNode][] = [
    [
      t(placesArea.island),
      <Link key="island" to={paths.placeIsland(place.island)} lang="haw" className="link">
        {place.island_name}
      </Link>,
    ],
  ];
  if (place.moku) rows.push([t(placesArea.moku), <span lang="haw">{place.moku}</span>]);
  if (place.ahupuaa) rows.push([t(placesArea.ahupuaa), <span lang="haw">{place.ahupuaa}</span>]);
  rows.push([t(placesArea.precision), t(placesArea.precisionName, { precision: place.precision })]);

  return (
    <>
      <BackLink to={paths.places()}>{t(placesArea.backToPlaces)}</BackLink>
      <RouteNotice dismissIcon />
      <div className="mb-8">
        <h1 lang="haw" className="font-display text-3xl font-bold text-koa-900 sm:text-4xl">
          {place.name}
        </h1>
        {/* A place kept for protocols: the lock for those who may see it; who may see it, for administrators. */}
        {place.kept_for || isAdmin ? (
          <p className="mt-3 flex flex-wrap items-center gap-2">
            <KeptMark kept={place.kept_for} />
            {isAdmin ? (
              <Suspense fallback={null}>
                <ProtectionButton kind="place" id={place.place_id} what={t(placesArea.thisPlace)} />
              </Suspense>
            ) : null}
          </p>
        ) : null}
        {isAdmin ? (
          <div className="mt-4">
            <Suspense fallback={null}>
              <PlaceAdminActions place={place} />
            </Suspense>
          </div>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="place-about-heading" className="card p-5">
          <h2 id="place-about-heading" className="text-lg font-semibold text-koa-900">
            {t(placesArea.aboutPlace)}
          </h2>
          <div className="mt-2">
            <Facts rows={rows} />
          </div>
          {place.description ? (
            <p className="mt-4 whitespace-pre-line text-stone-800">{place.description}</p>
          ) : null}
        </section>
        {isPinned(place) ? <PlacePoint place={place} /> : null}
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Records id="canoes-from" title={t(placesArea.canoesFrom)} items={canoes(place.canoes_from)} />
        <Records id="canoes-home" title={t(placesArea.canoesHome)} items={canoes(place.canoes_home)} />
        <Records
          id="races-here"
          title={t(placesArea.racesHere)}
          items={place.races.map((race) => ({
            key: race.race_id,
            to: paths.race(race.race_id),
            name: race.name,
            detail: words(race.date),
          }))}
        />
        <Records
          id="restorations-here"
          title={t(placesArea.restorationsHere)}
          items={place.restorations.map((restoration) => ({
            key: restoration.restoration_id,
            to: paths.canoe(restoration.canoe_id, 'restorations'),
            name: restoration.canoe_name || t(ui.canoeNumber, { id: restoration.canoe_id }),
            detail: words(restoration.date),
          }))}
        />
        <Records
          id="stewards-here"
          title={t(placesArea.stewardsHere)}
          items={place.stewards.map((steward) => ({
            key: steward.owner_id,
            to: paths.owner(steward.owner_id),
            name: steward.name,
          }))}
        />
      </div>
      {nothing ? <p className="mt-8 text-stone-700">{t(placesArea.nothingHere)}</p> : null}
    </>
  );
}
