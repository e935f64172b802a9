/** Query filters of GET /races: each optional, empty means not given, anything unreadable is a 400. */
import { z } from 'zod';
import { MIN_YEAR, currentYear } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';
import { optionalDate, optionalId } from '../../../shared/schemas.ts';
import { foldText } from '../../../shared/text.ts';
import { badRequest, parseInput } from '../../http/errors.ts';
import type { RaceFilters } from './race.repository.ts';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const yearFilter = z.preprocess(
  (v) => {
    const b = blank(v);
    return typeof b === 'string' && /^\s*\d+\s*$/.test(b) ? Number(b) : b;
  },
  z
    .number({ error: messages.yearNumber })
    .int({ error: messages.yearNumber })
    .superRefine((year, ctx) => {
      const max = currentYear();
      if (year < MIN_YEAR || year > max) ctx.addIssue({ code: 'custom', message: messages.yearRange(max) });
    })
    .optional(),
);

const raceFilterQuery = z.object({
  q: z.string({ error: 'q must be text' }).max(200, { error: 'q must be at most 200 characters' }).optional(),
  year: yearFilter,
  date_from: optionalDate(),
  date_to: optionalDate(),
  canoe_id: optionalId('canoe_id must be a canoe id'),
});

/** Read the filters; a bare year in date_to means up to the end of that year. */
export function readRaceFilters(query: unknown): RaceFilters {
  const raw = (query ?? {}) as Record<string, unknown>;
  const parsed = parseInput(raceFilterQuery, raw, 'query');
  let dateTo = parsed.date_to ?? undefined;
  if (dateTo && typeof raw.date_to === 'string' && /^\s*\d{4}\s*$/.test(raw.date_to)) {
    dateTo = `${dateTo.slice(0, 4)}-12-31`;
  }
  const dateFrom = parsed.date_from ?? undefined;
  if (dateFrom && dateTo && dateTo < dateFrom) {
    const message = 'date_to cannot be before date_from';
    throw badRequest(message, { date_to: message });
  }
  const q = foldText(parsed.q);
  return {
    q: q || undefined,
    year: parsed.year,
    dateFrom,
    dateTo,
    canoeId: parsed.canoe_id ?? undefined,
  };
}
