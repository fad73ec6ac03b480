import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { ALL_RESOURCES, ENGLISH, NAMESPACES } from './all-resources';
import { createI18n } from './create-i18n';
import { LANGUAGES, LOCALES } from './languages';

/**
 * The catalogue check of issue 16 (part of npm test): every language has every English key and no other, each
 * message is valid ICU with the same arguments as the English one, and every key is used somewhere in the code.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const localesDir = path.join(root, 'packages/i18n/locales');

/** Every message of a catalogue by its dotted key. */
function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else if (value && typeof value === 'object') {
      for (const [k, v] of flatten(value as Record<string, unknown>, full)) out.set(k, v);
    } else throw new Error(`${full}: not a message or a group`);
  }
  return out;
}

/** The names of a message's ICU arguments ({name}, {count, plural, ...}), sorted. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
    }[]) {
      if (element.type !== 0 && element.type !== 7 && typeof element.value === 'string')
        names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe('message catalogues', () => {
  it('has one file per namespace and language on disk, each in the bundled map', () => {
    for (const language of LANGUAGES) {
      const files = fs
        .readdirSync(path.join(localesDir, language))
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.replace(/\.json$/, ''))
        .sort();
      expect(files, language).toEqual([...NAMESPACES].sort());
      for (const namespace of NAMESPACES) {
        const onDisk = JSON.parse(
          fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8'),
        ) as unknown;
        expect(ALL_RESOURCES[language][namespace], `${language}/${namespace}`).toEqual(onDisk);
      }
    }
  });

  for (const language of LANGUAGES.filter((lang) => lang !== 'en')) {
    it(`${language}: every English key and no other, valid ICU with the English arguments`, () => {
      for (const namespace of NAMESPACES) {
        const english = flatten(ENGLISH[namespace]);
        const translated = flatten(ALL_RESOURCES[language][namespace]);
        const missing = [...english.keys()].filter((key) => !translated.has(key));
        const extra = [...translated.keys()].filter((key) => !english.has(key));
        expect(missing, `${language}/${namespace}: missing`).toEqual([]);
        expect(extra, `${language}/${namespace}: not in English`).toEqual([]);
        for (const [key, message] of translated) {
          expect(message.trim(), `${language}/${namespace}:${key} is empty`).not.toBe('');
          expect(argumentsOf(message, LOCALES[language]), `${language}/${namespace}:${key}`).toEqual(
            argumentsOf(english.get(key)!, 'en-ZA'),
          );
        }
      }
    });
  }

  it('English messages without arguments read exactly as written (the spec §8 messages word for word)', () => {
    const i18n = createI18n({ language: 'en', resources: { en: ENGLISH } });
    for (const namespace of NAMESPACES) {
      for (const [key, message] of flatten(ENGLISH[namespace])) {
        if (argumentsOf(message, 'en-ZA').length > 0) continue;
        expect(i18n.t(`${namespace}:${key}` as never), `${namespace}:${key}`).toBe(message);
      }
    }
  });

  it('formats plurals and arguments in each language', () => {
    const i18n = createI18n({ language: 'af', resources: { af: ALL_RESOURCES.af, en: ENGLISH } });
    expect(i18n.t('common:language.changed', { language: 'Afrikaans' })).toBe('Die app is nou in Afrikaans.');
  });

  it('uses every key somewhere in the code (a key only tests name is unused)', () => {
    const code = [
      'apps/web/src',
      'apps/server/src',
      ...fs.readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}/src`),
    ]
      .map((dir) => path.join(root, dir))
      .filter((dir) => fs.existsSync(dir))
      .flatMap(sourceFiles)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    // One pass over the code: every quoted run of key characters ('common:nav.home', "nav.home"), and every
    // MESSAGES.<path> with each of its leading parts (the spec §8 messages are also read by the server as
    // MESSAGES.<key>, contracts/messages.ts).
    const quoted = new Set([...code.matchAll(/['"`]([\w.:-]+)(?=['"`])/g)].map((match) => match[1]!));
    const messagePaths = new Set(
      [...code.matchAll(/MESSAGES\.([\w$]+(?:\.[\w$]+)*)/g)].flatMap((match) =>
        match[1]!.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.')),
      ),
    );
    const unused: string[] = [];
    for (const namespace of NAMESPACES) {
      for (const key of flatten(ENGLISH[namespace]).keys()) {
        const parts = key.split('.');
        const property =
          namespace === 'messages' &&
          parts.some((_, index) => messagePaths.has(parts.slice(0, index + 1).join('.')));
        if (!quoted.has(key) && !quoted.has(`${namespace}:${key}`) && !property)
          unused.push(`${namespace}:${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
