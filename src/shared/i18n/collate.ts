/**
 * Names in the order of a language (decision 026). Hawaiian orders its alphabet vowels first (a e i o u), then the
 * consonants (h k l m n p w, and those of English names among them in their English order), the ʻokina after w; a
 * kahakō sorts right after its plain vowel (Hoku, Hōkū). Node's ICU knows this order as `Intl.Collator('haw')`,
 * but browsers carry the collation of few languages (Chromium has no Hawaiian), so the order is written out here
 * and held to Node's by a test.
 */
import type { Language } from './languages.ts';

const VOWELS = 'aeiou';
const OKINA = /[\u02bb\u2018']/;
const W = 'w'.codePointAt(0)!;

/** A name's sort key in the Hawaiian order: one number per letter, and the kahakō for ties. */
function hawaiianKey(name: string): { primary: number[]; marks: string } {
  const primary: number[] = [];
  let marks = '';
  for (const char of name.normalize('NFD').toLowerCase()) {
    if (char === '\u0304') {
      marks += '1';
      continue;
    }
    if (/\p{M}/u.test(char)) continue;
    if (primary.length > marks.length) marks += '0';
    const vowel = VOWELS.indexOf(char);
    if (vowel >= 0) primary.push(100 + vowel);
    else if (OKINA.test(char)) primary.push(200 + 2 * W + 1);
    else if (/\p{L}/u.test(char)) primary.push(200 + 2 * char.codePointAt(0)!);
    else if (/\d/.test(char)) primary.push(50 + Number(char));
    // Spaces and punctuation come before every letter.
    else primary.push(10);
  }
  return { primary, marks: marks.padEnd(primary.length, '0') };
}

export function hawaiianCompare(a: string, b: string): number {
  const [x, y] = [hawaiianKey(a), hawaiianKey(b)];
  for (let i = 0; i < Math.min(x.primary.length, y.primary.length); i++) {
    if (x.primary[i] !== y.primary[i]) return x.primary[i] - y.primary[i];
  }
  if (x.primary.length !== y.primary.length) return x.primary.length - y.primary.length;
  return x.marks < y.marks ? -1 : x.marks > y.marks ? 1 : 0;
}

/** The consonants of English and Hawaiian in the Hawaiian order, the ʻokina after w (its letter in a sort key). */
const CONSONANTS = 'bcdfghjklmnpqrstvw\u02bbxyz';

/**
 * A name's sort key in the Hawaiian order, as text that sorts byte by byte (`collate "C"`, SQLite's own order) as
 * `hawaiianCompare` sorts the names: so the server orders a list by an index of it (migration 035). Each letter
 * is one character (space and punctuation `!`, digits, the vowels `A`–`E`, the consonants and the ʻokina `a`–`v`,
 * any other letter itself, after them all); then a space and one `0` or `1` per letter, whether it bore a kahakō,
 * so a name with kahakō comes right after the same name without.
 */
export function hawaiianSortKey(name: string): string {
  const { primary, marks } = hawaiianKey(name);
  let key = '';
  for (const weight of primary) {
    if (weight === 10) key += '!';
    else if (weight < 100) key += String(weight - 50);
    else if (weight < 200) key += String.fromCharCode(65 + weight - 100);
    else {
      const letter = weight === 200 + 2 * W + 1 ? '\u02bb' : String.fromCodePoint((weight - 200) / 2);
      const consonant = CONSONANTS.indexOf(letter);
      key += consonant >= 0 ? String.fromCharCode(97 + consonant) : letter;
    }
  }
  return `${key} ${marks}`;
}

const collators = new Map<string, Intl.Collator>();

/** The order of names for a reader of `language`, as `Intl.Collator` gives it: `collatorFor('haw').compare`. */
export function collatorFor(language: Language): { compare: (a: string, b: string) => number } {
  if (language === 'haw') return { compare: hawaiianCompare };
  let collator = collators.get(language);
  if (!collator) collators.set(language, (collator = new Intl.Collator(language, { sensitivity: 'base' })));
  return { compare: collator.compare };
}
