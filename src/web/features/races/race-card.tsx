import { RaceDate } from './race-date.tsx';
import { Link } from '../../lib/routing.tsx';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { Race } from '../../../shared/api/index.ts';
import { racesArea } from '../../../shared/i18n/messages/races.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** One race in the list; the whole card is reachable through its name link. */
export function RaceCard({ race }: { race: Race }) {
  const { t } = useI18n();
  return (
    <article className="card relative flex h-full flex-col p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
      <h2 className="font-display text-xl font-semibold text-koa-900">
        {/* The link's box covers the card, so a click anywhere opens the race. */}
        <Link
          to={paths.race(race.race_id)}
          className="after:absolute after:inset-0 hover:text-koa-700 hover:underline"
        >
          {race.name}
        </Link>
      </h2>
      <dl className="mt-3 space-y-1.5 text-sm text-stone-700">
        <div className="flex items-center gap-2">
          <dt>
            <CalendarDays aria-hidden="true" className="h-4 w-4 text-koa-600" />
            <span className="sr-only">{t(racesArea.date)}</span>
          </dt>
          <dd>{race.date ? <RaceDate race={race} /> : t(racesArea.dateUnknown)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <MapPin aria-hidden="true" className="h-4 w-4 text-koa-600" />
            <span className="sr-only">{t(racesArea.location)}</span>
          </dt>
          <dd>{race.location || t(racesArea.locationUnknown)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Users aria-hidden="true" className="h-4 w-4 text-koa-600" />
            <span className="sr-only">{t(racesArea.entriesTerm)}</span>
          </dt>
          <dd>{t(racesArea.entries, { count: race.participant_count })}</dd>
        </div>
      </dl>
      {race.description ? (
        <p className="mt-3 line-clamp-2 text-sm text-stone-600">{race.description}</p>
      ) : null}
    </article>
  );
}
