/**
 * The app's i18n instance once it is set up, for code that runs from the page's entry and must not pull i18next
 * into it (the Loading Error page, app/loading-error.ts). lib/i18n.ts registers every instance it makes the app's.
 */
export interface StartedI18n {
  language: string;
  hasLoadedNamespace(namespace: string): boolean;
  t(key: string): string;
}

let started: StartedI18n | null = null;

export function registerStartedI18n(instance: StartedI18n): void {
  started = instance;
}

export function startedI18n(): StartedI18n | null {
  return started;
}

/**
 * A message in the interface language once the app's catalogues are loaded, else the English given (code in the
 * page's entry, e.g. the API client, which the landing page runs without i18next or React).
 */
export function translateOr(key: `${string}:${string}`, english: string): string {
  const namespace = key.slice(0, key.indexOf(':'));
  return started?.hasLoadedNamespace(namespace) ? started.t(key) : english;
}
