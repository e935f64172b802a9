/** The command line, run as an operator would, against a real SQLite file then used by the API. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { setTranslation } from '../../src/server/modules/translations/translation.service.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openServerDatabase } from '../../src/server/db/open.ts';
import { buildCanoe, buildProtocol, keepFor } from '../../src/server/record-builders/index.ts';
import { insertStory } from '../../src/server/modules/submissions/submission.repository.ts';
import { nowIso } from '../../src/server/db/database.ts';
import { zipFiles } from '../setup/zip.ts';
import { enqueueMail } from '../../src/server/modules/mail/outbox.service.ts';
import { startSmtpSink } from '../setup/smtp-sink.ts';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-cli-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'off' };
const CLI = ['--import', 'tsx', 'src/server/cli.ts'];
/** The command line with settings of its own besides the test's (`SMTP_URL`, `MAIL_OUTBOX_DIR`, …). */
const cliWith = (settings: Record<string, string>, ...args: string[]) =>
  run(process.execPath, [...CLI, ...args], { env: { ...env, ...settings }, cwd: process.cwd() });
const cli = (...args: string[]) => cliWith({}, ...args);
/** Where the SMTP tests send (a PUBLIC_URL is required with SMTP_URL). */
const smtpTo = (url: string) => ({ SMTP_URL: url, PUBLIC_URL: 'https://canoes.example.org' });

async function withApp<T>(fn: (inject: (token: string) => Promise<number>) => Promise<T>) {
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
  const db = await openServerDatabase(config);
  const app = await buildApp({ config, db }, { logger: false });
  try {
    return await fn(async (token) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/owners',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      return res.statusCode;
    });
  } finally {
    await app.close();
    await db.close();
  }
}

