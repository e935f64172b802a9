/**
 * The English of a message, for code that must hand a string on (a zod schema's message, an error the server
 * throws, a log line): English is the key at the boundary, as in gettext, and is written once, in its area
 * (decision 026). What reads such a string back in another language uses `englishReader` (translate-english.ts).
 */
import { compileIcu, type CompiledMessage } from './compile.ts';
import { SOURCE_LANGUAGE } from './languages.ts';
import type { Message, MessageValues } from './messages.ts';
import { createTranslator, type Translator } from './translator.ts';

const ENGLISH: Translator = createTranslator(SOURCE_LANGUAGE);

/** A message in English, its `{values}` filled in: `english(validationArea.yearRange, { min: 1800, max: 2026 })`. */
export const english = (message: Message, values?: MessageValues): string => ENGLISH.t(message, values);

/** How a message's English is found again in a text: the text itself, or a pattern with its `{names}`. */
type Reading =
  | { kind: 'static'; message: Message }
  | { kind: 'pattern'; message: Message; pattern: RegExp; names: string[]; literal: number };

/** A message's reading, when its English is plain text with simple `{name}` arguments (no plural or select). */
function readingOf(message: Message): Reading | null {
  let compiled: CompiledMessage;
  try {
    compiled = compileIcu(message.message);
  } catch {
    return null;
  }
  if (compiled.every((part) => typeof part === 'string')) return { kind: 'static', message };
  const names: string[] = [];
  let source = '^';
  let literal = 0;
  for (const part of compiled) {
    if (typeof part === 'string') {
      source += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      literal += part.length;
    } else if (part.length === 1) {
      names.push(part[0]);
      source += '([\\s\\S]+?)';
    } else return null;
  }
  return { kind: 'pattern', message, pattern: new RegExp(`${source}$`), names, literal };
}

/** Reads English text back into a reader's language: `(translator, text) => text in translator's language`. */
export type EnglishReader = (translator: Translator, text: string) => string;

/**
 * A reader of English text that came from the messages of `areas` (`english(…)`, a zod issue): a text found
 * whole is the message; one that fits a message with `{name}` arguments is that message with the values read
 * from the text (its most literal English first); anything else is returned as it is. English is returned as is.
 */
export function englishReader(areas: Iterable<Record<string, Message>>): EnglishReader {
  let whole: Map<string, Message> | undefined;
  let patterns: Extract<Reading, { kind: 'pattern' }>[] | undefined;
  const prepare = () => {
    whole = new Map();
    patterns = [];
    for (const area of areas) {
      for (const key of Object.keys(area)) {
        const reading = readingOf(area[key]);
        if (!reading) continue;
        if (reading.kind === 'static') {
          if (!whole.has(english(reading.message))) whole.set(english(reading.message), reading.message);
        } else patterns.push(reading);
      }
    }
    patterns.sort((a, b) => b.literal - a.literal);
  };
  return (translator, text) => {
    if (translator.language === SOURCE_LANGUAGE || !text) return text;
    if (!whole) prepare();
    const found = whole!.get(text);
    if (found) return translator.t(found);
    for (const { message, pattern, names } of patterns!) {
      const match = pattern.exec(text);
      if (!match) continue;
      const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
      return translator.t(message, values);
    }
    return text;
  };
}
