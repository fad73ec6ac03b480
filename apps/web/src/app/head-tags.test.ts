import { routeById, SITE_NAME } from '@mzansi/contracts/routes';
import { describe, expect, it } from 'vitest';
import { headTagsFor } from './head-tags';

const ORIGIN = 'https://stream.example.co.za';

describe('headTagsFor (spec §2 head of a route)', () => {
  it('fills the route’s params, readable, into title and description; the canonical is the page itself', () => {
    const tags = headTagsFor(
      routeById('browse-category'),
      { category: 'true-crime' },
      ORIGIN,
      '/browse/true-crime',
    );
    expect(tags).toMatchObject({
      title: 'Browse true crime · Mzansi Stream',
      description: 'South African true crime titles to stream.',
      canonical: `${ORIGIN}/browse/true-crime`,
      url: `${ORIGIN}/browse/true-crime`,
      ogImage: `${ORIGIN}/og-image.png`,
      robots: null,
    });
    expect(tags.keywords).toBe(routeById('browse-category').keywords.join(', '));
  });

  it('takes a page’s refinement; a title it cannot fill is the site’s name', () => {
    const watch = routeById('watch');
    expect(headTagsFor(watch, { id: 'abc' }, ORIGIN, '/watch/abc').title).toBe(SITE_NAME);
    const refined = headTagsFor(watch, { id: 'abc' }, ORIGIN, '/watch/abc', {
      title: 'Umkhokha',
      description: 'A family drama.',
    });
    expect(refined).toMatchObject({ title: 'Umkhokha · Mzansi Stream', description: 'A family drama.' });
  });

  it('keeps hidden pages out of search results, and gives the 404 no canonical link', () => {
    expect(headTagsFor(routeById('settings'), {}, ORIGIN, '/settings').robots).toBe('noindex, nofollow');
    const notFound = headTagsFor(routeById('not-found'), {}, ORIGIN, '/no/such/page');
    expect(notFound).toMatchObject({ canonical: null, robots: 'noindex, nofollow' });
  });
});
