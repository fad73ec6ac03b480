import { SITE_NAME } from '@mzansi/contracts/routes';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHydrated } from '@/hooks/use-hydrated';
import { useUiStore } from '@/stores/ui-store';
import { headTagsFor, useCurrentRoute } from './head-tags';

/**
 * Every head element of the kinds DocumentHead renders. The server writes the same ones into index.html for link
 * previews (seo-head.ts, marked data-seo; its JSON-LD is not one of them and stays), and index.html has a default
 * title and description: once React's own are in, any of these it did not render go, so there is one of each.
 */
const HEAD_TAGS_SELECTOR = [
  'title',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
].join(', ');

/**
 * The head of the current route and any refinement the page made (usePageMeta), rendered with React 19's document
 * metadata: <title>, <meta> and <link> rendered here are hoisted into <head> and follow every navigation.
 */
export function DocumentHead() {
  const current = useCurrentRoute();
  const { pathname } = useLocation();
  const pageMeta = useUiStore((state) => state.pageMeta);
  const override = pageMeta?.path === pathname ? pageMeta : undefined;
  // The head text in the interface language (the `seo` catalogue, as the server's head: issue 16).
  const { t } = useTranslation('seo');

  // The elements React rendered (refs), whether it created them or took over the server's identical ones.
  const rendered = useRef(new Set<Element>());
  const own = useCallback((element: Element | null) => {
    if (!element) return;
    const elements = rendered.current;
    elements.add(element);
    return () => {
      elements.delete(element);
    };
  }, []);

  // Runs after React has put its elements in (refs are attached first): the others of the same kinds go.
  useLayoutEffect(() => {
    if (rendered.current.size === 0) return;
    for (const element of document.head.querySelectorAll(HEAD_TAGS_SELECTOR)) {
      if (!rendered.current.has(element)) element.remove();
    }
  });

  // A server-drawn page already has the server's head (seo-head.ts): React takes over from the render after hydration.
  const hydrated = useHydrated();
  if (!current || !hydrated) return null;
  const tags = headTagsFor(
    current.route,
    current.params,
    window.location.origin,
    pathname,
    override,
    (key, values) => t(key as never, values),
  );
  return (
    <>
      <title ref={own}>{tags.title}</title>
      <meta ref={own} name="description" content={tags.description} />
      {tags.keywords ? <meta ref={own} name="keywords" content={tags.keywords} /> : null}
      {tags.robots ? <meta ref={own} name="robots" content={tags.robots} /> : null}
      <meta ref={own} property="og:site_name" content={SITE_NAME} />
      <meta ref={own} property="og:type" content="website" />
      <meta ref={own} property="og:title" content={tags.title} />
      <meta ref={own} property="og:description" content={tags.description} />
      <meta ref={own} property="og:image" content={tags.ogImage} />
      <meta ref={own} property="og:url" content={tags.url} />
      <meta ref={own} name="twitter:card" content="summary_large_image" />
      {tags.canonical ? <link ref={own} rel="canonical" href={tags.canonical} /> : null}
    </>
  );
}
