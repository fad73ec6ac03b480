import { ROUTES, type RouteDefinition } from '@mzansi/contracts/routes';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './head-tags';
import { RootLayout } from './layouts/root-layout';
import { RouteFallback } from './layouts/route-fallback';
import { loadShellLayout, ROUTE_COMPONENTS } from './route-components';
import { RouteGuard, RouteRedirect } from './route-guard';
import { RouteErrorPage } from './routes/route-error-page';

function guarded(route: RouteDefinition, Page: ComponentType): ComponentType {
  function GuardedPage() {
    return (
      <RouteGuard route={route}>
        <Page />
      </RouteGuard>
    );
  }
  GuardedPage.displayName = `Route(${route.id})`;
  return GuardedPage;
}

/** One router entry per row of the route table: a redirect, or the guarded page (lazy unless in the entry chunk). */
export function routeObjectFor(route: RouteDefinition): RouteObject {
  const handle: RouteHandle = { route };
  const base = route.path === '/' ? { index: true as const } : { path: route.path };
  if (route.redirectTo) {
    const Redirect = () => <RouteRedirect route={route} />;
    return { ...base, id: route.id, handle, Component: Redirect };
  }
  const entry = ROUTE_COMPONENTS[route.id];
  if (!entry) throw new Error(`No component for route ${route.id} (app/route-components.tsx)`);
  if (entry.eager) return { ...base, id: route.id, handle, Component: guarded(route, entry.eager) };
  return {
    ...base,
    id: route.id,
    handle,
    lazy: async () => ({ Component: guarded(route, await entry.load()) }),
  };
}

/**
 * The router, generated from the contracts' route table (spec §2): bare pages (landing, auth, pricing, subscription,
 * payment-cancel, the redirects) sit directly under the root; shell pages, and the 404, inside the shell layout.
 */
export function buildRoutes(table: readonly RouteDefinition[] = ROUTES): RouteObject[] {
  const bare = table.filter((route) => route.layout === 'bare' || route.redirectTo);
  const shell = table.filter((route) => route.layout === 'shell' && !route.redirectTo);
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RouteFallback,
      errorElement: <RouteErrorPage />,
      children: [
        { id: 'bare-pages', errorElement: <RouteErrorPage />, children: bare.map(routeObjectFor) },
        {
          id: 'shell',
          lazy: async () => ({ Component: await loadShellLayout() }),
          children: [
            {
              // Page-level errors render inside the shell so the header stays usable.
              id: 'shell-pages',
              errorElement: <RouteErrorPage />,
              children: shell.map(routeObjectFor),
            },
          ],
        },
      ],
    },
  ];
}

export const routes: RouteObject[] = buildRoutes();
