import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * What only the browser draws, usually a lazy component (a player, a menu on Radix): its `fallback` on the server and
 * while the browser hydrates the server's HTML (so both draw the same), then the children, with the fallback shown
 * while their code loads. A lazy component the server tried to draw would suspend there, and React would report the
 * boundary as one it had to draw again.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
