import { documentTitle, type RouteDefinition } from '@mzansi/contracts/routes';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useUiStore } from '@/stores/ui-store';

const PLAIN_ROUTE: RouteDefinition = {
  id: 'page',
  path: '',
  title: '',
  description: '',
  keywords: [],
  requiresAuth: false,
  requiresSubscription: false,
  adminOnly: false,
  layout: 'shell',
};

/** "<title> · Mzansi Stream", the format the route table's titles use. */
export function pageTitle(title: string): string {
  return documentTitle({ ...PLAIN_ROUTE, title });
}

/**
 * Lets a page refine the title and description its route gives it (e.g. a title page names the film). The document
 * head (app/document-head.tsx) renders it for the current path only, so it never leaks onto the next page, and drops
 * it once the page no longer asks for it (unmounted, or e.g. a search page whose query was cleared).
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  const { pathname } = useLocation();
  const setPageMeta = useUiStore((state) => state.setPageMeta);

  useEffect(() => {
    if (!title && !description) return;
    // Also written at once: where no DocumentHead is mounted (the root error page, a page rendered alone) this is the
    // title; under DocumentHead it is the text React's <title> takes on its next render.
    if (title) document.title = pageTitle(title);
    const meta = { path: pathname, title, description };
    setPageMeta(meta);
    return () => {
      if (useUiStore.getState().pageMeta === meta) setPageMeta(null);
    };
  }, [title, description, pathname, setPageMeta]);
}
