/**
 * The contracts' messages as the forms check them in the browser (zod says them in English, the key: decision
 * 026), said in the page's language: `readValidation(translator, issue.message)`. The server says its own in the
 * language the page asks for (Accept-Language), so what it answers is shown as it comes.
 */
import { englishReader } from '../../shared/i18n/english.ts';
import { validationArea } from '../../shared/i18n/messages/validation.ts';

export const readValidation = englishReader([validationArea]);
