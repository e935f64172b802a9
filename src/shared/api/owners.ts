/** Stewards (owners in the API): the body of a create or update, the list's filters, and the answers. */
import { placeRef, placeRefResponse } from './places.ts';
import { z } from 'zod';
import { keptNoticeResponse } from './protocols.ts';
import { OWNER_TYPES } from '../constants.ts';
import {
  blankToNull,
  optionalEmail,
  optionalText,
  requiredText,
  websiteField,
  yearField,
} from '../fields.ts';
import { messages } from '../messages.ts';
import {
  confirmDuplicateField,
  dateResponseFields,
  idParams,
  imageUploadResponse,
  imageUrlFields,
  pagingQuery,
  queryChoice,
  queryInt,
  queryText,
  requiredDateResponseFields,
  sortQuery,
  timestampFields,
} from './common.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';

export const ownerBody = z.object({
  name: requiredText(messages.nameRequired, 200),
  owner_type: z.preprocess(
    (v) => blankToNull(v) ?? 'individual',
    z.enum(OWNER_TYPES, { error: english(msg.ownerType, { types: OWNER_TYPES.join(', ') }) }),
  ),
  website: websiteField,
  description: optionalText(8000),
  /**
   * The description in ʻŌlelo Hawaiʻi (decision 027): `description` is the English version. Left out of an update,
   * the version kept stays; empty or null removes it.
   */
  description_haw: optionalText(8000),
  home_place_id: placeRef().meta({
    description:
      'Where the steward is at home (a place, decision 030). Left out of an update, it stays as it is',
  }),
  contact: z
    .object({
      email: optionalEmail(),
      phone: optionalText(50),
      address: optionalText(500),
    })
    .nullable()
    .optional(),
  founded: yearField(),
});
export type OwnerBody = z.infer<typeof ownerBody>;
/** A create's body: the same, and whether the keeper confirmed a name that is already taken. */
export const ownerCreateBody = ownerBody.extend(confirmDuplicateField);
export type OwnerCreateBody = z.infer<typeof ownerCreateBody>;

export const OWNER_SORTS = ['name', 'canoes', 'type', 'founded'] as const;
export const ownerListQuery = z.object({
  q: queryText(),
  owner_type: queryChoice('owner_type', OWNER_TYPES),
  canoe_count: queryInt('canoe_count', 0),
  ...sortQuery(OWNER_SORTS),
  ...pagingQuery,
});

export const ownerParams = idParams('Steward');

export const ownerContactResponse = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

export const fleetCanoeResponse = z.object({ canoe_id: z.number().int(), name: z.string().nullable() });

export const ownerResponse = z.object({
  owner_id: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  owner_type: z.string(),
  display_type: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  /** The description in ʻŌlelo Hawaiʻi (decision 027); `description` is the English. */
  description_haw: z.string().nullable(),
  contact: ownerContactResponse,
  home_place: placeRefResponse.nullable(),
  founded: z.number().int().nullable().meta({ description: 'The first year the founding date can mean' }),
  ...dateResponseFields('founded_date'),
  canoe_count: z.number().int(),
  historical_count: z.number().int(),
  /** The first canoes of the current fleet, by name, for the list's badges (canoe_count tells how many in all). */
  fleet: z.array(fleetCanoeResponse),
  ...imageUrlFields('logo'),
  ...timestampFields,
});

export const ownerCanoeResponse = z.object({
  canoe_id: z.number().int(),
  name: z.string().nullable(),
  hull_id: z.string().nullable(),
  type_id: z.number().int().nullable(),
  type_name: z.string().nullable(),
  ...requiredDateResponseFields('start_date'),
  ownership_id: z.number().int(),
});

export const ownerHistoryEntryResponse = z.object({
  ownership_id: z.number().int(),
  canoe_id: z.number().int(),
  name: z.string().nullable(),
  hull_id: z.string().nullable(),
  ...requiredDateResponseFields('start_date'),
  ...dateResponseFields('end_date'),
});

export const ownerDetailResponse = ownerResponse.extend({
  current_canoes: z.array(ownerCanoeResponse),
  ownership_history: z.array(ownerHistoryEntryResponse),
  earliest_year: z.number().int().nullable(),
  /** The ownerships kept from this caller whose keepers chose a notice (decision 020). */
  kept_notices: z.array(keptNoticeResponse).optional(),
});

/** The answer of a logo upload: the steward's id and the new logo's URLs. */
export const ownerLogoResponse = imageUploadResponse('owner_id', 'logo');

export type OwnerContact = z.output<typeof ownerContactResponse>;
export type FleetCanoe = z.output<typeof fleetCanoeResponse>;
export type Owner = z.output<typeof ownerResponse>;
export type OwnerCanoe = z.output<typeof ownerCanoeResponse>;
export type OwnerHistoryEntry = z.output<typeof ownerHistoryEntryResponse>;
export type OwnerDetail = z.output<typeof ownerDetailResponse>;
