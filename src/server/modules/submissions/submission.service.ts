/**
 * Rules of community submissions (decision 018).
 *
 * Sending: the words are checked by the contract, the story's markup cleaned, the photos processed by the same
 * pipeline as administrators' uploads (type by content, metadata and GPS stripped) before the one transaction
 * that stores the submission with them. Nothing of it is public.
 *
 * Reviewing: Approve writes what the submission brings (a story, photos, corrected details, a new canoe) with
 * their change records in one transaction, closing the submission in the same transaction only if it was still
 * waiting (two reviewers at once: one wins, the other gets 409 and nothing is written twice). Reject and Spam
 * remove the submission's unpublished images. The sender, when they left an email and asked, is told the outcome.
 */
import type { z } from 'zod';
import type { Caller } from '../auth/caller.ts';
import type { Mailer } from '../../core/mailer.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { canoeExists } from '../../db/records.ts';
import { canoeKeptFrom } from '../../db/visibility.ts';
import { changeContext, runWithChangeContext } from '../../db/change-context.ts';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { presentPage, type Paging } from '../../http/paging.ts';
import { dateWords } from '../../text/present-date.ts';
import { htmlToText, sanitizeStory } from '../../text/sanitize.ts';
import {
  deleteImage,
  discardImage,
  insertImage,
  prepareImage,
  type PreparedImage,
  type UploadLimits,
} from '../media/image-store.ts';
import { canoeField, canoeTypeName } from '../../../shared/canoe-fields.ts';
import { SITE_NAME } from '../../../shared/paths.ts';
import { canoeBody, type CanoeBody } from '../../../shared/api/canoes.ts';
import {
  MAX_STORY_CHARACTERS,
  submissionMessages,
  type CorrectionField,
  type SubmissionStatus,
  type StoryLanguage,
  type storyTextBody,
  type submissionBody,
  type submissionEditBody,
} from '../../../shared/api/submissions.ts';
import { correctCanoeFields, insertCanoeRecord } from '../canoes/canoe.service.ts';
import { insertMedia } from '../media/media.repository.ts';
import {
  presentStory,
  presentSubmission,
  shownName,
  storedNewCanoe,
  type StoredCorrection,
  type StoredNewCanoe,
} from './submission.presenter.ts';
import { keepForProtocols, keptField, protectionWordsFor } from '../protocols/protocol.service.ts';
import { VISITOR, canSee, seenRows, type Viewer } from '../../core/viewer.ts';
import * as repo from './submission.repository.ts';
import * as shared from './shared-recording.service.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';
import { validationArea } from '../../../shared/i18n/messages/validation.ts';
import { isLanguage, SOURCE_LANGUAGE, type Language } from '../../../shared/i18n/languages.ts';
import { createTranslator } from '../../../shared/i18n/translator.ts';
import { translatorFor } from '../translations/translation.service.ts';
import { mailArea as mail } from '../../../shared/i18n/messages/mail.ts';

type SubmissionInput = z.output<typeof submissionBody>;
type SubmissionEdit = z.output<typeof submissionEditBody>;
type StoryTextEdit = z.output<typeof storyTextBody>;

const submissionNotFound = () => notFound('Submission');

/** The story's cleaned markup, refused when its text is longer than a story may be. */
function cleanStory(html: string | null | undefined, field = 'story'): string | null {
  const clean = sanitizeStory(html);
  if (clean && htmlToText(clean).length > MAX_STORY_CHARACTERS) {
    throw badRequest(submissionMessages.story, { [field]: submissionMessages.story });
  }
  return clean;
}

/** A shared story's text as the story's English (`body`) or ʻŌlelo Hawaiʻi (`body_haw`) version. */
function storyVersions(text: string, language: string) {
  return (language as StoryLanguage) === 'haw'
    ? { body: '', body_haw: text }
    : { body: text, body_haw: null };
}

