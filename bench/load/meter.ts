/**
 * What a load step records: every request's latency by kind and its outcome, and the CPU time of the processes
 * taking part (read from /proc, Linux only; NaN elsewhere).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { processCpuMs } from '../api/cpu';

/** segment: media segments; init: init segments; playlist: playlists fetched; api: the JSON calls */
export type RequestKind =
  'segment' | 'init' | 'playlist' | 'grant' | 'heartbeat' | 'progress' | 'sign-in' | 'end';
const API_KINDS: readonly RequestKind[] = ['grant', 'heartbeat', 'progress', 'sign-in', 'end'];

export interface StepFigures {
  requests: number;
  errors: number;
  /** error answers by status (0: network error or timeout) */
  errorsByStatus: Record<string, number>;
  segments: number;
  segmentBytes: number;
  segmentP50: number;
  segmentP95: number;
  segmentP99: number;
  segmentMax: number;
  initP99: number;
  apiRequests: number;
  apiP50: number;
  apiP99: number;
  grantP99: number;
  /** requests by kind */
  byKind: Record<string, number>;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** Latencies of the current step; `take()` hands them over and starts the next step. */
export class Recorder {
  private latencies = new Map<RequestKind, number[]>();
  private errors = 0;
  private errorsByStatus: Record<string, number> = {};
  private segmentBytes = 0;

  record(kind: RequestKind, ms: number, status: number, bytes = 0): void {
    let list = this.latencies.get(kind);
    if (!list) this.latencies.set(kind, (list = []));
    list.push(ms);
    if (kind === 'segment') this.segmentBytes += bytes;
    if (status < 200 || status > 299) {
      this.errors += 1;
      this.errorsByStatus[status] = (this.errorsByStatus[status] ?? 0) + 1;
    }
  }

  /** Keeps the first few error descriptions of a run, to say what failed. */
  sample(description: string): void {
    if (this.errorSamples.length < 10) this.errorSamples.push(description);
  }

  readonly errorSamples: string[] = [];

  take(): StepFigures {
    const sorted = (kinds: readonly RequestKind[]) =>
      kinds.flatMap((kind) => this.latencies.get(kind) ?? []).sort((a, b) => a - b);
    const segments = sorted(['segment']);
    const api = sorted(API_KINDS);
    const byKind = Object.fromEntries([...this.latencies].map(([kind, list]) => [kind, list.length]));
    const figures: StepFigures = {
      requests: [...this.latencies.values()].reduce((sum, list) => sum + list.length, 0),
      errors: this.errors,
      errorsByStatus: this.errorsByStatus,
      segments: segments.length,
      segmentBytes: this.segmentBytes,
      segmentP50: percentile(segments, 50),
      segmentP95: percentile(segments, 95),
      segmentP99: percentile(segments, 99),
      segmentMax: segments.at(-1) ?? Number.NaN,
      initP99: percentile(sorted(['init']), 99),
      apiRequests: api.length,
      apiP50: percentile(api, 50),
      apiP99: percentile(api, 99),
      grantP99: percentile(sorted(['grant']), 99),
      byKind,
    };
    this.latencies = new Map();
    this.errors = 0;
    this.errorsByStatus = {};
    this.segmentBytes = 0;
    return figures;
  }
}

/** The processes whose /proc/{pid}/{file} matches (those that ended meanwhile are left out). */
function processesWhere(file: 'stat' | 'cmdline', matches: (text: string) => boolean): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (matches(readFileSync(`/proc/${entry}/${file}`, 'utf8'))) pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

/** The direct children of a process (nginx's workers): the parent pid is the 2nd field after the command. */
export function childrenOf(pid: number): number[] {
  return processesWhere(
    'stat',
    (stat) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid,
  );
}

/** The PostgreSQL backends serving one database (their process title names it). */
export function postgresBackends(database: string): number[] {
  return processesWhere(
    'cmdline',
    (title) => title.startsWith('postgres: ') && title.split(' ').includes(database),
  );
}

/** Busy and total jiffies of the whole machine (/proc/stat's first line). */
function machineTicks(): { busy: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: Number.NaN, total: Number.NaN };
  }
}

/** A named group of processes whose pids are looked up at each sample (nginx workers, PostgreSQL backends). */
export interface ProcessGroup {
  name: string;
  pids(): number[];
}

/**
 * CPU use of each group between two samples, as a share of one core (100 = one core busy), and the machine's,
 * as a share of all its cores. A process that ends between samples loses what it used since the first.
 */
export class CpuSampler {
  private last = new Map<number, number>();
  private lastMachine = machineTicks();
  private lastAt = performance.now();

  constructor(private readonly groups: readonly ProcessGroup[]) {
    for (const group of groups) for (const pid of group.pids()) this.last.set(pid, processCpuMs(pid));
  }

  sample(): { perGroup: Record<string, number>; machine: number } {
    const now = performance.now();
    const seconds = (now - this.lastAt) / 1000;
    const perGroup: Record<string, number> = {};
    const next = new Map<number, number>();
    for (const group of this.groups) {
      let ms = 0;
      for (const pid of group.pids()) {
        const used = processCpuMs(pid);
        if (!Number.isFinite(used)) continue;
        next.set(pid, used);
        // A process first seen now started since the last sample (a new PostgreSQL backend): all of it counts.
        ms += Math.max(0, used - (this.last.get(pid) ?? 0));
      }
      perGroup[group.name] = seconds > 0 ? ms / 10 / seconds : Number.NaN;
    }
    const machine = machineTicks();
    const share =
      (machine.busy - this.lastMachine.busy) / Math.max(1, machine.total - this.lastMachine.total);
    this.last = next;
    this.lastMachine = machine;
    this.lastAt = now;
    return { perGroup, machine: share * 100 };
  }
}
