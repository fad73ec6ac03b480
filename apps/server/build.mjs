// Bundles the server into dist/ for Node 20+: our workspace packages are inlined (they ship TypeScript), npm
// dependencies stay external and load from node_modules. Migrations are copied beside the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = path.dirname(new URL(import.meta.url).pathname);
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => !name.startsWith('@mzansi/'))
  .flatMap((name) => [name, `${name}/*`]);

fs.rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'seed-cli': path.join(here, 'src/seed/seed-cli.ts'),
    'create-admin-cli': path.join(here, 'src/modules/admin-users/create-admin-cli.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(here, 'dist/migrations'), { recursive: true });
console.log('server bundled to apps/server/dist');
