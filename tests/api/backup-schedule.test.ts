/**
 * The nightly backup exactly as docs/backups.md schedules it: the systemd unit's WorkingDirectory,
 * EnvironmentFile and ExecStart, and the cron line, are read from the document and run as written in a scratch
 * copy of the layout of docs/deploying.md (`/srv/…` and `/var/backups/…` under a temporary folder, the code a
 * folder of links to this checkout). Each must leave a backup; a backup that cannot be written must fail with a
 * message, and so must npm when it is run in the wrong folder.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { openServerDatabase } from '../../src/server/db/open.ts';
import { buildCanoe } from '../../src/server/record-builders/index.ts';
import { testDialect } from '../setup/test-app.ts';

const backupsDoc = fs.readFileSync('docs/backups.md', 'utf8');
const deployingDoc = fs.readFileSync('docs/deploying.md', 'utf8');

/** The fenced blocks of a Markdown document in the given language. */
const blocks = (markdown: string, language: string) =>
  [...markdown.matchAll(new RegExp('^```' + language + '\\n([\\s\\S]*?)^```', 'gm'))].map((m) => m[1]);

/** `Key=value` lines of a systemd unit. */
function unitSettings(unit: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of unit.split('\n')) {
    const setting = /^(\w+)=(.*)$/.exec(line.trim());
    if (setting) settings[setting[1]] = setting[2];
  }
  return settings;
}

const backupUnit = unitSettings(blocks(backupsDoc, 'ini').find((unit) => /ExecStart=.* backup /.test(unit))!);
const serverUnit = unitSettings(
  blocks(deployingDoc, 'ini').find((unit) => /dist\/server\/main\.js/.test(unit))!,
);
const cronLines = blocks(backupsDoc, 'cron')
  .flatMap((block) => block.split('\n'))
  .filter((line) => line.trim() && !line.startsWith('#'));
const cloneDir = /git clone \S+ (\/\S+)/.exec(deployingDoc)![1];

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-schedule-'));
/** A documented path in the scratch layout: /srv/… and /var/backups/… move under the scratch folder. */
const mapped = (text: string) => text.replace(/(?<![\w./-])\/(srv|var\/backups)\//g, `${root}/$1/`);
const envFile = mapped(backupUnit.EnvironmentFile);
const dataDir = path.join(path.dirname(envFile), 'data');
const backupDir = path.join(root, 'var', 'backups', 'koa-registry');

/** A documented command run in the scratch layout, with the environment that systemd or cron gives it. */
function runDocumented(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const home = path.join(root, 'home');
  fs.mkdirSync(home, { recursive: true });
  const child = spawn(command, args, { cwd, env: { HOME: home, LANG: 'C.UTF-8', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** systemd's own environment for a service, then the EnvironmentFile's settings (quotes removed). */
function systemdEnvironment(): Record<string, string> {
  const env: Record<string, string> = {
    PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
  };
  for (const line of fs.readFileSync(envFile, 'utf8').split('\n')) {
    const setting = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (setting) env[setting[1]] = setting[2].replace(/^"(.*)"$/, '$1');
  }
  return env;
}

const runUnit = () => {
  // A plain command line (no quotes or variables), so splitting on spaces is what systemd does.
  expect(backupUnit.ExecStart).not.toMatch(/["'$\\]/);
  const [command, ...args] = mapped(backupUnit.ExecStart).split(/\s+/);
  return runDocumented(command, args, mapped(backupUnit.WorkingDirectory), systemdEnvironment());
};
const runCron = () => {
  expect(cronLines).toHaveLength(1);
  const command = cronLines[0].trim().split(/\s+/).slice(5).join(' ');
  return runDocumented('/bin/sh', ['-c', mapped(command)], path.join(root, 'home'), {
    PATH: '/usr/bin:/bin',
    SHELL: '/bin/sh',
  });
};

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const backups = () => (fs.existsSync(backupDir) ? fs.readdirSync(backupDir).sort() : []);

// The layout is the same on either database: run once, on SQLite (cli.test.ts's way).
describe.runIf(testDialect() === 'sqlite')('the documented backup schedule', () => {
  beforeAll(async () => {
    // The code, where deploying.md clones it: a folder of links to this checkout.
    const app = mapped(cloneDir);
    fs.mkdirSync(app, { recursive: true });
    for (const entry of ['package.json', 'tsconfig.json', 'src', 'node_modules']) {
      fs.symlinkSync(path.resolve(entry), path.join(app, entry));
    }
    // The settings file deploying.md describes, with a quoted value as in its example.
    fs.writeFileSync(
      envFile,
      `DATA_DIR=${dataDir}\nDEMO_DATA=off\nMAIL_FROM="Koa Canoe Registry <registry@example.org>"\n`,
    );
    const db = await openServerDatabase(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' }));
    try {
      await buildCanoe(db, { name: 'Mauloa' });
    } finally {
      await db.close();
    }
  });
  it('runs where deploying.md puts the code and the settings', () => {
    expect(backupUnit.WorkingDirectory).toBe(cloneDir);
    expect(backupUnit.WorkingDirectory).toBe(serverUnit.WorkingDirectory);
    expect(backupUnit.EnvironmentFile).toBe(serverUnit.EnvironmentFile);
    expect(mapped(cronLines[0])).toContain(`cd ${mapped(cloneDir)} `);
  });

  it('makes a backup from the systemd unit and from the cron line, each holding the archive', async () => {
    const unit = await runUnit();
    expect(unit, unit.stderr).toMatchObject({ code: 0 });
    expect(backups()).toEqual([expect.stringMatching(/^registry-\d{8}-\d{6}\.sqlite$/)]);
    expect(unit.stdout).toContain(path.join(backupDir, backups()[0]));

    // Backups are named by the second: the next one in a new second.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
    const cron = await runCron();
    expect(cron, cron.stderr).toMatchObject({ code: 0 });
    expect(backups()).toHaveLength(2);

    const copy = openDatabase({ databaseUrl: null, sqliteFile: path.join(backupDir, backups()[1]) });
    try {
      const names = await copy.kysely.selectFrom('canoe_names').select('name').execute();
      expect(names.map((row) => row.name)).toEqual(['Mauloa']);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('fails with a message when it cannot write the backup', async () => {
    // The backup folder is a file: nothing can be written there, even by root.
    const kept = `${backupDir}.kept`;
    fs.renameSync(backupDir, kept);
    fs.writeFileSync(backupDir, 'not a folder');
    try {
      const cron = await runCron();
      expect(cron.code).toBe(1);
      expect(cron.stderr).toMatch(/^No backup was made: cannot write in /m);
      expect(cron.stderr).toContain(backupDir);
    } finally {
      fs.rmSync(backupDir);
      fs.renameSync(kept, backupDir);
    }
  }, 60_000);

  it('says why when npm cannot run it at all (run in a folder without the code)', async () => {
    const [command, ...args] = mapped(backupUnit.ExecStart).split(/\s+/);
    const wrong = await runDocumented(command, args, root, systemdEnvironment());
    expect(wrong.code).not.toBe(0);
    expect(wrong.stdout + wrong.stderr).toMatch(/package\.json/);
    expect(backups()).toHaveLength(2);
  }, 60_000);
});
