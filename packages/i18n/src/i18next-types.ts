import type { ENGLISH } from './all-resources';

/**
 * `t` knows every English key: a key that is not in the English catalogue is a type error wherever it is used (the
 * catalogue check makes every other language have the same keys).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof ENGLISH;
    returnNull: false;
  }
}
