import { ApiError } from './api.ts';

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
 * rather than saying the same thing twice.
 */
export function failureMessage(
  generic: string,
  error: unknown,
  marked: Record<string, string | undefined> = {},
): string {
  const explanation = error instanceof ApiError && error.explained ? error.message : '';
  if (isRetryable(error)) return explanation ? `${generic} ${explanation}` : generic;
  const refused = generic.replace(TRY_AGAIN, '');
  if (Object.values(marked).some(Boolean)) return `${refused} Correct the marked field.`;
  return explanation ? `${refused} ${explanation}` : refused;
}

/** The error's own words ('Failed to save canoe: {message}'). */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * 'Failed to save canoe: {message}' (spec §8), unless the server's messages already stand beside their fields
 * (`marked`): then the sentence points there instead of saying the same thing twice.
 */
export function failedTo(what: string, error: unknown, marked: Record<string, string | undefined> = {}) {
  if (Object.values(marked).some(Boolean)) return `Failed to ${what}: correct the marked field.`;
  return `Failed to ${what}: ${errorMessage(error) || 'Unknown error'}`;
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
 * error}') and rejects still, so the dialog closes.
 */
export async function tryDelete(
  what: string,
  remove: () => Promise<unknown>,
  onFailure: (message: string) => void,
) {
  try {
    await remove();
  } catch (error) {
    onFailure(`Failed to delete ${what}: ${(error instanceof Error && error.message) || 'Unknown error'}`);
    throw error;
  }
}
