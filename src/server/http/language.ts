/**
 * The reader's language of an API request (decision 026): the web's API client sends its page's language as
 * `Accept-Language` (`haw` on a Hawaiian page, `en` otherwise); the server says its errors, its messages and the
 * emails a request causes in it.
 */
import type { FastifyRequest } from 'fastify';
import { SOURCE_LANGUAGE, isLanguage, type Language } from '../../shared/i18n/languages.ts';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';

/**
 * The first language of `Accept-Language` the interface has, by preference (`q`, then order): `haw` only when
 * that is Hawaiian (`haw`, `haw-US`); English for anything else, and without the header.
 */
export function languageOfHeader(header: string | undefined): Language {
  if (!header) return SOURCE_LANGUAGE;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return {
        primary: tag.toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter(({ primary, weight }) => primary && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const first = tags.find(({ primary }) => isLanguage(primary));
  return first ? (first.primary as Language) : SOURCE_LANGUAGE;
}

export const requestLanguage = (request: FastifyRequest): Language =>
  languageOfHeader(request.headers['accept-language']);

/**
 * The translator of a request's language (its `Accept-Language`: the page's language, which the web's API client
 * sends), made by `translatorFor` (the community's translations: modules/translations); English without asking it
 * when the request is English, and when it cannot answer (the database away).
 */
export async function requestTranslator(
  request: FastifyRequest,
  translatorFor?: (language: Language) => Promise<Translator>,
): Promise<Translator> {
  const language = requestLanguage(request);
  if (language === SOURCE_LANGUAGE || !translatorFor) return createTranslator(language);
  try {
    return await translatorFor(language);
  } catch {
    return createTranslator(language);
  }
}
