/**
 * The interface's translations (decision 026): the Hawaiian catalog shipped with the code
 * (src/shared/i18n/catalogs/haw.json, words certain enough to ship, as drafts for review), with what the
 * community's translators write in the archive over it. Each page gets its language's messages compiled.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import shippedHaw from '../../../shared/i18n/catalogs/haw.json' with { type: 'json' };
import { ALL_MESSAGES, MESSAGE_BY_ID } from '../../../shared/i18n/all-messages.ts';
import type { CompiledMessage } from '../../../shared/i18n/compile.ts';
import { SOURCE_LANGUAGE, type Language } from '../../../shared/i18n/languages.ts';
import { createTranslator, type Translator } from '../../../shared/i18n/translator.ts';

export type TranslationState = 'draft' | 'reviewed';

export interface CatalogEntry {
  text: string;
  state: TranslationState;
}

/** A language's catalog file: message id → its translation and state. */
export type CatalogFile = Record<string, CatalogEntry>;

const SHIPPED: Partial<Record<Language, CatalogFile>> = { haw: shippedHaw as CatalogFile };

export interface PageCatalog {
  /** The language's translations, compiled, by message id (none for English). */
  messages?: Record<string, CompiledMessage>;
  /** How far the Hawaiian interface is reviewed. */
  translated: { reviewed: number; total: number };
}

/** A language's translations of the interface's current messages (a message since removed is left out). */
export function catalogOf(language: Language): CatalogFile {
  const catalog: CatalogFile = {};
  for (const [id, entry] of Object.entries(SHIPPED[language] ?? {})) {
    if (MESSAGE_BY_ID.has(id) && entry.text.trim()) catalog[id] = entry;
  }
  return catalog;
}

const compiledCache = new Map<Language, PageCatalog>();

/** What a page in `language` carries: its compiled messages, and how far the Hawaiian interface is. */
export async function pageCatalog(language: Language): Promise<PageCatalog> {
  const kept = compiledCache.get(language);
  if (kept) return kept;
  const hawaiian = catalogOf('haw');
  const reviewed = Object.values(hawaiian).filter((entry) => entry.state === 'reviewed').length;
  const translated = { reviewed, total: ALL_MESSAGES.length };
  let messages: Record<string, CompiledMessage> | undefined;
  if (language !== SOURCE_LANGUAGE) {
    messages = {};
    for (const [id, entry] of Object.entries(catalogOf(language))) {
      messages[id] = compileMessage(entry.text) as CompiledMessage;
    }
  }
  const page = { messages, translated };
  compiledCache.set(language, page);
  return page;
}

/** The server's words in `language` (a page's head, its messages). */
export async function translatorFor(language: Language): Promise<Translator> {
  return createTranslator(language, (await pageCatalog(language)).messages);
}
