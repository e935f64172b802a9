/**
 * On the first start of an empty database (unless DEMO_DATA=off) load the demo archive and make a demo
 * administrator. Its password is random, kept in DATA_DIR/demo-admin.txt (readable by the operator only)
 * and printed at each start until that file is removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { withoutHistory } from '../db/change-context.ts';
import { createUser, findUserByEmail } from '../modules/auth/accounts.service.ts';
import { isDatabaseEmpty, seedDemoArchive } from './seed.ts';

export const DEMO_ADMIN_EMAIL = 'admin@demo.koa-canoes.example';

export async function ensureDemoArchive(db: Db, config: Config, log: FastifyBaseLogger) {
  const file = path.join(config.dataDir, 'demo-admin.txt');
  if (await isDatabaseEmpty(db)) {
    const started = Date.now();
    const counts = await seedDemoArchive(db);
    log.info({ counts, ms: Date.now() - started }, 'demo archive loaded');
    if (!(await findUserByEmail(db, DEMO_ADMIN_EMAIL))) {
      const password = randomBytes(9).toString('base64url');
      // Part of the starting point, like the archive: not a change in the history.
      await withoutHistory(() =>
        createUser(db, { email: DEMO_ADMIN_EMAIL, name: 'Demo Admin', password, groups: ['admin'] }),
      );
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.writeFileSync(file, `${DEMO_ADMIN_EMAIL}\n${password}\n`, { mode: 0o600 });
    }
  }
  // A database with real records never gets a demo account; the demo one stays until an operator removes it.
  if (!(await findUserByEmail(db, DEMO_ADMIN_EMAIL))) return null;
  let password: string | null = null;
  try {
    password = fs.readFileSync(file, 'utf8').split('\n')[1] || null;
  } catch {
    // The operator removed the file after changing or noting the password.
  }
  return { email: DEMO_ADMIN_EMAIL, password };
}
