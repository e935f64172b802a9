import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  production: boolean;
  logLevel: string;
  /** Largest image accepted for upload, in bytes (decoded). */
  maxImageBytes: number;
  /** Uploaded images: how many are processed at once, how many more may wait, and how long one may take. */
  images: { concurrency: number; queueLength: number; timeLimitSeconds: number };
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
  /** Community submissions (issue 15): the abuse defences' settings, and how long refused ones are kept. */
  submissions: {
    /** Submissions one client may send an hour. */
    ratePerHour: number;
    /** The fewest seconds between opening the form (its challenge) and sending it. */
    minFillSeconds: number;
    /** The proof of work: the secret number is at most this (the browser tries half of it on average). */
    powMaxNumber: number;
    /** All of one submission's photos together, in bytes. */
    maxTotalBytes: number;
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

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}"`);
  }
  return value;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be "on" or "off"; got "${env[name]}"`);
}

function optional(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

function trustProxy(env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ['off', 'false', 'no', '0'].includes(raw.toLowerCase())) return false;
  if (['on', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 1, 10);
  if (/^[0-9a-fA-F.:/,\s]+$/.test(raw)) return raw;
  throw new ConfigError(
    `TRUST_PROXY must be off, on, a number of proxy hops, or proxy addresses separated by commas; got "${raw}"`,
  );
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

function email(env: Env, name: string, fallback: string): string {
  const value = optional(env, name);
  if (value === null) return fallback;
  if (!EMAIL.test(value)) throw new ConfigError(`${name} must be an email address; got "${value}"`);
  return value;
}

/** An absolute URL with one of `schemes` (e.g. ['http:', 'https:']) as configured, or null when unset. */
function url(env: Env, name: string, schemes: string[]): string | null {
  const value = optional(env, name);
  if (value === null) return null;
  const parsed = URL.canParse(value) ? new URL(value) : null;
  const target = parsed?.protocol === 'mailto:' ? parsed.pathname : parsed?.host;
  if (!parsed || !schemes.includes(parsed.protocol) || !target) {
    const names = schemes.map((s) => s.replace(':', '')).join(', ');
    throw new ConfigError(`${name} must be an absolute URL starting with ${names}; got "${value}"`);
  }
  return value;
}

const FROM = /^[^<>]*<([^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+)>$/;

function mail(env: Env, contactEmail: string, hasPublicUrl: boolean): Config['mail'] {
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  // Without a fixed site address the reset link would be built from the request's Host header, which anyone
  // can set: the email would then carry a working token to a site of their choosing.
  if (smtpUrl && !hasPublicUrl) throw new ConfigError('PUBLIC_URL must be set when SMTP_URL is set');
  const from = optional(env, 'MAIL_FROM') ?? contactEmail;
  if (!EMAIL.test(from) && !FROM.test(from)) {
    throw new ConfigError(`MAIL_FROM must be an email address or "Name <address>"; got "${from}"`);
  }
  const outboxDir = optional(env, 'MAIL_OUTBOX_DIR');
  return { smtpUrl, from, outboxDir: outboxDir ? path.resolve(outboxDir) : null };
}

function identityProviders(env: Env): string[] {
  const names = (optional(env, 'OIDC_IDENTITY_PROVIDERS') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(name)) {
      throw new ConfigError(`OIDC_IDENTITY_PROVIDERS must be names separated by commas; got "${name}"`);
    }
  }
  return [...new Set(names)];
}

function cognitoDomain(env: Env): string | null {
  const value = optional(env, 'OIDC_COGNITO_DOMAIN');
  if (value === null) return null;
  const withScheme = /^[a-z]+:\/\//i.test(value) ? value : `https://${value}`;
  const parsed = URL.canParse(withScheme) ? new URL(withScheme) : null;
  if (!parsed || parsed.protocol !== 'https:' || parsed.pathname !== '/' || parsed.search) {
    throw new ConfigError(`OIDC_COGNITO_DOMAIN must be a host name such as auth.example.org; got "${value}"`);
  }
  return parsed.origin;
}

function oidcScopes(env: Env): string {
  const scopes = (optional(env, 'OIDC_SCOPES') ?? 'openid email profile').split(/\s+/).filter(Boolean);
  return [...new Set(['openid', ...scopes])].join(' ');
}

