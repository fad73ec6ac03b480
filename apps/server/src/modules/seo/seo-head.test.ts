import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../escape-html';
import { injectHead, languageAlternates, truncate, type HeadTags } from './seo-head';

const template = `<!doctype html><html><head>
<title>Default</title>
<meta
  name="description"
  content="Default description"
/>
</head><body><div id="root"></div></body></html>`;

const tags: HeadTags = {
  title: 'Umkhokha · Mzansi Stream',
  description: 'A family curse <script>alert(1)</script> & more',
  keywords: ['isiZulu', 'drama'],
  canonical: 'https://stream.example.co.za/watch/abc',
  image: 'https://stream.example.co.za/media/artwork/titles/abc/poster-1-600.webp',
  imageAlt: 'Umkhokha',
  type: 'video.movie',
  noindex: false,
  structuredData: { '@type': 'Movie', name: 'Umkhokha </script><script>x</script>' },
  language: 'zu',
  alternates: languageAlternates('https://stream.example.co.za/watch/abc'),
};

describe('server-rendered head', () => {
  it('replaces the title and description and adds Open Graph tags, escaped', () => {
    const html = injectHead(template, tags);
    expect(html).toContain('<title>Umkhokha · Mzansi Stream</title>');
    expect(html).not.toContain('Default description');
    expect(html).toContain('<meta property="og:title" content="Umkhokha · Mzansi Stream" data-seo />');
    expect(html).toContain('content="A family curse &lt;script&gt;alert(1)&lt;/script&gt; &amp; more"');
    expect(html).toContain('<link rel="canonical" href="https://stream.example.co.za/watch/abc" data-seo />');
    expect(html.match(/<script type="application\/ld\+json"/g)).toHaveLength(1);
    expect(html).not.toContain('</script><script>x');
    expect(html).not.toContain('robots');
  });

  it('names the page language and links the page in every language (hreflang), x-default last', () => {
    const html = injectHead(template.replace('<html>', '<html lang="en-ZA">'), tags);
    expect(html).toContain('<html lang="zu-ZA">');
    expect(html).toContain('<meta property="og:locale" content="zu_ZA" data-seo />');
    const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (match) => [match[1], match[2]],
    );
    expect(links).toEqual([
      ['en-ZA', 'https://stream.example.co.za/watch/abc?lang=en'],
      ['zu-ZA', 'https://stream.example.co.za/watch/abc?lang=zu'],
      ['xh-ZA', 'https://stream.example.co.za/watch/abc?lang=xh'],
      ['af-ZA', 'https://stream.example.co.za/watch/abc?lang=af'],
      ['x-default', 'https://stream.example.co.za/watch/abc'],
    ]);
  });

  it('marks hidden pages noindex', () => {
    expect(injectHead(template, { ...tags, noindex: true })).toContain('content="noindex, nofollow"');
  });

  it('truncates at a word boundary', () => {
    expect(truncate('word '.repeat(60), 40).length).toBeLessThanOrEqual(40);
    expect(truncate('short')).toBe('short');
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });
});
