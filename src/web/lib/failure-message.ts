import { ApiError } from './api.ts';
import type { Message } from '../../shared/i18n/messages.ts';
import { ui } from '../../shared/i18n/messages/ui.ts';
import type { Translator } from './i18n.tsx';

type T = Translator['t'];

/** A message in the caller's `t`, or its English for the callers not yet moved into messages. */
const say = (message: Message, t?: T) => (t ? t(message) : message.message);

/** Answers that trying again can change: the server failed or was busy, or nothing came back at all. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429 || !error.explained;
}

const TRY_AGAIN = / ?Please try again\.?$/;

/**
 * The spec's failure sentence, then what to do. A failure trying again can fix keeps the sentence as the spec
 * words it ('… Please try again.'), with the server's explanation when it gave one. A refusal (a start date before
 * the current one's, a file too large) drops "Please try again", which would not help, and says why: in the
 * server's words, or, when those already stand beside the field they are about (`marked`), by pointing there
 * rather than saying the same thing twice. `generic` is worded by the caller (in its `t`, given then).
 */
export function failureMessage(
  generic: string,
  error: unknown,
  marked: Record<string, string | undefined> = {},
  t?: T,
): string {
  const explanation = error instanceof ApiError && error.explained ? error.message : '';
  if (isRetryable(error)) return explanation ? `${generic} ${explanation}` : generic;
  const refused = generic.replace(TRY_AGAIN, '');
  if (Object.values(marked).some(Boolean)) return `${refused} ${say(ui.correctMarked, t)}`;
  return explanation ? `${refused} ${explanation}` : refused;
}

/** The error's own words ('Failed to save canoe: {message}'). */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * '{failed}: {reason}': what failed, already worded by the caller's `t` ('Failed to save steward'), or, without
 * `t`, 'Failed to ' and the English of what was tried ('save canoe'); then why, in the same language.
 */
const failure = (what: string, reason: string, t?: T) => `${t ? what : `Failed to ${what}`}: ${reason}`;

/**
 * 'Failed to save canoe: {message}' (spec §8), unless the server's messages already stand beside their fields
 * (`marked`): then the sentence points there instead of saying the same thing twice. With the caller's `t`,
 * `what` is its whole failure, worded: `failedTo(t(area.saveFailed), error, marked, t)`.
 */
export function failedTo(
  what: string,
  error: unknown,
  marked: Record<string, string | undefined> = {},
  t?: T,
) {
  const reason = Object.values(marked).some(Boolean)
    ? say(ui.fixMarked, t)
    : errorMessage(error) || say(ui.unknownError, t);
  return failure(what, reason, t);
}

/**
 * The form-level sentence of a failed call: the server's explanation when it pointed at no field; nothing when its
 * messages stand beside the fields; else `fallback`.
 */
export function bannerMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.explained && !Object.keys(error.fields).length) return error.message;
  return error instanceof ApiError && Object.keys(error.fields).length ? '' : fallback;
}

/**
 * A confirmed delete: a refusal is told through `onFailure` ('Failed to delete logo: {message or Unknown
 * error}') and rejects still, so the dialog closes. With the caller's `t`, `what` is its whole failure, worded
 * ('Failed to delete logo'); without, the English of what is deleted ('logo').
 */
export async function tryDelete(
  what: string,
  remove: () => Promise<unknown>,
  onFailure: (message: string) => void,
  t?: T,
) {
  try {
    await remove();
  } catch (error) {
    const reason = (error instanceof Error && error.message) || say(ui.unknownError, t);
    onFailure(failure(t ? what : `delete ${what}`, reason, t));
    throw error;
  }
}
