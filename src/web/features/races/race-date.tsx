/** A race's date as precise as it is known, in a `<time>` when it is a plain year, month or day. */
import type { Race } from '../../../shared/api/index.ts';
import { machineDate } from '../../lib/format.ts';
import { useDateWords } from '../../lib/date-words.ts';

export function RaceDate({ race }: { race: Pick<Race, 'date'> }) {
  const { words } = useDateWords();
  const dateTime = machineDate(race.date);
  return dateTime ? <time dateTime={dateTime}>{words(race.date)}</time> : <>{words(race.date)}</>;
}
