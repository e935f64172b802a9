import { ApiError } from '../../lib/api.ts';

/**
 * The spec's failure sentence, then the server's own explanation when it gave one (still a maker, not an image),
 * so the admin knows what to change.
 */
export function failureWithReason(generic: string, error: unknown): string {
  if (error instanceof ApiError && error.explained && error.message) return `${generic} ${error.message}`;
  return generic;
}
