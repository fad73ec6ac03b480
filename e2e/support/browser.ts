import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

export interface BrowserOptions {
  viewport?: { width: number; height: number };
  isMobile?: boolean;
  hasTouch?: boolean;
  userAgent?: string;
  /** lets a test inject tooling such as axe-core past the app's Content-Security-Policy */
  bypassCSP?: boolean;
  /** the browser's language (Accept-Language, navigator.language); en-ZA unless given */
  locale?: string;
}

/**
 * A fresh Chromium profile for one test, closed when the test ends. On failure, a full-page screenshot and the
 * browser console are saved to e2e/artifacts.
 */
export async function openBrowser(testName: string, options: BrowserOptions = {}): Promise<BrowserSession> {
  const { baseUrl, chromePath, artifactsDir } = inject('e2e');
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1366, height: 900 },
    ...(options.isMobile === undefined ? {} : { isMobile: options.isMobile }),
    ...(options.hasTouch === undefined ? {} : { hasTouch: options.hasTouch }),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.bypassCSP ? { bypassCSP: true } : {}),
    locale: options.locale ?? 'en-ZA',
    timezoneId: 'Africa/Johannesburg',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));

  const close = async () => {
    await context.close();
    await fs.rm(profile, { recursive: true, force: true });
  };
  // One hook for both: vitest runs onTestFinished before onTestFailed, and the screenshot needs an open browser.
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const safe = testName.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      await page.screenshot({ path: path.join(artifactsDir, `${safe}.png`), fullPage: true }).catch(() => {});
      await fs
        .writeFile(path.join(artifactsDir, `${safe}.console.txt`), consoleLines.join('\n'))
        .catch(() => {});
    }
    await close();
  });

  return {
    context,
    page,
    baseUrl,
    close,
  };
}
