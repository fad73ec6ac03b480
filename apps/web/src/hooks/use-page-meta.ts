import { useEffect } from 'react';
import { pageTitle } from '@/lib/site';

/** Sets the document title ("Mzansi Stream — …") and, when given, the meta description of the current page. */
export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  useEffect(() => {
    if (!description) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
