import { PosterGridSkeleton } from '@/features/catalog/components/poster-grid';

/** Shown while a lazily loaded page arrives on the very first load: header bar and a poster grid in outline. */
export function RouteFallback() {
  return (
    <div className="min-h-dvh">
      <div className="h-16 border-b border-border/60" />
      <div className="mx-auto max-w-[1440px] px-4 py-8 sm:px-6 lg:px-10">
        <div className="mb-6 h-8 w-64 max-w-full rounded bg-surface-2 motion-safe:animate-pulse" />
        <PosterGridSkeleton count={12} />
      </div>
    </div>
  );
}
