import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useUiStore } from '@/stores/ui-store';
import { applyHeadTags, headTagsFor, useCurrentRoute } from './head-tags';

/** Keeps <head> in step with the current route and any refinement the page made (usePageMeta). */
export function DocumentHead() {
  const current = useCurrentRoute();
  const { pathname } = useLocation();
  const pageMeta = useUiStore((state) => state.pageMeta);
  const override = pageMeta?.path === pathname ? pageMeta : undefined;

  useEffect(() => {
    if (!current) return;
    applyHeadTags(headTagsFor(current.route, current.params, window.location.origin, pathname, override));
  }, [current, pathname, override]);

  return null;
}
