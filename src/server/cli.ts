/**
 * Command line for operators and scripts (see README):
 *   user add EMAIL [--name NAME] [--password PASSWORD] [--group GROUP]...
 *   user groups EMAIL [--group GROUP]...      (replaces the groups; none removes them all and revokes the tokens)
 *   token create EMAIL [--label LABEL] [--days N]   (prints the token alone; --days: refused after N days)
 *   token revoke TOKEN
 *   export FILE.zip [--include-private | --protocol NAME]
 *                                            (the archive as a BagIt bag: docs/open-data.md)
 *   import FILE.zip                          (into an empty database)
 *   backup DIR [--keep N]                    (a consistent copy while the server runs: docs/backups.md)
 *   restore FILE                             (a backup made by `backup`; refused while a server runs)
 *   images move --to s3|db                   (every image's bytes into the bucket or the database: docs/scaling.md)
 *   translations export [--language haw] [--out FILE]
 *                                            (the translators' work as the repository's catalog file: decision 026)
 *   send-mail                                (queues the digests that are due and sends the outbox: decision 032)
 *   invite-subscribers                       (asks the mailing list, once, to follow the whole archive: decision 033)
 */
import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from './config.ts';
import { openServerDatabase } from './db/open.ts';
import {
  createApiToken,
  createUser,
  revokeApiToken,
  setUserGroups,
} from './modules/auth/accounts.service.ts';
import { HttpError } from './http/errors.ts';
import { CLI_ACTOR, runWithChangeContext } from './db/change-context.ts';
import { exportArchive } from './modules/open-data/export.ts';
import { protocolExport, protocolNamed } from './modules/protocols/protocol.service.ts';
import { EVERYTHING } from './core/viewer.ts';
import { BagError, importArchive } from './modules/open-data/import.ts';
import { backupDatabase, DEFAULT_KEEP, restoreBackup } from './modules/open-data/backup.ts';
import { DatabaseInUseError } from './db/server-lock.ts';
import { bucketFor, BucketError } from './modules/media/bucket.ts';
import { leftToMove, moveImages, type MoveTarget } from './modules/media/image-moves.ts';
import fs from 'node:fs';
import path from 'node:path';
import { exportCatalog } from './modules/translations/translation.service.ts';
import { TRANSLATED_LANGUAGES } from '../shared/api/translations.ts';
import { drainOutbox, workerName } from './modules/mail/outbox.service.ts';
import { inviteSubscribers, queueAllDigests } from './modules/follows/digests.ts';
import { createMailer } from './core/mailer.ts';

const USAGE = `Usage:
  npm run --silent cli -- user add EMAIL [--name NAME] [--password PASSWORD] [--group GROUP]...
  npm run --silent cli -- user groups EMAIL [--group GROUP]...
  npm run --silent cli -- token create EMAIL [--label LABEL] [--days N]
  npm run --silent cli -- token revoke TOKEN
  npm run --silent cli -- export FILE.zip [--include-private | --protocol NAME]
  npm run --silent cli -- import FILE.zip
  npm run --silent cli -- backup DIR [--keep N]
  npm run --silent cli -- restore FILE
  npm run --silent cli -- images move --to s3|db
  npm run --silent cli -- translations export [--language haw] [--out FILE]
  npm run --silent cli -- send-mail
  npm run --silent cli -- invite-subscribers`;

/** Options that take no value. */
const FLAGS = new Set(['include-private']);

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const options: Record<string, string[]> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2);
      if (FLAGS.has(key) && inline === undefined) {
        (options[key] ??= []).push('yes');
        continue;
      }
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`--${key} needs a value`);
      (options[key] ??= []).push(value);
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}

class UsageError extends Error {}

/** `--days N`: a whole number of days from 1 to 3650 (ten years). */
function tokenDays(values: string[]): number {
  const raw = values.at(-1)!;
  const days = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (values.length > 1 || !Number.isInteger(days) || days < 1 || days > 3650) {
    throw new UsageError(`--days must be one whole number of days from 1 to 3650; got "${values.join(' ')}"`);
  }
  return days;
}

