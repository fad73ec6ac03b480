import { setTimeout as sleepMs } from 'node:timers/promises';

/** The answers kept per kind: enough for a stable 90th percentile, few enough to follow a change of load. */
const WINDOW = 40;
/** Below this many answers of a kind its percentile is not trusted yet. */
const MIN_SAMPLES = 5;
/** The most an answer is held back: a slow spell does not hold every sign-up back for long. */
const MAX_PAD_MS = 1000;

export interface UniformTimingOptions {
  now?: () => number;
  sleep?: (ms: number) => Promise<unknown>;
}

function percentile90(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))]!;
}

/**
 * Makes answers that do different work take the same time (ASVS 6.3.8: no account enumeration by timing). Each
 * answer is held until the 90th percentile of recent answers of the slowest kind has passed, so a fast kind (a
 * sign-up for an address that has an account) and a slow one (a new account: more rows, more writes) leave at the
 * same moment; an answer that took longer than that leaves at once. Kinds are the caller's labels, and the times
 * kept are the work's own, before any holding back.
 */
export function createUniformTiming<Kind extends string>(options: UniformTimingOptions = {}) {
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? sleepMs;
  const recent = new Map<Kind, number[]>();

  function target(): number {
    let slowest = 0;
    for (const times of recent.values()) {
      if (times.length >= MIN_SAMPLES) slowest = Math.max(slowest, percentile90(times));
    }
    return slowest;
  }

  return {
    /** Runs the work; `kindOf` labels its outcome (or its error) once known. */
    async run<T>(
      work: () => Promise<T>,
      kindOf: (outcome: { value?: T; error?: unknown }) => Kind,
    ): Promise<T> {
      const started = now();
      let outcome: { value?: T; error?: unknown };
      try {
        outcome = { value: await work() };
      } catch (error) {
        outcome = { error };
      }
      const took = now() - started;
      const kind = kindOf(outcome);
      const times = recent.get(kind) ?? [];
      times.push(took);
      if (times.length > WINDOW) times.shift();
      recent.set(kind, times);
      const wait = Math.min(MAX_PAD_MS, target() - took);
      if (wait > 0) await sleep(wait);
      if ('error' in outcome) throw outcome.error;
      return outcome.value as T;
    },
    /** How long answers are held back to now (for tests and the bench). */
    target,
  };
}
