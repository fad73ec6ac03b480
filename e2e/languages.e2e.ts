import { ALL_RESOURCES, ENGLISH, NAMESPACES } from '@mzansi/i18n/all-resources';
import type { Language } from '@mzansi/i18n/languages';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO_PASSWORD, titleId } from './support/app';
import { openBrowser } from './support/browser';

/** Every message of a catalogue by its dotted key. */
function flatten(tree: Record<string, unknown>, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else flatten(value as Record<string, unknown>, full, out);
  }
  return out;
}

/** The literal runs of an ICU message (its text between arguments). */
function literals(message: string): string[] {
  const out: string[] = [];
  const walk = (
    elements: { type: number; value?: unknown; options?: Record<string, { value: unknown[] }> }[],
  ) => {
    for (const element of elements) {
      if (element.type === 0 && typeof element.value === 'string') out.push(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value as never);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst());
  return out;
}

/**
 * English the catalogues translate, as it would appear on screen: each message's literal runs of at least two words
 * (single words such as "Premium" or a language's own name are often the same in every language).
 */
function englishPhrases(language: Language): string[] {
  const phrases = new Set<string>();
  for (const namespace of NAMESPACES) {
    const translated = flatten(ALL_RESOURCES[language][namespace]);
    for (const [key, english] of flatten(ENGLISH[namespace])) {
      if (translated.get(key) === english) continue;
      for (const run of literals(english)) {
        const phrase = run.trim().replace(/\s+/g, ' ');
        if (/[A-Za-z]{2,} [A-Za-z]{2,}/.test(phrase)) phrases.add(phrase);
      }
    }
  }
  return [...phrases];
}

/** The text a person sees or hears on the page: visible text and the accessible names of controls. */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'))
      .filter((element) => (element as HTMLElement).offsetParent !== null || element.tagName === 'BODY')
      .map((element) =>
        ['aria-label', 'title', 'placeholder', 'alt']
          .map((name) => element.getAttribute(name) ?? '')
          .join(' '),
      );
    return `${document.body.innerText}\n${labels.join('\n')}\n${document.title}`.replace(/\s+/g, ' ');
  });
}

async function expectNoEnglish(page: Page, language: Language, where: string) {
  const words = await pageWords(page);
  const left = englishPhrases(language).filter((phrase) => words.includes(phrase));
  expect(left, `English left on ${where} in ${language}`).toEqual([]);
}

async function walk(language: Language) {
  const { page, baseUrl } = await openBrowser(`the app in ${language}`, { locale: `${language}-ZA` });
  const id = await titleId(baseUrl, 'Umkhokha');

  // A visitor whose browser asks for the language gets every page in it.
  await page.goto('/home');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(`${language}-ZA`);
  await page.locator('main h2').first().waitFor();
  await expectNoEnglish(page, language, '/home');

  await page.goto(`/watch/${id}`);
  await page.locator('main h1').waitFor();
  await expectNoEnglish(page, language, 'the title page');

  const detail = (await (await fetch(`${baseUrl}/api/videos/${id}`)).json()) as {
    trailer: { videoId: string };
  };
  await page.goto(`/watch/${id}?play=${detail.trailer.videoId}`);
  const player = page.locator('[data-player-stage]');
  await player.waitFor();
  // A visitor gets a pre-roll first: its label, countdown, Skip and links are in the language too.
  await page.locator('[data-testid="ad-break"][data-ad-state="playing"]').waitFor({ timeout: 30_000 });
  await expectNoEnglish(page, language, 'the ad');
  await page.getByTestId('ad-skip').and(page.locator(':enabled')).click({ timeout: 30_000 });
  await page.waitForFunction(
    () =>
      document.querySelector('[data-ad]') === null &&
      (document.querySelector<HTMLVideoElement>('[data-testid="trailer-video"]')?.currentTime ?? 0) > 0.2,
    undefined,
    { timeout: 30_000 },
  );
  await player.hover();
  await expectNoEnglish(page, language, 'the player');

  // Signed in (the form found by its fields, whatever they are called), the settings page.
  await page.goto('/auth?returnUrl=%2Fsettings');
  await page.locator('form input[type="email"]').fill('premium@mzansi.test');
  await page.locator('form input[type="password"]').first().fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${baseUrl}/settings`);
  await page.locator('main h1').waitFor();
  await expectNoEnglish(page, language, '/settings');
}

test('the whole walk in isiZulu: home, a title, the player and settings, with no English left', async () => {
  await walk('zu');
});

test('the whole walk in Afrikaans: home, a title, the player and settings, with no English left', async () => {
  await walk('af');
});
