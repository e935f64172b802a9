/**
 * The server's and the contracts' English read back into the reader's language (decision 026): an error's message
 * and its fields leave the code in English (zod issues, `english(…)`), and are said in the reader's language here.
 */
import { englishReader } from './english.ts';
import { serverArea } from './messages/server.ts';
import { validationArea } from './messages/validation.ts';

/**
 * `text` in the translator's language when it is the English of a `validation` or `server` message (its values
 * read from the text: 'Year must be between 1800 and 2026' → the translation with {min} 1800 and {max} 2026);
 * any other text as it is.
 */
export const translateEnglish = englishReader([validationArea, serverArea]);
