// npm test: every check, stopping after the first stage that fails, with the time each took.
import { spawn } from 'node:child_process';
import { checkNodeVersion, root, run } from './lib.mjs';

checkNodeVersion();

const workers = (count) => ['--maxWorkers', process.env.TEST_WORKERS ?? String(count)];
const vitest = (project, ...extra) => ['npx', ['vitest', 'run', '--project', project, ...extra]];

/**
 * Stages in order. A stage is one or more lanes that run side by side; a lane runs its commands one after another.
 * The first stage's lanes keep both cores of a 2-core machine busy with single-threaded tools: eslint in one, tsc,
 * prettier and the build in the other. (The browser journeys beside the unit tests were measured too: no quicker,
 * the cores were already full.) Vitest gets two workers: with its default of `availableParallelism() - 1` the
 * integration suites would run file after file while the CPU waits on PostgreSQL, ffmpeg and the network.
 */
const stages = [
  {
    name: 'typecheck, lint and build',
    lanes: [
      [['lint', 'npx', ['eslint', '.', '--max-warnings', '0']]],
      [
        ['typecheck', 'npm', ['run', 'typecheck']],
        ['formatting', 'npx', ['prettier', '--check', '.']],
        ['build', 'npm', ['run', 'build']],
      ],
    ],
  },
  { name: 'unit tests', lanes: [[['unit tests', ...vitest('unit:*', ...workers(2))]]] },
  {
    name: process.env.TEST_DATABASE_URL
      ? 'server integration tests (PGlite and PostgreSQL)'
      : 'server integration tests (PGlite)',
    lanes: [[['server tests', ...vitest('server:*', ...workers(2))]]],
  },
  { name: 'browser e2e tests', lanes: [[['e2e', ...vitest('e2e')]]] },
  {
    name: 'scale-out topology and fault tests',
    lanes: [[['topology', ...vitest('topology')]]],
  },
];

/** Runs a command with its output kept, printed in one piece when it ends (side-by-side runs do not interleave). */
function runQuietly(name, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (code) => {
      process.stdout.write(`\n── ${name} (${((Date.now() - started) / 1000).toFixed(1)}s) ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.on('exit', (code, signal) => finish(signal ? 1 : (code ?? 1)));
    child.on('error', (error) => {
      output.push(Buffer.from(`Could not run ${command}: ${error.message}\n`));
      finish(1);
    });
  });
}

/** Runs a lane's commands in order, stopping at the first that fails. */
async function runLane(lane, quietly) {
  for (const [label, command, args] of lane) {
    const code = quietly ? await runQuietly(label, command, args) : await run(command, args);
    if (code !== 0) return code;
  }
  return 0;
}

const only = process.argv.slice(2);
const timings = [];
for (const { name, lanes } of stages) {
  if (only.length > 0 && !only.some((wanted) => name.startsWith(wanted))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const quietly = lanes.length > 1 || lanes[0].length > 1;
  const codes = await Promise.all(lanes.map((lane) => runLane(lane, quietly)));
  const code = codes.find((each) => each !== 0) ?? 0;
  timings.push([name, (Date.now() - started) / 1000, code]);
  if (code !== 0) {
    console.error(`\n✗ ${name} failed (exit ${code}).`);
    break;
  }
}

console.log('\nSummary');
for (const [name, seconds, code] of timings)
  console.log(`  ${code === 0 ? '✓' : '✗'} ${name.padEnd(52)} ${seconds.toFixed(1)}s`);
const failed = timings.some(([, , code]) => code !== 0);
process.exit(failed ? 1 : 0);
