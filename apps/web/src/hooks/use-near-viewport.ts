import { useCallback, useState, type RefCallback } from 'react';

/**
 * Becomes true once the element comes within `rootMargin` of the viewport, and stays true. Rows further down a page
 * fetch their titles only then, so a long page does not fire every request at once. In a browser without
 * IntersectionObserver it is true at once; on the server it is false, as the hydrating browser's first render is.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near];
}
