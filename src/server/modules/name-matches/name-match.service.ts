/**
 * Duplicates are not made silently (issue 31, item 4). Before a steward, maker, race or canoe is made, the form
 * asks which records have the same or a close name (`find…Matches`); the create itself refuses an exact folded
 * duplicate with 409 and those records, unless its body says the keeper confirmed it (`confirm_duplicate`).
 *
 * One rule on both databases: names are compared folded (foldText: ʻokina, kahakō, case, spacing). The same
 * folded name is `exact`; a race is the same race only in the same year (of its earliest day; two undated races
 * are the same year). A close name is one `closeness` accepts, among the records that SQL finds with the same
 * folded name or starting or ending with the same three characters (name-match.repository.ts).
 */
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/database.ts';
import { HttpError, say } from '../../http/errors.ts';
import type { NameMatch } from '../../../shared/api/common.ts';
import { foldText } from '../../../shared/text.ts';
import { dateWordsIn, parseEdtf } from '../../../shared/uncertain-date.ts';
import { createTranslator, type Translator } from '../../../shared/i18n/translator.ts';
import { SOURCE_LANGUAGE } from '../../../shared/i18n/languages.ts';
import { canoeTypeWords } from '../../../shared/i18n/messages/canoe-types.ts';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { nameMatchesArea as N } from '../../../shared/i18n/messages/name-matches.ts';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import * as repo from './name-match.repository.ts';

/** What tells a match apart, when no reader's language is given (a create's refusal, tests). */
const ENGLISH = createTranslator(SOURCE_LANGUAGE);

/** The folded name without spaces or punctuation: "Ka Lani-o" and "kalanio" are one. */
const squash = (folded: string) => folded.replace(/[^\p{L}\p{N}]/gu, '');

/** The words of a folded name (letters and digits). */
const wordsOf = (folded: string) => folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** How many letters a word of this length may differ by and still be close. */
const allowance = (length: number) => (length < 4 ? 0 : length < 9 ? 1 : 2);

/** At most this many letters apart over the whole name. */
const MOST_EDITS = 2;

/** Levenshtein distance, given up (Infinity) once past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return Infinity;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const value = Math.min(
        previous[j] + 1,
        row[j - 1] + 1,
        previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return Infinity;
    previous = row;
  }
  return previous[y.length] <= limit ? previous[y.length] : Infinity;
}

/**
 * Is a stored folded name the same as (`exact`), or close to, the folded name asked? Close: the same once spaces
 * and punctuation are ignored too, or the same words in the same order, each at most a letter apart (two for
 * words of nine letters or more; none for words under four), two letters at most in all, and any word with a
 * digit in it the same ("Molokaʻi Hoe 2019" is not close to "Molokaʻi Hoe 2020").
 */
export function closeness(asked: string, stored: string): 'exact' | 'close' | null {
  if (asked === stored) return 'exact';
  const a = squash(asked);
  if (a && a === squash(stored)) return 'close';
  const x = wordsOf(asked);
  const y = wordsOf(stored);
  if (x.length === 0 || x.length !== y.length) return null;
  let edits = 0;
  for (let i = 0; i < x.length; i++) {
    if (x[i] === y[i]) continue;
    if (/\p{N}/u.test(x[i]) || /\p{N}/u.test(y[i])) return null;
    edits += editDistance(x[i], y[i], allowance(Math.max([...x[i]].length, [...y[i]].length)));
    if (edits > MOST_EDITS) return null;
  }
  return 'close';
}

/** The exact ones first, then by name. */
const ordered = (matches: NameMatch[]) =>
  matches.sort((a, b) => Number(b.exact) - Number(a.exact) || a.name.localeCompare(b.name) || a.id - b.id);

const joined = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

/** The candidates whose name is the same or close, with how. */
function closeOnes<C extends { id: number; name_folded: string }>(folded: string, candidates: C[]) {
  return candidates.flatMap((candidate) => {
    const how = closeness(folded, candidate.name_folded);
    return how ? [{ ...candidate, exact: how === 'exact' }] : [];
  });
}

/** The ids of the close ones, each once; a record is exact when any of its names is. */
function exactById(close: { id: number; exact: boolean }[]) {
  const exact = new Map<number, boolean>();
  for (const { id, exact: same } of close) exact.set(id, (exact.get(id) ?? false) || same);
  return exact;
}

/** Each match's `detail` is in the translator's language. */
export async function ownerMatches(
  db: Executor,
  name: string,
  translator: Translator = ENGLISH,
): Promise<NameMatch[]> {
  const { t } = translator;
  const folded = foldText(name);
  if (!folded) return [];
  const exact = exactById(closeOnes(folded, await repo.ownerCandidates(db, folded)));
  if (exact.size === 0) return [];
  const rows = await repo.ownerDetails(db, [...exact.keys()]);
  return ordered(
    rows.map((row) => {
      const canoes = Number(row.canoe_count ?? 0);
      return {
        id: row.id,
        name: row.name,
        exact: exact.get(row.id) ?? false,
        detail: joined([
          // The interface's words for its type (the database allows only those it has words for).
          t(stewardsArea.ownerType, { type: row.owner_type }),
          canoes ? t(N.stewardCanoes, { count: canoes }) : t(N.noCanoesNow),
          row.founded_edtf && t(N.founded, { date: dateWordsIn(row.founded_edtf, translator) }),
        ]),
      };
    }),
  );
}

