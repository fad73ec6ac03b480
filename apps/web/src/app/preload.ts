import { ROUTES, routeById, type PreloadPriority } from '@mzansi/contracts/routes';
import { isSlowNetwork, readConnection } from '@/lib/device';
import { readRouteVisits, recordRouteVisit, suggestRoutes } from '@/lib/route-behavior';
import { loadShellLayout, ROUTE_COMPONENTS } from './route-components';

const started = new Map<string, Promise<unknown>>();

/** Fetches a route's chunk (and the shell's, for shell pages) once; failures are forgotten so a later try can work. */
export function preloadRoute(id: string): Promise<unknown> {
  const existing = started.get(id);
  if (existing) return existing;
  const entry = ROUTE_COMPONENTS[id];
  if (!entry) return Promise.resolve();
  const layout = ROUTES.find((route) => route.id === id)?.layout;
  const pending = Promise.all([entry.load(), layout === 'shell' ? loadShellLayout() : null]).catch(() => {
    started.delete(id);
  });
  started.set(id, pending);
  return pending;
}

/**
 * Resolves once the page has loaded (its own chunks, styles and images): preloading other routes before that would
 * compete with what the visitor is waiting for, on the network and on the main thread.
 */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Spec §9: medium after 100 ms, low when the browser is idle (or after 2 s); high at once. Medium and low count from
 * the moment the page has loaded.
 */
export function schedulePreload(id: string, priority: PreloadPriority): () => void {
  if (priority === 'high') {
    void preloadRoute(id);
    return () => {};
  }
  let cancelled = false;
  let cancelScheduled = () => {};
  void pageLoaded().then(() => {
    if (!cancelled) cancelScheduled = scheduleAfterLoad(id, priority);
  });
  return () => {
    cancelled = true;
    cancelScheduled();
  };
}

function scheduleAfterLoad(id: string, priority: 'medium' | 'low'): () => void {
  if (priority === 'medium') {
    const timer = setTimeout(() => void preloadRoute(id), 100);
    return () => clearTimeout(timer);
  }
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => void preloadRoute(id), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => void preloadRoute(id), 2000);
  return () => clearTimeout(timer);
}

/** Spec §9: home and browse are preloaded at start (after the first paint, when the browser is idle). */
export function preloadAtStart(): void {
  for (const route of ROUTES) if (route.preload === 'high') schedulePreload(route.id, 'low');
}

/**
 * Records a visit (spec §3 route_behavior) and schedules the chunks of the routes this visitor is likely to open
 * next: up to 3, or 1 on a slow network (spec §9).
 */
export function trackVisitAndPreload(
  routeId: string,
  auth: { signedIn: boolean; admin: boolean },
): () => void {
  if (routeById(routeId).redirectTo) return () => {};
  recordRouteVisit(routeId);
  const suggestions = suggestRoutes(ROUTES, readRouteVisits(), {
    currentId: routeId,
    slow: isSlowNetwork(readConnection()),
    signedIn: auth.signedIn,
    admin: auth.admin,
  });
  const cancels = suggestions.map((suggestion) => schedulePreload(suggestion.id, suggestion.priority));
  return () => cancels.forEach((cancel) => cancel());
}
