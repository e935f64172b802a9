/** How a submission reads in the queue and on its review page. */
import { CANOE_TYPES } from '../../../../shared/constants.ts';
import type { Submission } from '../../../../shared/api/submissions.ts';
import { biographyText } from '../../../lib/biography-text.ts';
import { formatMoment } from '../../../lib/format.ts';

/** How many words of a story stand for it in the queue when it has no title. */
const FIRST_WORDS = 14;

/** The first words of a story, as plain text, with an ellipsis when there is more. */
export function firstWords(html: string | null, count = FIRST_WORDS): string {
  const words = biographyText(html).split(' ').filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}

/** What the queue calls a submission: its title, else the story's first words, else what it is about. */
export function submissionHeadline(submission: Submission): string {
  if (submission.erased_at) return `Submission #${submission.submission_id}: erased on request`;
  if (submission.title) return submission.title;
  const words = firstWords(submission.story);
  if (words) return words;
  const { correction } = submission;
  if (correction) return `${correction.label}: ${correctionValueWords(correction.field, correction.value)}`;
  if (submission.canoe) return submission.canoe.name;
  return submission.photo_count > 0 ? 'Photos' : `Submission #${submission.submission_id}`;
}

/** The canoe it is about: the registry's name for it, or the name a new canoe was given. */
export function submissionCanoeName(submission: Submission): string | null {
  if (submission.kind === 'new_canoe') return submission.canoe?.name ?? null;
  return submission.canoe_name ?? (submission.canoe_id ? `Canoe #${submission.canoe_id}` : null);
}

/**
 * "March 3, 2025, 2:05 PM HST": in the site's time zone, as every other time, so a story received at 1:06 AM on
 * November 28 is the story the canoe page says was shared on November 28.
 */
export const receivedAt = (iso: string | null) => formatMoment(iso);

/** "2 other submissions from the same sender" (by a keyed hash of their address, never the address). */
export const sameSenderWords = (count: number) =>
  `${count} other ${count === 1 ? 'submission' : 'submissions'} from the same sender`;

/** A correction's value in words: a canoe type's name when the value is a type's number. */
export function correctionValueWords(field: string, value: string): string {
  if (field !== 'type_id') return value;
  return CANOE_TYPES.find((type) => String(type.type_id) === value.trim())?.name ?? value;
}
