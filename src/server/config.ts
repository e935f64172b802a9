import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from '../shared/site-time.ts';

/** The repository root, so the default web build folder does not depend on the working directory. */
const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Everything the server reads from its environment, parsed once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl: string | null;
  demoData: boolean;
  /** The database's speed-ups (prepared statements, kept plans, the trigram sample): on unless DB_SPEEDUPS=off. */
  dbSpeedups: boolean;
  /**
   * PSEUDO_TRANSLATION: a page in another language than English, asked with the cookie `pseudo=1`, shows every
   * message in a pseudo-language (accented, lengthened, bracketed), so words that are not messages stand out
   * (development and the browser tests; decision 026).
   */
  pseudoTranslation: boolean;
  production: boolean;
  logLevel: string;
  /** Largest image accepted for upload, in bytes (decoded). */
  maxImageBytes: number;
  /** Uploaded images: how many are processed at once, how many more may wait, and how long one may take. */
  images: { concurrency: number; queueLength: number; timeLimitSeconds: number };
  /** Recordings (decision 035): the largest file in bytes, and the longest recording in seconds. */
  recordings: { maxBytes: number; maxSeconds: number };
  /** Memory for visitors' public API answers kept between requests (http/response-cache.ts); 0 turns it off. */
  responseCacheBytes: number;
  session: {
    /** Session lifetime without "remember me", in seconds. */
    ttlSeconds: number;
    /** Session lifetime with "remember me", in seconds. */
    rememberTtlSeconds: number;
    cookieName: string;
    secureCookie: boolean;
  };
  oidc: {
    issuer: string | null;
    clientId: string | null;
    clientSecret: string | null;
    /** Always includes `openid`. */
    scopes: string;
    /** null: `cognito:groups` when the token has it, else `groups`. */
    groupsClaim: string | null;
    /** The provider's name on the sign-in button: 'Sign in with {label}'. */
    label: string;
    /** Cognito's federated providers (Google, Facebook…), each offered as its own button (`identity_provider`). */
    identityProviders: string[];
    /** Cognito's hosted-UI origin (`https://…`), whose `/logout` ends the provider's session. */
    cognitoDomain: string | null;
  };
  accounts: {
    /** Email-and-password accounts kept by the registry itself. */
    builtin: boolean;
    /** Anyone may create a (non-admin) built-in account on /register. */
    registration: boolean;
  };
  mail: {
    /** `smtp://user:pass@host:587` or `smtps://…`; null: links are logged for the operator instead. */
    smtpUrl: string | null;
    from: string;
    /** Development and tests: each message is written to this folder as JSON instead of being sent. */
    outboxDir: string | null;
    /** How often the server's worker sends what waits in the outbox (decision 032), in seconds; 0: only `cli send-mail`. */
    workerSeconds: number;
  };
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): false trusts none, a number that many
   * hops, a string a comma-separated list of addresses or CIDR ranges. Rate limits count per client address.
   */
  trustProxy: boolean | number | string;
  /** Prometheus metrics on a port of their own (http/metrics.ts); null port: no metrics are kept. */
  metrics: { port: number | null; host: string };
  /** Requests per minute per client for POST /api/subscribers. */
  subscribeRateLimit: number;
  /** Community submissions: the abuse defences' settings, and how long refused ones are kept. */
  submissions: {
    /** Submissions one client may send an hour. */
    ratePerHour: number;
    /** The fewest seconds between opening the form (its challenge) and sending it. */
    minFillSeconds: number;
    /** The proof of work: the secret number is at most this (the browser tries half of it on average). */
    powMaxNumber: number;
    /** All of one submission's photos together, in bytes. */
    maxTotalBytes: number;
    /** A recording sent with a submission, in bytes (its length is limited as keepers' are). */
    maxRecordingBytes: number;
    /** Days a rejected or spam submission is kept after its review before it is erased; 0 keeps it. */
    keepClosedDays: number;
  };
  /** Password hashes (sign-in, registration, reset) allowed to run at once; the rest wait their turn. */
  passwordHashConcurrency: number;
  /** How long a connection may take, in milliseconds (see README: Configuration). */
  timeouts: {
    /** Receiving a whole request, headers and body: long enough for the largest upload on a slow line. */
    requestMs: number;
    /** Receiving a request's headers; a connection that sends none is closed after this too. */
    headersMs: number;
    /** An open connection waiting for its next request. */
    keepAliveMs: number;
    /** A connection on which nothing moves either way (a stalled upload, a reader that stopped reading). */
    idleMs: number;
  };
  /**
   * Several server processes share their limits through Redis when it is set (docs/scaling.md); null: each
   * process counts in its own memory.
   */
  redis: { url: string; keyPrefix: string } | null;
  /** New images go to this S3-compatible bucket when it is set (decision 016); null: into the database. */
  objectStorage: ObjectStorageConfig | null;
  site: {
    /** The built web app (Vite's output): index.html, assets/ and the public files. */
    webDir: string;
    /**
     * Where the site is reached, without a trailing slash, for canonical, Open Graph and sitemap URLs; null
     * takes the scheme and host of each request.
     */
    publicUrl: string | null;
    /**
     * Host names (`name` or `name:port`, lower case) the site answers to and writes into links, from
     * ALLOWED_HOSTS and PUBLIC_URL. In production any other Host header is refused.
     */
    allowedHosts: string[];
    /** localhost, 127.0.0.1 and [::1] are trusted too (development). */
    trustLoopback: boolean;
    /** Where people go to document a canoe (an external form, or a mailto: link). */
    registerFormUrl: string;
    contactEmail: string;
    /** SITE_TIME_ZONE: the IANA zone every moment is shown in (a change's time, a submission received). */
    timeZone: string;
  };
}