/** A canoe detail in words, as the canoe page shows it. */
async function currentValue(
  db: repo.Executor,
  canoeId: number,
  field: CorrectionField,
): Promise<string | null> {
  if (field === 'name') return repo.canoeCurrentName(db, canoeId);
  const canoe = await repo.canoeCorrectable(db, canoeId);
  if (!canoe) return null;
  if (field === 'build_date') return canoe.build_date_edtf ? dateWords(canoe.build_date_edtf) : null;
  const value = canoe[field];
  if (canoeField(field).kind === 'canoe-type') return canoeTypeName(value as number | null);
  return value == null ? null : String(value);
}

export interface SendContext {
  clientHash: string;
  limits: UploadLimits;
  maxTotalBytes: number;
  /** A photo's bytes when they were decoded as the body arrived (photo-spool.ts), by the name `data` holds. */
  photoBytes?: (data: string) => Buffer | undefined;
  /** Who sends it: a story for a protocol must come from one of its members. */
  viewer?: Viewer;
  /** The language of the page it is sent from (Accept-Language): the mail about its outcome is written in it. */
  language?: Language;
}

const SHARE_FOR_PROTOCOL = serverArea.shareForProtocol;

/** Bytes a base64 text decodes to (without decoding it). */
const decodedSize = (data: string) => Math.floor((data.replace(/^data:[^,]*,/, '').length * 3) / 4);

/** Store a visitor's submission (its checks of the challenge and limits are the route's). */
export async function sendSubmission(db: Db, body: SubmissionInput, context: SendContext) {
  const canoeId = body.kind === 'new_canoe' ? null : (body.canoe_id ?? null);
  let canoeLabel: string | null = null;
  if (canoeId != null) {
    // A canoe kept from the sender is, to them, no canoe: the same answer as an id that names none (decision 020).
    if (
      !(await canoeExists(db.kysely, canoeId)) ||
      (await canoeKeptFrom(db, context.viewer ?? VISITOR, canoeId))
    ) {
      throw badRequest(submissionMessages.canoe, { canoe_id: submissionMessages.canoe });
    }
    canoeLabel = await repo.canoeCurrentName(db.kysely, canoeId);
  }
  const protocolId = body.kind === 'story' ? (body.protocol_id ?? null) : null;
  if (protocolId !== null && !(context.viewer?.memberOf ?? []).includes(protocolId)) {
    throw badRequest(SHARE_FOR_PROTOCOL, { protocol_id: SHARE_FOR_PROTOCOL });
  }
  const story = body.kind === 'correction' ? null : cleanStory(body.story);
  const photos = body.kind === 'correction' ? [] : (body.photos ?? []);
  if (body.kind === 'story' && !story && photos.length === 0 && !body.recording) {
    throw badRequest(submissionMessages.storyOrPhotos, { story: submissionMessages.storyOrPhotos });
  }
  const bytesOf = (data: string) => context.photoBytes?.(data);
  const total = photos.reduce(
    (sum, photo) => sum + (bytesOf(photo.data)?.length ?? decodedSize(photo.data)),
    0,
  );
  if (total > context.maxTotalBytes) {
    throw new HttpError(413, submissionMessages.tooLarge, { photos: submissionMessages.tooLarge });
  }

  let correction: StoredCorrection | null = null;
  if (body.kind === 'correction' && body.correction && canoeId != null) {
    correction = {
      field: body.correction.field,
      value: body.correction.value,
      explanation: body.correction.explanation ?? null,
      current: await currentValue(db.kysely, canoeId, body.correction.field),
    };
  }
  const newCanoe = body.kind === 'new_canoe' && body.canoe ? storedNewCanoe(body.canoe) : null;
  const recording =
    body.kind !== 'correction' && body.recording
      ? await shared.checkSharedRecording(db.kysely, body.recording)
      : null;

  // The slow part, one photo at a time, before any transaction: a bad photo refuses the whole submission.
  const prepared: PreparedImage[] = [];
  try {
    for (const [index, photo] of photos.entries()) {
      try {
        const data = bytesOf(photo.data) ?? photo.data;
        prepared.push(await prepareImage(data, { allowSvg: false, focus: true, ...context.limits }));
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status < 500 && error instanceof Error) {
          const message = `Photo ${index + 1}: ${error.message}`;
          throw Object.assign(error, { message, fields: { [`photos.${index}.data`]: message } });
        }
        throw error;
      }
    }
    const submissionId = await db.kysely.transaction().execute(async (trx) => {
      const id = await repo.insertSubmission(trx, {
        kind: body.kind,
        canoe_id: canoeId,
        canoe_label: canoeLabel,
        title: body.kind === 'correction' ? null : (body.title ?? null),
        story,
        story_language: story ? (body.story_language ?? 'en') : 'en',
        licence: story ? (body.licence ?? null) : null,
        correction_json: correction ? JSON.stringify(correction) : null,
        canoe_json: newCanoe ? JSON.stringify(newCanoe) : null,
        sender_name: body.sender_name ?? null,
        email: body.email ?? null,
        notify: body.email && body.notify ? 1 : 0,
        client_hash: context.clientHash,
        created_at: nowIso(),
        protocol_id: protocolId,
        language: context.language ?? SOURCE_LANGUAGE,
      });
      for (const [index, image] of prepared.entries()) {
        const photo = photos[index];
        await repo.insertPhoto(trx, {
          submission_id: id,
          position: index + 1,
          image_id: await insertImage(trx, image),
          file_name: photo.file_name as string,
          caption: photo.caption ?? null,
          credit: photo.credit ?? null,
          date_taken: photo.date_taken ?? null,
          licence: photo.licence ?? null,
          media_id: null,
        });
      }
      if (recording) await shared.attachSharedRecording(trx, id, recording);
      return id;
    });
    return { submission_id: submissionId, message: submissionMessages.thanks };
  } catch (error) {
    for (const image of prepared) await discardImage(image, context.limits.bucket);
    throw error;
  }
}