function publicUrl(env: Env): string | null {
  const value = url(env, 'PUBLIC_URL', ['http:', 'https:']);
  if (value === null) return null;
  const parsed = new URL(value);
  if (parsed.search || parsed.hash) {
    throw new ConfigError(`PUBLIC_URL must not have a query or fragment; got "${value}"`);
  }
  return parsed.href.replace(/\/+$/, '');
}

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port. */
export const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function allowedHosts(env: Env, siteUrl: string | null, production: boolean): string[] {
  const hosts = (optional(env, 'ALLOWED_HOSTS') ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!HOST_PATTERN.test(host)) {
      throw new ConfigError(
        `ALLOWED_HOSTS must be host names (optionally with :port) separated by commas; got "${host}"`,
      );
    }
  }
  if (siteUrl) hosts.push(new URL(siteUrl).host.toLowerCase());
  if (production && hosts.length === 0) {
    throw new ConfigError(
      'PUBLIC_URL or ALLOWED_HOSTS must be set in production (NODE_ENV=production): the site answers only to the host names they give',
    );
  }
  return [...new Set(hosts)];
}

function site(env: Env, production: boolean): Config['site'] {
  const contactEmail = email(env, 'CONTACT_EMAIL', 'contact@koa-canoes.example');
  const webDir = optional(env, 'WEB_DIR');
  const siteUrl = publicUrl(env);
  return {
    webDir: webDir ? path.resolve(webDir) : path.join(PROJECT_ROOT, 'dist', 'web'),
    publicUrl: siteUrl,
    allowedHosts: allowedHosts(env, siteUrl, production),
    trustLoopback: !production,
    registerFormUrl: url(env, 'REGISTER_FORM_URL', ['http:', 'https:', 'mailto:']) ?? '/share?kind=new_canoe',
    contactEmail,
  };
}

function redis(env: Env): Config['redis'] {
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const keyPrefix = optional(env, 'REDIS_KEY_PREFIX') ?? 'koa:';
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(keyPrefix)) {
    throw new ConfigError(
      `REDIS_KEY_PREFIX must be letters, digits and : _ . - (at most 64); got "${keyPrefix}"`,
    );
  }
  return redisUrl ? { url: redisUrl, keyPrefix } : null;
}

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_KEY_PREFIX',
];

function objectStorage(env: Env): ObjectStorageConfig | null {
  const bucket = optional(env, 'S3_BUCKET');
  if (bucket === null) {
    const stray = S3_SETTINGS.find((name) => optional(env, name) !== null);
    if (stray) throw new ConfigError(`S3_BUCKET must be set when ${stray} is set`);
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens); got "${bucket}"`,
    );
  }
  const region = optional(env, 'S3_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) {
    throw new ConfigError(`S3_REGION must be a region name such as us-west-2; got "${region}"`);
  }
  const endpoint = url(env, 'S3_ENDPOINT', ['http:', 'https:']);
  if (endpoint && (new URL(endpoint).search || new URL(endpoint).hash)) {
    throw new ConfigError(`S3_ENDPOINT must not have a query or fragment; got "${endpoint}"`);
  }
  const accessKeyId = optional(env, 'S3_ACCESS_KEY_ID') ?? optional(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = optional(env, 'S3_SECRET_ACCESS_KEY') ?? optional(env, 'AWS_SECRET_ACCESS_KEY');
  if (!accessKeyId) throw new ConfigError('S3_ACCESS_KEY_ID must be set when S3_BUCKET is set');
  if (!secretAccessKey) throw new ConfigError('S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set');
  const keyPrefix = optional(env, 'S3_KEY_PREFIX') ?? '';
  if (!/^[A-Za-z0-9/_.-]{0,200}$/.test(keyPrefix) || keyPrefix.startsWith('/')) {
    throw new ConfigError(
      `S3_KEY_PREFIX must be letters, digits and / _ . - and not start with /; got "${keyPrefix}"`,
    );
  }
  return {
    bucket,
    endpoint: (endpoint ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
    region,
    accessKeyId,
    secretAccessKey,
    pathStyle: onOff(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
    keyPrefix: keyPrefix && !keyPrefix.endsWith('/') ? `${keyPrefix}/` : keyPrefix,
  };
}

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

function timeouts(env: Env, maxImageBytes: number): Config['timeouts'] {
  const day = 24 * 3600;
  const request = integer(
    env,
    'REQUEST_TIMEOUT_SECONDS',
    defaultRequestTimeoutSeconds(maxImageBytes),
    1,
    day,
  );
  const headers = integer(env, 'HEADERS_TIMEOUT_SECONDS', Math.min(30, request), 1, 3600);
  if (headers > request) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_SECONDS (${headers}) must not be longer than REQUEST_TIMEOUT_SECONDS (${request})`,
    );
  }
  return {
    requestMs: request * 1000,
    headersMs: headers * 1000,
    keepAliveMs: integer(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 65, 1, 3600) * 1000,
    idleMs: integer(env, 'IDLE_TIMEOUT_SECONDS', 120, 1, day) * 1000,
  };
}

