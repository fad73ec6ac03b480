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
 * head component applies it for the current path only, so it never leaks onto the next page.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  const { pathname } = useLocation();
  const setPageMeta = useUiStore((state) => state.setPageMeta);

  useEffect(() => {
    if (!title && !description) return;
    if (title) document.title = pageTitle(title);
    setPageMeta({ path: pathname, title, description });
  }, [title, description, pathname, setPageMeta]);
}
