import { describe, expect, it } from 'vitest';
import { parseRole, roleProblem } from './process-role';

// Pure functions: running them once (not again against PostgreSQL) is enough.
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('parseRole', () => {
  it('defaults to all and reads --role=x and --role x', () => {
    expect(parseRole([])).toBe('all');
    expect(parseRole(['--role=worker'])).toBe('worker');
    expect(parseRole(['--role', 'api'])).toBe('api');
  });

  it('refuses an unknown role by name', () => {
    expect(() => parseRole(['--role=jobs'])).toThrow('--role must be one of all, api, worker (got "jobs")');
    expect(() => parseRole(['--role'])).toThrow(/got ""/);
  });
});

describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('roleProblem', () => {
  const pglite = { database: { kind: 'pglite' as const, dataDir: '/tmp/x' } };
  const postgres = { database: { kind: 'postgres' as const, url: 'postgres://localhost/x' } };

  it('lets every role run on PostgreSQL and all on PGlite', () => {
    for (const role of ['all', 'api', 'worker'] as const) expect(roleProblem(role, postgres)).toBeNull();
    expect(roleProblem('all', pglite)).toBeNull();
  });

  it('explains that a separate API or worker process needs DATABASE_URL', () => {
    for (const role of ['api', 'worker'] as const) {
      expect(roleProblem(role, pglite)).toMatch(
        new RegExp(
          `^--role=${role} runs the API and the job worker as separate processes, which needs PostgreSQL: set DATABASE_URL`,
        ),
      );
    }
  });
});
