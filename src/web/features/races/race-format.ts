/** Wording shared by the race forms. */
import type { Message } from '../../../shared/i18n/messages.ts';
import { racesArea } from '../../../shared/i18n/messages/races.ts';
import { errorMessage } from '../../lib/failure-message.ts';
import type { Translator } from '../../lib/i18n.tsx';

/**
 * A form's failure, as lib/failure-message.ts's `failedTo` words it, in the page's language: 'Failed to save race:
 * {error}', or, when the server's messages already stand beside their fields (`marked`), the sentence that points
 * there instead.
 */
export function failureSentence(
  t: Translator['t'],
  sentences: { failed: Message; marked: Message },
  error: unknown,
  marked: Record<string, string | undefined> = {},
): string {
  if (Object.values(marked).some(Boolean)) return t(sentences.marked);
  return t(sentences.failed, { error: errorMessage(error) || t(racesArea.unknownError) });
}
