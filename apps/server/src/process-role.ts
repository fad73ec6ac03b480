import type { Config } from './config';

/** all: HTTP and job workers in one process (the default); api: HTTP only; worker: job workers only. */
export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** `--role=worker` or `--role worker` from the command line; `all` when absent. Throws on anything else. */
export function parseRole(argv: readonly string[]): ProcessRole {
  let value: string | undefined;
  argv.forEach((argument, index) => {
    if (argument.startsWith('--role=')) value = argument.slice('--role='.length);
    else if (argument === '--role') value = argv[index + 1] ?? '';
  });
  if (value === undefined) return 'all';
  if ((PROCESS_ROLES as readonly string[]).includes(value)) return value as ProcessRole;
  throw new Error(`--role must be one of ${PROCESS_ROLES.join(', ')} (got "${value}")`);
}

/** Why a role cannot run with this configuration, or null. */
export function roleProblem(role: ProcessRole, config: Pick<Config, 'database'>): string | null {
  if (role === 'all' || config.database.kind === 'postgres') return null;
  return (
    `--role=${role} runs the API and the job worker as separate processes, which needs PostgreSQL: set ` +
    'DATABASE_URL. The embedded database (PGlite) belongs to a single process: start without --role ' +
    '(or with --role=all) to serve the API and run the worker together.'
  );
}
