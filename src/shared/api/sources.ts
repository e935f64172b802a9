/**
 * Sources (decision 014): the citations behind a canoe's facts. The canoe record, each of its names,
 * ownerships, restorations, race results and photos carries a numbered list of them; an oral history also says
 * who told it, and whether they agreed to be named. Visitors are never sent the teller of one who did not.
 */
import { z } from 'zod';
import { keptForResponse } from './protocols.ts';
import { optionalText, requiredText } from '../fields.ts';
import { recordIdParam } from './common.ts';
import { SOURCE_KINDS, isWebLink } from '../sources.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';

export { SOURCE_KINDS, SOURCE_KIND_LABELS, isWebLink, type SourceKind } from '../sources.ts';

/** The records that carry sources, by the API's word for each (as the change history names them). */
export const SOURCE_RECORD_TYPES = [
  'canoe',
  'canoe_name',
  'ownership',
  'restoration',
  'participation',
  'media',
] as const;
export type SourceRecordType = (typeof SOURCE_RECORD_TYPES)[number];

export const MAX_SOURCES = 30;

export const sourceMessages = {
  kind: english(msg.sourceKind),
  citation: english(msg.citation),
  url: english(msg.sourceLink),
  tooMany: english(msg.tooManySources, { max: MAX_SOURCES }),
  sources: english(msg.sourcesList),
} as const;

const SOURCE_ID = english(msg.sourceId);

const optionalLink = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : v),
  z
    .string({ error: sourceMessages.url })
    .max(2000, { error: english(msg.textTooLong, { max: 2000 }) })
    .refine(isWebLink, { error: sourceMessages.url })
    .nullable()
    .optional(),
);

/**
 * One citation as a form or client sends it. `source_id` names a source the record already has (kept, changed,
 * moved); without it the source is new. The teller and the consent belong to an oral history only: for any other
 * kind they are not kept.
 */
export const sourceInput = z
  .object({
    source_id: z
      .number({ error: SOURCE_ID })
      .int({ error: SOURCE_ID })
      .positive({ error: SOURCE_ID })
      .max(2_147_483_647, { error: SOURCE_ID })
      .nullable()
      .optional(),
    kind: z.enum(SOURCE_KINDS, { error: sourceMessages.kind }),
    citation: requiredText(sourceMessages.citation, 1000),
    url: optionalLink,
    teller: optionalText(200),
    teller_named: z.boolean({ error: english(msg.trueOrFalse, { field: 'teller_named' }) }).optional(),
  })
  .transform((source) => {
    const oral = source.kind === 'oral_history';
    return {
      ...source,
      teller: oral ? (source.teller ?? null) : null,
      teller_named: oral && Boolean(source.teller) ? (source.teller_named ?? false) : false,
    };
  });
export type SourceInput = z.input<typeof sourceInput>;

const sourcesList = z
  .array(sourceInput, { error: sourceMessages.sources })
  .max(MAX_SOURCES, { error: sourceMessages.tooMany });

/** The whole list of a record's sources, in order: what it leaves out is removed. */
export const sourcesBody = z.object({
  sources: sourcesList.meta({
    description:
      'Every source of the record, numbered in this order. Sources of the record the list leaves out are ' +
      'removed; one with a source_id is kept under that id.',
  }),
});
export type SourcesBody = z.input<typeof sourcesBody>;

/** The sentence each record's create and update says about its `sources` (the OpenAPI description). */
export const WITH_SOURCES =
  'With `sources`, the record and its sources are written together as one change (the list as PUT …/sources ' +
  'takes it); a source it refuses refuses the whole request (400, `sources.N.field`), and nothing is written.';

/**
 * The optional `sources` of a record's own create and update bodies (canoe, name, ownership, restoration, race
 * result, photo): written with the record in its one transaction, so a record and its sources are saved together
 * or not at all. Left out, the record's sources stay as they are.
 */
export const recordSourcesField = {
  sources: sourcesList.optional().meta({
    description:
      'Optional: every source of the record, numbered in this order, written with the record in one change ' +
      '(as PUT …/sources would). A bad source refuses the whole request. Left out, the sources stay as they are.',
  }),
};

export const sourceResponse = z.object({
  source_id: z.number().int(),
  canoe_id: z.number().int(),
  record_type: z.enum(SOURCE_RECORD_TYPES),
  /** The id of the record it supports (for a canoe's own sources, the canoe's). */
  record_id: z.number().int(),
  /** Its number within the record's sources, from 1. */
  position: z.number().int(),
  kind: z.enum(SOURCE_KINDS),
  citation: z.string(),
  url: z.string().nullable(),
  /** Who told an oral history: to visitors only when they agreed to be named. */
  teller: z.string().nullable(),
  teller_named: z.boolean(),
  /** How it is kept for a protocol, for those who may see it (null: public; decision 020). */
  kept_for: keptForResponse.nullable().optional(),
});
export type Source = z.output<typeof sourceResponse>;

export const canoeSourcesParams = z.object({ id: recordIdParam('Canoe') });
export const canoeNameSourcesParams = z.object({ id: recordIdParam('Canoe'), nameId: recordIdParam('Name') });
export const ownershipSourcesParams = z.object({ id: recordIdParam('Ownership') });
export const restorationSourcesParams = z.object({
  id: recordIdParam('Canoe'),
  rid: recordIdParam('Restoration'),
});
export const participantSourcesParams = z.object({
  id: recordIdParam('Race'),
  pid: recordIdParam('Race result'),
});
export const mediaSourcesParams = z.object({ id: recordIdParam('Canoe'), mediaId: recordIdParam('Photo') });
