import {
  SITE_IMAGE,
  routeHeadText,
  type HeadTranslate,
  type RouteDefinition,
} from '@mzansi/contracts/routes';
import { useMatches } from 'react-router';

export interface RouteHandle {
  route: RouteDefinition;
}

export interface HeadTags {
  title: string;
  description: string;
  keywords: string;
  ogImage: string;
  canonical: string | null;
  url: string;
  robots: string | null;
}

/** Spec §2: each route's title (with :params), description, keywords, image and canonical link. */
export function headTagsFor(
  route: RouteDefinition,
  params: Record<string, string | undefined>,
  origin: string,
  pathname: string,
  override?: { title?: string; description?: string },
  t?: HeadTranslate,
): HeadTags {
  // Filled exactly as the server's head fills them (contracts routeHeadText), in the page's language given `t`.
  const { title, description, keywords } = routeHeadText(route, params, override, t);
  const canonicalPath =
    route.path === '*' ? null : (route.canonical ?? (route.path.includes(':') ? pathname : route.path));
  return {
    title,
    description,
    keywords: keywords.join(', '),
    ogImage: new URL(route.ogImage ?? SITE_IMAGE, origin).href,
    canonical: canonicalPath ? new URL(canonicalPath, origin).href : null,
    url: new URL(pathname, origin).href,
    // Hidden routes (account pages, redirects, the 404) stay out of search results.
    robots: route.hidden ? 'noindex, nofollow' : null,
  };
}

/** The route of the deepest match that carries one, with the params of that match. */
export function useCurrentRoute(): {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
} | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.route) return { route: handle.route, params: matches[i]!.params };
  }
  return null;
}
