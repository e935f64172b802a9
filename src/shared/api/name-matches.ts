/**
 * Before a steward, maker, race or canoe is made, the form asks for the records whose name is the same or close
 * (issue 31, item 4): `GET /owners/matches?name=…` and its kin answer them, and the create itself refuses an exact
 * folded duplicate (409, with `duplicates`) unless its body says `confirm_duplicate: true`.
 */
import { z } from 'zod';
import { optionalDate } from '../fields.ts';
import { MAX_RECORD_ID } from '../constants.ts';
import { nameMatchResponse } from './common.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';

const nameQuery = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: english(msg.nameText) })
    .min(1, { error: english(msg.nameMissing) })
    .max(200, { error: english(msg.nameTextTooLong) }),
);

export const nameMatchQuery = z.object({ name: nameQuery });
/** A race is the same race when its name and its year are the same: the date of the race being made. */
export const raceMatchQuery = z.object({ name: nameQuery, date: optionalDate() });
/** A maker is named by its person. */
const personIdMessage = english(msg.personId);
export const makerMatchQuery = z.object({
  person_id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: personIdMessage })
      .int({ error: personIdMessage })
      .min(1, { error: personIdMessage })
      .max(MAX_RECORD_ID, { error: personIdMessage }),
  ),
});

/** The endpoint of a record's matches, e.g. `findOwnerMatches` at `/owners/matches`. */
export function matchEndpoint<const P extends string, Q extends z.ZodType>(
  path: P,
  plural: string,
  query: Q,
) {
  return {
    method: 'GET',
    path: `${path}/matches` as `${P}/matches`,
    summary: `Existing ${plural} of the same or a close name`,
    description:
      'Asked before one is made. Names are compared folded (ʻokina, kahakō, case and spacing ignored); ' +
      '`exact` marks the same folded name, which a create refuses (409) unless its body has ' +
      '`confirm_duplicate: true`. A close name is the same once spaces and punctuation are ignored, or the ' +
      'same words each at most a letter apart (two for words of nine letters or more, none under four), two ' +
      'letters at most in all, words with digits the same.',
    query,
    response: { 200: z.array(nameMatchResponse) },
  } as const;
}
