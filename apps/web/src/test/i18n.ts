import { ALL_RESOURCES, ENGLISH } from '@mzansi/i18n/all-resources';
import type { Language } from '@mzansi/i18n/languages';
import { setI18n } from 'react-i18next';
import { onTestFinished } from 'vitest';
import { appI18n, createAppI18n, setAppI18n } from '@/lib/i18n';

/**
 * Renders the rest of the test in another language, every catalogue in memory (as setup.ts does for English);
 * English comes back after the test. Call it at the start of a test.
 */
export function inLanguage(language: Language): void {
  const english = appI18n();
  setAppI18n(createAppI18n(language, { [language]: ALL_RESOURCES[language], en: ENGLISH }));
  onTestFinished(() => {
    setAppI18n(english);
    setI18n(english);
  });
}
