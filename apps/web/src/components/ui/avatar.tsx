import { clsx } from 'clsx';

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-24 text-xl' } as const;

/**
 * A round avatar: the picture when there is one, else the initials of the display name (spec §2). The initials
 * are drawn by CSS from a data attribute, like a picture: they are not text a control is named by (the control
 * around an avatar carries its own name, and WCAG 2.5.3 would otherwise want the letters in that name).
 */
export function Avatar({
  initials,
  src,
  size = 'md',
  className,
}: {
  initials: string;
  src?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-initials={src ? undefined : initials}
      className={clsx(
        'before:content-[attr(data-initials)] inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-primary to-accent font-bold text-on-accent select-none',
        SIZES[size],
        className,
      )}
    >
      {src ? <img src={src} alt="" className="size-full object-cover" /> : null}
    </span>
  );
}
