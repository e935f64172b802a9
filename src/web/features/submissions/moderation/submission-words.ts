import { canoeTypeWords as canoeTypeName } from '../../../../shared/i18n/messages/canoe-types.ts';
/** How a submission reads in the queue and on its review page, in the page's language. */
import { CANOE_TYPES } from '../../../../shared/constants.ts';
import type { PhotoLicence } from '../../../../shared/photo-licences.ts';
import { CORRECTION_FIELDS, type Submission } from '../../../../shared/api/submissions.ts';
import { submissionsArea } from '../../../../shared/i18n/messages/submissions.ts';
import { biographyText } from '../../../lib/biography-text.ts';
import { formatMoment } from '../../../lib/format.ts';
import type { Translator } from '../../../lib/i18n.tsx';

type T = Translator['t'];

/** How many words of a story stand for it in the queue when it has no title. */
const FIRST_WORDS = 14;

/** The first words of a story, as plain text, with an ellipsis when there is more. */
export function firstWords(html: string | null, count = FIRST_WORDS): string {
  const words = biographyText(html).split(' ').filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}

/**
 * The language of the queue's headline when it is the story's first words in a language not the page's (decision
 * 027), for its `lang`; undefined otherwise (a title, a correction, the page's own language).
 */
export function headlineLanguage(submission: Submission, page: string): string | undefined {
  if (submission.erased_at || submission.title || !firstWords(submission.story)) return undefined;
  return submission.story_language === page ? undefined : submission.story_language;
}

/** A canoe's detail a correction names ("Bow Number"); the server's words for one the messages do not know. */
export function correctionFieldWords(correction: NonNullable<Submission['correction']>, t: T): string {
  return CORRECTION_FIELDS.includes(correction.field)
    ? t(submissionsArea.field, { field: correction.field })
    : correction.label;
}

/** What the queue calls a submission: its title, else the story's first words, else what it is about. */
export function submissionHeadline(submission: Submission, t: T): string {
  const id = submission.submission_id;
  if (submission.erased_at) return t(submissionsArea.erasedHeadline, { id });
  if (submission.title) return submission.title;
  const words = firstWords(submission.story);
  if (words) return words;
  const { correction } = submission;
  if (correction) {
    return t(submissionsArea.correctionHeadline, {
      field: correctionFieldWords(correction, t),
      value: correctionValueWords(correction.field, correction.value, t),
    });
  }
  if (submission.canoe) return submission.canoe.name;
  if (submission.recording) return submission.recording.title ?? t(submissionsArea.recordingHeading);
  return submission.photo_count > 0
    ? t(submissionsArea.photosHeadline)
    : t(submissionsArea.submissionNumber, { id });
}

/** The canoe it is about: the registry's name for it, or the name a new canoe was given. */
export function submissionCanoeName(submission: Submission, t: T): string | null {
  if (submission.kind === 'new_canoe') return submission.canoe?.name ?? null;
  return (
    submission.canoe_name ??
    (submission.canoe_id ? t(submissionsArea.canoeNumber, { id: submission.canoe_id }) : null)
  );
}

/**
 * "March 3, 2025, 2:05 PM HST": in the site's time zone, as every other time, so a story received at 1:06 AM on
 * November 28 is the story the canoe page says was shared on November 28.
 */
export const receivedAt = (iso: string | null, translator?: Translator) => formatMoment(iso, translator);

/** "2 other submissions from the same sender" (by a keyed hash of their address, never the address). */
export const sameSenderWords = (count: number, t: T) => t(submissionsArea.sameSender, { count });

/** A canoe type's name by its number, or null for a number that is no type. */
export const canoeTypeWords = (typeId: number | null | undefined, t: T): string | null =>
  canoeTypeName({ t }, typeId);

/** A correction's value in words: a canoe type's name when the value is a type's number. */
export function correctionValueWords(field: string, value: string, t: T): string {
  if (field !== 'type_id') return value;
  const typeId = CANOE_TYPES.find((type) => String(type.type_id) === value.trim())?.type_id;
  return canoeTypeWords(typeId, t) ?? value;
}

/** The licences' keys in the messages. */
const LICENCE_KEYS: Record<PhotoLicence, string> = {
  'all-rights-reserved': 'all_rights_reserved',
  'cc-by-4.0': 'cc_by',
  'cc-by-sa-4.0': 'cc_by_sa',
  'cc-by-nc-4.0': 'cc_by_nc',
  cc0: 'cc0',
  'ask-the-steward': 'ask_the_steward',
};

/** A licence's words ("All rights reserved", "CC BY 4.0"). */
export const licenceWords = (licence: PhotoLicence, t: T) =>
  t(submissionsArea.licence, { licence: LICENCE_KEYS[licence] });
