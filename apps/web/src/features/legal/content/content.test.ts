import { SUPPORT_EMAIL as CONTRACT_SUPPORT_EMAIL, ROUTES } from '@mzansi/contracts/routes';
import {
  AD_CREATIVE_MAX_SECONDS,
  AD_CREATIVE_MIN_SECONDS,
  AD_SKIP_OFFSET_SECONDS,
  MIDROLL_INTERVAL_SECONDS,
  MIDROLL_MIN_PROGRAMME_SECONDS,
} from '@mzansi/contracts/ads';
import { AGE_RATINGS } from '@mzansi/contracts/catalogue';
import { UNCONFIRMED_ACCOUNT_DAYS } from '@mzansi/contracts/constants';
import { formatRands, PLANS } from '@mzansi/contracts/plans';
import { VIEWER_PROFILE_COOKIE } from '@mzansi/contracts/viewer-profiles';
import { LANGUAGE_COOKIE } from '@mzansi/i18n/languages';
import { ALL_RESOURCES, ENGLISH } from '@mzansi/i18n/all-resources';
import { describe, expect, it } from 'vitest';
import { appI18n } from '@/lib/i18n';
import { STORAGE_KEYS } from '@/lib/storage';
import { accessibilityContent } from './accessibility';
import { COMPANY } from './company';
import { cookiesContent } from './cookies';
import { privacyContent } from './privacy';
import { termsContent } from './terms';
import type { Block, Inline, LegalDocumentContent, RichText } from './types';

/** The documents in English, from the catalogues. */
const TERMS = termsContent(appI18n().getFixedT('en', 'legal-terms'), 'en');
const PRIVACY = privacyContent(appI18n().getFixedT('en', 'legal-privacy'), 'en');
const COOKIES = cookiesContent(appI18n().getFixedT('en', 'legal-cookies'), 'en');
const ACCESSIBILITY = accessibilityContent(appI18n().getFixedT('en', 'legal-accessibility'), 'en');

const DOCUMENTS: Array<[string, LegalDocumentContent]> = [
  ['terms', TERMS],
  ['privacy', PRIVACY],
  ['cookies', COOKIES],
  ['accessibility', ACCESSIBILITY],
];

function richTextPieces(value: RichText): Inline[] {
  return typeof value === 'string' ? [value] : value;
}

function blockPieces(block: Block): Inline[] {
  if (typeof block === 'string' || Array.isArray(block)) return richTextPieces(block);
  if ('list' in block) return block.list.flatMap(richTextPieces);
  if ('lines' in block) return block.lines.flatMap(richTextPieces);
  if ('note' in block) return richTextPieces(block.note);
  return block.table.rows.flat().flatMap(richTextPieces);
}

function allPieces(document: LegalDocumentContent): Inline[] {
  // Headings count as text too: a heading's words are part of the document.
  const blocks = [
    ...document.intro,
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.blocks,
      ...(section.subsections ?? []).flatMap((subsection) => [subsection.title, ...subsection.blocks]),
    ]),
  ];
  return blocks.flatMap(blockPieces);
}

function plainText(document: LegalDocumentContent): string {
  return allPieces(document)
    .map((piece) =>
      typeof piece === 'string'
        ? piece
        : 'link' in piece
          ? piece.link
          : 'strong' in piece
            ? piece.strong
            : piece.code,
    )
    .join(' ');
}

