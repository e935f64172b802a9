import { endpoints } from '../endpoint.ts';
import {
  catalogFile,
  catalogImportBody,
  catalogImportResponse,
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
  exportCatalog: {
    method: 'GET',
    path: '/translations/:language/catalog',
    summary: "The language's catalog file",
    description:
      'For the translators group: every translation of the language (shipped and written in the archive) with its ' +
      'state, sorted, as `npm run cli -- translations export` writes it; sent as a file to save.',
    params: translationParams,
    response: { 200: catalogFile },
  },
  importCatalog: {
    method: 'POST',
    path: '/translations/:language/catalog',
    summary: 'Import a catalog file',
    description:
      'For the translators group: the file (`catalog`, as downloaded) is imported; each of its translations is checked as one written on the page and written ' +
      'when it differs (one change of the history); a message the interface does not have, or a translation that ' +
      'does not parse or fill in its `{names}`, is refused with its reason and the others are still written. Empty ' +
      'text removes a translation.',
    params: translationParams,
    body: catalogImportBody,
    response: { 200: catalogImportResponse },
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
