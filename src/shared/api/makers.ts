/** Makers (carvers, restorers, designers…), each a person: bodies, list filters and answers. */
import { z } from 'zod';
import { keptNoticeResponse } from './protocols.ts';
import { MAKER_TYPES } from '../constants.ts';
import { blankToNull, optionalHtml, requiredId } from '../fields.ts';
import { messages } from '../messages.ts';
import {
  confirmDuplicateField,
  idParams,
  imageUploadResponse,
  imageUrlFields,
  pagingQuery,
  queryChoice,
  queryInt,
  queryText,
  requiredDateResponseFields,
  timestampFields,
} from './common.ts';

export const makerBody = z.object({
  person_id: requiredId(messages.selectPerson),
  maker_type: z.preprocess(
    (v) => blankToNull(v) ?? undefined,
    z.enum(MAKER_TYPES, { error: messages.makerTypeRequired }),
  ),
  biography: optionalHtml(),
  /**
   * The biography in ʻŌlelo Hawaiʻi (decision 027), sanitised as `biography` (the English version) is. Left out of an
   * update, the version kept stays; empty or null removes it.
   */
  biography_haw: optionalHtml(),
});
export type MakerBody = z.infer<typeof makerBody>;
/** A create's body: the same, and whether the keeper confirmed a name that is already taken. */
export const makerCreateBody = makerBody.extend(confirmDuplicateField);
export type MakerCreateBody = z.infer<typeof makerCreateBody>;

export const makerListQuery = z.object({
  q: queryText(),
  maker_type: queryChoice('maker_type', MAKER_TYPES),
  person_id: queryInt('person_id', 1),
  ...pagingQuery,
});

export const makerParams = idParams('Maker');

export const makerResponse = z.object({
  maker_id: z.number().int(),
  person_id: z.number().int(),
  name: z.string(),
  maker_name: z.string(),
  maker_type: z.string(),
  biography: z.string().nullable(),
  /** The biography in ʻŌlelo Hawaiʻi (decision 027); `biography` is the English. */
  biography_haw: z.string().nullable(),
  /** Distinct canoes the maker made or restored: the card's, the badge's and the Canoes tab's count. */
  canoe_count: z.number().int(),
  ...imageUrlFields('picture'),
  ...timestampFields,
});

export const makerCanoeResponse = z.object({
  canoe_maker_id: z.number().int().nullable(),
  canoe_id: z.number().int(),
  canoe_name: z.string().nullable(),
  canoe_type: z.string().nullable(),
  contribution: z.string().nullable(),
});

export const makerRestorationResponse = z.object({
  restoration_id: z.number().int(),
  canoe_id: z.number().int(),
  canoe_name: z.string().nullable(),
  ...requiredDateResponseFields('restoration_date'),
  description: z.string(),
  /** The restoration's description in ʻŌlelo Hawaiʻi (decision 027); `description` is the English. */
  description_haw: z.string().nullable(),
});

export const makerDetailResponse = makerResponse.extend({
  canoes: z.array(makerCanoeResponse),
  restorations: z.array(makerRestorationResponse),
  /** The restorations kept from this caller whose keepers chose a notice (decision 020). */
  kept_notices: z.array(keptNoticeResponse).optional(),
});

/** The answer of a picture upload: the maker's id and the new picture's URLs. */
export const makerPictureResponse = imageUploadResponse('maker_id', 'picture');

export type Maker = z.output<typeof makerResponse>;
export type MakerCanoe = z.output<typeof makerCanoeResponse>;
export type MakerRestoration = z.output<typeof makerRestorationResponse>;
export type MakerDetail = z.output<typeof makerDetailResponse>;