/** The other submissions from the same email address: all it sent, less this one; none without an address. */
const othersFrom = (sent: Map<string, number>, row: repo.SubmissionRow) =>
  row.email ? Math.max(0, (sent.get(repo.emailKey(row.email)) ?? 1) - 1) : 0;

async function loadSubmission(db: repo.Executor, id: number, caller: Caller | null) {
  const row = await repo.findSubmission(db, id);
  if (!row) throw submissionNotFound();
  const photos = await repo.listPhotos(db, id);
  const sent = await repo.countByEmail(db, [row.email]);
  const recording = await shared.sharedRecordingOf(db, id);
  return presentSubmission(row, photos, othersFrom(sent, row), Boolean(caller?.isPeopleAdmin), recording);
}

export function getSubmission(db: Db, id: number, caller: Caller | null) {
  return loadSubmission(db.kysely, id, caller);
}

export async function listSubmissionQueue(
  db: Db,
  status: SubmissionStatus,
  paging: Paging,
  caller: Caller | null,
) {
  const page = await repo.listSubmissions(db.kysely, status, paging);
  const photos = await repo.listPhotosOf(
    db.kysely,
    page.rows.map((row) => row.submission_id),
  );
  const sent = await repo.countByEmail(
    db.kysely,
    page.rows.map((row) => row.email),
  );
  const recordings = await shared.sharedRecordingsOf(
    db.kysely,
    page.rows.map((row) => row.submission_id),
  );
  const rows = page.rows.map((row) =>
    presentSubmission(
      row,
      photos.get(row.submission_id) ?? [],
      othersFrom(sent, row),
      Boolean(caller?.isPeopleAdmin),
      recordings.get(row.submission_id),
    ),
  );
  return presentPage({ rows, total: page.total }, (row) => row);
}

export async function pendingCount(db: Db) {
  return { pending: await repo.countSubmissions(db.kysely, 'pending') };
}

