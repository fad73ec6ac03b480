import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';

/** A labelled native select (keyboard, screen readers and phones handle it best), with hint and error. */
export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'id'> & { label: string; hint?: ReactNode; error?: ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={clsx(
          'h-11 w-full rounded-md border bg-background px-3 text-base text-foreground focus-visible:border-primary disabled:opacity-60',
          error ? 'border-danger' : 'border-border',
        )}
        {...props}
      >
        {children}
      </select>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