function metrics(env: Env): Config['metrics'] {
  const port = optional(env, 'METRICS_PORT') === null ? null : integer(env, 'METRICS_PORT', 0, 0, 65535);
  const host = optional(env, 'METRICS_HOST') ?? '127.0.0.1';
  if (port !== null && port === integer(env, 'PORT', 3000, 0, 65535) && port !== 0) {
    throw new ConfigError(`METRICS_PORT must differ from PORT (${port}): the metrics are not for visitors`);
  }
  return { port, host };
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = optional(env, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://; got "${databaseUrl}"`);
  }
  const issuer = optional(env, 'OIDC_ISSUER');
  if (issuer) {
    try {
      new URL(issuer);
    } catch {
      throw new ConfigError(`OIDC_ISSUER must be a URL; got "${issuer}"`);
    }
    for (const name of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) {
      if (!optional(env, name)) throw new ConfigError(`${name} must be set when OIDC_ISSUER is set`);
    }
  }
  const builtin = onOff(env, 'BUILTIN_ACCOUNTS', true);
  if (!builtin && !issuer) {
    throw new ConfigError(
      'BUILTIN_ACCOUNTS can be off only when OIDC_ISSUER is set: otherwise nobody can sign in',
    );
  }
  const production = env.NODE_ENV === 'production';
  const siteConfig = site(env, production);
  const maxImageMb = integer(env, 'MAX_IMAGE_MB', 25, 1, 200);
  const maxImageBytes = maxImageMb * 1024 * 1024;
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: optional(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? './data'),
    databaseUrl,
    demoData: onOff(env, 'DEMO_DATA', true),
    production,
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    maxImageBytes,
    images: {
      concurrency: integer(env, 'IMAGE_CONCURRENCY', 2, 1, 16),
      queueLength: integer(env, 'IMAGE_QUEUE_LENGTH', 4, 0, 100),
      timeLimitSeconds: integer(env, 'IMAGE_TIME_LIMIT_SECONDS', 20, 1, 300),
    },
    responseCacheBytes: integer(env, 'RESPONSE_CACHE_MB', 32, 0, 4096) * 1024 * 1024,
    session: {
      ttlSeconds: integer(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 365) * 3600,
      rememberTtlSeconds: integer(env, 'SESSION_REMEMBER_DAYS', 30, 1, 365) * 86400,
      cookieName: 'koa_session',
      secureCookie: onOff(env, 'SECURE_COOKIES', production),
    },
    oidc: {
      issuer,
      clientId: optional(env, 'OIDC_CLIENT_ID'),
      clientSecret: optional(env, 'OIDC_CLIENT_SECRET'),
      scopes: oidcScopes(env),
      groupsClaim: optional(env, 'OIDC_GROUPS_CLAIM'),
      label: optional(env, 'OIDC_LABEL') ?? 'Single Sign-On',
      identityProviders: identityProviders(env),
      cognitoDomain: cognitoDomain(env),
    },
    accounts: {
      builtin,
      registration: onOff(env, 'REGISTRATION', true),
    },
    mail: mail(env, siteConfig.contactEmail, siteConfig.publicUrl !== null),
    trustProxy: trustProxy(env),
    metrics: metrics(env),
    subscribeRateLimit: integer(env, 'SUBSCRIBE_RATE_LIMIT', 10, 1, 10000),
    submissions: {
      ratePerHour: integer(env, 'SUBMISSION_RATE_LIMIT', 5, 1, 10000),
      minFillSeconds: integer(env, 'SUBMISSION_MIN_FILL_SECONDS', 5, 0, 3600),
      powMaxNumber: integer(env, 'SUBMISSION_CHALLENGE_MAX_NUMBER', 100_000, 1, 10_000_000),
      maxTotalBytes: integer(env, 'SUBMISSION_MAX_MB', 60, 1, 1000) * 1024 * 1024,
      keepClosedDays: integer(env, 'SUBMISSION_KEEP_CLOSED_DAYS', 90, 0, 36500),
    },
    passwordHashConcurrency: integer(env, 'PASSWORD_HASH_CONCURRENCY', 2, 1, 64),
    timeouts: timeouts(env, maxImageBytes),
    redis: redis(env),
    objectStorage: objectStorage(env),
    site: siteConfig,
  };
}
