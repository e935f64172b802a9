import path from 'node:path';

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
    scopes: string;
    groupsClaim: string | null;
  };
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): false trusts none, a number that many
   * hops, a string a comma-separated list of addresses or CIDR ranges. Rate limits count per client address.
   */
  trustProxy: boolean | number | string;
  /** Requests per minute per client for POST /api/subscribers. */
  subscribeRateLimit: number;
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
  const production = env.NODE_ENV === 'production';
  const maxImageMb = integer(env, 'MAX_IMAGE_MB', 25, 1, 200);
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: optional(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? './data'),
    databaseUrl,
    demoData: onOff(env, 'DEMO_DATA', true),
    production,
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    maxImageBytes: maxImageMb * 1024 * 1024,
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
      scopes: optional(env, 'OIDC_SCOPES') ?? 'openid email profile',
      groupsClaim: optional(env, 'OIDC_GROUPS_CLAIM'),
    },
    trustProxy: trustProxy(env),
    subscribeRateLimit: integer(env, 'SUBSCRIBE_RATE_LIMIT', 10, 1, 10000),
  };
}
