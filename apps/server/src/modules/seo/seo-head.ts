import { SSR_STATE_ELEMENT_ID } from '@mzansi/contracts/server-render';
import { LANGUAGE_QUERY, LANGUAGES, LOCALES, type Language } from '@mzansi/i18n/languages';
import { escapeHtml } from '../../escape-html';

/** Pure HTML helpers for the server-rendered <head> (link previews without JavaScript). */
export interface HeadTags {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  image: string;
  imageAlt: string;
  type: 'website' | 'video.movie' | 'video.tv_show' | 'video.other';
  noindex: boolean;
  /** schema.org JSON-LD object, for titles */
  structuredData?: Record<string, unknown>;
  /** the page's language (`<html lang>`, og:locale) */
  language: Language;
  /** the page in each language (hreflang alternates, x-default last); none for pages kept out of search */
  alternates: { hreflang: string; href: string }[];
}

/** The address of a page in each language (`?lang=`), and the language-neutral one as x-default (issue 16). */
export function languageAlternates(url: string): { hreflang: string; href: string }[] {
  const withLanguage = (language: Language | null) => {
    const address = new URL(url);
    if (language) address.searchParams.set(LANGUAGE_QUERY, language);
    else address.searchParams.delete(LANGUAGE_QUERY);
    return address.toString();
  };
  return [
    ...LANGUAGES.map((language) => ({ hreflang: LOCALES[language], href: withLanguage(language) })),
    { hreflang: 'x-default', href: withLanguage(null) },
  ];
}

/** Cuts at a word boundary and adds an ellipsis: search engines show about 155 characters. */
export function truncate(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** The tags the server adds, marked data-seo; the app removes them once it renders its own head (D55). */
export function renderHeadTags(tags: HeadTags): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-seo />`;
  const lines = [
    meta('name', 'description', tags.description),
    ...(tags.keywords.length > 0 ? [meta('name', 'keywords', tags.keywords.join(', '))] : []),
    ...(tags.noindex ? [meta('name', 'robots', 'noindex, nofollow')] : []),
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}" data-seo />`,
    meta('property', 'og:site_name', 'Mzansi Stream'),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:type', tags.type),
    meta('property', 'og:url', tags.canonical),
    meta('property', 'og:image', tags.image),
    meta('property', 'og:image:alt', tags.imageAlt),
    meta('property', 'og:locale', LOCALES[tags.language].replace('-', '_')),
    ...tags.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}" data-seo />`,
    ),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.image),
  ];
  if (tags.structuredData) {
    // JSON-LD is data, not script: CSP does not apply, but "</" must never close the element early.
    const json = JSON.stringify(tags.structuredData).replace(/</g, '\\u003c');
    lines.push(`<script type="application/ld+json" data-seo>${json}</script>`);
  }
  return lines.join('\n    ');
}

/**
 * Puts the page's title and tags into the built index.html: replaces <title> and the default description, adds
 * the rest before </head>.
 */
export function injectHead(template: string, tags: HeadTags): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${LOCALES[tags.language]}"`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(tags.title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', `  ${renderHeadTags(tags)}\n  </head>`);
}

/**
 * Puts a page the server drew into the HTML: its markup inside #root, and the state the browser hydrates from right
 * after it, as JSON in a non-executed script element ("<" escaped so no string can close it early).
 */
export function injectDrawnPage(html: string, page: { markup: string; state: unknown }): string {
  const json = JSON.stringify(page.state).replace(/</g, '\\u003c');
  // Replacer functions: the markup is text, never a replacement pattern ("$&" in a title stays "$&").
  return html.replace(
    /(<div id="root"[^>]*>)(<\/div>)/,
    (_match, open: string, close: string) =>
      `${open}${page.markup}${close}\n    <script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${json}</script>`,
  );
}
