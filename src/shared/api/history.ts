/**
 * The change history's contract: every write to the archive is recorded as one change (who, when, why, and the
 * full rows before and after); administrators read the activity, the history of a record and what was deleted,
 * and revert a change. Visitors never see any of it.
 *
 * A change's words (`summary`) are made on the server when the change is recorded, from the names of that moment
 * ("added the name Hōkūleʻa (1975)"); a screen shows them after the actor's name. Field-by-field differences come
 * with every row, rich text already turned into readable text.
 *
 * Why a change was made travels in the `X-Change-Reason` request header of any write (percent-encoded UTF-8, so
 * ʻokina and kahakō survive; at most 1,000 characters).
 *
 * Routes (all for administrators; changes to people and accounts only for the group named "admin"):
 *   GET  /api/activity                      activityQuery → activityPageResponse (summaries, newest first)
 *   GET  /api/activity/actors               → activityActorResponse[] (the Activity page's person filter)
 *   GET  /api/canoes/{id}/activity          recentActivityQuery → changeSummaryResponse[] (Recent Activity)
 *   GET  /api/{canoes|owners|makers|races|people}/{id}/history   historyQuery → historyPageResponse (with rows)
 *   GET  /api/deleted                       deletedQuery → activityPageResponse (deletes not undone: Restore)
 *   GET  /api/changes/{id}                  → changeDetailResponse
 *   POST /api/changes/{id}/revert           revertBody → 201 changeDetailResponse (the new change); 409 with
 *                                           `conflicts` when a row it wrote has changed since
 *   PUT  /api/canoes/{id}/names/{nameId}    canoeNameBody → canoeNameResponse (edit a name in place)
 */
import { z } from 'zod';
import { fieldDifferenceResponse, idParams, queryChoice, queryInt, recordIdParam } from './common.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';

/** The request header that carries the optional reason for a write (percent-encoded UTF-8). */
export { CHANGE_REASON_HEADER, CHANGE_REASON_MAX } from '../change-reason.ts';

/** What a change row is about: the API's word for each kind of record. */
export const RECORD_TYPES = [
  'canoe',
  'canoe_name',
  'ownership',
  'canoe_maker',
  'restoration',
  'participation',
  'media',
  'source',
  'story',
  'recording',
  'race',
  'owner',
  'maker',
  'person',
  'account',
  'protocol',
  'protocol_member',
  'tk_label',
  'tk_label_use',
  'translation',
  'place',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** Records whose changes are shown only to the group named "admin" (People carry private contacts). */
export const PEOPLE_ONLY_RECORD_TYPES: readonly RecordType[] = ['person', 'account'];

export const CHANGE_ACTIONS = ['create', 'update', 'delete'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** user: signed in with a browser session; token: an API token; cli: the command line; system: the server itself. */
export const ACTOR_KINDS = ['user', 'token', 'cli', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

const recordType = z.enum(RECORD_TYPES);

export const changeActorResponse = z.object({
  /** The account, or null for the command line and the system. */
  user_id: z.number().int().nullable(),
  /** The account's name (or email when it has none) at the time of the change. */
  name: z.string(),
  kind: z.enum(ACTOR_KINDS),
});
export type ChangeActor = z.output<typeof changeActorResponse>;

/** One change as lists show it: who, when, what, in words. */
export const changeSummaryResponse = z.object({
  change_id: z.number().int(),
  /** ISO timestamp. */
  created_at: z.string(),
  actor: changeActorResponse,
  /** What happened to the main record of the change. */
  action: z.enum(CHANGE_ACTIONS),
  record_type: recordType,
  record_id: z.number().int(),
  /** The main record's name at the time (a canoe's current name, a steward's name…); a canoe's row: the canoe's. */
  record_label: z.string(),
  /** The canoe the change belongs to (its own row or one of its names, stewards, makers…), if any. */
  canoe_id: z.number().int().nullable(),
  /** The change in words, without the actor: "added the name Hōkūleʻa (1975)". */
  summary: z.string(),
  reason: z.string().nullable(),
  /** This change undid that one (a revert, or a restore of a delete). */
  reverts_change_id: z.number().int().nullable(),
  /** A later change undid this one. */
  reverted_by_change_id: z.number().int().nullable(),
});
export type ChangeSummary = z.output<typeof changeSummaryResponse>;

/**
 * One field of a change row in the words of the form it came from: its label ("Length (ft)" reads "Length" with
 * "41.5 ft"), a referred record by its name (the type, the maker, the steward, the race; a record deleted since by
 * the name the history knows), a date as the archive says it ("the 1880s"), a licence by its name. Ids and
 * bookkeeping columns are never among them.
 */
export const changeFieldResponse = z.object({
  /** The field's name in the API (a date by its own name: build_date). */
  field: z.string(),
  /** The form's label: "Canoe Type", "Original Maker", "Width". */
  label: z.string(),
  /** The value in words, with its unit; null: empty. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ChangeField = z.output<typeof changeFieldResponse>;

/** One row a change wrote: the full row before and after (derived search columns left out) and their differences. */
export const changeRowResponse = z.object({
  record_type: recordType,
  record_id: z.number().int(),
  action: z.enum(CHANGE_ACTIONS),
  /** The row in words: "Added the name Hōkūleʻa", "Changed the canoe Kaʻimiloa". */
  title: z.string(),
  /**
   * What a keeper would see changed, in the form's words: on an edit each shown field that differs, on an add or
   * a delete each shown field that has a value. Names are resolved by the server when it answers.
   */
  fields: z.array(changeFieldResponse),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Every field that differs (on a create or delete, every field), rich text as readable text. */
  differences: z.array(fieldDifferenceResponse),
});
export type ChangeRow = z.output<typeof changeRowResponse>;

export const changeDetailResponse = changeSummaryResponse.extend({
  rows: z.array(changeRowResponse),
});
export type ChangeDetail = z.output<typeof changeDetailResponse>;

const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({
    changes: z.array(item),
    /** Pass as `before` for the next (older) page; null on the last page. */
    next_cursor: z.number().int().nullable(),
  });

export const activityPageResponse = cursorPage(changeSummaryResponse);
export type ActivityPage = z.output<typeof activityPageResponse>;
export const historyPageResponse = cursorPage(changeDetailResponse);
export type HistoryPage = z.output<typeof historyPageResponse>;

export const ACTIVITY_DEFAULT_LIMIT = 50;
export const ACTIVITY_MAX_LIMIT = 200;
export const RECENT_ACTIVITY_DEFAULT_LIMIT = 5;
export const RECENT_ACTIVITY_MAX_LIMIT = 50;

const limitField = (max: number) => {
  const message = english(msg.limitRange, { max });
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v === '' ? undefined : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(max, { error: message })
      .optional()
      .meta({ description: 'How many changes to answer' }),
  );
};

const DAY_MESSAGE = (name: string) => english(msg.day, { field: name });
const queryDay = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: DAY_MESSAGE(name) })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DAY_MESSAGE(name) })
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: DAY_MESSAGE(name) })
      .optional()
      .meta({ description: `${name === 'from' ? 'First' : 'Last'} day (UTC), YYYY-MM-DD` }),
  );

