import { endpoints } from '../endpoint.ts';
import {
  translationBody,
  translationListResponse,
  translationMessageParams,
  translationParams,
  translationResponse,
} from '../translations.ts';

export const translationApi = endpoints('Translations', {
  listTranslations: {
    method: 'GET',
    path: '/translations/:language',
    summary: 'Every message of the interface with its translation',
    description:
      'For the translators group: each message with its English, where it appears, a note for translators, its ' +
      'translation in the language and its state (missing, draft, reviewed), with the counts of each.',
    params: translationParams,
    response: { 200: translationListResponse },
  },
  setTranslation: {
    method: 'PUT',
    path: '/translations/:language/:messageId',
    summary: 'Write or review a translation',
    description:
      'For the translators group. The text is ICU MessageFormat, as the English; one that does not parse, or ' +
      'drops or invents a `{name}`, answers 400 saying why. Empty text removes the translation. Used at once by ' +
      'every page; one change of the history.',
    params: translationMessageParams,
    body: translationBody,
    response: { 200: translationResponse },
  },
});
