import { ApiError } from './api.ts';

/**
 * The spec's failure sentence, followed by the server's own explanation when it gave one (a start date before
 * the current one's, a steward who already holds the canoe), so the admin knows what to change.
 */
export function failureMessage(generic: string, error: unknown): string {
  if (error instanceof ApiError && error.explained && error.message) return `${generic} ${error.message}`;
  return generic;
}

/** A 400's field messages, renamed to the form's fields. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  names: Record<string, F>,
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return found;
  for (const [key, message] of Object.entries(error.fields)) {
    const field = names[key];
    if (field && !found[field]) found[field] = message;
  }
  return found;
}
