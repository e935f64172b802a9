/**
 * The interface's translations (decision 026): the catalog shipped with the code (src/shared/i18n/catalogs/, words
 * certain enough to ship, as drafts for review) under what the community's translators write in the archive.
 * Each page gets its language's messages compiled, from a copy kept until the archive's data changes.
 */
import { compileMessageOrThrow as compileMessage } from '@lingui/message-utils/compileMessage';
import shippedHaw from '../../../shared/i18n/catalogs/haw.json' with { type: 'json' };
import { ALL_MESSAGES, MESSAGE_BY_ID } from '../../../shared/i18n/all-messages.ts';
import type { CompiledMessage } from '../../../shared/i18n/compile.ts';
import { SOURCE_LANGUAGE, type Language } from '../../../shared/i18n/languages.ts';
import { createTranslator, type Translator } from '../../../shared/i18n/translator.ts';
import {
  type TranslationListResponse,
  type TranslationResponse,
  type CatalogImportResponse,
} from '../../../shared/api/translations.ts';
import type { Db, Executor } from '../../db/database.ts';
import { badRequest, joined, notFound, say, sayIn, type Saying } from '../../http/errors.ts';
import * as repository from './translation.repository.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';
import { validationArea } from '../../../shared/i18n/messages/validation.ts';
import type { FastifyRequest } from 'fastify';
import { requestTranslator as languageTranslator } from '../../http/language.ts';

export type TranslationState = 'draft' | 'reviewed';

export interface CatalogEntry {
  text: string;
  state: TranslationState;
  updated_at?: string | null;
}

/** A language's catalog: message id → its translation and state (the file `translations export` writes). */
export type CatalogFile = Record<string, CatalogEntry>;

const SHIPPED: Partial<Record<Language, CatalogFile>> = { haw: shippedHaw as CatalogFile };

/** The shipped catalog's translations of the interface's current messages. */
function shippedCatalog(language: Language): CatalogFile {
  const catalog: CatalogFile = {};
  for (const [id, entry] of Object.entries(SHIPPED[language] ?? {})) {
    if (MESSAGE_BY_ID.has(id) && entry.text.trim()) catalog[id] = { text: entry.text, state: entry.state };
  }
  return catalog;
}

/** A language's translations: the shipped ones under those written in the archive. */
export async function catalogOf(db: Executor, language: Language): Promise<CatalogFile> {
  const catalog = shippedCatalog(language);
  for (const row of await repository.listTranslations(db, language)) {
    if (!MESSAGE_BY_ID.has(row.message_id)) continue;
    catalog[row.message_id] = {
      text: row.text,
      state: row.state as TranslationState,
      updated_at: row.updated_at,
    };
  }
  return catalog;
}

export interface PageCatalog {
  /** The language's translations, compiled, by message id (none for English). */
  messages?: Record<string, CompiledMessage>;
  /** How far the Hawaiian interface is reviewed. */
  translated: { reviewed: number; total: number };
}

/** Per database: the catalogs compiled at one data version. */
const compiled = new WeakMap<Db, { version: string; pages: Map<Language, PageCatalog> }>();

/** What a page in `language` carries: its compiled messages, and how far the Hawaiian interface is. */
export async function pageCatalog(db: Db, language: Language): Promise<PageCatalog> {
  const version = db.dataVersion();
  let kept = compiled.get(db);
  if (!kept || version === null || kept.version !== version) {
    kept = { version: version ?? '', pages: new Map() };
    if (version !== null) compiled.set(db, kept);
  }
  const page = kept.pages.get(language);
  if (page) return page;
  const hawaiian = await catalogOf(db.kysely, 'haw');
  const reviewed = Object.values(hawaiian).filter((entry) => entry.state === 'reviewed').length;
  const made: PageCatalog = { translated: { reviewed, total: ALL_MESSAGES.length } };
  if (language !== SOURCE_LANGUAGE) {
    const catalog = language === 'haw' ? hawaiian : await catalogOf(db.kysely, language);
    made.messages = {};
    for (const [id, entry] of Object.entries(catalog)) {
      // A translation that no longer fits its message (a `{name}` since renamed) is shown in English.
      const checked = checkTranslation(id, entry.text);
      if (checked.ok) made.messages[id] = checked.compiled;
    }
  }
  kept.pages.set(language, made);
  return made;
}

/** The server's words in `language` (a page's head, its messages). */
export async function translatorFor(db: Db, language: Language): Promise<Translator> {
  return createTranslator(language, (await pageCatalog(db, language)).messages);
}

/** The server's words in the language of a request (its Accept-Language: the page's), as its errors are said. */
export const requestTranslator = (db: Db, request: FastifyRequest): Promise<Translator> =>
  languageTranslator(request, (language) => translatorFor(db, language));

/** The `{names}` a compiled message fills in. */
function argumentsOf(compiled: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return names;
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    const [name, , cases] = part as [string, string?, unknown?];
    names.add(name);
    if (cases && typeof cases === 'object') {
      for (const branch of Object.values(cases as Record<string, unknown>)) argumentsOf(branch, names);
    }
  }
  return names;
}

/** A translation compiled, or why it is refused (said in the reader's language: an error's, an import's). */
type Checked = { ok: true; compiled: CompiledMessage } | { ok: false; reason: Saying };

