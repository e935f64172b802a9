/** A canoe's restorations: the body of a create or update, and a restoration as clients see it. */
import { z } from 'zod';
import { placeRef, placeRefResponse } from './places.ts';
import { recordSourcesField } from './sources.ts';
import { keptForResponse } from './protocols.ts';
import { endsBeforeStart, optionalDate, optionalId, optionalText, requiredDate } from '../fields.ts';
import { messages } from '../messages.ts';
import {
  dateResponseFields,
  idParams,
  pagingQuery,
  recordIdParam,
  requiredDateResponseFields,
} from './common.ts';

/** The longest description, in either language. */
const DESCRIPTION_MAX = 4000;

/**
 * The English description: trimmed, NFC. Required unless the ʻŌlelo Hawaiʻi one is given (decision 027): the
 * object's check below says so on this field, with the message it always had.
 */
const englishDescription = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.normalize('NFC').trim() : v),
    z
      .string({ error: messages.descriptionRequired })
      .max(DESCRIPTION_MAX, { error: messages.textTooLong(String(DESCRIPTION_MAX)) }),
  )
  .optional();

const given = (text: unknown) => typeof text === 'string' && text.trim() !== '';

export const restorationBody = z
  .object({
    restoration_date: requiredDate(messages.restorationYearRequired),
    end_date: optionalDate(),
    description: englishDescription.meta({
      description: 'The description in English; required unless description_haw is given',
    }),
    description_haw: optionalText(DESCRIPTION_MAX).meta({
      description:
        'The description in ʻŌlelo Hawaiʻi (decision 027). Left out of an update, it stays as it is; null or empty removes it',
    }),
    location: optionalText(200),
    place_id: placeRef().meta({
      description: 'Where it was done (a place). Left out of an update, it stays as it is; null removes it',
    }),
    notes: optionalText(8000),
    restorer_person_id: optionalId(),
    restorer_maker_id: optionalId(),
    maker_id: optionalId(),
    ...recordSourcesField,
  })
  .superRefine((v, ctx) => {
    if (endsBeforeStart(v.restoration_date, v.end_date)) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: messages.endBeforeStart });
    }
  })
  // A description in at least one language, said on the English one. Checked even when another field is wrong
  // (a form shows every message at once), unless a description box already has its own message.
  .refine((v) => given(v.description) || given(v.description_haw), {
    path: ['description'],
    error: messages.descriptionRequired,
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some(
        (issue) => issue.path?.[0] === 'description' || issue.path?.[0] === 'description_haw',
      ),
  });
export type RestorationBody = z.infer<typeof restorationBody>;

export const canoeRestorationsParams = idParams('Canoe');
export const restorationParams = z.object({ id: recordIdParam('Canoe'), rid: recordIdParam('Restoration') });
export const restorationListQuery = z.object(pagingQuery);

export const restorationResponse = z.object({
  restoration_id: z.number().int(),
  canoe_id: z.number().int(),
  ...requiredDateResponseFields('restoration_date'),
  ...dateResponseFields('end_date'),
  /** In English; empty when the restoration is described only in ʻŌlelo Hawaiʻi. */
  description: z.string(),
  /** In ʻŌlelo Hawaiʻi (decision 027). */
  description_haw: z.string().nullable(),
  location: z.string().nullable(),
  place: placeRefResponse.nullable(),
  notes: z.string().nullable(),
  restorer_person_id: z.number().int().nullable(),
  restorer_maker_id: z.number().int().nullable(),
  /** The spec's clients read maker_id; it is the same as restorer_maker_id. */
  maker_id: z.number().int().nullable(),
  maker_name: z.string().nullable(),
  restorer_name: z.string().nullable(),
  /** How the restoration is kept, for those who may see it (absent: public; decision 020). */
  kept_for: keptForResponse.nullable().optional(),
});

export type Restoration = z.output<typeof restorationResponse>;