beforeAll(() => fs.mkdirSync(dataDir, { recursive: true }));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('command line', () => {
  it('adds an admin, prints a token alone, and the token works until revoked', async () => {
    await cli(
      'user',
      'add',
      'keeper@example.org',
      '--name',
      'Keeper',
      '--password',
      'long-password-1',
      '--group',
      'admin',
    );
    const { stdout } = await cli('token', 'create', 'keeper@example.org');
    const token = stdout.trim();
    expect(stdout).toBe(`${token}\n`);
    expect(token).toMatch(/^kcr_[A-Za-z0-9_-]{40,}$/);

    // Validation (400) shows the token passed the permission check.
    expect(await withApp((inject) => inject(token))).toBe(400);
    await cli('token', 'revoke', token);
    expect(await withApp((inject) => inject(token))).toBe(401);
  }, 60_000);

  it('makes a non-admin account without --group, whose token is refused writes', async () => {
    await cli('user', 'add', 'visitor@example.org', '--password', 'long-password-2');
    const { stdout } = await cli('token', 'create', 'visitor@example.org');
    expect(await withApp((inject) => inject(stdout.trim()))).toBe(403);
  }, 60_000);

  it('makes a token that ends after --days, refused once it has expired', async () => {
    const { stdout, stderr } = await cli('token', 'create', 'keeper@example.org', '--days', '30');
    const token = stdout.trim();
    expect(stdout).toBe(`${token}\n`);
    expect(stderr).toMatch(/works until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(await withApp((inject) => inject(token))).toBe(400);

    const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    const db = await openServerDatabase(config);
    try {
      const row = await db.kysely
        .selectFrom('api_tokens')
        .select(['token_id', 'created_at', 'expires_at'])
        .orderBy('token_id', 'desc')
        .executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at!) - Date.parse(row.created_at)).toBe(30 * 86400_000);
      await db.kysely
        .updateTable('api_tokens')
        .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
        .where('token_id', '=', row.token_id)
        .execute();
    } finally {
      await db.close();
    }
    expect(await withApp((inject) => inject(token))).toBe(401);

    for (const bad of ['0', '1.5', 'soon']) {
      await expect(cli('token', 'create', 'keeper@example.org', '--days', bad)).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('--days must be one whole number of days from 1 to 3650'),
      });
    }
  }, 60_000);

  it('revokes the tokens of an account taken out of every group', async () => {
    const { stdout } = await cli('token', 'create', 'keeper@example.org');
    const token = stdout.trim();
    expect(await withApp((inject) => inject(token))).toBe(400);
    const { stderr } = await cli('user', 'groups', 'keeper@example.org');
    expect(stderr).toMatch(/\(none\); its API tokens are revoked/);
    await cli('user', 'groups', 'keeper@example.org', '--group', 'admin');
    expect(await withApp((inject) => inject(token))).toBe(401);
  }, 60_000);

  it('records the groups it sets in the change history as the command line', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    const db = await openServerDatabase(config);
    try {
      const changes = await db.kysely
        .selectFrom('changes')
        .select(['actor_kind', 'actor_name', 'record_type', 'summary'])
        .where('record_type', '=', 'account')
        .orderBy('change_id')
        .execute();
      expect(changes.map((c) => c.summary)).toEqual([
        'set the groups of keeper@example.org to admin',
        'set the groups of keeper@example.org to none',
        'set the groups of keeper@example.org to admin',
      ]);
      expect(new Set(changes.map((c) => `${c.actor_kind} ${c.actor_name}`))).toEqual(
        new Set(['cli Command line']),
      );
      // Passwords, sessions and tokens are never in the history.
      const rows = await db.kysely.selectFrom('change_rows').select(['before_json', 'after_json']).execute();
      const text = JSON.stringify(rows);
      expect(text).not.toMatch(/password|scrypt|token/);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('send-mail sends what waits in the outbox through the configured mailer, for a cron job', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    const db = await openServerDatabase(config);
    try {
      await enqueueMail(db.kysely, 'test', {
        to: 'follower@example.org',
        subject: 'What was added to Hōkūleʻa',
        text: 'A photo was added.',
      });
    } finally {
      await db.close();
    }
    const outbox = path.join(dataDir, 'outbox');
    const sent = await cliWith({ MAIL_OUTBOX_DIR: outbox }, 'send-mail');
    expect(sent.stderr).toMatch(/^1 sent, 0 to try again later, 0 given up on/);
    const [file] = fs.readdirSync(outbox);
    expect(JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8'))).toMatchObject({
      to: 'follower@example.org',
      subject: 'What was added to Hōkūleʻa',
    });
  }, 60_000);

  it('two send-mail processes at once send each message once, through SMTP', async () => {
    const sink = await startSmtpSink();
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    const db = await openServerDatabase(config);
    try {
      for (let n = 0; n < 30; n++) {
        await enqueueMail(db.kysely, 'test', {
          to: `reader${n}@example.org`,
          subject: `Digest ${n}`,
          text: 'x',
        });
      }
      // The first message waits until five others were taken: the other process is sending meanwhile.
      let first = true;
      sink.beforeAccept = async () => {
        if (!first) return;
        first = false;
        const deadline = Date.now() + 20_000;
        while (sink.received.length < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      };
      const send = () => cliWith(smtpTo(sink.url), 'send-mail');
      const answers = await Promise.all([send(), send()]);
      const counts = answers.map((answer) => Number(/^(\d+) sent/.exec(answer.stderr)?.[1]));
      expect(counts[0] + counts[1]).toBe(30);
      expect(Math.min(...counts)).toBeGreaterThan(0);
      const subjects = sink.received.map((mail) => mail.subject);
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
      // Each with the outbox's own Message-ID, one per message.
      expect(new Set(sink.received.map((mail) => mail.messageId)).size).toBe(30);
      expect(
        await db.kysely.selectFrom('mail_outbox').where('status', '!=', 'sent').select('mail_id').execute(),
      ).toEqual([]);
    } finally {
      await db.close();
      await sink.close();
    }
  }, 90_000);

  it('a send-mail process killed mid-send loses nothing, and the message is sent once by the next', async () => {
    const sink = await startSmtpSink();
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    const db = await openServerDatabase(config);
    try {
      for (let n = 0; n < 3; n++) {
        await enqueueMail(db.kysely, 'test', {
          to: `kupuna${n}@example.org`,
          subject: `Restart ${n}`,
          text: 'x',
        });
      }
      // The receiver never accepts the first: the sender is stopped while it waits.
      let stalled = () => {};
      const waiting = new Promise<void>((resolve) => (stalled = resolve));
      sink.beforeAccept = () => {
        stalled();
        return new Promise<void>(() => {});
      };
      const child = execFile(process.execPath, [...CLI, 'send-mail'], {
        env: { ...env, ...smtpTo(sink.url) },
        cwd: process.cwd(),
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      await waiting;
      child.kill('SIGKILL');
      await exited;
      const claimed = await db.kysely
        .selectFrom('mail_outbox')
        .where('subject', 'like', 'Restart %')
        .select(['subject', 'status'])
        .orderBy('mail_id')
        .execute();
      expect(claimed).toEqual([
        { subject: 'Restart 0', status: 'sending' },
        { subject: 'Restart 1', status: 'queued' },
        { subject: 'Restart 2', status: 'queued' },
      ]);
      // Its claim lapses (after CLAIM_MS; here at once), and the next run sends everything, each once.
      await db.kysely
        .updateTable('mail_outbox')
        .set({ claimed_until: new Date(Date.now() - 1000).toISOString() })
        .where('status', '=', 'sending')
        .execute();
      sink.beforeAccept = () => undefined;
      const again = await cliWith(smtpTo(sink.url), 'send-mail');
      expect(again.stderr).toMatch(/^3 sent/);
      expect(sink.received.map((mail) => mail.subject).sort()).toEqual([
        'Restart 0',
        'Restart 1',
        'Restart 2',
      ]);
    } finally {
      await db.close();
      await sink.close();
    }
  }, 90_000);

  it('invite-subscribers asks the mailing list, once, to confirm following the whole archive', async () => {
    const outbox = path.join(dataDir, 'invite-outbox');
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    const db = await openServerDatabase(config);
    try {
      for (const email of ['Old.Reader@example.org', 'paddler@example.org']) {
        await db.kysely
          .insertInto('subscribers')
          .values({ email, email_normalized: email.toLowerCase(), created_at: nowIso() })
          .execute();
      }
    } finally {
      await db.close();
    }
    // Without a way to send email it refuses, and asks no one.
    await expect(cli('invite-subscribers')).rejects.toMatchObject({
      stderr: expect.stringMatching(/sends no email/),
    });
    const invite = () =>
      cliWith({ MAIL_OUTBOX_DIR: outbox, PUBLIC_URL: 'https://canoes.example.org' }, 'invite-subscribers');
    expect((await invite()).stderr).toMatch(/^2 asked to confirm following the whole archive/);
    // Run again: nobody is asked twice.
    expect((await invite()).stderr).toMatch(/^0 asked/);
    const reopened = await openServerDatabase(config);
    try {
      const queued = await reopened.kysely
        .selectFrom('mail_outbox')
        .where('kind', '=', 'follow-confirmation')
        .select(['to_address', 'text_body'])
        .orderBy('mail_id')
        .execute();
      expect(queued.map((mail) => mail.to_address)).toEqual([
        'Old.Reader@example.org',
        'paddler@example.org',
      ]);
      expect(queued[0].text_body).toMatch(/the whole archive/);
      expect(queued[0].text_body).toMatch(/https:\/\/canoes\.example\.org\/follow\?token=/);
      // Nothing is followed until the link is opened; the list itself is kept.
      expect(
        await reopened.kysely
          .selectFrom('follows')
          .where('confirmed_at', 'is not', null)
          .select('follow_id')
          .execute(),
      ).toEqual([]);
      expect(await reopened.kysely.selectFrom('subscribers').select('email').execute()).toHaveLength(2);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it('explains its usage and fails for an unknown command', async () => {
    await expect(cli('frobnicate', 'x', 'y')).rejects.toMatchObject({ code: 2 });
    await expect(cli('user', 'add', 'keeper@example.org')).rejects.toMatchObject({
      stderr: expect.stringMatching(/already exists/),
    });
  }, 60_000);

  it('exports the archive to a bag and imports it into a new database; a damaged file is refused', async () => {
    // An archive with a canoe in it (the accounts made above are private: not in a default export).
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    const db = await openServerDatabase(config);
    await buildCanoe(db, { name: 'Hōkūleʻa' });
    await db.close();
    const bag = path.join(dataDir, 'archive.zip');
    const exported = await cli('export', bag);
    expect(exported.stderr).toContain(`Exported to ${bag}`);
    expect(exported.stderr).toContain('canoes: 1 rows');

    const newDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-cli-import-'));
    const importInto = (file: string) => cliWith({ DATA_DIR: newDir }, 'import', file);
    try {
      const damaged = path.join(dataDir, 'damaged.zip');
      fs.writeFileSync(damaged, fs.readFileSync(bag).subarray(0, 200));
      const refused = await importInto(damaged).catch((error: { code: number; stderr: string }) => error);
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr).toMatch(/^Nothing was imported: .*damaged\.zip/m);

      const imported = await importInto(bag);
      expect(imported.stderr).toContain('Imported');
      const copy = await openServerDatabase(loadConfig({ DATA_DIR: newDir, DEMO_DATA: 'off' }));
      const names = await copy.kysely.selectFrom('canoe_names').select('name').execute();
      await copy.close();
      expect(names.map((row) => row.name)).toEqual(['Hōkūleʻa']);
    } finally {
      fs.rmSync(newDir, { recursive: true, force: true });
    }
    // Three runs of the command line, each starting Node and tsx: seconds each on a busy machine.
  }, 90_000);

  it('exports what a protocol keeps, named as typed, without ʻokina or kahakō; an unknown one exports nothing', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    const db = await openServerDatabase(config);
    const ohana = await buildProtocol(db, { name: 'Kahananui ʻOhana' });
    const halau = await buildProtocol(db, { name: 'Hālau Hoe' });
    const canoe = await buildCanoe(db, { name: 'Mahina' });
    const story = (words: string) =>
      insertStory(db.kysely, {
        canoe_id: canoe.canoe_id,
        title: null,
        body: `<p>${words}</p>`,
        shown_name: 'A paddler',
        licence: null,
        shared_at: nowIso(),
        published_at: nowIso(),
        submission_id: null,
      });
    await keepFor(db, 'story', (await story('Ohana-story-words')).story_id, [ohana.id]);
    await keepFor(db, 'story', (await story('Halau-story-words')).story_id, [halau.id]);
    await db.close();

    const bag = path.join(dataDir, 'ohana.zip');
    const exported = await cli('export', bag, '--protocol', 'kahananui ohana');
    expect(exported.stderr).toContain('This archive holds what is kept for "Kahananui ʻOhana"');
    expect(exported.stderr).toContain(`Exported to ${bag}`);
    const text = [...(await zipFiles(bag)).values()].map((bytes) => bytes.toString('utf8')).join('\n');
    expect(text).toContain('Ohana-story-words');
    expect(text).not.toContain('Halau-story-words');
    expect(text).toContain('"name":"Kahananui ʻOhana"');

    const unknown = path.join(dataDir, 'nobody.zip');
    const refused = await cli('export', unknown, '--protocol', 'Nobody').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain(
      'No protocol is named "Nobody"; nothing was exported',
    );
    expect(fs.existsSync(unknown)).toBe(false);
    const both = await cli('export', unknown, '--protocol', 'Hālau Hoe', '--include-private').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(both).toMatchObject({ code: 2 });
    expect(fs.existsSync(unknown)).toBe(false);
  }, 90_000);

  it('writes the translators’ work as the repository’s catalog file, sorted, each with its state', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    const db = await openServerDatabase(config);
    await setTranslation(db, 'haw', 'shell.navMakers', { text: '(haw) Makers', state: 'reviewed' });
    await db.close();
    const out = path.join(dataDir, 'haw.json');
    const written = await cli('translations', 'export', '--out', out);
    expect(written.stderr).toMatch(/translations \(1 reviewed\) written to/);
    const catalog = JSON.parse(fs.readFileSync(out, 'utf8')) as Record<
      string,
      { text: string; state: string }
    >;
    expect(catalog['shell.navMakers']).toEqual({ text: '(haw) Makers', state: 'reviewed' });
    // The shipped drafts come along, so the file can replace the shipped one.
    expect(catalog['shell.navCanoes']).toEqual({ text: 'Waʻa', state: 'draft' });
    expect(Object.keys(catalog)).toEqual(Object.keys(catalog).sort());
    expect(fs.readFileSync(out, 'utf8').endsWith('}\n')).toBe(true);
    await expect(cli('translations', 'export', '--language', 'fr')).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
