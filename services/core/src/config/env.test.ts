import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminCredentials, ConfigError, DEMO_ADMIN, loadConfig } from './env.js';
import { repoRoot } from './paths.js';

describe('configuration', () => {
  it('works with no variables at all', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(4000);
    expect(c.publicUrl).toBe('http://localhost:4000');
    expect(c.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(c.dataDir).toBe(path.join(repoRoot, '.data'));
    expect(c.mailboxDir).toBe(path.join(repoRoot, '.data', 'mailbox'));
    expect(c.introspection).toBe(true);
    expect(c.devMailboxPage).toBe(true);
    expect(c.DEMO_MODE).toBe(false);
  });

  it('turns development conveniences off in production unless asked for', () => {
    const c = loadConfig({ NODE_ENV: 'production' });
    expect(c.introspection).toBe(false);
    expect(c.landingPage).toBe(false);
    expect(c.devMailboxPage).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).introspection).toBe(true);
  });

  it('refuses bad values, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });

  it('treats empty strings as unset and trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(4000);
    expect(loadConfig({ PUBLIC_URL: 'https://koala.example/' }).publicUrl).toBe('https://koala.example');
  });

  it('has demo admin credentials only in demo mode', () => {
    expect(adminCredentials(loadConfig({}))).toBeNull();
    expect(adminCredentials(loadConfig({ DEMO_MODE: 'true' }))).toEqual(DEMO_ADMIN);
    expect(adminCredentials(loadConfig({ ADMIN_EMAIL: 'boss@x.io', ADMIN_PASSWORD: 'long-enough' }))).toEqual(
      {
        email: 'boss@x.io',
        password: 'long-enough',
      },
    );
  });
});
