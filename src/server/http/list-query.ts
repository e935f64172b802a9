/** Query-string parameters the list routes share: optional text, whole numbers and choices, blank meaning absent. */
import { z } from 'zod';
import { MAX_RECORD_ID } from '../../shared/constants.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An optional search text from the query string. */
export const queryText = () =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: 'q must be text' }).max(200, { error: 'q must be at most 200 characters' }).optional(),
  );

/** An optional whole number (at least `min`) from the query string. */
export const queryInt = (name: string, min: number) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' && /^-?\d+$/.test(b.trim()) ? Number(b) : b;
    },
    z
      .number({ error: `${name} must be a whole number` })
      .int({ error: `${name} must be a whole number` })
      .min(min, { error: `${name} must be at least ${min}` })
      .max(MAX_RECORD_ID, { error: `${name} is too large` })
      .optional(),
  );

/** An optional choice from the query string. */
export const queryChoice = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` }).optional(),
  );
