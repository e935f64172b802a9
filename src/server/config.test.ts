import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configTable, readmeTable, tableCells } from '../../scripts/config-table.ts';
import { ConfigError, documentedVariables, loadConfig, uploadBodyLimit } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.demoData).toBe(true);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.maxImageBytes).toBe(25 * 1024 * 1024);
    expect(config.images).toEqual({ concurrency: 2, queueLength: 4, timeLimitSeconds: 20 });
    expect(config.passwordHashConcurrency).toBe(2);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DEMO_DATA: 'maybe' }, /DEMO_DATA/],
    [{ DB_SPEEDUPS: 'fast' }, /DB_SPEEDUPS must be "on" or "off"; got "fast"/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }, /OIDC_ISSUER/],
    [{ OIDC_ISSUER: 'https://id.example.org' }, /OIDC_CLIENT_ID/],
    [{ MAX_IMAGE_MB: '0' }, /MAX_IMAGE_MB/],
    [{ IMAGE_CONCURRENCY: '0' }, /IMAGE_CONCURRENCY must be a whole number from 1 to 16/],
    [{ IMAGE_QUEUE_LENGTH: 'many' }, /IMAGE_QUEUE_LENGTH/],
    [{ IMAGE_TIME_LIMIT_SECONDS: '0.5' }, /IMAGE_TIME_LIMIT_SECONDS must be a whole number from 1 to 300/],
    [{ PASSWORD_HASH_CONCURRENCY: '0' }, /PASSWORD_HASH_CONCURRENCY must be a whole number from 1 to 64/],
    [{ TRUST_PROXY: 'everyone' }, /TRUST_PROXY/],
    [{ PUBLIC_URL: 'koa.example.org' }, /PUBLIC_URL must be an absolute URL starting with http, https/],
    [{ PUBLIC_URL: 'ftp://koa.example.org' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'https://koa.example.org/?x=1' }, /PUBLIC_URL must not have a query/],
    [{ REGISTER_FORM_URL: 'javascript:alert(1)' }, /REGISTER_FORM_URL must be an absolute URL/],
    [{ REGISTER_FORM_URL: '/register' }, /REGISTER_FORM_URL/],
    [{ REGISTER_FORM_URL: 'mailto:' }, /REGISTER_FORM_URL/],
    [{ CONTACT_EMAIL: 'not-an-email' }, /CONTACT_EMAIL must be an email address/],
    [{ CONTACT_EMAIL: 'a@b' }, /CONTACT_EMAIL/],
    [{ SMTP_URL: 'smtp://mail.example.org:587' }, /PUBLIC_URL must be set when SMTP_URL is set/],
    [{ SMTP_URL: 'http://mail.example.org', PUBLIC_URL: 'https://k.org' }, /SMTP_URL/],
    [{ MAIL_FROM: 'Koa Registry' }, /MAIL_FROM/],
    [{ REGISTRATION: 'sometimes' }, /REGISTRATION/],
    [{ BUILTIN_ACCOUNTS: 'off' }, /BUILTIN_ACCOUNTS can be off only when OIDC_ISSUER is set/],
    [{ OIDC_IDENTITY_PROVIDERS: 'Google,Face book' }, /OIDC_IDENTITY_PROVIDERS/],
    [{ OIDC_COGNITO_DOMAIN: 'http://auth.example.org' }, /OIDC_COGNITO_DOMAIN/],
    [{ OIDC_COGNITO_DOMAIN: 'auth.example.org/logout' }, /OIDC_COGNITO_DOMAIN/],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, /REQUEST_TIMEOUT_SECONDS must be a whole number from 1/],
    [{ HEADERS_TIMEOUT_SECONDS: 'soon' }, /HEADERS_TIMEOUT_SECONDS/],
    [{ KEEP_ALIVE_TIMEOUT_SECONDS: '-1' }, /KEEP_ALIVE_TIMEOUT_SECONDS/],
    [{ IDLE_TIMEOUT_SECONDS: '1.5' }, /IDLE_TIMEOUT_SECONDS/],
    [
      { REQUEST_TIMEOUT_SECONDS: '20', HEADERS_TIMEOUT_SECONDS: '30' },
      /HEADERS_TIMEOUT_SECONDS \(30\) must not be longer than REQUEST_TIMEOUT_SECONDS \(20\)/,
    ],
    [{ ALLOWED_HOSTS: 'koa.example.org, https://koa.example.org' }, /ALLOWED_HOSTS must be host names/],
    [{ NODE_ENV: 'production' }, /PUBLIC_URL or ALLOWED_HOSTS must be set in production/],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, /REDIS_URL must be an absolute URL starting with redis, rediss/],
    [{ REDIS_URL: 'redis://127.0.0.1', REDIS_KEY_PREFIX: 'koa registry' }, /REDIS_KEY_PREFIX/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET must be set when S3_ENDPOINT is set/],
    [
      { S3_BUCKET: 'Koa_Photos', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' },
      /S3_BUCKET must be a bucket/,
    ],
    [{ S3_BUCKET: 'koa-photos', S3_SECRET_ACCESS_KEY: 'b' }, /S3_ACCESS_KEY_ID must be set/],
    [{ S3_BUCKET: 'koa-photos', S3_ACCESS_KEY_ID: 'a' }, /S3_SECRET_ACCESS_KEY must be set/],
    [
      {
        S3_BUCKET: 'koa-photos',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        S3_ENDPOINT: 'minio:9000',
      },
      /S3_ENDPOINT must be an absolute URL starting with http, https/,
    ],
    [
      { S3_BUCKET: 'koa-photos', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_REGION: 'US West' },
      /S3_REGION/,
    ],
    [
      { S3_BUCKET: 'koa-photos', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_FORCE_PATH_STYLE: 'y' },
      /S3_FORCE_PATH_STYLE must be "on" or "off"/,
    ],
  ])('names the variable when a value is wrong: %o', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
  });

  it('closes slow and idle connections, but gives the largest upload time on a slow phone line', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 600_000,
      headersMs: 30_000,
      keepAliveMs: 65_000,
      idleMs: 120_000,
    });
    for (const mb of ['1', '25', '100', '200']) {
      const config = loadConfig({ MAX_IMAGE_MB: mb });
      // The upload's body at 1 Mbit/s, with room to spare: half that speed still arrives in time.
      const secondsAt1Mbit = (uploadBodyLimit(config.maxImageBytes) * 8) / 1_000_000;
      expect(config.timeouts.requestMs / 1000).toBeGreaterThanOrEqual(2 * secondsAt1Mbit);
    }
    expect(loadConfig({ MAX_IMAGE_MB: '200' }).timeouts.requestMs).toBeGreaterThan(600_000);
    expect(
      loadConfig({
        REQUEST_TIMEOUT_SECONDS: '900',
        HEADERS_TIMEOUT_SECONDS: '10',
        KEEP_ALIVE_TIMEOUT_SECONDS: '5',
        IDLE_TIMEOUT_SECONDS: '60',
      }).timeouts,
    ).toEqual({ requestMs: 900_000, headersMs: 10_000, keepAliveMs: 5_000, idleMs: 60_000 });
  });

  it('trusts the hosts of ALLOWED_HOSTS and PUBLIC_URL, and localhost only in development', () => {
    expect(loadConfig({}).site).toMatchObject({ allowedHosts: [], trustLoopback: true });
    const config = loadConfig({
      NODE_ENV: 'production',
      ALLOWED_HOSTS: ' Koa.Example.org, registry.example.org:8443,,[::1]:3000 ',
      PUBLIC_URL: 'https://www.koa.example.org',
    });
    expect(config.site).toMatchObject({
      allowedHosts: ['koa.example.org', 'registry.example.org:8443', '[::1]:3000', 'www.koa.example.org'],
      trustLoopback: false,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://koa.example.org:8080' }).site.allowedHosts,
    ).toEqual(['koa.example.org:8080']);
  });

  it('switches to PostgreSQL with a postgres URL and turns the demo off', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: 'off' });
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(config.demoData).toBe(false);
  });

  it("keeps the database's speed-ups on unless DB_SPEEDUPS=off", () => {
    expect(loadConfig({}).dbSpeedups).toBe(true);
    expect(loadConfig({ DB_SPEEDUPS: 'off' }).dbSpeedups).toBe(false);
  });

  it('trusts no proxy by default, and what TRUST_PROXY names otherwise', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('serves the web build from dist/web in the repository wherever it is started', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    expect(loadConfig({}).site.webDir).toBe(path.join(root, 'dist', 'web'));
    expect(loadConfig({ WEB_DIR: '/srv/koa/web' }).site.webDir).toBe('/srv/koa/web');
    expect(loadConfig({ WEB_DIR: 'build/web' }).site.webDir).toBe(path.resolve('build/web'));
  });

  it('takes URLs from each request unless PUBLIC_URL is set, without a trailing slash', () => {
    expect(loadConfig({}).site.publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: 'https://Koa.Example.org/' }).site.publicUrl).toBe(
      'https://koa.example.org',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).site.publicUrl).toBe('http://localhost:8080');
  });

  it('opens the share form for a new canoe to document a canoe unless REGISTER_FORM_URL is set', () => {
    expect(loadConfig({}).site).toMatchObject({
      contactEmail: 'contact@koa-canoes.example',
      registerFormUrl: '/share?kind=new_canoe',
    });
    expect(loadConfig({ CONTACT_EMAIL: 'aloha@koa.org' }).site).toMatchObject({
      contactEmail: 'aloha@koa.org',
      registerFormUrl: '/share?kind=new_canoe',
    });
    const form = 'https://forms.example.org/canoe?lang=haw';
    expect(loadConfig({ REGISTER_FORM_URL: ` ${form} ` }).site.registerFormUrl).toBe(form);
    expect(loadConfig({ REGISTER_FORM_URL: 'mailto:x@koa.org' }).site.registerFormUrl).toBe(
      'mailto:x@koa.org',
    );
  });

  it('keeps built-in accounts and registration on, and logs reset links, unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.accounts).toEqual({ builtin: true, registration: true });
    expect(config.mail).toEqual({
      smtpUrl: null,
      from: 'contact@koa-canoes.example',
      outboxDir: null,
      workerSeconds: 30,
    });
    expect(config.oidc).toMatchObject({
      scopes: 'openid email profile',
      groupsClaim: null,
      label: 'Single Sign-On',
      identityProviders: [],
      cognitoDomain: null,
    });
  });

  it('reads the mail and provider settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      PUBLIC_URL: 'https://koa.example.org',
      MAIL_FROM: 'Koa Registry <no-reply@koa.example.org>',
      MAIL_OUTBOX_DIR: 'tmp/outbox',
      REGISTRATION: 'off',
      OIDC_ISSUER: 'https://cognito-idp.us-west-2.amazonaws.com/us-west-2_AbC',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_SCOPES: 'email profile',
      OIDC_LABEL: 'Hui Login',
      OIDC_IDENTITY_PROVIDERS: ' Google, Facebook ,Google',
      OIDC_COGNITO_DOMAIN: 'auth.koa.example.org',
      BUILTIN_ACCOUNTS: 'off',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.org:465',
      from: 'Koa Registry <no-reply@koa.example.org>',
      outboxDir: path.resolve('tmp/outbox'),
      workerSeconds: 30,
    });
    expect(config.accounts).toEqual({ builtin: false, registration: false });
    expect(config.oidc).toMatchObject({
      scopes: 'openid email profile',
      label: 'Hui Login',
      identityProviders: ['Google', 'Facebook'],
      cognitoDomain: 'https://auth.koa.example.org',
    });
  });

  it('counts limits in memory and keeps images in the database unless Redis and a bucket are set', () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({}).objectStorage).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://:pw@10.0.0.5:6379/2' }).redis).toEqual({
      url: 'redis://:pw@10.0.0.5:6379/2',
      keyPrefix: 'koa:',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'koa-photos',
        S3_REGION: 'us-west-2',
        AWS_ACCESS_KEY_ID: 'AKIA1',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).objectStorage,
    ).toEqual({
      bucket: 'koa-photos',
      endpoint: 'https://s3.us-west-2.amazonaws.com',
      region: 'us-west-2',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'secret',
      pathStyle: false,
      keyPrefix: '',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'koa-photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_KEY_PREFIX: 'registry',
      }).objectStorage,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', pathStyle: true, keyPrefix: 'registry/' });
  });

  it('names every wrong variable, one line each', () => {
    const refused = () => loadConfig({ PORT: 'eighty', DEMO_DATA: 'maybe', CONTACT_EMAIL: 'a@b' });
    expect(refused).toThrow(ConfigError);
    expect(refused).toThrow(
      /^PORT must be a whole number from 0 to 65535; got "eighty"\nDEMO_DATA must be "on" or "off"; got "maybe"\nCONTACT_EMAIL must be an email address; got "a@b"$/,
    );
  });
});

