// npm start: build what changed since the last build, then run the one server (API + client + media).
import fs from 'node:fs';
import path from 'node:path';
import { checkNodeVersion, newestMtime, root, run } from './lib.mjs';

checkNodeVersion();

const builds = [
  {
    workspace: '@mzansi/web',
    stamp: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contracts/src',
    ],
  },
  {
    workspace: '@mzansi/server',
    stamp: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contracts/src', 'packages/media/src'],
  },
];

for (const build of builds) {
  let built = 0;
  try {
    built = fs.statSync(path.join(root, build.stamp)).mtimeMs;
  } catch {
    // never built
  }
  if (built > 0 && built >= newestMtime(build.sources)) continue;
  console.log(`Building ${build.workspace}…`);
  const code = await run('npm', ['run', 'build', '--workspace', build.workspace]);
  if (code !== 0) process.exit(code);
}

const code = await run(process.execPath, [
  path.join(root, 'apps/server/dist/main.js'),
  ...process.argv.slice(2),
]);
process.exit(code);
