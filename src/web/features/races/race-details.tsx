import { RaceDate } from './race-date.tsx';
import type { ReactNode } from 'react';
import { Link } from '../../lib/routing.tsx';
import { CalendarDays, Flag, MapPin, Pencil, Users } from 'lucide-react';
import { HistoryLink } from '../../components/ui/history-link.tsx';
import { paths } from '../../../shared/paths.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { KeptNotices } from '../../components/ui/kept.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import type { Participation, RaceDetail } from '../../../shared/api/index.ts';
import { racesArea } from '../../../shared/i18n/messages/races.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { RaceResultsTable } from './race-results-table.tsx';
import { PlaceLink } from '../places/index.ts';
import { FollowLink } from '../../components/ui/follow-link.tsx';

/** A race with its results; the facts first, then the results table. */
export function RaceDetails({
  race,
  isAdmin,
  actions,
  notice,
  renderEntryActions,
  afterResults,
}: {
  race: RaceDetail;
  isAdmin: boolean;
  /** Administrators' controls beside Edit Race (Delete Race). */
  actions?: ReactNode;
  /** A failure to show above the results (a refused delete). */
  notice?: ReactNode;
  renderEntryActions?: (entry: Participation) => ReactNode;
  /** Below the results: the Add Result form. */
  afterResults?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <BackLink to={paths.races()}>{t(racesArea.backToRaces)}</BackLink>
      <PageHeader
        title={race.name}
        lead={
          <span className="flex flex-wrap gap-x-6 gap-y-2 text-stone-700">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="h-4 w-4 text-koa-600" />
              <span className="sr-only">{t(racesArea.dateLabel)} </span>
              {race.date ? <RaceDate race={race} /> : t(racesArea.dateUnknown)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="h-4 w-4 text-koa-600" />
              <span className="sr-only">{t(racesArea.locationLabel)} </span>
              {race.place ? <PlaceLink place={race.place} /> : race.location || t(racesArea.locationUnknown)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Users aria-hidden="true" className="h-4 w-4 text-koa-600" />
              {t(racesArea.entries, { count: race.participants.length })}
            </span>
            <FollowLink type="race" id={race.race_id} />
          </span>
        }
        actions={
          isAdmin ? (
            <>
              <Link to={paths.raceEdit(race.race_id)} className="btn-secondary">
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {t(racesArea.editRace)}
              </Link>
              <HistoryLink to={paths.raceHistory(race.race_id)} />
              {actions}
            </>
          ) : null
        }
      />
      {race.description ? (
        <section aria-labelledby="race-about" className="mb-8 max-w-3xl">
          <h2 id="race-about" className="sr-only">
            {t(racesArea.aboutRace)}
          </h2>
          <p className="whitespace-pre-line text-stone-800">{race.description}</p>
        </section>
      ) : null}
      {notice}
      <section aria-labelledby="race-results">
        <h2 id="race-results" className="mb-4 font-display text-2xl font-semibold text-koa-900">
          {t(racesArea.results)}
        </h2>
        {race.participants.length === 0 ? (
          <EmptyState
            title={t(racesArea.noResults)}
            text={t(racesArea.noResultsText)}
            icon={Flag}
            headingLevel={3}
          />
        ) : (
          <RaceResultsTable
            raceName={race.name}
            participants={race.participants}
            renderActions={renderEntryActions}
          />
        )}
        <KeptNotices notices={race.kept_notices} kinds={['race_entry']} />
        {afterResults}
      </section>
    </>
  );
}
