import { ROUTES, routeById, SITE_NAME } from '@mzansi/contracts/routes';
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
    expect(tags.keywords.split(', ')).toContain('true crime');
    expect(tags.keywords).not.toMatch(/\bcategory\b/);
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

describe('every route with params (spec §2: :param substitution in title, description and keywords)', () => {
  const withParams = ROUTES.filter((route) => route.path.includes(':'));
  const PLACEHOLDER = /(^|[^\w]):[A-Za-z]+/;

  it('covers at least the category and title pages', () => {
    expect(withParams.map((route) => route.id)).toEqual(expect.arrayContaining(['browse-category', 'watch']));
  });

  it.each(withParams.map((route) => [route.id, route] as const))(
    '%s: no raw :param anywhere, and each text that names a path param shows its value',
    (_id, route) => {
      const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
      const params = Object.fromEntries(names.map((name) => [name, `kasi-${name}`]));
      const pathname = names.reduce((path, name) => path.replace(`:${name}`, params[name]!), route.path);
      const tags = headTagsFor(route, params, ORIGIN, pathname);

      for (const text of [tags.title, tags.description, tags.keywords]) expect(text).not.toMatch(PLACEHOLDER);
      for (const name of names) {
        const shown = `kasi ${name}`;
        if (route.title.includes(`:${name}`)) expect(tags.title).toContain(shown);
        if (route.description.includes(`:${name}`)) expect(tags.description).toContain(shown);
        if (route.keywords.some((keyword) => keyword.includes(`:${name}`))) {
          expect(tags.keywords.split(', ')).toContain(shown);
        }
      }
      expect(tags.description).not.toBe('');
    },
  );

  it('/browse/:category names the category in its keywords, not the word "category"', () => {
    const tags = headTagsFor(routeById('browse-category'), { category: 'drama' }, ORIGIN, '/browse/drama');
    expect(tags.description).toBe('South African drama titles to stream.');
    expect(tags.keywords.split(', ')).toContain('drama');
    expect(tags.keywords.split(', ')).not.toContain('category');
  });
});
