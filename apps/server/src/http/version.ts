import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function readVersion(): string {
  for (const candidate of ['../../package.json', '../package.json']) {
    try {
      return (require(candidate) as { version: string }).version;
    } catch {
      // not at this depth (source tree and bundle differ)
    }
  }
  return '0.0.0';
}

export const APP_VERSION = readVersion();
