import { failureMessage } from '../../lib/failure-message.ts';
import type { Translator } from '../../lib/i18n.tsx';

/**
 * The spec's failure sentence (worded by the caller's `t`), then the server's own explanation when it gave one
 * (still a maker, not an image), so the admin knows what to change; "Please try again" only where trying again
 * can help.
 */
export function failureWithReason(generic: string, error: unknown, t: Translator['t']): string {
  return failureMessage(generic, error, {}, t);
}