export interface ObjectStorageConfig {
  bucket: string;
  /** The store's address (`https://…`), without the bucket; AWS's regional address when not set. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO, s3rver, most stores that are not AWS). */
  pathStyle: boolean;
  /** Put before every object's name, so one bucket can hold more than one archive (`koa/`). */
  keyPrefix: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** A variable's line in the README's Configuration table (scripts/config-table.ts writes the table from these). */
export interface VariableDoc {
  /** The default as a reader sees it: `3000`, (none), or a few words. */
  default: string;
  meaning: string;
}

/** Each variable's documentation, kept with its schema. */
const documentation = z.registry<VariableDoc>();

/**
 * A refused value: the issue's message follows the variable's name ('must be …; got "…"'), which the object
 * schema puts in the issue's path and `loadConfig` puts before the message.
 */
function refuse(ctx: z.core.$RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** A variable as the environment holds it: text, or undefined when it is not set. */
const variable = () => z.string().optional();

/** Trimmed text; null when unset or blank. */
const text = () => variable().transform((raw) => raw?.trim() || null);

/** A whole number from `min` to `max`; null when unset or blank. */
const wholeOrNull = (min: number, max: number) =>
  variable().transform((raw, ctx) => {
    if (raw === undefined || raw.trim() === '') return null;
    const value = Number(raw);
    if (Number.isInteger(value) && value >= min && value <= max) return value;
    return refuse(ctx, `must be a whole number from ${min} to ${max}; got "${raw}"`);
  });

const whole = (fallback: number, min: number, max: number) =>
  wholeOrNull(min, max).transform((value) => value ?? fallback);

const ON = ['on', 'true', '1', 'yes'];
const OFF = ['off', 'false', '0', 'no'];

/** on/true/1/yes or off/false/0/no, in any case; null when unset or blank. */
const onOff = () =>
  variable().transform((raw, ctx) => {
    const word = raw?.trim().toLowerCase();
    if (!word) return null;
    if (ON.includes(word)) return true;
    if (OFF.includes(word)) return false;
    return refuse(ctx, `must be "on" or "off"; got "${raw}"`);
  });

/** Text matching `pattern` (else `described`, as in 'must be {described}; got "…"'); null when unset. */
const matching = (pattern: RegExp, described: string) =>
  text().transform((value, ctx) =>
    value === null || pattern.test(value) ? value : refuse(ctx, `must be ${described}; got "${value}"`),
  );

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const FROM = /^[^<>]*<([^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+)>$/;

/** An absolute URL with one of `schemes` (e.g. ['http:', 'https:']); null when unset. */
const url = (schemes: string[]) =>
  text().transform((value, ctx) => {
    if (value === null) return null;
    const parsed = URL.canParse(value) ? new URL(value) : null;
    const target = parsed?.protocol === 'mailto:' ? parsed.pathname : parsed?.host;
    if (parsed && schemes.includes(parsed.protocol) && target) return value;
    const names = schemes.map((s) => s.replace(':', '')).join(', ');
    return refuse(ctx, `must be an absolute URL starting with ${names}; got "${value}"`);
  });

/** An http(s) URL without a query or fragment, and without its trailing slashes; null when unset. */
const siteAddress = () =>
  url(['http:', 'https:']).transform((value, ctx) => {
    if (value === null) return null;
    const parsed = new URL(value);
    if (parsed.search || parsed.hash) return refuse(ctx, `must not have a query or fragment; got "${value}"`);
    return parsed.href.replace(/\/+$/, '');
  });

/** Comma-separated items, trimmed (lower-cased when told), each matching `pattern`; [] when unset. */
const list = (pattern: RegExp, described: string, lowerCase = false) =>
  text().transform((value, ctx) => {
    const items = (value ?? '')
      .split(',')
      .map((item) => (lowerCase ? item.trim().toLowerCase() : item.trim()))
      .filter(Boolean);
    const wrong = items.find((item) => !pattern.test(item));
    return wrong === undefined
      ? items
      : refuse(ctx, `must be ${described} separated by commas; got "${wrong}"`);
  });

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port. */
export const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const trustProxy = () =>
  variable().transform((raw, ctx): boolean | number | string => {
    const value = raw?.trim();
    if (!value || OFF.includes(value.toLowerCase())) return false;
    // `1` is one proxy hop here, not "on".
    if (ON.includes(value.toLowerCase()) && value !== '1') return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return hops >= 1 && hops <= 10
        ? hops
        : refuse(ctx, `must be a whole number from 1 to 10; got "${raw}"`);
    }
    if (/^[0-9a-fA-F.:/,\s]+$/.test(value)) return value;
    return refuse(
      ctx,
      `must be off, on, a number of proxy hops, or proxy addresses separated by commas; got "${value}"`,
    );
  });

const cognitoDomain = () =>
  text().transform((value, ctx) => {
    if (value === null) return null;
    const withScheme = /^[a-z]+:\/\//i.test(value) ? value : `https://${value}`;
    const parsed = URL.canParse(withScheme) ? new URL(withScheme) : null;
    if (parsed && parsed.protocol === 'https:' && parsed.pathname === '/' && !parsed.search)
      return parsed.origin;
    return refuse(ctx, `must be a host name such as auth.example.org; got "${value}"`);
  });

/** `schema`, documented: its default as the README shows it, and what the variable means. */
function documented<T extends z.ZodType>(schema: T, fallback: string, meaning: string): T {
  documentation.add(schema as z.ZodType, { default: fallback, meaning });
  return schema;
}

/**
 * Every variable the server reads, in the order of the README's Configuration table, each with its parser and
 * its documentation. A parser checks its own value; what depends on several variables is checked in
 * `environment` below.
 */
const variables = {
  PORT: documented(whole(3000, 0, 65535), '`3000`', 'HTTP port'),
  HOST: documented(text(), '`0.0.0.0`', 'Address to listen on'),
  DATA_DIR: documented(text(), '`./data`', 'Where the SQLite database and the demo password file live'),
  DATABASE_URL: documented(
    text().transform((value, ctx) =>
      value === null || /^postgres(ql)?:\/\//.test(value)
        ? value
        : refuse(ctx, `must start with postgres:// or postgresql://; got "${value}"`),
    ),
    '(none)',
    '`postgres://user:pass@host:5432/db` switches to PostgreSQL',
  ),
  DEMO_DATA: documented(onOff(), '`on`', '`off` starts an empty database without the demo archive'),
  DB_SPEEDUPS: documented(
    onOff(),
    '`on`',
    "`off` runs every query as Kysely and the driver build it, without the database's speed-ups (src/server/db/speedups.ts)",
  ),
  PSEUDO_TRANSLATION: documented(
    onOff(),
    '`off`',
    '`on` lets a page outside English, asked with the cookie `pseudo=1`, show every message of the interface in a pseudo-language (`⟦Ŝéáŕćĥ ćáñóéś~~⟧`), so words that do not come through the catalogs stand out; for development and tests',
  ),
  MAX_IMAGE_MB: documented(
    whole(25, 1, 200),
    '`25`',
    'Largest image upload, in megabytes (phone photos are 5–15 MB)',
  ),
  RECORDING_MAX_MB: documented(
    whole(200, 1, 2000),
    '`200`',
    'Largest recording (sound or video) a keeper may upload, in megabytes; within the default `REQUEST_TIMEOUT_SECONDS` a 200 MB file needs a 2.7 Mbit/s line',
  ),
  RECORDING_MAX_MINUTES: documented(
    whole(240, 1, 1440),
    '`240`',
    'Longest recording the archive takes, in minutes, as its file says',
  ),
  IMAGE_TIME_LIMIT_SECONDS: documented(
    whole(20, 1, 300),
    '`20`',
    'How long one image may take to process (then 422); see docs/images.md',
  ),
  IMAGE_CONCURRENCY: documented(
    whole(2, 1, 16),
    '`2`',
    'Images processed at once; `1` on a server with 1 GB of memory or less',
  ),
  IMAGE_QUEUE_LENGTH: documented(
    whole(4, 0, 100),
    '`4`',
    'Uploads that may wait for their turn; the next one gets 503',
  ),
  RESPONSE_CACHE_MB: documented(
    whole(32, 0, 4096),
    '`32`',
    "Memory for visitors' public API answers kept until the data changes (decision 012); `0` turns it off",
  ),
  SESSION_TTL_HOURS: documented(whole(12, 1, 24 * 365), '`12`', 'Sign-in session length'),
  SESSION_REMEMBER_DAYS: documented(whole(30, 1, 365), '`30`', 'Session length with "remember me"'),
  SECURE_COOKIES: documented(
    onOff(),
    '`on` in production',
    'Mark the session cookie Secure (serve over HTTPS)',
  ),
  SUBSCRIBE_RATE_LIMIT: documented(
    whole(10, 1, 10000),
    '`10`',
    'Mailing-list sign-ups per minute per client',
  ),
  SUBMISSION_RATE_LIMIT: documented(
    whole(5, 1, 10000),
    '`5`',
    'Community submissions (the share form) accepted an hour per client',
  ),
  SUBMISSION_MIN_FILL_SECONDS: documented(
    whole(5, 0, 3600),
    '`5`',
    'Fewest seconds between opening the share form and sending it',
  ),
  SUBMISSION_CHALLENGE_MAX_NUMBER: documented(
    whole(100_000, 1, 10_000_000),
    '`100000`',
    "The share form's proof of work: the browser tries up to this many hashes",
  ),
  SUBMISSION_MAX_MB: documented(
    whole(60, 1, 1000),
    '`60`',
    'All photos of one submission together, in megabytes',
  ),
  SUBMISSION_RECORDING_MAX_MB: documented(
    whole(50, 1, 2000),
    '`50`',
    'Largest recording (sound or video) a visitor may send with the share form, in megabytes; its length is limited by `RECORDING_MAX_MINUTES`',
  ),
  SUBMISSION_KEEP_CLOSED_DAYS: documented(
    whole(90, 0, 36500),
    '`90`',
    "Days a rejected or spam submission (the sender's words, name and email) is kept after its review before it is erased; `0` keeps them",
  ),
  REQUEST_TIMEOUT_SECONDS: documented(
    wholeOrNull(1, 24 * 3600),
    '`600` (more when `MAX_IMAGE_MB` is above 26)',
    'Longest time to receive a whole request, body included: the largest upload at 0.5 Mbit/s',
  ),
  HEADERS_TIMEOUT_SECONDS: documented(
    wholeOrNull(1, 3600),
    '`30`',
    "Longest time to receive a request's headers; a connection that sends nothing is closed after it too",
  ),
  KEEP_ALIVE_TIMEOUT_SECONDS: documented(
    whole(65, 1, 3600),
    '`65`',
    "How long an open connection waits for its next request (keep it above a load balancer's idle timeout, 60 s on AWS)",
  ),
  IDLE_TIMEOUT_SECONDS: documented(
    whole(120, 1, 24 * 3600),
    '`120`',
    'A connection on which nothing moves either way (a stalled upload, a client that stopped reading) is closed',
  ),
  PASSWORD_HASH_CONCURRENCY: documented(
    whole(2, 1, 64),
    '`2`',
    'Password hashes (sign-in, registration, reset) run at once; the rest wait (1–64)',
  ),
  WEB_DIR: documented(
    text(),
    '`dist/web` in the repository',
    "The built web app (`npm run build`, which also writes each text file's Brotli and gzip copy) that the server serves",
  ),
  PUBLIC_URL: documented(
    siteAddress(),
    'scheme and host of each request',
    '`https://…` site address for canonical and sitemap URLs',
  ),
  ALLOWED_HOSTS: documented(
    list(HOST_PATTERN, 'host names (optionally with :port)', true),
    '(none)',
    "Host names the site answers to, e.g. `koa.example.org,www.koa.example.org` (a name without `:port` allows any port); `PUBLIC_URL`'s host is added. In production other hosts get 400",
  ),
  REGISTER_FORM_URL: documented(
    url(['http:', 'https:', 'mailto:']),
    '`/share?kind=new_canoe` (the share form)',
    'Where "Document Your Canoe\'s Story" leads: the site\'s own form for a canoe not in the registry, or an outside form (http, https or mailto)',
  ),
  CONTACT_EMAIL: documented(
    matching(EMAIL, 'an email address'),
    '`contact@koa-canoes.example`',
    'Contact address shown on the site',
  ),
  SITE_TIME_ZONE: documented(
    text().transform((value, ctx) =>
      value === null || isTimeZone(value)
        ? value
        : refuse(ctx, `must be an IANA time zone such as Pacific/Honolulu; got "${value}"`),
    ),
    `\`${DEFAULT_SITE_TIME_ZONE}\``,
    'The time zone (IANA name) in which the site shows every time and day something happened: a change, a submission received, a story shared',
  ),
  OIDC_ISSUER: documented(
    text().transform((value, ctx) =>
      value === null || URL.canParse(value) ? value : refuse(ctx, `must be a URL; got "${value}"`),
    ),
    '(none)',
    'Sign in through an OpenID Connect provider (see below): its issuer URL',
  ),
  OIDC_CLIENT_ID: documented(
    text(),
    '(none)',
    "The registry's client id at the provider; needed with `OIDC_ISSUER`",
  ),
  OIDC_CLIENT_SECRET: documented(
    text(),
    '(none)',
    "The registry's client secret at the provider; needed with `OIDC_ISSUER`",
  ),
  OIDC_SCOPES: documented(
    text().transform((value) => {
      const scopes = (value ?? 'openid email profile').split(/\s+/).filter(Boolean);
      return [...new Set(['openid', ...scopes])].join(' ');
    }),
    '`openid email profile`',
    'Scopes asked of the provider (`openid` is always added)',
  ),
  OIDC_GROUPS_CLAIM: documented(
    text(),
    '`cognito:groups`, else `groups`',
    "Claim holding the user's groups (ID token, else userinfo)",
  ),
  OIDC_LABEL: documented(text(), '`Single Sign-On`', 'The provider\'s name on the button: "Sign in with …"'),
  OIDC_IDENTITY_PROVIDERS: documented(
    list(/^[A-Za-z0-9_.-]{1,64}$/, 'names').transform((names) => [...new Set(names)]),
    '(none)',
    'Cognito federated sign-ins offered as their own buttons, e.g. `Google,Facebook`',
  ),
  OIDC_COGNITO_DOMAIN: documented(
    cognitoDomain(),
    '(none)',
    'Cognito hosted-UI domain (`auth.example.org`), whose `/logout` ends the Cognito session',
  ),
  BUILTIN_ACCOUNTS: documented(
    onOff(),
    '`on`',
    "Email-and-password accounts of the registry's own; `off` only with a provider",
  ),
  REGISTRATION: documented(
    onOff(),
    '`on`',
    'Anyone may create a member (no-group) account on `/register`; off with a provider',
  ),
  SMTP_URL: documented(
    url(['smtp:', 'smtps:']),
    '(none)',
    '`smtp://user:pass@host:587` (or `smtps://`) for password-reset email; needs `PUBLIC_URL`',
  ),
  MAIL_FROM: documented(
    text().transform((value, ctx) =>
      value === null || EMAIL.test(value) || FROM.test(value)
        ? value
        : refuse(ctx, `must be an email address or "Name <address>"; got "${value}"`),
    ),
    'the contact email',
    'Sender of that email: `address` or `Name <address>`',
  ),
  MAIL_WORKER_SECONDS: documented(
    whole(30, 0, 86400),
    '`30`',
    'How often the server sends the email waiting in its outbox (follow confirmations, digests); `0` sends none, for a cron job that runs `cli send-mail` instead',
  ),
  MAIL_OUTBOX_DIR: documented(
    text(),
    '(none)',
    'Development and tests: write each email as a JSON file here instead of sending it',
  ),
  NODE_ENV: documented(
    variable(),
    '',
    '`production` turns on secure cookies and answers only the hosts of `ALLOWED_HOSTS` and `PUBLIC_URL`',
  ),
  LOG_LEVEL: documented(text(), '`info`', '`debug` (also one line per request), `info`, `warn`, `error`'),
  TRUST_PROXY: documented(
    trustProxy(),
    '`off`',
    "Believe `X-Forwarded-For`/`-Host`/`-Proto` from a proxy in front: `on`, a number of hops, or the proxies' addresses (`127.0.0.1`, CIDR ranges, comma-separated)",
  ),
  METRICS_PORT: documented(
    wholeOrNull(0, 65535),
    '(none)',
    'Serve Prometheus metrics at `http://METRICS_HOST:METRICS_PORT/metrics`, a port of their own (decision 015); unset: none kept',
  ),
  METRICS_HOST: documented(text(), '`127.0.0.1`', 'Address the metrics port listens on'),
  REDIS_URL: documented(
    url(['redis:', 'rediss:']),
    '(none)',
    'Several server processes count their rate limits together in this Redis (`redis://host:6379`); see docs/scaling.md',
  ),
  REDIS_KEY_PREFIX: documented(
    text()
      .transform((value) => value ?? 'koa:')
      .transform((value, ctx) =>
        /^[A-Za-z0-9:_.-]{1,64}$/.test(value)
          ? value
          : refuse(ctx, `must be letters, digits and : _ . - (at most 64); got "${value}"`),
      ),
    '`koa:`',
    "Put before the names of this archive's keys in Redis",
  ),
  S3_BUCKET: documented(
    matching(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
    ),
    '(none)',
    'New images go to this S3-compatible bucket (unset: they stay in the database, and the other `S3_…` must be unset); `images move --to s3|db` moves those already stored; see docs/scaling.md',
  ),
  S3_ENDPOINT: documented(
    url(['http:', 'https:']).transform((value, ctx) => {
      if (value === null) return null;
      const parsed = new URL(value);
      if (parsed.search || parsed.hash)
        return refuse(ctx, `must not have a query or fragment; got "${value}"`);
      return value.replace(/\/+$/, '');
    }),
    '`https://s3.<S3_REGION>.amazonaws.com`',
    "The store's address without the bucket, e.g. `https://minio.example.org:9000`",
  ),
  S3_REGION: documented(
    matching(/^[a-z0-9-]{1,40}$/, 'a region name such as us-west-2'),
    '`us-east-1`',
    "The bucket's region (most other stores accept `us-east-1`)",
  ),
  S3_ACCESS_KEY_ID: documented(
    text(),
    '`AWS_ACCESS_KEY_ID`',
    'Access key with `s3:GetObject`, `s3:PutObject`, `s3:DeleteObject` and `s3:ListBucket`',
  ),
  S3_SECRET_ACCESS_KEY: documented(text(), '`AWS_SECRET_ACCESS_KEY`', 'Its secret'),
  AWS_ACCESS_KEY_ID: documented(text(), '(none)', 'Read when `S3_ACCESS_KEY_ID` is not set'),
  AWS_SECRET_ACCESS_KEY: documented(text(), '(none)', 'Read when `S3_SECRET_ACCESS_KEY` is not set'),
  S3_FORCE_PATH_STYLE: documented(
    onOff(),
    '`on` when `S3_ENDPOINT` is set, else `off`',
    '`endpoint/bucket/key` (MinIO, Ceph, most self-hosted stores) rather than `bucket.endpoint/key`',
  ),
  S3_KEY_PREFIX: documented(
    matching(/^(?!\/)[A-Za-z0-9/_.-]{0,200}$/, 'letters, digits and / _ . - and not start with /'),
    '(none)',
    "Put before every object's name (`registry/`), so one bucket can hold more than one archive",
  ),
};

/** Each variable the server reads, with its documentation, in the order of the README's table. */
export function documentedVariables(): ({ name: string } & VariableDoc)[] {
  return Object.entries(variables).map(([name, schema]) => ({ name, ...documentation.get(schema)! }));
}

/** The S3 settings that mean nothing without S3_BUCKET. */
const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_KEY_PREFIX',
] as const;

/** bodyLimit for an upload route: base64 of the largest image (4/3 of its bytes) plus room for the other fields. */
export function uploadBodyLimit(maxImageBytes: number) {
  return Math.ceil((maxImageBytes * 4) / 3) + 256 * 1024;
}

/** The slowest upload line the default request timeout allows for: 0.5 Mbit/s. */
const SLOWEST_UPLOAD_BITS_PER_SECOND = 500_000;

/**
 * 600 s, or longer when MAX_IMAGE_MB is so large that its upload would take longer at 0.5 Mbit/s (a 25 MB image
 * is about 35 MB as base64: some 280 s at 1 Mbit/s, 560 s at 0.5 Mbit/s).
 */
export function defaultRequestTimeoutSeconds(maxImageBytes: number): number {
  const seconds = (uploadBodyLimit(maxImageBytes) * 8) / SLOWEST_UPLOAD_BITS_PER_SECOND;
  return Math.max(600, Math.ceil(seconds / 60) * 60);
}

/**
 * The environment, read: each variable by its own schema, then what depends on several of them. A cross-variable
 * issue carries no path: its message names the variables itself.
 */
const environment = z.object(variables).transform((env, ctx): Config => {
  const problems: string[] = [];
  if (env.OIDC_ISSUER) {
    for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
      if (!env[name]) problems.push(`${name} must be set when OIDC_ISSUER is set`);
    }
  }
  const builtin = env.BUILTIN_ACCOUNTS ?? true;
  if (!builtin && !env.OIDC_ISSUER) {
    problems.push('BUILTIN_ACCOUNTS can be off only when OIDC_ISSUER is set: otherwise nobody can sign in');
  }
  const production = env.NODE_ENV === 'production';
  const allowedHosts = [...env.ALLOWED_HOSTS];
  if (env.PUBLIC_URL) allowedHosts.push(new URL(env.PUBLIC_URL).host.toLowerCase());
  if (production && allowedHosts.length === 0) {
    problems.push(
      'PUBLIC_URL or ALLOWED_HOSTS must be set in production (NODE_ENV=production): the site answers only to the host names they give',
    );
  }
  // Without a fixed site address the reset link would be built from the request's Host header, which anyone
  // can set: the email would then carry a working token to a site of their choosing.
  if (env.SMTP_URL && !env.PUBLIC_URL) problems.push('PUBLIC_URL must be set when SMTP_URL is set');
  if (env.METRICS_PORT !== null && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    problems.push(`METRICS_PORT must differ from PORT (${env.PORT}): the metrics are not for visitors`);
  }
  const maxImageBytes = env.MAX_IMAGE_MB * 1024 * 1024;
  const request = env.REQUEST_TIMEOUT_SECONDS ?? defaultRequestTimeoutSeconds(maxImageBytes);
  const headers = env.HEADERS_TIMEOUT_SECONDS ?? Math.min(30, request);
  if (headers > request) {
    problems.push(
      `HEADERS_TIMEOUT_SECONDS (${headers}) must not be longer than REQUEST_TIMEOUT_SECONDS (${request})`,
    );
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? env.AWS_SECRET_ACCESS_KEY;
  if (env.S3_BUCKET === null) {
    const stray = S3_SETTINGS.find((name) => env[name] !== null);
    if (stray) problems.push(`S3_BUCKET must be set when ${stray} is set`);
  } else {
    if (!accessKeyId) problems.push('S3_ACCESS_KEY_ID must be set when S3_BUCKET is set');
    if (!secretAccessKey) problems.push('S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set');
  }
  if (problems.length > 0) {
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }

  const contactEmail = env.CONTACT_EMAIL ?? 'contact@koa-canoes.example';
  const region = env.S3_REGION ?? 'us-east-1';
  const keyPrefix = env.S3_KEY_PREFIX ?? '';
  return {
    port: env.PORT,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL,
    demoData: env.DEMO_DATA ?? true,
    dbSpeedups: env.DB_SPEEDUPS ?? true,
    pseudoTranslation: env.PSEUDO_TRANSLATION ?? false,
    production,
    logLevel: env.LOG_LEVEL ?? 'info',
    maxImageBytes,
    recordings: { maxBytes: env.RECORDING_MAX_MB * 1024 * 1024, maxSeconds: env.RECORDING_MAX_MINUTES * 60 },
    images: {
      concurrency: env.IMAGE_CONCURRENCY,
      queueLength: env.IMAGE_QUEUE_LENGTH,
      timeLimitSeconds: env.IMAGE_TIME_LIMIT_SECONDS,
    },
    responseCacheBytes: env.RESPONSE_CACHE_MB * 1024 * 1024,
    session: {
      ttlSeconds: env.SESSION_TTL_HOURS * 3600,
      rememberTtlSeconds: env.SESSION_REMEMBER_DAYS * 86400,
      cookieName: 'koa_session',
      secureCookie: env.SECURE_COOKIES ?? production,
    },
    oidc: {
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      scopes: env.OIDC_SCOPES,
      groupsClaim: env.OIDC_GROUPS_CLAIM,
      label: env.OIDC_LABEL ?? 'Single Sign-On',
      identityProviders: env.OIDC_IDENTITY_PROVIDERS,
      cognitoDomain: env.OIDC_COGNITO_DOMAIN,
    },
    accounts: { builtin, registration: env.REGISTRATION ?? true },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? contactEmail,
      outboxDir: env.MAIL_OUTBOX_DIR ? path.resolve(env.MAIL_OUTBOX_DIR) : null,
      workerSeconds: env.MAIL_WORKER_SECONDS,
    },
    trustProxy: env.TRUST_PROXY,
    metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST ?? '127.0.0.1' },
    subscribeRateLimit: env.SUBSCRIBE_RATE_LIMIT,
    submissions: {
      ratePerHour: env.SUBMISSION_RATE_LIMIT,
      minFillSeconds: env.SUBMISSION_MIN_FILL_SECONDS,
      powMaxNumber: env.SUBMISSION_CHALLENGE_MAX_NUMBER,
      maxTotalBytes: env.SUBMISSION_MAX_MB * 1024 * 1024,
      maxRecordingBytes: env.SUBMISSION_RECORDING_MAX_MB * 1024 * 1024,
      keepClosedDays: env.SUBMISSION_KEEP_CLOSED_DAYS,
    },
    passwordHashConcurrency: env.PASSWORD_HASH_CONCURRENCY,
    timeouts: {
      requestMs: request * 1000,
      headersMs: headers * 1000,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      idleMs: env.IDLE_TIMEOUT_SECONDS * 1000,
    },
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    objectStorage:
      env.S3_BUCKET === null
        ? null
        : {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
            region,
            accessKeyId: accessKeyId!,
            secretAccessKey: secretAccessKey!,
            pathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== null,
            keyPrefix: keyPrefix && !keyPrefix.endsWith('/') ? `${keyPrefix}/` : keyPrefix,
          },
    site: {
      webDir: env.WEB_DIR ? path.resolve(env.WEB_DIR) : path.join(PROJECT_ROOT, 'dist', 'web'),
      publicUrl: env.PUBLIC_URL,
      allowedHosts: [...new Set(allowedHosts)],
      trustLoopback: !production,
      registerFormUrl: env.REGISTER_FORM_URL ?? '/share?kind=new_canoe',
      contactEmail,
      timeZone: env.SITE_TIME_ZONE ?? DEFAULT_SITE_TIME_ZONE,
    },
  };
});

/**
 * The configuration from `env`; a ConfigError names each variable that is wrong, one line each: a value by
 * itself first, and only when every value is right, what several of them must agree on.
 */
export function loadConfig(env: Env = process.env): Config {
  const read = environment.safeParse(env);
  if (read.success) return read.data;
  const lines = read.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')} ${issue.message}` : issue.message,
  );
  throw new ConfigError(lines.join('\n'));
}
