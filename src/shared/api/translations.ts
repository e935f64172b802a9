/**
 * The interface's translations (decision 026), written and reviewed by the community's translators (accounts in
 * the `translators` group) in the archive itself.
 *
 * Routes:
 *   GET /api/translations/{language}               → translationListResponse (every message, its English, its state)
 *   PUT /api/translations/{language}/{messageId}   translationBody → translationResponse
 *   GET /api/translations/{language}/catalog       → catalogFile (the file `cli translations export` writes)
 *   POST /api/translations/{language}/catalog      catalogImportBody ({ catalog: catalogFile }) → catalogImportResponse
 */
import { z } from 'zod';
import { LANGUAGES, SOURCE_LANGUAGE } from '../i18n/languages.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';

/** The languages translated (every one but the English the code is written in). */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE);

export const TRANSLATION_STATES = ['missing', 'draft', 'reviewed'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

export const TRANSLATION_MAX = 4000;

export const translationMessages = {
  tooLong: english(msg.translationTooLong, { max: TRANSLATION_MAX }),
  state: english(msg.translationState),
};

export const translationParams = z.object({ language: z.enum(TRANSLATED_LANGUAGES) });
export const translationMessageParams = translationParams.extend({
  messageId: z.string().min(1).max(200),
});

export const translationBody = z.object({
  /** The translation in ICU MessageFormat; empty removes it (the message is shown in English again). */
  text: z.string().max(TRANSLATION_MAX, translationMessages.tooLong),
  state: z.enum(['draft', 'reviewed'], { error: translationMessages.state }),
});

export const translationResponse = z.object({
  id: z.string(),
  area: z.string(),
  where: z.string(),
  note: z.string().nullable(),
  english: z.string(),
  text: z.string().nullable(),
  state: z.enum(TRANSLATION_STATES),
  /** The message's `{names}`, which a translation keeps. */
  arguments: z.array(z.string()),
  updated_at: z.string().nullable(),
});

export const translationListResponse = z.object({
  language: z.enum(TRANSLATED_LANGUAGES),
  messages: z.array(translationResponse),
  counts: z.object({ total: z.number(), missing: z.number(), draft: z.number(), reviewed: z.number() }),
});

/**
 * A language's catalog file: message id → its translation and state, as `npm run cli -- translations export`
 * writes it and the Translations page downloads it; a translator imports one back (translations made elsewhere,
 * or another archive's).
 */
export const catalogFile = z.record(
  z.string().min(1).max(200),
  z.object({
    text: z.string().max(TRANSLATION_MAX, translationMessages.tooLong),
    state: z.enum(['draft', 'reviewed'], { error: translationMessages.state }),
  }),
);

/** An import: the catalog file as it was downloaded or exported. */
export const catalogImportBody = z.object({ catalog: catalogFile });

/** What an import did: how many it wrote, how many were as they are, and each one refused with its reason. */
export const catalogImportResponse = z.object({
  written: z.number().int(),
  unchanged: z.number().int(),
  refused: z.array(z.object({ id: z.string(), reason: z.string() })),
});

export type CatalogImportResponse = z.infer<typeof catalogImportResponse>;
export type TranslationResponse = z.infer<typeof translationResponse>;
export type TranslationListResponse = z.infer<typeof translationListResponse>;
