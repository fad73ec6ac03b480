import { afterEach, describe, expect, it } from 'vitest';
import { makeVideoListItem } from '@/test/fixtures';
import { paintHomeHero, removeFirstPaint } from './home-first-paint';

function pageWithRows(rows: unknown, featured: unknown = null) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="home-rows">${JSON.stringify({ rows, featured })}</script>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the first paint of /home', () => {
  const featured = makeVideoListItem({ title: 'Umkhokha', tagline: 'Every generation, a son.' });
  const rows = [
    {
      id: 'new',
      title: 'New on Mzansi Stream',
      kind: 'new',
      items: [makeVideoListItem({ title: 'Cape Noir' })],
    },
    { id: 'trending', title: 'Trending in South Africa', kind: 'trending', items: [featured] },
  ];

  it("draws the featured trending title over its backdrop from the page's own rows, before the app", () => {
    const root = pageWithRows(rows);
    expect(paintHomeHero(root)).toBe(true);

    const layer = document.getElementById('first-paint')!;
    expect(layer.nextElementSibling).toBe(root);
    expect(root.childElementCount).toBe(0);
    // Over the page, not in its flow: nothing moves when it goes.
    expect(layer.className).toContain('absolute');
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.textContent).toContain('Trending in South Africa');
    expect(layer.textContent).toContain('Umkhokha');
    expect(layer.textContent).toContain('Every generation, a son.');
    const image = layer.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(featured.backdrop.src);
    expect(image.getAttribute('srcset')).toBe(featured.backdrop.srcSet);
    expect(image.getAttribute('sizes')).toBe('100vw');

    removeFirstPaint();
    expect(document.getElementById('first-paint')).toBeNull();
    removeFirstPaint();
  });

  it('draws the title the server picked for this viewer (D59), the one the app’s hero then shows', () => {
    const picked = rows[0]!.items[0]!;
    pageWithRows(rows, { rowId: 'new', videoId: picked.id });
    expect(paintHomeHero(document.getElementById('root')!)).toBe(true);

    const layer = document.getElementById('first-paint')!;
    expect(layer.textContent).toContain('New on Mzansi Stream');
    expect(layer.textContent).toContain('Cape Noir');
    expect(layer.textContent).not.toContain('Umkhokha');
    expect(layer.querySelector('img')!.getAttribute('src')).toBe(picked.backdrop.src);
  });

  it('draws nothing without rows or without a trending title that has a backdrop', () => {
    expect(paintHomeHero(pageWithRows([rows[0]]))).toBe(false);
    document.body.innerHTML = '<div id="root"></div>';
    expect(paintHomeHero(document.getElementById('root')!)).toBe(false);
    expect(document.getElementById('first-paint')).toBeNull();
  });
});