describe.each(DOCUMENTS)('%s content', (_name, document) => {
  it('gives every section and subsection a unique anchor id', () => {
    const ids = document.sections.flatMap((section) => [
      section.id,
      ...(section.subsections ?? []).map((subsection) => subsection.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('links only to pages that exist in the route table, and to real e-mail and web addresses', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    const links = allPieces(document).filter((piece): piece is { link: string; to: string } => {
      return typeof piece !== 'string' && 'link' in piece;
    });
    expect(links.length).toBeGreaterThan(0);
    for (const { to } of links) {
      if (to.startsWith('/')) expect(paths.has(to.split('?')[0]!), to).toBe(true);
      else expect(to, to).toMatch(/^(mailto:[^@\s]+@[^@\s]+\.[a-z]+|https:\/\/[a-z0-9.-]+\.[a-z]{2,}\/?)$/);
    }
  });
});

describe('legal content facts', () => {
  it('uses the support address of the contracts', () => {
    expect(COMPANY.supportEmail).toBe(CONTRACT_SUPPORT_EMAIL);
  });

  it('describes the plans exactly as the plan constants define them', () => {
    const text = plainText(TERMS);
    const { free, premium } = PLANS;

    expect(text).toContain(`${formatRands(premium.price)} per month, including VAT`);
    expect(text).toContain(`Up to ${premium.max_downloads} at a time`);
    expect(text).toContain(`1 device streaming at a time on Free, ${premium.max_devices} on Premium`);
    expect(free.max_devices).toBe(1);
    expect(free.has_ads && !premium.has_ads).toBe(true);
    expect(`${free.video_quality}/${premium.video_quality}`).toBe('SD/HD');
  });

  it('describes the ads as built: pre-roll and mid-rolls on Free, none on Premium, Learn more opens the advertiser', () => {
    const terms = plainText(TERMS);
    expect(terms).toContain(
      `a pre-roll you can skip after ${AD_SKIP_OFFSET_SECONDS} seconds before trailers and free programmes, and a mid-roll about every ${MIDROLL_INTERVAL_SECONDS / 60} minutes in free programmes longer than ${MIDROLL_MIN_PROGRAMME_SECONDS / 60} minutes`,
    );
    expect(terms).toContain('No ads, ever');
    expect(terms).toContain(`(${AD_CREATIVE_MIN_SECONDS} to ${AD_CREATIVE_MAX_SECONDS} seconds)`);
    expect(terms).toContain(
      '“Learn more” on an ad pauses it and opens the advertiser’s website in a new tab',
    );
    expect(PLANS.free.features.join(' ')).toContain(`skip after ${AD_SKIP_OFFSET_SECONDS} seconds`);
    expect(PLANS.premium.features).toContain('No ads, ever');
  });

  it('names what an ad records, for how long, and the outside ad server', () => {
    const text = plainText(PRIVACY);
    expect(text).toMatch(
      /a pseudonymous key of your viewer profile \(if you are signed in\) or of the\s+mz_device\s+cookie \(if you are not\), stored as a keyed hash; the ad campaign; the programme; where the ad played/,
    );
    expect(text).toContain('stored as a keyed hash');
    for (const event of [
      'shown',
      'started',
      'finished',
      'skipped',
      'paused',
      'muted',
      'clicked',
      'an error',
    ]) {
      expect(text).toContain(event);
    }
    expect(text).toContain('We do not record your IP address or browser details with it');
    expect(text).toContain(
      'We keep these records for 30 days; our ad reports keep only daily totals per campaign',
    );
    expect(text).toContain('your browser asks that server for the ad directly');
    expect(text).toContain('that server’s own privacy terms apply');
  });

  it('says ads set no cookie of their own and use the device cookie for the frequency cap', () => {
    const text = plainText(COOKIES);
    expect(text).toContain('Ads set no cookie or browser storage of their own');
    expect(text).toMatch(/we use the\s+mz_device\s+cookie listed above/);
  });

  it('says how long an unconfirmed sign-up is kept: as long as the server keeps it', () => {
    expect(plainText(PRIVACY)).toContain(
      `${UNCONFIRMED_ACCOUNT_DAYS} days, then the account is deleted and the address can sign up again.`,
    );
  });

  it('names every local storage key and cookie the app writes, so a new one cannot ship without the policy saying so', () => {
    const codes = allPieces(COOKIES).flatMap((piece) =>
      typeof piece !== 'string' && 'code' in piece ? [piece.code] : [],
    );

    for (const key of Object.values(STORAGE_KEYS)) expect(codes, key).toContain(key);
    for (const cookie of ['mz_device', LANGUAGE_COOKIE, VIEWER_PROFILE_COOKIE])
      expect(codes).toContain(cookie);
  });

  it('lists the FPB age ratings titles carry', () => {
    const text = plainText(TERMS);

    expect(text).toContain(
      `(${AGE_RATINGS.map((rating) => rating.code)
        .join(', ')
        .replace(/, (?=[^,]*$)/, ' or ')})`,
    );
  });

  it('states the POPIA sections the policy relies on', () => {
    const text = plainText(PRIVACY);

    for (const reference of [
      'section 23',
      'section 24',
      'section 11(3)',
      'section 69',
      'Section 72',
      'Section 19',
    ]) {
      expect(text).toContain(reference);
    }
  });
});

describe('legal catalogues', () => {
  const NAMESPACES = [
    'legal',
    'legal-terms',
    'legal-privacy',
    'legal-cookies',
    'legal-accessibility',
  ] as const;

  function messages(tree: unknown, prefix = ''): Array<[string, string]> {
    if (typeof tree === 'string') return [[prefix, tree]];
    return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
      messages(value, prefix ? `${prefix}.${key}` : key),
    );
  }

  /** The markup a message carries: its tags, and the {arguments} inside tags (the catalogue check sees only tags). */
  function markup(message: string): string[] {
    return [...message.matchAll(/<\/?[a-z0-9]+>|\{[a-zA-Z]+\}/g)].map((match) => match[0]).sort();
  }

  it.each(['zu', 'xh', 'af'] as const)(
    '%s keeps the English links, code, emphasis and addresses',
    (language) => {
      for (const namespace of NAMESPACES) {
        const translated = new Map(messages(ALL_RESOURCES[language][namespace]));
        for (const [key, english] of messages(ENGLISH[namespace])) {
          expect(markup(translated.get(key) ?? ''), `${language}/${namespace}:${key}`).toEqual(
            markup(english),
          );
        }
      }
    },
  );
});
