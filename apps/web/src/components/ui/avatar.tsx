import { clsx } from 'clsx';

const SIZES = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-24 text-xl' } as const;

/** A round avatar: the picture when there is one, else the initials of the display name (spec §2). */
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
      className={clsx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-primary to-accent font-bold text-on-accent select-none',
        SIZES[size],
        className,
      )}
    >
      {src ? <img src={src} alt="" className="size-full object-cover" /> : initials}
    </span>
  );
}