/** An administrator's edit of a waiting submission's words (PUT: what the body leaves out stays). */
export async function editSubmission(db: Db, id: number, body: SubmissionEdit, caller: Caller | null) {
  await db.kysely.transaction().execute(async (trx) => {
    const row = await repo.findSubmission(trx, id);
    if (!row) throw submissionNotFound();
    if (row.status !== 'pending') throw conflict(submissionMessages.notPending);
    const values: Parameters<typeof repo.updateSubmission>[2] = {};
    if (body.canoe_id !== undefined && row.kind !== 'new_canoe') {
      if (body.canoe_id == null || !(await canoeExists(trx, body.canoe_id))) {
        throw badRequest(submissionMessages.canoe, { canoe_id: submissionMessages.canoe });
      }
      values.canoe_id = body.canoe_id;
      values.canoe_label = await repo.canoeCurrentName(trx, body.canoe_id);
    }
    if (body.title !== undefined) values.title = body.title ?? null;
    if (body.story !== undefined) values.story = cleanStory(body.story);
    if (body.story_language !== undefined) values.story_language = body.story_language;
    if (body.licence !== undefined) values.licence = body.licence ?? null;
    if (body.sender_name !== undefined) values.sender_name = body.sender_name ?? null;
    if (body.correction && row.kind === 'correction') {
      const canoeId = values.canoe_id ?? row.canoe_id;
      const stored: StoredCorrection = {
        field: body.correction.field,
        value: body.correction.value,
        explanation: body.correction.explanation ?? null,
        current: canoeId == null ? null : await currentValue(trx, canoeId, body.correction.field),
      };
      values.correction_json = JSON.stringify(stored);
    }
    if (body.canoe && row.kind === 'new_canoe') {
      values.canoe_json = JSON.stringify(storedNewCanoe(body.canoe));
    }
    if (Object.keys(values).length) await repo.updateSubmission(trx, id, values);
    if (body.photos) {
      const current = await repo.listPhotos(trx, id);
      const kept = new Map(body.photos.map((photo) => [photo.photo_id, photo]));
      for (const photo of body.photos) {
        if (!current.some((row) => row.photo_id === photo.photo_id)) {
          const message = validationArea.photoOfSubmission;
          throw badRequest(message, { photos: message });
        }
      }
      for (const row of current) {
        const edit = kept.get(row.photo_id);
        if (!edit) {
          // Left out: not published, and its image goes.
          await repo.deletePhoto(trx, row.photo_id);
          await deleteImage(trx, row.image_id);
          continue;
        }
        await repo.updatePhoto(trx, row.photo_id, {
          caption: edit.caption ?? null,
          credit: edit.credit ?? null,
          date_taken: edit.date_taken ?? null,
          licence: edit.licence ?? null,
        });
      }
    }
    if (body.recording !== undefined) await shared.editSharedRecording(trx, id, body.recording);
  });
  return getSubmission(db, id, caller);
}

/** The details a correction writes, checked by the canoe form's own rules (messages under correction.value). */
function correctionBody(correction: StoredCorrection): CanoeBody {
  const schema = canoeBody.pick({ [correction.field]: true } as Record<CorrectionField, true>);
  const result = schema.safeParse({ [correction.field]: correction.value });
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? submissionMessages.correctionValue;
    throw badRequest(message, { 'correction.value': message });
  }
  return result.data as CanoeBody;
}

/** "Hōkūleʻa", in a steward's or maker's words, kept as notes of a new canoe until they are linked as records. */
function newCanoeNotes(canoe: StoredNewCanoe): string | null {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const lines = [
    canoe.steward ? `<p>Steward, as shared: ${escape(canoe.steward)}</p>` : '',
    canoe.maker ? `<p>Maker, as shared: ${escape(canoe.maker)}</p>` : '',
  ].join('');
  return lines || null;
}

function reviewer(caller: Caller | null) {
  return {
    reviewed_by_user_id: caller?.userId ?? null,
    reviewed_by_name: caller?.name || caller?.email || null,
  };
}