/** A translation compiled, when it parses and fills in the same `{names}` as its English. */
function checkTranslation(messageId: string, text: string): Checked {
  const english = MESSAGE_BY_ID.get(messageId)!.message.message;
  let compiledText: CompiledMessage;
  try {
    compiledText = compileMessage(text) as CompiledMessage;
  } catch {
    return { ok: false, reason: { message: validationArea.unparsable } };
  }
  const wanted = [...argumentsOf(compileMessage(english))].sort();
  const given = [...argumentsOf(compiledText)].sort();
  if (wanted.join('\n') !== given.join('\n')) {
    const missing = wanted.filter((name) => !given.includes(name));
    const unknown = given.filter((name) => !wanted.includes(name));
    const names = (list: string[]) => list.map((name) => `{${name}}`).join(', ');
    const parts = [
      ...(missing.length ? [say(serverArea.keepNames, { names: names(missing) })] : []),
      ...(unknown.length ? [say(serverArea.unknownNames, { names: names(unknown) })] : []),
    ];
    return { ok: false, reason: say(serverArea.translationMustFill, { problems: joined(parts, '; ') }) };
  }
  return { ok: true, compiled: compiledText };
}

function present(id: string, entry: CatalogEntry | undefined): TranslationResponse {
  const listed = MESSAGE_BY_ID.get(id)!;
  return {
    id,
    area: listed.area,
    where: listed.where,
    note: listed.note ?? null,
    english: listed.message.message,
    text: entry?.text ?? null,
    state: entry?.state ?? 'missing',
    arguments: [...argumentsOf(compileMessage(listed.message.message))],
    updated_at: entry?.updated_at ?? null,
  };
}

/** Every message with its English and its translation in `language` (the Translations page). */
export async function listLanguage(db: Db, language: Language): Promise<TranslationListResponse> {
  const catalog = await catalogOf(db.kysely, language);
  const messages = ALL_MESSAGES.map(({ message }) => present(message.id, catalog[message.id]));
  const count = (state: string) => messages.filter((message) => message.state === state).length;
  return {
    language: language as TranslationListResponse['language'],
    messages,
    counts: {
      total: messages.length,
      missing: count('missing'),
      draft: count('draft'),
      reviewed: count('reviewed'),
    },
  };
}

/**
 * Write, review or remove (empty text) one translation: refused with a reason when it does not parse or does not
 * fill in the English's `{names}`. One change of the history; every page uses it at once (the data version moves).
 */
export async function setTranslation(
  db: Db,
  language: Language,
  messageId: string,
  body: { text: string; state: TranslationState },
): Promise<TranslationResponse> {
  if (!MESSAGE_BY_ID.has(messageId)) throw notFound('Message');
  const text = body.text.trim();
  if (text) {
    const checked = checkTranslation(messageId, text);
    if (!checked.ok) throw badRequest(checked.reason, { text: checked.reason });
  }
  return db.kysely.transaction().execute(async (trx) => {
    const existing = await repository.findTranslation(trx, language, messageId);
    const updatedAt = new Date().toISOString();
    if (!text) {
      if (existing) await repository.deleteTranslation(trx, existing.translation_id);
      const shipped = shippedCatalog(language)[messageId];
      return present(messageId, shipped);
    }
    const values = { text, state: body.state, updated_at: updatedAt };
    const row = existing
      ? await repository.updateTranslation(trx, existing.translation_id, values)
      : await repository.insertTranslation(trx, { language, message_id: messageId, ...values });
    return present(messageId, {
      text: row.text,
      state: row.state as TranslationState,
      updated_at: row.updated_at,
    });
  });
}

/**
 * Import a catalog file (the Translations page, or another archive's export): each translation is checked as one
 * written on the page; those that differ from what the language has are written in one transaction (one change of
 * the history), the others are counted as unchanged, and each refused one says why, in the reader's language
 * (`reader`: the request's, as its errors are said; English without it).
 */
export async function importCatalog(
  db: Db,
  language: Language,
  file: Record<string, { text: string; state: TranslationState }>,
  reader: Pick<Translator, 't'> = createTranslator(SOURCE_LANGUAGE),
): Promise<CatalogImportResponse> {
  const refused: CatalogImportResponse['refused'] = [];
  const wanted: [string, { text: string; state: TranslationState }][] = [];
  for (const [id, entry] of Object.entries(file)) {
    const text = entry.text.trim();
    if (!MESSAGE_BY_ID.has(id)) {
      refused.push({ id, reason: reader.t(validationArea.unknownMessage) });
      continue;
    }
    const checked = text ? checkTranslation(id, text) : null;
    if (checked && !checked.ok) refused.push({ id, reason: sayIn(reader, checked.reason) });
    else wanted.push([id, { text, state: entry.state }]);
  }
  return db.kysely.transaction().execute(async (trx) => {
    const current = await catalogOf(trx, language);
    let written = 0;
    for (const [id, { text, state }] of wanted) {
      const now = current[id];
      if (text ? now?.text === text && now.state === state : !now) continue;
      const existing = await repository.findTranslation(trx, language, id);
      if (!text) {
        if (!existing) continue;
        await repository.deleteTranslation(trx, existing.translation_id);
      } else {
        const values = { text, state, updated_at: new Date().toISOString() };
        if (existing) await repository.updateTranslation(trx, existing.translation_id, values);
        else await repository.insertTranslation(trx, { language, message_id: id, ...values });
      }
      written++;
    }
    return { written, unchanged: wanted.length - written, refused };
  });
}

/** The catalog file of a language, as `npm run cli -- translations export` writes it (sorted, drafts marked). */
export async function exportCatalog(db: Db, language: Language): Promise<CatalogFile> {
  const catalog = await catalogOf(db.kysely, language);
  return Object.fromEntries(
    Object.keys(catalog)
      .sort()
      .map((id) => [id, { text: catalog[id].text, state: catalog[id].state }]),
  );
}
