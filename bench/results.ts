/**
 * Where the benches keep their figures: bench/results/<name>-<date>[-label].json (not versioned: copy figures worth
 * keeping into bench/README.md), with the date, the label and the machine beside them.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const RESULTS = path.resolve(import.meta.dirname, 'results');

/** The machine the figures come from (cores, CPU model, Node), plus what a bench adds (its load averages ...). */
export function machine(extra: Record<string, unknown> = {}) {
  return {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? null,
    node: process.version,
    ...extra,
  };
}

/** Writes `figures` (with the date and label) to a new results file; returns its path. */
export async function writeResults(
  name: string,
  label: string | undefined,
  figures: Record<string, unknown>,
): Promise<string> {
  const date = new Date().toISOString();
  const file = path.join(RESULTS, `${name}-${date.replace(/[:.]/g, '-')}${label ? `-${label}` : ''}.json`);
  await fs.mkdir(RESULTS, { recursive: true });
  await fs.writeFile(file, `${JSON.stringify({ date, label: label || null, ...figures }, null, 2)}\n`);
  return file;
}
