import type { PreloadPriority, RouteDefinition } from '@mzansi/contracts/routes';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

/** Spec §3 route_behavior: visit counts per route id. */
export type RouteVisits = Record<string, number>;

export function readRouteVisits(storage?: Storage): RouteVisits {
  const raw = readJson(STORAGE_KEYS.routeBehavior, storage);
  if (!raw || typeof raw !== 'object') return {};
  const visits: RouteVisits = {};
  for (const [id, count] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof count === 'number' && Number.isFinite(count) && count > 0) visits[id] = count;
  }
  return visits;
}

export function recordRouteVisit(routeId: string, storage?: Storage): RouteVisits {
  const visits = readRouteVisits(storage);
  visits[routeId] = (visits[routeId] ?? 0) + 1;
  writeJson(STORAGE_KEYS.routeBehavior, visits, storage);
  return visits;
}

export interface PreloadSuggestion {
  id: string;
  priority: PreloadPriority;
}

/**
 * Spec §9: up to 3 routes (1 on a slow network) worth preloading next: the most visited routes that carry a preload
 * priority, other than the current one and ones the user may not open (admin, sign-in needed while signed out).
 */
export function suggestRoutes(
  routes: readonly RouteDefinition[],
  visits: RouteVisits,
  options: { currentId?: string; slow: boolean; signedIn: boolean; admin: boolean },
): PreloadSuggestion[] {
  const limit = options.slow ? 1 : 3;
  return routes
    .filter(
      (route) =>
        route.preload &&
        !route.redirectTo &&
        route.id !== options.currentId &&
        (visits[route.id] ?? 0) > 0 &&
        (!route.requiresAuth || options.signedIn) &&
        (!route.adminOnly || options.admin),
    )
    .sort((a, b) => (visits[b.id] ?? 0) - (visits[a.id] ?? 0))
    .slice(0, limit)
    .map((route) => ({ id: route.id, priority: route.preload! }));
}