/** A maker is named by its person: the makers whose person's name is the same as or close to this person's. */
export async function makerMatches(
  db: Executor,
  personId: number,
  translator: Translator = ENGLISH,
): Promise<NameMatch[]> {
  const { t } = translator;
  const person = await repo.findPerson(db, personId);
  // No such person: no maker of theirs (a create then answers its own 400).
  if (!person) return [];
  const folded = person.name_folded;
  const exact = exactById(closeOnes(folded, await repo.makerCandidates(db, folded)));
  if (exact.size === 0) return [];
  const rows = await repo.makerDetails(db, [...exact.keys()]);
  return ordered(
    rows.map((row) => {
      const canoes = Number(row.canoe_count ?? 0);
      return {
        id: row.id,
        name: row.name,
        exact: exact.get(row.id) ?? false,
        detail: joined([
          t(makersArea.typeName, { type: row.maker_type }),
          canoes ? t(N.makerCanoes, { count: canoes }) : t(N.noCanoes),
        ]),
      };
    }),
  );
}

/** The year a race's date starts in, or null for an undated race. */
const yearOf = (edtf: string | null | undefined) =>
  edtf ? (parseEdtf(edtf)?.earliest.slice(0, 4) ?? null) : null;

/**
 * Races of the same or a close name in the same year (an undated race is compared with every year): the same
 * folded name in the same year is the same race (`exact`).
 */
export async function raceMatches(
  db: Executor,
  name: string,
  date?: string | null,
  translator: Translator = ENGLISH,
): Promise<NameMatch[]> {
  const folded = foldText(name);
  if (!folded) return [];
  const year = yearOf(date);
  const found: NameMatch[] = [];
  for (const row of closeOnes(folded, await repo.raceCandidates(db, folded))) {
    const rowYear = row.date ? row.date.slice(0, 4) : null;
    const sameYear = rowYear === year;
    if (!sameYear && rowYear !== null && year !== null) continue;
    found.push({
      id: row.id,
      name: row.name,
      exact: row.exact && sameYear,
      detail: joined([
        row.date_edtf ? dateWordsIn(row.date_edtf, translator) : translator.t(N.noDate),
        row.location,
      ]),
    });
  }
  return ordered(found);
}

/** Canoes with a name (current or earlier) the same as or close to this one, each canoe once. */
export async function canoeMatches(
  db: Executor,
  name: string,
  translator: Translator = ENGLISH,
): Promise<NameMatch[]> {
  const { t } = translator;
  const folded = foldText(name);
  if (!folded) return [];
  const close = closeOnes(folded, await repo.canoeCandidates(db, folded));
  if (close.length === 0) return [];
  const exact = exactById(close);
  const rows = await repo.canoeDetails(db, [...exact.keys()]);
  return ordered(
    rows.map((row) => {
      const same = exact.get(row.id) ?? false;
      // The name that matched, when it is not the canoe's current name.
      const matched = close.find((c) => c.id === row.id && c.exact === same)?.name ?? null;
      const current = row.current_name ?? matched ?? '';
      return {
        id: row.id,
        name: current,
        exact: same,
        detail: joined([
          matched !== null && matched !== current && t(N.earlierNamed, { name: matched }),
          row.hull_id ? t(N.hull, { hull: row.hull_id }) : t(N.noHullNumber),
          canoeTypeWords(translator, row.type_id) ?? row.type_name,
          row.build_date_edtf && t(N.built, { date: dateWordsIn(row.build_date_edtf, translator) }),
        ]),
      };
    }),
  );
}

/** The kinds of record a create may be refused for as a duplicate. */
type DuplicateKind = 'owner' | 'maker' | 'race' | 'canoe';

/**
 * The 409 for a create whose folded name is already taken, with the records that have it; nothing when the
 * keeper confirmed it (`confirm_duplicate`) or no record has it.
 */
export function refuseDuplicates(kind: DuplicateKind, matches: NameMatch[]) {
  const same = matches.filter((match) => match.exact);
  if (same.length === 0) return;
  // Said in the reader's language when the answer is written (the error handler).
  const error = new HttpError(409, say(N.refusal, { count: same.length, kind, name: same[0].name }));
  error.duplicates = same;
  throw error;
}

/**
 * Checks a create before it writes: throws the 409 unless the body confirms the duplicate. Its sentence is said in
 * the reader's language when the answer is written, and so are the records' details: the error handler asks `find`
 * again in that language (`HttpError.duplicatesIn`).
 */
export async function checkNotDuplicate(
  db: Db,
  kind: DuplicateKind,
  body: { confirm_duplicate?: boolean },
  find: (db: Executor, translator?: Translator) => Promise<NameMatch[]>,
) {
  if (body.confirm_duplicate) return;
  try {
    refuseDuplicates(kind, await find(db.kysely));
  } catch (error) {
    if (error instanceof HttpError && error.duplicates) {
      error.duplicatesIn = async (translator) =>
        (await find(db.kysely, translator)).filter((match) => match.exact);
    }
    throw error;
  }
}
