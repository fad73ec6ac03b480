import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import type { RecommendationRow } from '@mzansi/contracts/discovery';
import { featuredTitle, homeHeroTitle, injectHomeData, injectLandingData } from './landing-data';

const item = (id: string, overrides: Partial<VideoListItem> = {}) =>
  ({
    id,
    title: `</script><script>alert(${id})</script>`,
    trailerVideoId: 'b3c1c1a2-0000-4000-8000-000000000001',
    backdrop: {
      src: `/b/${id}-1280.webp`,
      srcSet: `/b/${id}-640.webp 640w, /b/${id}-1280.webp 1280w`,
      width: 1280,
      height: 720,
    },
    ...overrides,
  }) as VideoListItem;

const html =
  '<html><head><title>x</title></head><body><div id="root" data-app-chunks="/a.js"></div></body></html>';

describe('landing data in the HTML of /', () => {
  it('features the first title with a trailer and a backdrop', () => {
    const items = [
      item('1', { trailerVideoId: null }),
      item('2', { backdrop: { src: '', srcSet: '', width: 0, height: 0 } }),
      item('3'),
    ];
    expect(featuredTitle(items)?.id).toBe('3');
    expect(featuredTitle([item('1', { trailerVideoId: null })])).toBeUndefined();
  });

  it('writes the titles as inert JSON right after #root, which no title text can break out of', () => {
    const page = injectLandingData(html, [item('1')]);
    const json = /<script type="application\/json" id="landing-titles">(.*?)<\/script>/s.exec(page)![1]!;
    expect(json).not.toContain('</script>');
    expect((JSON.parse(json) as { items: VideoListItem[] }).items[0]!.title).toBe(
      '</script><script>alert(1)</script>',
    );
    expect(page.indexOf('id="landing-titles"')).toBeGreaterThan(page.indexOf('<div id="root"'));
  });

  it('preloads the featured backdrop with the sizes the page uses, and nothing when there is none', () => {
    expect(injectLandingData(html, [item('7')])).toContain(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/b/7-640.webp 640w, /b/7-1280.webp 1280w" imagesizes="(min-width: 1024px) 560px, 100vw">',
    );
    expect(injectLandingData(html, [item('1', { trailerVideoId: null })])).not.toContain('rel="preload"');
  });
});

describe('home data in the HTML of /home', () => {
  const rows = (items: VideoListItem[]): RecommendationRow[] => [
    { id: 'new', title: 'New', kind: 'new', items: [item('9')] },
    { id: 'trending', title: 'Trending in South Africa', kind: 'trending', items },
  ];

  it("writes the visitor's rows as inert JSON and preloads the hero's backdrop at full width", () => {
    const page = injectHomeData(
      html,
      rows([item('4', { backdrop: { src: '', srcSet: '', width: 0, height: 0 } }), item('5')]),
    );
    const json = /<script type="application\/json" id="home-rows">(.*?)<\/script>/s.exec(page)![1]!;
    expect(json).not.toContain('</script>');
    expect((JSON.parse(json) as { rows: RecommendationRow[] }).rows).toHaveLength(2);
    expect(page).toContain(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/b/5-640.webp 640w, /b/5-1280.webp 1280w" imagesizes="100vw">',
    );
  });

  it('features the first trending title with a backdrop, like the page, and preloads nothing without one', () => {
    expect(homeHeroTitle(rows([item('6')]))?.id).toBe('6');
    expect(homeHeroTitle([])).toBeUndefined();
    expect(injectHomeData(html, [])).not.toContain('rel="preload"');
  });
});
