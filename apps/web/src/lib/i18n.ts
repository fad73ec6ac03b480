import { createI18n, type I18n } from '@mzansi/i18n/create-i18n';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LOCALES,
  type Language,
} from '@mzansi/i18n/languages';
import type { Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { registerStartedI18n } from './started-i18n';

/**
 * The interface's language in the browser (issue 16). Each language's catalogues are separate chunks, one per
 * namespace, fetched when first used; a page the server drew carries the namespaces it used in its state, so its
 * hydration needs no fetch. Components translate with react-i18next's `useTranslation('namespace')`; code outside
 * React (stores, the API client, toasts) with `translate`.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('../../../../packages/i18n/locales/*/*.json', {
  import: 'default',
});

/** One namespace of one language, as its own chunk. */
export function loadNamespace(language: Language, namespace: string): Promise<Record<string, unknown>> {
  const load = catalogues[`../../../../packages/i18n/locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No catalogue ${language}/${namespace}`));
}

/** The namespaces every page uses (the shell, the spec's messages, the head's text): loaded before a page is drawn. */
export const CORE_NAMESPACES = ['common', 'messages', 'seo'];

let current: I18n | undefined;

/** An i18next instance bound to React, with these resources already in memory and the rest loaded on demand. */
export function createAppI18n(language: Language, resources?: Resource): I18n {
  return createI18n({
    language,
    resources,
    load: loadNamespace,
    namespaces: CORE_NAMESPACES,
    plugins: [initReactI18next],
  });
}

/** Makes an instance the app's (the browser's one, a test's, or the server's for the render in progress). */
export function setAppI18n(instance: I18n): void {
  current = instance;
  registerStartedI18n({
    get language() {
      return instance.language;
    },
    hasLoadedNamespace: (namespace) => instance.hasLoadedNamespace(namespace),
    t: (key) => (instance.t as unknown as (key: string) => string)(key),
  });
}

/** The app's i18n instance (English until the app has started). */
export function appI18n(): I18n {
  current ??= createAppI18n(DEFAULT_LANGUAGE);
  return current;
}

/** `t` outside React: the app's current language. */
export const translate = ((...args: unknown[]) =>
  (appI18n().t as unknown as (...params: unknown[]) => string)(...args)) as unknown as I18n['t'];

/** The current interface language. */
export function currentLanguage(): Language {
  const language = appI18n().language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The language the server chose for this page (`<html lang>`): the first guess of a page the browser draws. */
export function documentLanguage(): Language {
  const lang = document.documentElement.lang.split('-')[0];
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * Switches the interface: remembered on this device (a cookie the server reads for the pages, answers and e-mails it
 * writes), the catalogues loaded, then every translated component re-rendered; `<html lang>` follows.
 */
export async function changeLanguage(language: Language): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
  const i18n = appI18n();
  await i18n.loadLanguages(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = LOCALES[language];
}

/** The interface language in a component (re-renders when it changes): for Intl formats (@mzansi/i18n/format). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
