import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SECRETS, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, '/srv/app');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('starts a fresh clone with no variables: port 3000, embedded database under ./data, demo seeding on', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/app/data/pglite' });
    expect(config.storageDir).toBe('/srv/app/data/storage');
    expect(config.seedDemo).toBe(true);
    expect(config.authSecret).toBe(DEV_SECRETS.authSecret);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/mzansi' }, '/srv/app');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/mzansi' });
  });

  it('names every bad variable', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('DATABASE_URL:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('SEED_DEMO:'))).toBe(true);
  });

  it('refuses the development secrets and a missing public URL in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.some((p) => p.startsWith('AUTH_SECRET:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('MEDIA_TOKEN_SECRET:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('PUBLIC_URL:'))).toBe(true);
    const copied = problemsOf({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://stream.example.co.za',
      AUTH_SECRET: DEV_SECRETS.authSecret,
      MEDIA_TOKEN_SECRET: 'x'.repeat(40),
    });
    expect(copied).toEqual([expect.stringMatching(/^AUTH_SECRET:/)]);
  });

  it('starts in production with real secrets, no demo data and listening on all interfaces', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://stream.example.co.za/',
        AUTH_SECRET: 'a'.repeat(40),
        MEDIA_TOKEN_SECRET: 'b'.repeat(40),
      },
      '/srv/app',
    );
    expect(config.seedDemo).toBe(false);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('https://stream.example.co.za');
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' }, '/srv/app');
    expect(config.database.kind).toBe('pglite');
    expect(config.port).toBe(3000);
  });

  it('refuses short secrets', () => {
    expect(problemsOf({ AUTH_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^AUTH_SECRET: must be at least 32/),
    ]);
  });
});
