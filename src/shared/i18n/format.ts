/**
 * Formats a compiled message (shared/i18n/compile.ts: Lingui's compiled form) with its values, in a language
 * (decision 026): arguments, `plural` and `selectordinal` (by Intl.PluralRules, `=n` cases first, `#` the number
 * in the language's digits), `select`, and `number`, `date` and `time` with an Intl style. What Lingui's runtime
 * does for these, in a fraction of its bytes; a test holds the two to the same words.
 */
import type { CompiledMessage } from './compile.ts';

export type FormatValues = Record<string, unknown>;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCase(language: string, type: string, value: number): string {
  const key = `${language}\n${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(language, { type: type === 'selectordinal' ? 'ordinal' : 'cardinal' });
    pluralRules.set(key, rules);
  }
  return rules.select(value);
}

const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { timeStyle: 'short' },
  medium: { timeStyle: 'medium' },
  long: { timeStyle: 'long' },
  full: { timeStyle: 'full' },
};

function styled(language: string, type: string, style: string | undefined, value: unknown): string {
  if (type === 'number') {
    const options: Intl.NumberFormatOptions =
      style === 'percent' ? { style: 'percent' } : style === 'integer' ? { maximumFractionDigits: 0 } : {};
    return new Intl.NumberFormat(language, options).format(Number(value));
  }
  const styles = type === 'date' ? DATE_STYLES : TIME_STYLES;
  const options = styles[style ?? 'medium'] ?? styles.medium;
  return new Intl.DateTimeFormat(language, options).format(new Date(value as string | number | Date));
}

export function formatCompiled(
  compiled: CompiledMessage | string,
  language: string,
  values: FormatValues = {},
  count?: string,
): string {
  if (typeof compiled === 'string') return compiled;
  let out = '';
  for (const part of compiled) {
    if (typeof part === 'string') {
      out += part === '#' && count !== undefined ? count : part;
      continue;
    }
    const [name, type, style] = part;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const cases = style as Record<string, CompiledMessage>;
      const number = Number(value);
      const chosen = cases[String(number)] ?? cases[pluralCase(language, type, number)] ?? cases.other;
      out += formatCompiled(chosen ?? [], language, values, new Intl.NumberFormat(language).format(number));
    } else if (type === 'select') {
      const cases = style as Record<string, CompiledMessage>;
      out += formatCompiled(cases[String(value)] ?? cases.other ?? [], language, values, count);
    } else if (type) {
      out += styled(language, type, style as string | undefined, value);
    } else {
      out += value === undefined || value === null ? '' : String(value);
    }
  }
  return out;
}