describe('the documentation of the variables', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

  it('is the README’s Configuration table (npx tsx scripts/config-table.ts --write writes it)', () => {
    expect(tableCells(readmeTable(read('README.md')))).toEqual(tableCells(configTable()));
  });

  it('gives each default that is one value as the value the server takes when the variable is unset', () => {
    const defaults = loadConfig({});
    // The bucket's settings mean nothing, and are refused, without S3_BUCKET.
    const plain = documentedVariables().filter(
      (v) => /^`[^`]+`$/.test(v.default) && !/^(S3|AWS)_/.test(v.name),
    );
    expect(plain.length).toBeGreaterThan(25);
    for (const v of plain) {
      expect({ [v.name]: loadConfig({ [v.name]: v.default.slice(1, -1) }) }).toEqual({ [v.name]: defaults });
    }
  });

  it('lists in docs/deploying.md every variable the server reads but the bucket’s own settings, and no other', () => {
    const table = read('docs/deploying.md').split('Every variable the server reads')[1]!.split('\n## ')[0]!;
    const named = new Set(table.match(/`[A-Z][A-Z0-9_]+`/g)!.map((name) => name.slice(1, -1)));
    const read_ = documentedVariables().map((v) => v.name);
    expect([...named].filter((name) => !read_.includes(name))).toEqual([]);
    expect(read_.filter((name) => !named.has(name) && !/^(S3|AWS)_/.test(name))).toEqual([]);
    expect(named.has('S3_BUCKET')).toBe(true);
  });
});
