import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRenderer } from '@mzansi/contracts/server-render';

/**
 * The web app's server renderer (apps/web/dist-ssr/entry-server.js, `vite build --ssr`), or null when the client was
 * built without it (then every page is drawn by the browser, as in development).
 */
export async function loadServerRenderer(dir: string): Promise<ServerRenderer | null> {
  const entry = path.join(dir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as Partial<ServerRenderer>;
  if (typeof module.renderPage !== 'function') {
    throw new Error(`${entry} has no renderPage(): rebuild the web app (npm run build)`);
  }
  return { renderPage: module.renderPage };
}
