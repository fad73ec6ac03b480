/**
 * The server's side of the app (built by `vite build --ssr` into apps/web/dist-ssr, loaded by the API server's seo
 * module): draws a public page to HTML with the same components, routes and queries the browser uses, so the first
 * paint is the page itself, not a skeleton waiting for JavaScript. The browser then hydrates that HTML
 * (app/start-app.tsx) from the state returned here, written into the page.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ALL_RESOURCES } from '@mzansi/i18n/all-resources';
import type {
  ServerRenderer,
  ServerRenderRequest,
  ServerRenderResult,
} from '@mzansi/contracts/server-render';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppShell } from './app/app';
import { createAppQueryClient } from './app/app-query-client';
import { decideAccess } from './app/guards';
import type { RouteHandle } from './app/head-tags';
import { PLAYER_MODULES, PLAYING_PAGES, SERVER_DRAWN_PAGES } from './app/page-data';
import { ROUTE_COMPONENTS, SHELL_LAYOUT_SOURCE } from './app/route-components';
import { routes } from './app/routes';
import { setAppApiTransport } from './lib/api-client';
import { appI18n, CORE_NAMESPACES, createAppI18n, setAppI18n } from './lib/i18n';
import { isMobileLayout } from './lib/device';
import { withServerRender, type SsrState } from './lib/ssr-state';

/** The API the app's calls reach while a page is drawn: the current request's (AsyncLocalStorage keeps them apart). */
const requestApi = new AsyncLocalStorage<ServerRenderRequest['fetchApi']>();
const SERVER_API_BASE = 'http://ssr.internal/api';
setAppApiTransport({
  baseUrl: SERVER_API_BASE,
  fetch: (input, init) => {
    const fetchApi = requestApi.getStore();
    if (!fetchApi) return Promise.reject(new Error('An API call outside a server render'));
    const url = new URL(input instanceof Request ? input.url : String(input));
    return fetchApi(`${url.pathname}${url.search}`, init ?? {});
  },
});

const handler = createStaticHandler(routes);

/** The route table's row of the deepest match that has one (the page). */
function pageRoute(matches: { route: { handle?: unknown } }[]): RouteHandle['route'] | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]!.route.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

/**
 * Whether the page's guard sends this viewer elsewhere ("Who's watching?" first, a Kids profile away from the
 * account's pages): the browser makes that move itself, so there is nothing to draw.
 */
function redirectsAway(
  route: RouteHandle['route'],
  session: ServerRenderRequest['session'],
  url: URL,
): boolean {
  const decision = decideAccess(
    route,
    {
      isLoading: false,
      isAuthenticated: !!session?.session,
      roles: session?.roles ?? [],
      subscription: session?.subscription ?? null,
      viewerProfile: session?.viewer_profile ?? null,
      chooseViewerProfile: session?.choose_viewer_profile ?? false,
    },
    { pathname: url.pathname, search: url.search, hash: '' },
  );
  return decision.kind === 'redirect';
}

export const renderPage: ServerRenderer['renderPage'] = async (request): Promise<ServerRenderResult> => {
  const url = new URL(request.url);
  const context = await handler.query(new Request(url));
  // The table has no loaders or actions: a Response would be a redirect the client router makes itself.
  if (context instanceof Response) return { drawn: false };
  const route = pageRoute(context.matches);
  const routeId = route?.id;
  const loadPageData = routeId ? SERVER_DRAWN_PAGES[routeId] : undefined;
  if (!route || !routeId || !loadPageData) return { drawn: false };
  if (redirectsAway(route, request.session, url)) return { drawn: false };

  const queryClient = createAppQueryClient();
  // One attempt each: a page whose data fails is not drawn here (below).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const page = context.matches[context.matches.length - 1]!;
  await requestApi.run(request.fetchApi, () =>
    loadPageData(queryClient, {
      params: page.params,
      search: url.searchParams,
      userId: request.session?.session?.user.id ?? null,
    }),
  );

  // A page whose data failed is left to the browser (which retries, then shows its error state): the HTML and the
  // client's first render must agree, and an error does not survive the trip into the page as the same error.
  if (
    queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0
  ) {
    queryClient.clear();
    return { drawn: false };
  }

  // The mobile rule of spec §2 as the browser applies it, from what the server can know: the user agent.
  const mobile = isMobileLayout({
    userAgent: request.userAgent,
    nativeWrapper: false,
    touch: false,
    width: Infinity,
  });
  const environment = { session: request.session, mobile };
  const router = createStaticRouter(handler.dataRoutes, context);
  // The page in the request's language, from catalogues already in memory (no render waits for one).
  const i18n = createAppI18n(request.language, { [request.language]: ALL_RESOURCES[request.language] });
  const browserI18n = appI18n();
  setAppI18n(i18n);
  let html: string;
  try {
    // Synchronous: the environment (viewer, layout guess, language) is this request's for the whole render.
    html = withServerRender(environment, () =>
      renderToString(
        <AppShell queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppShell>,
      ),
    );
  } finally {
    setAppI18n(browserI18n);
  }
  // The catalogues the render used go into the page, so the browser hydrates it without fetching them first.
  const used = new Set([...CORE_NAMESPACES, ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]);
  const catalogue = ALL_RESOURCES[request.language] as Record<string, Record<string, unknown>>;
  const resources = Object.fromEntries(
    [...used].filter((ns) => catalogue[ns]).map((ns) => [ns, catalogue[ns]!]),
  );
  const state: SsrState = {
    queries: dehydrate(queryClient),
    ...environment,
    i18n: { language: request.language, resources },
  };
  queryClient.clear();
  const pageSource = ROUTE_COMPONENTS[routeId]?.source;
  const player = PLAYING_PAGES[routeId]?.(url.searchParams) ?? false;
  const modules = [
    ...(context.matches.some((match) => match.route.id === 'shell') ? [SHELL_LAYOUT_SOURCE] : []),
    ...(pageSource ? [pageSource] : []),
    ...(player ? PLAYER_MODULES : []),
  ];
  return { drawn: true, html, state, modules, playing: player };
};
