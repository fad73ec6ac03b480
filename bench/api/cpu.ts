/**
 * CPU time spent by the server process and by the PostgreSQL backends serving it, read from /proc (Linux). On a
 * shared machine latencies move with whatever else runs; CPU time per request does much less, and tells what an
 * idle machine of the same kind could serve (cores / CPU ms per request). Elsewhere every figure is NaN.
 */
import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux architecture Node supports). */
const TICKS_PER_SECOND = 100;

/** user + system CPU time of one process, in ms (NaN when it cannot be read). */
export function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces, hence the last ')'): utime is 14th, stime 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** CPU time (ms) of each PostgreSQL backend connected to one database (their process title names it), by pid. */
export function postgresBackendsCpuMs(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return backends;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.split(' ').includes(database)) {
        backends.set(Number(entry), processCpuMs(Number(entry)));
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return backends;
}

export interface CpuProbe {
  /** CPU ms since the probe was taken: the server's own, and the database's (PGlite runs inside the server) */
  read(): { serverMs: number; databaseMs: number };
}

/**
 * Backends that start during the measurement count in full; a backend that ends during it (the pool closes idle
 * connections) loses what it used since the start, so the database figure errs low, never negative.
 */
export function cpuProbe(serverPid: number, postgresDatabase: string | null): CpuProbe {
  const serverStart = processCpuMs(serverPid);
  const backendsStart = postgresDatabase
    ? postgresBackendsCpuMs(postgresDatabase)
    : new Map<number, number>();
  return {
    read() {
      let databaseMs = 0;
      if (postgresDatabase) {
        for (const [pid, ms] of postgresBackendsCpuMs(postgresDatabase)) {
          databaseMs += Math.max(0, ms - (backendsStart.get(pid) ?? 0));
        }
      }
      return { serverMs: processCpuMs(serverPid) - serverStart, databaseMs };
    },
  };
}
