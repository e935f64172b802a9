/**
 * A search asks the trigram index for its text's rarest trigrams only, then compares the whole text on the rows
 * they find (db/text-search.ts): it must find exactly what the whole text finds, whatever the text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/setup/test-app.ts';
import { foldText } from '../../shared/text.ts';
import { buildCanoe } from '../record-builders/index.ts';
import { listCanoeSummaries } from '../modules/canoes/canoe.repository.ts';
import { type Db } from './database.ts';
import { selectiveTrigrams } from './trigram-sample.ts';

let db: Db;
let drop: () => Promise<void>;
/** Every canoe's name by id. */
const names = new Map<number, string>();

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase({ migrated: true }));
  // Most canoes are named "Kaʻole …": `kao`, `aol`, `ole` and `le ` are in nearly every name, `kui` in four.
  const made = [
    ...Array.from({ length: 150 }, (_, i) => `Kaʻole ${i + 1}`),
    'Kūʻikemoʻole 5001',
    'Kūʻikemoʻole 5002',
    'Pono% Kui_ole',
    'Pono Kuiaole',
  ];
  for (const name of made) {
    const canoe = await buildCanoe(db, { name, hullId: null });
    names.set(canoe.id, name);
  }
}, 120_000);
afterAll(() => drop());

/** The canoes a search for `q` finds, by id. */
async function found(q: string) {
  const page = await listCanoeSummaries(db.kysely, { limit: 1000, offset: 0 }, { q });
  return page.rows.map((r) => r.canoe_id).sort((a, b) => a - b);
}

/** The canoes whose name holds the folded text: what any search must find. */
function expected(q: string) {
  const needle = foldText(q);
  return [...names]
    .filter(([, name]) => foldText(name).includes(needle))
    .map(([id]) => id)
    .sort((a, b) => a - b);
}

describe('the trigrams a search asks the index for', () => {
  it('are the text’s rarest, leaving out those in many names', async () => {
    const chosen = await selectiveTrigrams(db.kysely, 'canoe_names.name_folded', 'kuikemoole 5001');
    expect(chosen).toHaveLength(2);
    for (const common of ['ole', 'le ', 'aol', 'kao']) expect(chosen).not.toContain(common);
  });

  it('are none when the text is short or every trigram of it is common', async () => {
    expect(await selectiveTrigrams(db.kysely, 'canoe_names.name_folded', 'kuik')).toBeNull();
    expect(await selectiveTrigrams(db.kysely, 'canoe_names.name_folded', 'kaole')).toBeNull();
  });

  it.each([
    'Kūʻikemoʻole 5001',
    'kuikemoole 500',
    'ikemoole',
    'Kaʻole 12',
    'kaole 2',
    'ole',
    'o% kui_o',
    'kui_ole',
    'pono kui',
    'no such canoe at all',
  ])('find exactly the names holding %j', async (q) => {
    expect(await found(q)).toEqual(expected(q));
  });
});