/** The cursor of a page of changes: only changes older than this change id. */
const beforeCursor = () =>
  queryInt('before', 1).meta({ description: 'Cursor: only changes older than this change id' });

/** GET /api/activity: every change, newest first, filtered; paged by cursor. */
export const activityQuery = z.object({
  record_type: queryChoice('record_type', RECORD_TYPES).meta({
    description: 'Only changes whose main record is of this type',
  }),
  actor: queryInt('actor', 1).meta({ description: 'Only changes made by this account (user id)' }),
  protocol: queryInt('protocol', 1).meta({
    description:
      'Only changes to content kept for this protocol (protocol id), and to the protocol and its memberships',
  }),
  from: queryDay('from'),
  to: queryDay('to'),
  before: beforeCursor(),
  limit: limitField(ACTIVITY_MAX_LIMIT),
});
export type ActivityQuery = z.output<typeof activityQuery>;

/** GET /api/{canoes|owners|makers|races|people}/{id}/history: the record's changes, newest first. */
export const historyQuery = z.object({
  before: beforeCursor(),
  limit: limitField(ACTIVITY_MAX_LIMIT),
});
export type HistoryQuery = z.output<typeof historyQuery>;

/** GET /api/canoes/{id}/activity: the canoe's latest changes (Recent Activity). */
export const recentActivityQuery = z.object({ limit: limitField(RECENT_ACTIVITY_MAX_LIMIT) });

/** GET /api/deleted: deletes not yet undone, newest first. */
export const deletedQuery = z.object({
  record_type: queryChoice('record_type', RECORD_TYPES).meta({
    description: 'Only deleted records of this type',
  }),
  before: beforeCursor(),
  limit: limitField(ACTIVITY_MAX_LIMIT),
});
export type DeletedQuery = z.output<typeof deletedQuery>;

/** An account that has made changes, for the Activity page's person filter. */
export const activityActorResponse = z.object({
  user_id: z.number().int(),
  /** The name of the account's latest change. */
  name: z.string(),
});
export type ActivityActor = z.output<typeof activityActorResponse>;

export const changeParams = z.object({ id: recordIdParam('Change') });
/** The record paths' ids: a deleted record keeps its history, so its id answers while any change names it. */
export const historyParams = {
  canoes: idParams('Canoe'),
  owners: idParams('Steward'),
  makers: idParams('Maker'),
  races: idParams('Race'),
  people: idParams('Person'),
  places: idParams('Place'),
};

/** A revert takes no fields; the reason comes in the X-Change-Reason header like any write's. */
export const revertBody = z.object({});
