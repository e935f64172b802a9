import { ApiError } from './api.ts';

/**
 * The spec's failure sentence, followed by the server's own explanation when it gave one (a start date before
 * the current one's, a steward who already holds the canoe), so the admin knows what to change.
 */
export function failureMessage(generic: string, error: unknown): string {
  if (error instanceof ApiError && error.explained && error.message) return `${generic} ${error.message}`;
  return generic;
}

/** The error's own words ('Failed to save canoe: {message}'). */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

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

/**
 * `failureMessage` for a refusal that trying again cannot help (a transfer dated before the current ownership
 * began): "Please try again" only when the server gave no reason.
 */
export function refusalMessage(failed: string, error: unknown): string {
  const explained = failureMessage(failed, error);
  return explained === failed ? `${failed} Please try again.` : explained;
}
