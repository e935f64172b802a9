import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.demoData).toBe(true);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.maxImageBytes).toBe(25 * 1024 * 1024);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DEMO_DATA: 'maybe' }, /DEMO_DATA/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }, /OIDC_ISSUER/],
    [{ OIDC_ISSUER: 'https://id.example.org' }, /OIDC_CLIENT_ID/],
    [{ MAX_IMAGE_MB: '0' }, /MAX_IMAGE_MB/],
    [{ TRUST_PROXY: 'everyone' }, /TRUST_PROXY/],
  ])('names the variable when a value is wrong: %o', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
  });

  it('switches to PostgreSQL with a postgres URL and turns the demo off', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: 'off' });
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(config.demoData).toBe(false);
  });

  it('trusts no proxy by default, and what TRUST_PROXY names otherwise', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });
});
