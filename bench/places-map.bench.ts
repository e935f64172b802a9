/**
 * The map of the islands at 1,000 places (issue 35): an archive filled as keepers fill it (places on every island at
 * random points on land, most exact, some district-only or island-only; 3,000 canoes, most with an origin place and
 * some with home waters), then the map's answer and pages asked as visitors ask them, uncached (the response cache
 * off), each island and the whole map in turn: time per answer (p50/p95) and bytes (raw, gzip, Brotli).
 *   npx tsx bench/places-map.bench.ts [--places 1000] [--canoes 3000] [--rounds 30]
 * The pages' figures need a build (`npm run build`); without one only the API is measured.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrate, openDatabase } from '../src/server/db/database.ts';
import { withoutHistory } from '../src/server/db/change-context.ts';
import { buildCanoe, buildPlace } from '../src/server/record-builders/index.ts';
import { islandAt } from '../src/server/modules/places/island-map.ts';
import { ISLANDS, type Island } from '../src/shared/islands.ts';
import type { PlacePrecision } from '../src/shared/place-precision.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const PLACES = Number(arg('places') ?? 1_000);
const CANOES = Number(arg('canoes') ?? 3_000);
const ROUNDS = Number(arg('rounds') ?? 30);

/** Each island's box (lon, lat), to draw random points from and keep those on land. */
const BOXES: Record<Island, [number, number, number, number]> = {
  hawaii: [-156.1, 18.9, -154.8, 20.3],
  maui: [-156.7, 20.55, -155.95, 21.05],
  kahoolawe: [-156.7, 20.5, -156.53, 20.6],
  lanai: [-157.07, 20.72, -156.8, 20.93],
  molokai: [-157.32, 21.05, -156.7, 21.22],
  oahu: [-158.3, 21.25, -157.64, 21.72],
  kauai: [-159.8, 21.86, -159.28, 22.24],
  niihau: [-160.25, 21.77, -160.05, 22.03],
};
const WEIGHTS: Record<Island, number> = {
  hawaii: 30,
  maui: 18,
  kahoolawe: 1,
  lanai: 3,
  molokai: 8,
  oahu: 28,
  kauai: 10,
  niihau: 2,
};
const SYLLABLES = ['ka', 'la', 'ma', 'na', 'wa', 'hā', 'ʻo', 'pu', 'ke', 'lī', 'hi', 'ʻai', 'mō', 'ku', 'ne'];

let seed = 20261130;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

function weightedIsland(): Island {
  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  let n = random() * total;
  for (const island of ISLANDS) if ((n -= WEIGHTS[island]) < 0) return island;
  return 'hawaii';
}

function pointOn(island: Island): { latitude: number; longitude: number } {
  const [w, s, e, n] = BOXES[island];
  for (;;) {
    const longitude = Number((w + random() * (e - w)).toFixed(5));
    const latitude = Number((s + random() * (n - s)).toFixed(5));
    if (islandAt(latitude, longitude) === island) return { latitude, longitude };
  }
}

const placeName = () => {
  const n = 2 + Math.floor(random() * 3);
  const name = Array.from({ length: n }, () => pick(SYLLABLES)).join('');
  return name.charAt(0).toUpperCase() + name.slice(1);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-bench-map-'));
  const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'bench.sqlite') });
  try {
    await migrate(db);
    const started = performance.now();
    const placeIds: number[] = [];
    await withoutHistory(async () => {
      for (let i = 0; i < PLACES; i++) {
        const island = weightedIsland();
        const r = random();
        const precision: PlacePrecision = r < 0.6 ? 'exact' : r < 0.9 ? 'district' : 'island';
        const point = r < 0.95 ? pointOn(island) : { latitude: null, longitude: null };
        const place = await buildPlace(db, {
          name: `${placeName()} ${i}`,
          island,
          moku: random() < 0.7 ? placeName() : null,
          precision,
          ...point,
        });
        placeIds.push(place.place_id);
      }
      for (let i = 0; i < CANOES; i++) {
        const canoe = await buildCanoe(db, { name: `${placeName()} ${i}` });
        await db.kysely
          .updateTable('canoes')
          .set({
            origin_place_id: random() < 0.8 ? pick(placeIds) : null,
            home_place_id: random() < 0.4 ? pick(placeIds) : null,
          })
          .where('canoe_id', '=', canoe.canoe_id)
          .execute();
      }
    });
    console.log(
      `seeded ${PLACES} places and ${CANOES} canoes in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({ ...process.env, DEMO_DATA: 'off', DATABASE_URL: '', RESPONSE_CACHE_MB: '0' });
    const app = await buildApp({ config, db });
    const built = fs.existsSync(path.join(import.meta.dirname, '..', 'dist', 'ssr'));
    const kinds: [string, (island: Island | null) => string][] = [
      ['GET /api/places/map', (island) => (island ? `/api/places/map?island=${island}` : '/api/places/map')],
      [
        'GET /api/places (the list, 100)',
        (island) => `/api/places?limit=100${island ? `&island=${island}` : ''}`,
      ],
      ...(built
        ? ([
            ['page /places', () => '/places'],
            ['page /places/islands/:island', (island) => `/places/islands/${island ?? 'oahu'}`],
          ] as [string, (island: Island | null) => string][])
        : []),
    ];
    console.log(`\n| Request | p50 | p95 | bytes | gzip | Brotli |\n|---|---|---|---|---|---|`);
    for (const [label, url] of kinds) {
      const times: number[] = [];
      let bytes = 0;
      let body: Buffer = Buffer.alloc(0);
      for (let round = 0; round < ROUNDS; round++) {
        for (const island of [null, ...ISLANDS]) {
          const t0 = performance.now();
          const res = await app.inject({
            method: 'GET',
            url: url(island),
            headers: { 'accept-encoding': 'identity' },
          });
          times.push(performance.now() - t0);
          if (res.statusCode !== 200) throw new Error(`${url(island)}: ${res.statusCode}`);
          if (island === null) {
            body = res.rawPayload;
            bytes = body.length;
          }
        }
      }
      const sorted = times.sort((a, b) => a - b);
      const gzip = zlib.gzipSync(body).length;
      const brotli = zlib.brotliCompressSync(body).length;
      console.log(
        `| ${label} | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.95))} | ${kb(bytes)} | ${kb(gzip)} | ${kb(brotli)} |`,
      );
    }
    console.log(
      '\n(bytes: the whole map, or the page of all islands; times over every island and the whole map)',
    );
    await app.close();
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
