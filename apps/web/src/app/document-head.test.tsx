import { routeById } from '@mzansi/contracts/routes';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useSearchParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePageMeta } from '@/hooks/use-page-meta';
import { DocumentHead } from './document-head';
import type { RouteHandle } from './head-tags';

/** What the server writes into index.html for /watch/abc (seo-head.ts injectHead), around index.html's own tags. */
const SERVER_HEAD = `
  <meta charset="UTF-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
  <title>Umkhokha · Mzansi Stream</title>
  <meta name="theme-color" content="#0b0f17" />
  <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  <meta name="description" content="A family drama from KwaZulu-Natal." data-seo />
  <meta name="keywords" content="streaming, watch" data-seo />
  <link rel="canonical" href="https://stream.example.co.za/watch/abc" data-seo />
  <meta property="og:site_name" content="Mzansi Stream" data-seo />
  <meta property="og:title" content="Umkhokha · Mzansi Stream" data-seo />
  <meta property="og:description" content="A family drama from KwaZulu-Natal." data-seo />
  <meta property="og:type" content="video.movie" data-seo />
  <meta property="og:url" content="https://stream.example.co.za/watch/abc" data-seo />
  <meta property="og:image" content="https://stream.example.co.za/media/abc.webp" data-seo />
  <meta property="og:image:alt" content="Umkhokha" data-seo />
  <meta property="og:locale" content="en_ZA" data-seo />
  <meta name="twitter:card" content="summary_large_image" data-seo />
  <meta name="twitter:title" content="Umkhokha · Mzansi Stream" data-seo />
  <meta name="twitter:description" content="A family drama from KwaZulu-Natal." data-seo />
  <meta name="twitter:image" content="https://stream.example.co.za/media/abc.webp" data-seo />
  <script type="application/ld+json" data-seo>{"@type":"Movie"}</script>
`;

function WatchPage() {
  usePageMeta('Umkhokha', 'A family drama from KwaZulu-Natal.');
  return <h1>Umkhokha</h1>;
}

function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q');
  usePageMeta(query ? `Search: ${query}` : undefined);
  return <h1>Search</h1>;
}

const page = (id: string, element: ReactNode = <h1>{id}</h1>) => {
  const route = routeById(id);
  const handle: RouteHandle = { route };
  return { path: route.path, handle, element };
};

function renderHead(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <DocumentHead />
            <Outlet />
          </>
        ),
        children: [
          page('home'),
          page('settings'),
          page('watch', <WatchPage />),
          page('search', <SearchPage />),
          page('browse-category'),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

const all = (selector: string) => [...document.head.querySelectorAll(selector)];
const content = (selector: string) => {
  const elements = all(selector);
  expect(elements, selector).toHaveLength(1);
  return elements[0]!.getAttribute(selector.startsWith('link') ? 'href' : 'content');
};
const navigate = (router: ReturnType<typeof renderHead>['router'], to: string) =>
  act(() => router.navigate(to));

/** One of each tag DocumentHead renders, with the values of the page shown. */
function expectHead(expected: {
  title: string;
  description: string;
  canonical: string;
  robots?: string;
  keywords?: string;
}) {
  expect(all('title')).toHaveLength(1);
  expect(document.title).toBe(expected.title);
  expect(content('meta[name="description"]')).toBe(expected.description);
  expect(content('link[rel="canonical"]')).toBe(expected.canonical);
  expect(content('meta[property="og:title"]')).toBe(expected.title);
  expect(content('meta[property="og:description"]')).toBe(expected.description);
  expect(content('meta[property="og:url"]')).toBe(expected.canonical);
  expect(content('meta[property="og:image"]')).toBe('http://localhost:3000/og-image.png');
  expect(content('meta[property="og:type"]')).toBe('website');
  expect(content('meta[property="og:site_name"]')).toBe('Mzansi Stream');
  expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
  if (expected.robots) expect(content('meta[name="robots"]')).toBe(expected.robots);
  else expect(all('meta[name="robots"]')).toHaveLength(0);
  if (expected.keywords) expect(content('meta[name="keywords"]')).toBe(expected.keywords);
  else expect(all('meta[name="keywords"]')).toHaveLength(0);
}

// Each test starts from the server's head (the previous test's app is unmounted by then).
beforeEach(() => {
  document.head.innerHTML = SERVER_HEAD;
});

describe('DocumentHead (React 19 document metadata)', () => {
  it('replaces the server’s tags with its own: one of each, with the page’s values', async () => {
    renderHead('/watch/abc');
    await act(async () => {});

    expectHead({
      title: 'Umkhokha · Mzansi Stream',
      description: 'A family drama from KwaZulu-Natal.',
      canonical: 'http://localhost:3000/watch/abc',
      keywords: routeById('watch').keywords.join(', '),
    });
    // The server's tags the client does not render are gone too (they would go stale on the next page)...
    expect(
      all('meta[property="og:image:alt"], meta[property="og:locale"], meta[name^="twitter:"]'),
    ).toHaveLength(1);
    // ...but not the structured data, nor index.html's own tags.
    expect(all('script[type="application/ld+json"]')).toHaveLength(1);
    expect(content('meta[name="viewport"]')).toContain('width=device-width');
    expect(content('meta[name="theme-color"]')).toBe('#0b0f17');
    expect(all('link[rel="icon"]')).toHaveLength(1);
  });

  it('follows navigation: title, description, canonical, keywords and robots change, still one of each', async () => {
    const { router } = renderHead('/watch/abc');
    await act(async () => {});

    await navigate(router, '/home');
    const home = routeById('home');
    expectHead({
      title: 'Home · Mzansi Stream',
      description: home.description,
      canonical: 'http://localhost:3000/home',
      keywords: home.keywords.join(', '),
    });

    // A hidden page stays out of search results; the next page is indexed again.
    await navigate(router, '/settings');
    expectHead({
      title: 'Settings · Mzansi Stream',
      description: routeById('settings').description,
      canonical: 'http://localhost:3000/settings',
      robots: 'noindex, nofollow',
    });
    await navigate(router, '/browse/drama');
    expect(document.title).toBe('Browse drama · Mzansi Stream');
    expect(content('link[rel="canonical"]')).toBe('http://localhost:3000/browse/drama');
    expect(all('meta[name="robots"]')).toHaveLength(0);
  });

  it('takes a page’s refinement for its own path only, and drops it when the page stops asking', async () => {
    const { router } = renderHead('/search?q=zulu');
    await act(async () => {});
    expect(document.title).toBe('Search: zulu · Mzansi Stream');
    expect(all('title')).toHaveLength(1);

    await navigate(router, '/search');
    expect(document.title).toBe('Search · Mzansi Stream');

    await navigate(router, '/watch/abc');
    expect(document.title).toBe('Umkhokha · Mzansi Stream');
    await navigate(router, '/home');
    expect(document.title).toBe('Home · Mzansi Stream');
    expect(content('meta[name="description"]')).toBe(routeById('home').description);
    expect(all('title')).toHaveLength(1);
  });

  it('leaves no tag behind when it unmounts (a test’s cleanup, the root error page)', async () => {
    const { unmount } = renderHead('/home');
    await act(async () => {});
    unmount();
    expect(all('title, meta[name="description"], link[rel="canonical"], meta[property^="og:"]')).toHaveLength(
      0,
    );
  });
});
