// npm test: every check in order, stopping at the first failure, with the time each took.
import { spawn } from 'node:child_process';
import { checkNodeVersion, root, run } from './lib.mjs';

checkNodeVersion();

/**
 * Vitest gives a run `availableParallelism() - 1` workers: one on a 2-core machine, where the integration suites
 * then run file after file while the CPU waits on PostgreSQL, ffmpeg and the network. Two workers use both cores.
 */
const WORKERS = ['--maxWorkers', process.env.TEST_WORKERS ?? '2'];

/** Stages in order; a stage of several commands runs them side by side (each single-threaded). */
const stages = [
  [
    'typecheck and lint',
    [
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['lint', 'npm', ['run', 'lint']],
    ],
  ],
  ['unit tests', [['unit tests', 'npx', ['vitest', 'run', '--project', 'unit:*', ...WORKERS]]]],
  [
    process.env.TEST_DATABASE_URL
      ? 'server integration tests (PGlite and PostgreSQL)'
      : 'server integration tests (PGlite)',
    [['server tests', 'npx', ['vitest', 'run', '--project', 'server:*', ...WORKERS]]],
  ],
  ['build', [['build', 'npm', ['run', 'build']]]],
  ['browser e2e tests', [['e2e', 'npx', ['vitest', 'run', '--project', 'e2e']]]],
  ['scale-out topology and fault tests', [['topology', 'npx', ['vitest', 'run', '--project', 'topology']]]],
];

/** Runs a command with its output kept, printed in one piece when it ends (side-by-side runs do not interleave). */
function runQuietly(name, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (code) => {
      process.stdout.write(`\n── ${name} ──\n`);
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

const only = process.argv.slice(2);
const timings = [];
for (const [name, commands] of stages) {
  if (only.length > 0 && !only.some((wanted) => name.startsWith(wanted))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const codes =
    commands.length === 1
      ? [await run(commands[0][1], commands[0][2])]
      : await Promise.all(commands.map(([label, command, args]) => runQuietly(label, command, args)));
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
