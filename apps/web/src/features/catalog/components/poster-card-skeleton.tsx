import { clsx } from 'clsx';

/** Placeholder shaped like a PosterCard (2:3 art, title line, meta line). */
export function PosterCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={clsx('motion-safe:animate-pulse', className)} aria-hidden="true">
      <div className="aspect-[2/3] rounded-lg bg-surface-2" />
      <div className="mt-2 h-3.5 w-3/4 rounded bg-surface-2" />
      <div className="mt-2 h-3 w-1/3 rounded bg-surface-2" />
    </div>
  );
}
