// npm run dev: the API server (reloads on change) and the Vite dev server (hot reload, proxies /api and /media).
import { spawn } from 'node:child_process';
import { checkNodeVersion, root } from './lib.mjs';

checkNodeVersion();

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@mzansi/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? `${root}/data` },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@mzansi/web'], { cwd: root, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
