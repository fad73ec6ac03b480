import type { Module } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';
import { isLanguage, LOCALES } from './languages';

const SA_TIME = { timeZone: 'Africa/Johannesburg' } as const;
const DATE_FORMATS = {
  date: {
    short: { ...SA_TIME, day: 'numeric', month: 'numeric', year: '2-digit' },
    medium: { ...SA_TIME, day: 'numeric', month: 'short', year: 'numeric' },
    long: { ...SA_TIME, day: 'numeric', month: 'long', year: 'numeric' },
    full: { ...SA_TIME, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  },
} as const;

/**
 * i18next's message format as ICU MessageFormat (plurals, selects, numbers and dates in the language's locale),
 * through FormatJS's intl-messageformat. (The i18next-icu plugin does the same but its ES build imports
 * intl-messageformat's CommonJS default, which Node's ESM loader does not give it.) Parsed messages are kept per
 * language, namespace and key.
 */
export function icuFormat(): Module & {
  parse(
    message: string,
    values: Record<string, unknown>,
    language: string,
    namespace: string,
    key: string,
  ): string;
  addLookupKeys(keys: string[]): string[];
} {
  const parsed = new Map<string, IntlMessageFormat>();
  return {
    type: 'i18nFormat',
    parse(message, values, language, namespace, key) {
      const cacheKey = `${language}\u0000${namespace}\u0000${key}\u0000${message}`;
      let format = parsed.get(cacheKey);
      if (!format) {
        format = new IntlMessageFormat(
          message,
          isLanguage(language) ? LOCALES[language] : language,
          // `{x, date, long}` shows the day in South Africa's time, as format.ts's dates do, whatever the machine's.
          DATE_FORMATS,
          {
            ignoreTag: true,
          },
        );
        parsed.set(cacheKey, format);
      }
      return String(format.format(values as Record<string, string | number | Date>));
    },
    addLookupKeys(keys) {
      return keys;
    },
  };
}
