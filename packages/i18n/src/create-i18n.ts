import i18next, { type BackendModule, type i18n as I18n, type Module, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, type Language } from './languages';
import { icuFormat } from './icu-format';
import './i18next-types';

export type { I18n };

/** Loads one namespace of one language (a dynamic import in the browser). */
export type NamespaceLoader = (language: Language, namespace: string) => Promise<Record<string, unknown>>;

/**
 * An i18next instance for one language, with ICU message syntax (plurals, selects, numbers: intl-messageformat) and
 * English as the fallback. Synchronous when `resources` already hold what the first render needs (the server, and
 * a browser hydrating a server-drawn page); `load` fetches any other namespace when first used (react-i18next
 * suspends until it is there).
 */
export function createI18n(options: {
  language: Language;
  resources?: Resource;
  load?: NamespaceLoader;
  /** namespaces the first render uses, loaded by `init` when not in `resources` */
  namespaces?: string[];
  /** more i18next modules (react-i18next's binding in the web client) */
  plugins?: Module[];
}): I18n {
  const instance = i18next.createInstance();
  instance.use(icuFormat());
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  if (options.load) {
    const load = options.load;
    const backend: BackendModule = {
      type: 'backend',
      init() {},
      read(language, namespace, callback) {
        load(language as Language, namespace).then(
          (data) => callback(null, data),
          (error: unknown) => callback(error as Error, false),
        );
      },
    };
    instance.use(backend);
  }
  void instance.init({
    lng: options.language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: options.namespaces ?? ['common'],
    defaultNS: 'common',
    resources: options.resources,
    partialBundledLanguages: Boolean(options.resources && options.load),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: true },
  });
  return instance;
}

/** The Intl locale of a language (en-ZA, zu-ZA, xh-ZA, af-ZA). */
export function localeOf(language: Language): string {
  return LOCALES[language];
}
