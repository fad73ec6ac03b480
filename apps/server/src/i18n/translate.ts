import { ALL_RESOURCES, ENGLISH, NAMESPACES } from '@mzansi/i18n/all-resources';
import { createI18n, type I18n } from '@mzansi/i18n/create-i18n';
import type { Language } from '@mzansi/i18n/languages';

/** Every message key of a catalogue tree, dotted (`code.not_found`, `playback.tooManyStreams`). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A message an API error can answer with: the server's own (`errors`) or one of the spec's §8 (`messages`). */
export type ErrorMessageKey =
  `errors:${Leaves<typeof ENGLISH.errors>}` | `messages:${Leaves<typeof ENGLISH.messages>}`;
/** A piece of an e-mail. */
export type EmailKey = `emails:${Leaves<typeof ENGLISH.emails>}`;
export type ServerMessageKey = ErrorMessageKey | EmailKey;
/** ICU arguments. Numbers are formatted in the language's locale: pass text where English must not change. */
export type MessageParams = Record<string, string | number>;

const instances = new Map<Language, I18n>();

/** One i18next instance per language, made when first needed, with every namespace bundled (no loading). */
function instanceFor(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({
      language,
      resources: { [language]: ALL_RESOURCES[language], en: ENGLISH },
      namespaces: [...NAMESPACES],
    });
    instances.set(language, instance);
  }
  return instance;
}

/**
 * What the server says to people (issue 16): a message of the catalogues in a language (English when a language
 * lacks it). The same catalogues as the web client's (packages/i18n/locales), so English reads exactly as there.
 */
export function translate(language: Language, key: ServerMessageKey, params?: MessageParams): string {
  return instanceFor(language).t(key, (params ?? {}) as never) as unknown as string;
}

/**
 * A message an error answers with, kept as a key and its arguments until the answer is written in the request's
 * language. `english` is what logs and English answers read.
 */
export class LocalisedMessage {
  constructor(
    readonly key: ErrorMessageKey,
    readonly params?: MessageParams,
  ) {}

  in(language: Language): string {
    return translate(language, this.key, this.params);
  }

  get english(): string {
    return this.in('en');
  }
}

/** `new AppError('not_found', localised('errors:watchlist.notInList'))`. */
export function localised(key: ErrorMessageKey, params?: MessageParams): LocalisedMessage {
  return new LocalisedMessage(key, params);
}

/** The spec's §8 messages by their English text, for the ones contracts hand over as text (endpoint schemas). */
let specByEnglish: Map<string, ErrorMessageKey> | undefined;

function flatten(tree: Record<string, unknown>, prefix: string, out: Map<string, ErrorMessageKey>): void {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      if (!out.has(value)) out.set(value, `messages:${full}` as ErrorMessageKey);
    } else if (value && typeof value === 'object') flatten(value as Record<string, unknown>, full, out);
  }
}

/** A spec §8 message given as its English text, localised; other text stays as it is (English only). */
export function specMessage(text: string): LocalisedMessage | string {
  if (!specByEnglish) {
    specByEnglish = new Map();
    flatten(ENGLISH.messages, '', specByEnglish);
  }
  const key = specByEnglish.get(text);
  return key ? localised(key) : text;
}
