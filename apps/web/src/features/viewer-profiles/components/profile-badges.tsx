import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A small label beside a profile's name: Kids, Main profile, PIN. */
export function ProfileBadge({
  tone = 'neutral',
  children,
}: {
  tone?: 'kids' | 'neutral';
  children: ReactNode;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold',
        tone === 'kids' ? 'bg-accent text-on-accent' : 'bg-surface-3 text-muted',
      )}
    >
      {children}
    </span>
  );
}
