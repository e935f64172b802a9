/**
 * Community protocols (decision 020): the communities the archive recognises, their members and keepers, and
 * who may see each piece of a canoe's content.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, optionalText, requiredText } from '../fields.ts';
import { recordIdParam } from './common.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';
import type { Message, MessageValues } from '../i18n/messages.ts';

export const protocolMessages = {
  name: english(msg.nameRequired),
  nameTaken: english(msg.protocolNameTaken),
  email: english(msg.protocolEmail),
  noAccount: english(msg.noAccount),
  alreadyMember: english(msg.alreadyMember),
  protocols: english(msg.chooseProtocols),
  unknownProtocol: english(msg.unknownProtocol),
  /** A delete refused: what the protocol still keeps, by name (a few of them), and what to do. */
  stillHolds: (count: number, named: readonly string[] = []): { message: Message; values: MessageValues } => {
    if (named.length === 0) return { message: msg.protocolStillKeeps, values: { count } };
    const more = count - named.length;
    const list = more > 0 ? [...named, english(msg.listMore, { count: more })] : named;
    const records =
      list.length === 1
        ? list[0]
        : english(msg.listTwo, { first: list.slice(0, -1).join(', '), last: list.at(-1) });
    return { message: msg.protocolStillKeepsNamed, values: { count, records } };
  },
  lastKeeper: english(msg.lastKeeper),
  notKeeper: english(msg.notKeeper),
} as const;

export const PROTOCOL_ROLES = ['member', 'keeper'] as const;
export type ProtocolRole = (typeof PROTOCOL_ROLES)[number];

/** What can be kept for a protocol: a canoe, a part of its record, or its notes. */
export const PROTECTED_KINDS = [
  'canoe',
  'name',
  'ownership',
  'restoration',
  'race_entry',
  'photo',
  'story',
  'recording',
  'source',
  'notes',
  'place',
] as const;
export type ProtectedKind = (typeof PROTECTED_KINDS)[number];

/** A kind of record in words, as a sentence names one ("the story “…” of Hōkūleʻa"). */
export const PROTECTED_KIND_WORDS: Record<ProtectedKind, string> = {
  canoe: 'canoe',
  name: 'name',
  ownership: 'stewardship',
  restoration: 'restoration',
  race_entry: 'race result',
  photo: 'photo',
  story: 'story',
  recording: 'recording',
  source: 'source',
  notes: 'notes',
  place: 'place',
};

/**
 * What keepers can keep for a protocol today: a whole canoe, its names, ownerships, restorations and race
 * entries, its photos, stories, sources and notes, and a place (decision 030), each enforced on every route that
 * reads it (decision 020).
 */
export const KEEPABLE_KINDS = [
  'canoe',
  'name',
  'ownership',
  'restoration',
  'race_entry',
  'photo',
  'story',
  'recording',
  'source',
  'notes',
  'place',
] as const satisfies readonly ProtectedKind[];
export type KeepableKind = (typeof KEEPABLE_KINDS)[number];

/** Public (as today), members of protocols, or keepers only. */
export const VISIBILITIES = ['public', 'protocols', 'keepers'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const protocolBody = z.object({
  name: requiredText(protocolMessages.name, 120),
  description: optionalText(2000),
});
export type ProtocolBody = z.output<typeof protocolBody>;
export type ProtocolInput = z.input<typeof protocolBody>;

export const protocolParams = z.object({ id: recordIdParam('protocol') });
export const protocolMemberParams = z.object({
  id: recordIdParam('protocol'),
  memberId: recordIdParam('member'),
});

const role = z.enum(PROTOCOL_ROLES, { error: english(msg.role) });

export const protocolMemberBody = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: protocolMessages.email })
      .min(1, { error: protocolMessages.email })
      .max(320, { error: protocolMessages.email })
      .regex(EMAIL_PATTERN, { error: protocolMessages.email }),
  ),
  role: role.default('member'),
});
export type ProtocolMemberBody = z.output<typeof protocolMemberBody>;
export type ProtocolMemberInput = z.input<typeof protocolMemberBody>;

