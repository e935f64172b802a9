/** A canoe's restorations: the body of a create or update, and a restoration as clients see it. */
import { z } from 'zod';
import { recordSourcesField } from './sources.ts';
import { keptForResponse } from './protocols.ts';
import {
  endsBeforeStart,
  optionalDate,
  optionalId,
  optionalText,
  requiredDate,
  requiredText,
} from '../fields.ts';
import { messages } from '../messages.ts';
import {
  dateResponseFields,
  idParams,
  pagingQuery,
  recordIdParam,
  requiredDateResponseFields,
} from './common.ts';

export const restorationBody = z
  .object({
    restoration_date: requiredDate(messages.restorationYearRequired),
    end_date: optionalDate(),
    description: requiredText(messages.descriptionRequired, 4000),
    location: optionalText(200),
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
  description: z.string(),
  location: z.string().nullable(),
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