/** `export FILE [--include-private | --protocol NAME]` and `import FILE` (docs/open-data.md). */
async function openData(command: 'export' | 'import', file: string, options: Record<string, string[]>) {
  for (const key of Object.keys(options)) {
    if (command === 'import' || (key !== 'include-private' && key !== 'protocol')) {
      throw new UsageError(`Unknown option --${key}`);
    }
  }
  const includePrivate = options['include-private'] !== undefined;
  const protocolWords = options.protocol;
  if (protocolWords && (protocolWords.length > 1 || includePrivate)) {
    throw new UsageError(
      includePrivate
        ? '--protocol and --include-private do not go together: a private export already holds everything'
        : '--protocol names one protocol',
    );
  }
  const config = loadConfig();
  const db = await openServerDatabase(config);
  const progress = (table: string, rows: number) => console.error(`${table}: ${rows} rows`);
  try {
    if (command === 'export') {
      let protocol: Awaited<ReturnType<typeof protocolExport>> | undefined;
      if (protocolWords) {
        const id = await protocolNamed(db, protocolWords[0]);
        if (id === null) {
          console.error(`No protocol is named "${protocolWords[0]}"; nothing was exported`);
          return 1;
        }
        // What the protocol's keepers download from its page (decision 020): the public archive and what it keeps.
        protocol = await protocolExport(db, EVERYTHING, id);
        console.error(
          `This archive holds what is kept for "${protocol.info.name}". Give it only to the people of that protocol.`,
        );
      }
      if (includePrivate) {
        console.error(
          'Warning: this archive holds private details (contact details, accounts without their passwords, the ' +
            'mailing list, who changed what and why). Keep it as you keep the database.',
        );
      }
      await exportArchive(db, file, {
        includePrivate,
        protocol,
        progress,
        bucket: bucketFor(config.objectStorage),
      });
      console.error(`Exported to ${file}`);
    } else {
      const { info } = await importArchive(db, file, progress);
      console.error(`Imported ${file} (schema ${info.schema}) into ${db.location}`);
      // With a bucket, imported images go where new ones go, by the same checked move as `images move --to s3`.
      const bucket = bucketFor(config.objectStorage);
      if (bucket && (await leftToMove(db, 's3')) > 0) {
        console.error(`Moving the imported images into the bucket ${bucket.name}…`);
        const { moved } = await moveImages(db, bucket, 's3');
        console.error(`${moved} images moved into the bucket ${bucket.name}`);
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof BagError) {
      console.error(`Nothing was imported: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

/** `images move --to s3|db`: every image's bytes into the bucket, or back into the database. */
async function images(action: string | undefined, options: Record<string, string[]>) {
  for (const key of Object.keys(options)) if (key !== 'to') throw new UsageError(`Unknown option --${key}`);
  const to = options.to?.at(-1);
  if (action !== 'move' || (to !== 's3' && to !== 'db') || options.to!.length > 1) {
    throw new UsageError('images move takes --to s3 or --to db');
  }
  const config = loadConfig();
  const bucket = bucketFor(config.objectStorage);
  if (!bucket) {
    console.error('S3_BUCKET and its settings must be set to move images (docs/scaling.md)');
    return 1;
  }
  const db = await openServerDatabase(config);
  const where = (target: MoveTarget) => (target === 's3' ? `the bucket ${bucket.name}` : 'the database');
  try {
    const done = await moveImages(db, bucket, to, (progress, left) =>
      console.error(`${progress.moved} moved, ${left} to go`),
    );
    console.error(
      `${done.moved} images moved into ${where(to)}; ${done.alreadyThere} were there already. ` +
        'Each was read back and checked by its SHA-256.',
    );
    return 0;
  } catch (error) {
    if (error instanceof BucketError) {
      console.error(
        `The move stopped: ${error.message}. What was moved stays moved; run the command again to go on.`,
      );
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

/** `--keep N`: how many backups stay, 1 to 1000. */
function keepCount(values: string[] | undefined): number {
  if (values === undefined) return DEFAULT_KEEP;
  const keep = /^\d+$/.test(values.at(-1)!.trim()) ? Number(values.at(-1)) : NaN;
  if (values.length > 1 || !Number.isInteger(keep) || keep < 1 || keep > 1000) {
    throw new UsageError(`--keep must be one whole number from 1 to 1000; got "${values.join(' ')}"`);
  }
  return keep;
}

/** `backup DIR [--keep N]` and `restore FILE` (docs/backups.md). */
async function backups(command: 'backup' | 'restore', target: string, options: Record<string, string[]>) {
  for (const key of Object.keys(options)) {
    if (command === 'restore' || key !== 'keep') throw new UsageError(`Unknown option --${key}`);
  }
  const keep = keepCount(options.keep);
  const config = loadConfig();
  if (command === 'restore') {
    try {
      console.error(await restoreBackup(config, target, () => openServerDatabase(config)));
      return 0;
    } catch (error) {
      if (error instanceof BagError || error instanceof DatabaseInUseError) {
        console.error(`Nothing was restored: ${error.message}`);
        return 1;
      }
      throw error;
    }
  }
  // A scheduled backup that makes nothing must say so and fail, whatever the reason (docs/backups.md).
  try {
    const db = await openServerDatabase(config);
    try {
      const bucket = bucketFor(config.objectStorage);
      const { file, removed } = await backupDatabase(db, target, keep, new Date(), bucket);
      if (db.dialect === 'sqlite' && (await leftToMove(db, 'db')) > 0) {
        console.error(
          'Images kept in the bucket are not in this copy of the database: back the bucket up too, or use ' +
            '`export` (docs/scaling.md).',
        );
      }
      for (const old of removed) console.error(`Removed ${old}`);
      console.log(file);
    } finally {
      await db.close();
    }
    return 0;
  } catch (error) {
    console.error(`No backup was made: ${error instanceof Error ? error.message : String(error)}`);
    if (!(error instanceof BagError)) console.error(error);
    return 1;
  }
}

/**
 * `translations export`: a language's translations (shipped and written in the archive) as the catalog file the
 * repository ships (src/shared/i18n/catalogs/LANG.json unless --out names another), sorted, each with its state.
 */
async function translations(action: string, options: Record<string, string[]>): Promise<number> {
  if (action !== 'export') throw new UsageError(`Unknown command: translations ${action}`);
  for (const key of Object.keys(options))
    if (key !== 'language' && key !== 'out') throw new UsageError(`Unknown option --${key}`);
  const language = options.language?.at(-1) ?? 'haw';
  const known = TRANSLATED_LANGUAGES as readonly string[];
  if (!known.includes(language)) {
    throw new UsageError(`--language must be one of ${known.join(', ')}; got "${language}"`);
  }
  const out = path.resolve(options.out?.at(-1) ?? path.join('src/shared/i18n/catalogs', `${language}.json`));
  const config = loadConfig();
  const db = await openServerDatabase(config);
  try {
    const catalog = await exportCatalog(db, language as (typeof TRANSLATED_LANGUAGES)[number]);
    fs.writeFileSync(out, `${JSON.stringify(catalog, null, 2)}\n`);
    const reviewed = Object.values(catalog).filter((entry) => entry.state === 'reviewed').length;
    console.error(`${Object.keys(catalog).length} translations (${reviewed} reviewed) written to ${out}`);
    return 0;
  } finally {
    await db.close();
  }
}

/** Queue the followers' digests that are due and send what waits in the mail outbox (decisions 032, 033): for a cron job when MAIL_WORKER_SECONDS is 0. */
async function sendMail(options: Record<string, string[]>): Promise<number> {
  for (const key of Object.keys(options)) throw new UsageError(`Unknown option --${key}`);
  const config = loadConfig();
  const db = await openServerDatabase(config);
  try {
    const log = { warn: (_: unknown, message: string) => console.error(message) } as never;
    await queueAllDigests(db, config);
    const result = await drainOutbox(db, createMailer(config.mail, log), workerName());
    console.error(`${result.sent} sent, ${result.retried} to try again later, ${result.failed} given up on`);
    return result.failed > 0 ? 1 : 0;
  } finally {
    await db.close();
  }
}

async function invite(options: Record<string, string[]>): Promise<number> {
  for (const key of Object.keys(options)) throw new UsageError(`Unknown option --${key}`);
  const config = loadConfig();
  if (!config.mail.smtpUrl && !config.mail.outboxDir) {
    console.error('The site sends no email: set SMTP_URL (or MAIL_OUTBOX_DIR) first.');
    return 1;
  }
  const db = await openServerDatabase(config);
  try {
    const asked = await inviteSubscribers(db, config);
    console.error(
      `${asked} asked to confirm following the whole archive; the outbox sends it (the server, or send-mail)`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

async function run(argv: string[]): Promise<number> {
  const { positional, options } = parseArgs(argv);
  if (positional[0] === 'invite-subscribers') {
    if (positional.length !== 1) throw new UsageError('invite-subscribers takes no argument');
    return invite(options);
  }
  if (positional[0] === 'send-mail') {
    if (positional.length !== 1) throw new UsageError('send-mail takes no argument');
    return sendMail(options);
  }
  if (positional[0] === 'translations') {
    if (positional.length !== 2) throw new UsageError('translations takes one command: export');
    return translations(positional[1], options);
  }
  if (positional[0] === 'backup' || positional[0] === 'restore') {
    if (positional.length !== 2)
      throw new UsageError(
        `${positional[0]} takes one ${positional[0] === 'backup' ? 'folder' : 'file'} name`,
      );
    return backups(positional[0], positional[1], options);
  }
  if (positional[0] === 'images') {
    if (positional.length !== 2) throw new UsageError('images move takes --to s3 or --to db');
    return images(positional[1], options);
  }
  if (positional[0] === 'export' || positional[0] === 'import') {
    if (positional.length !== 2) throw new UsageError(`${positional[0]} takes one file name`);
    return openData(positional[0], positional[1], options);
  }
  const [area, action, subject] = positional;
  if (!area || !action || !subject) throw new UsageError('Missing command or argument');
  const known = new Set(['name', 'password', 'group', 'label', 'days']);
  for (const key of Object.keys(options))
    if (!known.has(key)) throw new UsageError(`Unknown option --${key}`);

  const days = options.days === undefined ? null : tokenDays(options.days);

  const config = loadConfig();
  const db = await openServerDatabase(config);
  try {
    if (area === 'user' && action === 'add') {
      const generated = options.password ? null : randomBytes(12).toString('base64url');
      const user = await createUser(db, {
        email: subject,
        name: options.name?.[0] ?? null,
        password: options.password?.[0] ?? generated,
        groups: options.group ?? [],
      });
      console.error(`Created ${user.email}${options.group ? ` in ${options.group.join(', ')}` : ''}`);
      if (generated) console.log(generated);
      return 0;
    }
    if (area === 'user' && action === 'groups') {
      if (!(await setUserGroups(db, subject, options.group ?? []))) {
        console.error(`No account for ${subject}`);
        return 1;
      }
      console.error(
        options.group
          ? `Groups of ${subject}: ${options.group.join(', ')}`
          : `Groups of ${subject}: (none); its API tokens are revoked`,
      );
      return 0;
    }
    if (area === 'token' && action === 'create') {
      console.log(await createApiToken(db, subject, { label: options.label?.[0] ?? null, days }));
      if (days !== null) {
        const until = new Date(Date.now() + days * 86400_000).toISOString().slice(0, 16).replace('T', ' ');
        console.error(`The token works until ${until} UTC`);
      }
      return 0;
    }
    if (area === 'token' && action === 'revoke') {
      if (!(await revokeApiToken(db, subject))) {
        console.error('No such active token');
        return 1;
      }
      console.error('Token revoked');
      return 0;
    }
    throw new UsageError(`Unknown command: ${area} ${action}`);
  } finally {
    await db.close();
  }
}

// Every write of the command line is recorded in the change history as the command line's.
runWithChangeContext({ actor: CLI_ACTOR, reason: null, record: true }, () => run(process.argv.slice(2))).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof ConfigError || error instanceof HttpError) console.error(error.message);
    else console.error(error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
