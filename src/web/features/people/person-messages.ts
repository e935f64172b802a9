import { failureMessage } from '../../lib/failure-message.ts';

/**
 * The spec's failure sentence, then the server's own explanation when it gave one (still a maker, not an image),
 * so the admin knows what to change; "Please try again" only where trying again can help.
 */
export function failureWithReason(generic: string, error: unknown): string {
  return failureMessage(generic, error);
}
