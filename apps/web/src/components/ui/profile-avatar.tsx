import type { ViewerProfileAvatar } from '@mzansi/contracts/viewer-profiles';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * The drawn avatars of viewer profiles (issue 16: no photos, a child's profile carries none): one small picture per
 * avatar name of the contracts' VIEWER_PROFILE_AVATARS, each on its own colour so a family tells them apart at a
 * glance. Decorative: the profile's name beside it says whose it is.
 */
const DRAWINGS: Record<ViewerProfileAvatar, { background: string; art: ReactNode }> = {
  protea: {
    background: '#9d174d',
    art: (
      <>
        <rect x="31" y="48" width="2" height="12" fill="#86efac" />
        <path d="M32 50C20 48 11 40 11 27c8 3 15 10 21 23Z" fill="#f472b6" />
        <path d="M32 50c12-2 21-10 21-23-8 3-15 10-21 23Z" fill="#f472b6" />
        <path d="M32 50c-10-6-14-18-10-32 5 6 8 12 10 18 2-6 5-12 10-18 4 14 0 26-10 32Z" fill="#fbcfe8" />
        <ellipse cx="32" cy="32" rx="4.5" ry="9" fill="#fde68a" />
      </>
    ),
  },
  baobab: {
    background: '#c2410c',
    art: (
      <>
        <circle cx="47" cy="16" r="7" fill="#fed7aa" />
        <rect y="53" width="64" height="11" fill="#7c2d12" />
        <path
          d="M21 30l-6-9m11 9-2-11m12 11 2-11m5 11 6-9"
          stroke="#451a03"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
        <path d="M24 55c2-9 1-17-3-25h22c-4 8-5 16-3 25Z" fill="#451a03" />
      </>
    ),
  },
  sunbird: {
    background: '#0f766e',
    art: (
      <>
        <path d="M20 37 6 46l3-12Z" fill="#065f46" />
        <ellipse cx="30" cy="36" rx="13" ry="9" fill="#34d399" />
        <ellipse cx="34" cy="40" rx="7" ry="4" fill="#ef4444" />
        <circle cx="42" cy="28" r="7" fill="#10b981" />
        <path d="M48 28q7 2 10 9" stroke="#111827" strokeWidth="2" fill="none" strokeLinecap="round" />
        <circle cx="44" cy="26.5" r="1.6" fill="#111827" />
        <path d="M27 45v8m6-8v8" stroke="#111827" strokeWidth="1.5" strokeLinecap="round" />
      </>
    ),
  },
  springbok: {
    background: '#b45309',
    art: (
      <>
        <path
          d="M27 24C22 15 24 9 28 5m9 19c5-9 3-15-1-19"
          stroke="#1c1917"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
        <ellipse cx="20" cy="26" rx="6" ry="3" fill="#fde7c7" transform="rotate(-20 20 26)" />
        <ellipse cx="44" cy="26" rx="6" ry="3" fill="#fde7c7" transform="rotate(20 44 26)" />
        <path d="M23 26q9-7 18 0l-4 23q-5 5-10 0Z" fill="#f5d0a9" />
        <path d="M29 30h6l-1 18q-2 2-4 0Z" fill="#fffbeb" />
        <circle cx="27.5" cy="31" r="1.8" fill="#1c1917" />
        <circle cx="36.5" cy="31" r="1.8" fill="#1c1917" />
        <ellipse cx="32" cy="49" rx="3" ry="2" fill="#1c1917" />
      </>
    ),
  },
  elephant: {
    background: '#475569',
    art: (
      <>
        <circle cx="17" cy="30" r="12" fill="#94a3b8" />
        <circle cx="47" cy="30" r="12" fill="#94a3b8" />
        <circle cx="32" cy="28" r="12" fill="#cbd5e1" />
        <path d="M30 34q-2 14 5 21" stroke="#cbd5e1" strokeWidth="6" fill="none" strokeLinecap="round" />
        <circle cx="27" cy="26" r="1.8" fill="#1e293b" />
        <circle cx="37" cy="26" r="1.8" fill="#1e293b" />
      </>
    ),
  },
  penguin: {
    background: '#0369a1',
    art: (
      <>
        <ellipse cx="32" cy="36" rx="14" ry="20" fill="#0f172a" />
        <ellipse cx="32" cy="41" rx="9" ry="14" fill="#f8fafc" />
        <circle cx="27" cy="25" r="2.5" fill="#f8fafc" />
        <circle cx="37" cy="25" r="2.5" fill="#f8fafc" />
        <path d="M29 29h6l-3 5Z" fill="#f59e0b" />
        <path d="M24 56h7m2 0h7" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
  zebra: {
    background: '#6d28d9',
    art: (
      <>
        <path d="M28 15 32 6l4 9Z" fill="#111827" />
        <path d="M22 18q10-9 20 0l-2 30q-8 8-16 0Z" fill="#f8fafc" />
        <path d="M23 25h18M23.4 32h17.2M24 39h16" stroke="#111827" strokeWidth="3" />
        <ellipse cx="32" cy="48" rx="7" ry="5" fill="#374151" />
        <circle cx="27" cy="22" r="1.6" fill="#111827" />
        <circle cx="37" cy="22" r="1.6" fill="#111827" />
      </>
    ),
  },
  lion: {
    background: '#a16207',
    art: (
      <>
        <circle cx="32" cy="33" r="21" fill="#78350f" />
        <circle cx="22" cy="21" r="4" fill="#fbbf24" />
        <circle cx="42" cy="21" r="4" fill="#fbbf24" />
        <circle cx="32" cy="34" r="13" fill="#fbbf24" />
        <circle cx="27" cy="31" r="1.8" fill="#451a03" />
        <circle cx="37" cy="31" r="1.8" fill="#451a03" />
        <path d="M29 37h6l-3 3Z" fill="#451a03" />
        <path d="M32 40q-3 3-6 1m6-1q3 3 6 1" stroke="#451a03" strokeWidth="1.5" fill="none" />
      </>
    ),
  },
};

const SIZES = {
  xs: 'size-6',
  sm: 'size-8',
  md: 'size-10',
  lg: 'size-16',
  xl: 'size-20',
  '2xl': 'size-28 sm:size-32',
} as const;

/** A viewer profile's drawn avatar, round (header, menus) or a rounded square (the "Who's watching?" tiles). */
export function ProfileAvatar({
  avatar,
  size = 'md',
  shape = 'circle',
  className,
}: {
  avatar: ViewerProfileAvatar;
  size?: keyof typeof SIZES;
  shape?: 'circle' | 'square';
  className?: string;
}) {
  const drawing = DRAWINGS[avatar] ?? DRAWINGS.protea;
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      data-avatar={avatar}
      className={clsx(
        'shrink-0 overflow-hidden',
        shape === 'circle' ? 'rounded-full' : 'rounded-2xl',
        SIZES[size],
        className,
      )}
    >
      <rect width="64" height="64" fill={drawing.background} />
      {drawing.art}
    </svg>
  );
}
