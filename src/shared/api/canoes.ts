/**
 * The canoes' API contract: what the registry's search accepts (GET /api/canoes/search). Each filter's message
 * is what the registry shows beside its box.
 */
import { z } from 'zod';
import { CANOE_TYPES, MIN_YEAR, YEAR_CONVERSION_LIMIT } from '../constants.ts';
import { messages } from '../messages.ts';
import { pagingQuery } from '../schemas.ts';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const text = () =>
  z.preprocess(
    blank,
    z
      .string({ error: 'Must be text' })
      .max(200, { error: 'Must be at most 200 characters' })
      .transform((v) => v.normalize('NFC').trim())
      .optional(),
  );

const measure = (label: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, { error: `${label} must be a number` })
      .min(0, { error: `${label} cannot be negative` })
      .optional(),
  );

const year = (label: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: `${label} must be a year` })
      .int({ error: `${label} must be a year` })
      .min(MIN_YEAR, { error: `${label} must be between ${MIN_YEAR} and ${YEAR_CONVERSION_LIMIT}` })
      .max(YEAR_CONVERSION_LIMIT, {
        error: `${label} must be between ${MIN_YEAR} and ${YEAR_CONVERSION_LIMIT}`,
      })
      .optional(),
  );

const typeIds = CANOE_TYPES.map((t) => String(t.type_id));

export const canoeSearchQuery = z.object({
  q: text(),
  type_id: z.preprocess(
    blank,
    z
      .string({ error: messages.canoeType })
      .refine((v) => typeIds.includes(v.trim()), { error: messages.canoeType })
      .transform((v) => Number(v))
      .optional(),
  ),
  hull_id: text(),
  owner: text(),
  origin: text(),
  length_min: measure('Minimum length'),
  length_max: measure('Maximum length'),
  year_min: year('From year'),
  year_max: year('To year'),
  ...pagingQuery,
});
export type CanoeSearch = z.infer<typeof canoeSearchQuery>;
