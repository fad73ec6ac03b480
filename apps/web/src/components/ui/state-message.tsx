import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface StateMessageProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** "alert" for errors so screen readers hear them as soon as they appear */
  role?: 'alert' | 'status';
  className?: string;
}

/** The designed empty and error states (DESIGN.md): a sentence and the next action. */
export function StateMessage({ icon, title, description, actions, role, className }: StateMessageProps) {
  return (
    <div
      role={role}
      className={clsx(
        'mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-border bg-surface px-6 py-10 text-center',
        className,
      )}
    >
      {icon ? (
        <div className="text-muted" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <h2 className="text-lg font-semibold">{title}</h2>
      {description ? <div className="text-base text-muted">{description}</div> : null}
      {actions ? <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
