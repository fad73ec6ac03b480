import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** CHROME_PATH, else a system Chromium or Chrome, else Playwright's own download; null when there is none. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  for (const candidate of SYSTEM_CANDIDATES) if (existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // playwright-core has no browser of its own unless one was installed
  }
  return null;
}

export const NO_CHROMIUM_MESSAGE = [
  'The browser tests need Chromium, and none was found.',
  'Install one of:',
  '  Debian/Ubuntu:  sudo apt-get install chromium',
  '  macOS:          brew install --cask chromium   (or install Google Chrome)',
  '  any system:     npx playwright install chromium',
  'or point CHROME_PATH at a Chromium or Chrome binary.',
].join('\n');

/** Flags for a headless Chromium in a locked-down machine (no GPU, no network calls of its own). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];