export const protocolMemberRoleBody = z.object({ role });

export const protocolMemberResponse = z.object({
  protocol_member_id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  role,
  added_at: z.string(),
});
export type ProtocolMember = z.output<typeof protocolMemberResponse>;

export const protocolResponse = z.object({
  protocol_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  member_count: z.number().int(),
  keeper_count: z.number().int(),
  /** How many records are kept for it (any of them, directly). */
  held_count: z.number().int(),
  /** The caller's place in it: null for an administrator who does not belong. */
  my_role: role.nullable(),
  created_at: z.string(),
});
export type Protocol = z.output<typeof protocolResponse>;

/** A record kept for a protocol, as its page lists it. */
export const heldRecordResponse = z.object({
  kind: z.enum(PROTECTED_KINDS),
  id: z.number().int(),
  /** Its canoe; null for a place, which belongs to no canoe. */
  canoe_id: z.number().int().nullable(),
  /** The canoe's current name or bow number (a place's own name), and what the record is. */
  canoe_label: z.string(),
  label: z.string(),
  visibility: z.enum(['protocols', 'keepers']),
});
export type HeldRecord = z.output<typeof heldRecordResponse>;

export const protocolDetailResponse = protocolResponse.extend({
  members: z.array(protocolMemberResponse),
  held: z.array(heldRecordResponse),
});
export type ProtocolDetail = z.output<typeof protocolDetailResponse>;

/** Who may see a record: what keepers set where they edit it, and what its answer says of it. */
export const protectionBody = z
  .object({
    /** Take the protection of what it belongs to (its canoe, or the record a source cites). */
    inherit: z.boolean().default(false),
    visibility: z.enum(VISIBILITIES, { error: english(msg.visibility) }).default('public'),
    protocol_ids: z.array(z.number().int().positive()).max(50).default([]),
    /** Members of any one of the protocols, or of all of them. */
    protocols_needed: z.enum(['any', 'all']).default('any'),
    /** What others see: nothing at all, or a line naming the protocols that keep it. */
    shown_as: z.enum(['nothing', 'notice']).default('nothing'),
  })
  .superRefine((value, ctx) => {
    if (!value.inherit && value.visibility === 'protocols' && value.protocol_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['protocol_ids'], message: protocolMessages.protocols });
    }
  });
export type ProtectionBody = z.output<typeof protectionBody>;
export type ProtectionInput = z.input<typeof protectionBody>;

export const protectionParams = z.object({
  kind: z.enum(KEEPABLE_KINDS, {
    error: english(msg.keepableKind),
  }),
  id: recordIdParam('record'),
});

/** How a record is kept, as those who may see it are told (null in an answer: public). */
export const keptForResponse = z.object({
  visibility: z.enum(['protocols', 'keepers']),
  protocols: z.array(z.object({ protocol_id: z.number().int(), name: z.string() })),
  protocols_needed: z.enum(['any', 'all']),
  shown_as: z.enum(['nothing', 'notice']),
  /** Set on this record (true) or taken from what it belongs to. */
  own: z.boolean(),
});
export type KeptFor = z.output<typeof keptForResponse>;

export const protectionResponse = z.object({
  kind: z.enum(PROTECTED_KINDS),
  id: z.number().int(),
  kept_for: keptForResponse.nullable(),
});
export type Protection = z.output<typeof protectionResponse>;

/** What a caller who may not see a record is told of it, when its keepers chose a notice. */
export const keptNoticeResponse = z.object({
  kind: z.enum(PROTECTED_KINDS),
  /** The protocols that keep it, by name. */
  protocols: z.array(z.string()),
  count: z.number().int(),
});
export type KeptNotice = z.output<typeof keptNoticeResponse>;
