// npm test: every check in order, stopping at the first failure, with the time each took.
import { checkNodeVersion, run } from './lib.mjs';

checkNodeVersion();

const stages = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit:*']],
  [
    process.env.TEST_DATABASE_URL
      ? 'server integration tests (PGlite and PostgreSQL)'
      : 'server integration tests (PGlite)',
    'npx',
    ['vitest', 'run', '--project', 'server:*'],
  ],
  ['build', 'npm', ['run', 'build']],
  ['browser e2e tests', 'npx', ['vitest', 'run', '--project', 'e2e']],
];

const only = process.argv.slice(2);
const timings = [];
for (const [name, command, args] of stages) {
  if (only.length > 0 && !only.some((wanted) => name.startsWith(wanted))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args);
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
