import { ROUTES, type RouteDefinition } from '@mzansi/contracts/routes';

const LEGAL = new Set(['terms', 'privacy', 'cookies', 'accessibility', 'feedback']);

/** Every route of the table a visitor can open directly: not hidden, no redirect, no :param to fill. */
export function sitemapRoutes(table: readonly RouteDefinition[] = ROUTES): RouteDefinition[] {
  return table.filter(
    (route) => !route.hidden && !route.redirectTo && !route.path.includes(':') && route.path !== '*',
  );
}

export function sitemapGroup(route: RouteDefinition): 'Account' | 'Help and legal' | 'Watch' {
  if (LEGAL.has(route.id)) return 'Help and legal';
  if (route.requiresAuth || route.id === 'auth' || route.id === 'pricing') return 'Account';
  return 'Watch';
}
