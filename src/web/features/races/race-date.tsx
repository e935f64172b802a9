/** A race's date as precise as it is known, in a `<time>` when it is a plain year, month or day. */
import type { Race } from '../../../shared/api/index.ts';
import { machineDate } from '../../lib/format.ts';

export function RaceDate({ race }: { race: Pick<Race, 'date' | 'date_words'> }) {
  const dateTime = machineDate(race.date);
  return dateTime ? <time dateTime={dateTime}>{race.date_words}</time> : <>{race.date_words}</>;
}