/** Approve: everything the submission brings is written, with its change records, in one transaction. */
export async function approveSubmission(db: Db, id: number, caller: Caller | null, mailer: Mailer | null) {
  const found = await repo.findSubmission(db.kysely, id);
  if (!found) throw submissionNotFound();
  if (found.status !== 'pending') throw conflict(submissionMessages.notPending);
  const shown = shownName(found.sender_name);
  // The history says why, unless the administrator gave a reason of their own.
  const context = changeContext();
  const reason = context.reason ?? `Approved community submission #${id} shared by ${shown}`;
  await runWithChangeContext({ ...context, reason }, () =>
    db.kysely.transaction().execute(async (trx) => {
      const row = (await repo.findSubmission(trx, id))!;
      const now = nowIso();
      let canoeId = row.canoe_id;
      let createdCanoeId: number | null = null;
      let storyId: number | null = null;
      if (row.kind !== 'new_canoe' && (canoeId == null || !(await canoeExists(trx, canoeId)))) {
        throw conflict(submissionMessages.canoeGone);
      }
      if (row.kind === 'correction') {
        const correction = JSON.parse(row.correction_json ?? 'null') as StoredCorrection | null;
        if (!correction) throw badRequest(submissionMessages.correctionField);
        await correctCanoeFields(trx, canoeId!, correctionBody(correction));
      }
      if (row.kind === 'new_canoe') {
        const canoe = JSON.parse(row.canoe_json ?? 'null') as StoredNewCanoe | null;
        if (!canoe) throw badRequest(submissionMessages.canoeName);
        const parsed = canoeBody.safeParse({
          name: canoe.name,
          hull_id: canoe.hull_id,
          type_id: canoe.type_id,
          build_date: canoe.build_date,
          origin: canoe.origin,
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = `canoe.${String(issue?.path[0] ?? 'name')}`;
          throw badRequest(issue?.message ?? submissionMessages.canoeName, { [field]: issue?.message ?? '' });
        }
        canoeId = await insertCanoeRecord(trx, { ...parsed.data, notes: newCanoeNotes(canoe) });
        createdCanoeId = canoeId;
      }
      const keptFor = row.protocol_id !== null ? [row.protocol_id] : null;
      if (row.story) {
        const story = await repo.insertStory(trx, {
          canoe_id: canoeId!,
          title: row.title,
          // Kept as the version in the language the sender wrote it in (decision 027): a story shared in
          // ʻŌlelo Hawaiʻi has no English text until someone adds it.
          ...storyVersions(row.story, row.story_language),
          shown_name: shown,
          licence: row.licence,
          shared_at: row.created_at,
          published_at: now,
          submission_id: id,
        });
        storyId = story.story_id;
        if (keptFor) await keepForProtocols(trx, 'story', story.story_id, keptFor);
      }
      for (const photo of await repo.listPhotos(trx, id)) {
        if (photo.image_id == null) continue;
        const media = await insertMedia(trx, {
          canoe_id: canoeId!,
          image_id: photo.image_id,
          file_name: photo.file_name,
          description: null,
          caption: photo.caption,
          credit: photo.credit,
          date_taken: photo.date_taken,
          licence: photo.licence,
          focal_x: null,
          focal_y: null,
          uploaded_by: shown,
          uploaded_by_user_id: null,
          uploaded_at: now,
        });
        await repo.updatePhoto(trx, photo.photo_id, { media_id: media.media_id });
        if (keptFor) await keepForProtocols(trx, 'photo', media.media_id, keptFor);
      }
      await shared.publishSharedRecording(trx, row, canoeId!, { storyId, shownName: shown, keptFor, now });
      const closed = await repo.closeSubmission(trx, id, {
        status: 'approved',
        reviewed_at: now,
        ...reviewer(caller),
        review_note: null,
      });
      if (!closed) throw conflict(submissionMessages.notPending);
      await repo.updateSubmission(trx, id, { story_id: storyId, created_canoe_id: createdCanoeId });
    }),
  );
  const result = await getSubmission(db, id, caller);
  await tellSender(db, mailer, found, 'approved', null);
  return result;
}

/** Reject (with an optional note for the sender) or mark as spam: nothing is published; its images go. */
export async function closeWithout(
  db: Db,
  id: number,
  status: 'rejected' | 'spam',
  note: string | null,
  caller: Caller | null,
  mailer: Mailer | null,
) {
  const found = await repo.findSubmission(db.kysely, id);
  if (!found) throw submissionNotFound();
  await db.kysely.transaction().execute(async (trx) => {
    const closed = await repo.closeSubmission(trx, id, {
      status,
      reviewed_at: nowIso(),
      ...reviewer(caller),
      review_note: note,
    });
    if (!closed) throw conflict(submissionMessages.notPending);
    for (const photo of await repo.listPhotos(trx, id)) {
      if (photo.image_id == null) continue;
      await repo.updatePhoto(trx, photo.photo_id, { image_id: null });
      await deleteImage(trx, photo.image_id);
    }
    await shared.removeSharedRecordingFile(trx, id);
  });
  if (status === 'rejected') await tellSender(db, mailer, found, 'rejected', note);
  return getSubmission(db, id, caller);
}

/**
 * Erase the sender's words on their request, before the keeping time ends: the story, the title, the correction or
 * new canoe they described, their name, their email and the photos they sent (a photo an approval already made a
 * canoe photo stays: it is the canoe's record now, deleted from the canoe like any other). A waiting submission is
 * closed as rejected (nothing is left to review), and the sender is not written to. The submission keeps its row,
 * saying when and by whom it was erased.
 */
export async function eraseSubmission(db: Db, id: number, caller: Caller | null) {
  await db.kysely.transaction().execute(async (trx) => {
    const found = await repo.findSubmission(trx, id);
    if (!found) throw submissionNotFound();
    if (found.erased_at) throw conflict(submissionMessages.alreadyErased);
    const now = nowIso();
    if (found.status === 'pending') {
      const closed = await repo.closeSubmission(trx, id, {
        status: 'rejected',
        reviewed_at: now,
        ...reviewer(caller),
        review_note: null,
      });
      if (!closed) throw conflict(submissionMessages.notPending);
    }
    const photos = await repo.listPhotos(trx, id);
    await repo.eraseSenderWords(trx, id, {
      erased_at: now,
      erased_by_name: reviewer(caller).reviewed_by_name ?? 'an administrator',
    });
    for (const photo of photos) {
      if (photo.image_id != null && photo.media_id == null) await deleteImage(trx, photo.image_id);
    }
    await shared.removeSharedRecordingFile(trx, id, true);
  });
  return getSubmission(db, id, caller);
}

const ERASE_BATCH = 200;

/**
 * Erase what senders wrote in rejected and spam submissions once `keepDays` have passed since the review: the
 * words, the name and the email go with the row (its images went at the review; any left are deleted too). Nothing
 * of them was ever public, and the history never held them. Returns how many were erased.
 */
export async function eraseClosedSubmissions(db: Db, keepDays: number, now = new Date()): Promise<number> {
  if (keepDays <= 0) return 0;
  const cutoff = new Date(now.getTime() - keepDays * 24 * 60 * 60 * 1000).toISOString();
  let erased = 0;
  for (;;) {
    const ids = await repo.closedBefore(db.kysely, cutoff, ERASE_BATCH);
    if (ids.length === 0) return erased;
    await db.kysely.transaction().execute(async (trx) => {
      const photos = await repo.listPhotosOf(trx, ids);
      for (const photo of [...photos.values()].flat()) {
        if (photo.image_id != null) await deleteImage(trx, photo.image_id);
      }
      for (const id of ids) await shared.removeSharedRecordingFile(trx, id, true);
      await repo.deleteSubmissions(trx, ids);
    });
    erased += ids.length;
  }
}

/**
 * Tell the sender the outcome, when they left an email and asked, in the language of the page they sent it from
 * (with the community's translations; English where there is none). The review is already saved: a failure to
 * send is logged by the caller's mailer, never turned into a failed review.
 */
async function tellSender(
  db: Db,
  mailer: Mailer | null,
  row: repo.SubmissionRow,
  outcome: 'approved' | 'rejected',
  note: string | null,
) {
  if (!mailer || !row.email || row.notify !== 1) return;
  const language = isLanguage(row.language) ? row.language : SOURCE_LANGUAGE;
  const { t } = await translatorFor(db, language).catch(() => createTranslator(SOURCE_LANGUAGE));
  const site = SITE_NAME;
  const thanks = row.canoe_label
    ? t(mail.submissionThanksAbout, { kind: row.kind, canoe: row.canoe_label, site })
    : t(mail.submissionThanks, { kind: row.kind, site });
  const parts =
    outcome === 'approved'
      ? [thanks, t(mail.submissionPublished)]
      : [thanks, t(mail.submissionNotAdded), ...(note ? [`${t(mail.submissionReviewerNote)}\n${note}`] : [])];
  await mailer
    .send({
      to: row.email,
      subject: t(outcome === 'approved' ? mail.submissionPublishedSubject : mail.submissionReviewedSubject, {
        site,
      }),
      text: `${parts.join('\n\n')}\n`,
    })
    .catch(() => undefined);
}

export async function canoeStories(db: Db, canoeId: number, viewer: Viewer = VISITOR) {
  if (!(await canoeExists(db.kysely, canoeId))) throw notFound('Canoe');
  // A story kept for a protocol reaches only those who may see it (decision 020).
  const rows = seenRows(viewer, await repo.listStories(db.kysely, canoeId), (row) => row.protection_id);
  const words = await protectionWordsFor(
    db.kysely,
    rows.map((row) => row.protection_id),
  );
  return rows.map((row) => ({
    ...presentStory(row),
    ...keptField(words, row.protection_id, row.protection_own === 1),
  }));
}

/**
 * A keeper adds or corrects a published story's English or ʻŌlelo Hawaiʻi text (decision 027): each version the
 * body names is cleaned as a shared story is (null or empty removes it), one left out stays, and one must remain.
 * A story kept for a protocol is, to a caller who may not see it, not found.
 */
export async function editCanoeStory(
  db: Db,
  canoeId: number,
  storyId: number,
  body: StoryTextEdit,
  viewer: Viewer = VISITOR,
) {
  const row = await db.kysely.transaction().execute(async (trx) => {
    const found = await repo.findStory(trx, canoeId, storyId);
    if (!found || !canSee(viewer, found.protection_id)) throw notFound('Story');
    const english = body.body === undefined ? found.body : (cleanStory(body.body, 'body') ?? '');
    const hawaiian = body.body_haw === undefined ? found.body_haw : cleanStory(body.body_haw, 'body_haw');
    if (!htmlToText(english) && !htmlToText(hawaiian)) {
      throw badRequest(submissionMessages.storyText, { body: submissionMessages.storyText });
    }
    const values: Partial<Pick<typeof found, 'body' | 'body_haw' | 'told_of'>> = {};
    if (english !== found.body) values.body = english;
    if (hawaiian !== found.body_haw) values.body_haw = hawaiian;
    // The time it tells of: written as its three columns (db/date-columns.ts).
    const toldOf = body.told_of === undefined ? found.told_of_edtf : (body.told_of ?? null);
    if (toldOf !== found.told_of_edtf) values.told_of = toldOf;
    if (Object.keys(values).length > 0) await repo.updateStory(trx, storyId, values);
    return (await repo.findStory(trx, canoeId, storyId))!;
  });
  const words = await protectionWordsFor(db.kysely, [row.protection_id]);
  return { ...presentStory(row), ...keptField(words, row.protection_id, row.protection_own === 1) };
}

export async function deleteCanoeStory(db: Db, canoeId: number, storyId: number) {
  await db.kysely.transaction().execute(async (trx) => {
    if (!(await repo.findStory(trx, canoeId, storyId))) throw notFound('Story');
    await repo.deleteStory(trx, storyId);
  });
}
