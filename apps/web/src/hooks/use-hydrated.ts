import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the page is drawn on the server and while the client hydrates it, true from the render after (and at
 * once in a page the client draws itself): for what only the browser can draw (its address, its clock, its storage),
 * drawn once the server's HTML has been taken over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
