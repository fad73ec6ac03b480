import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const INPUT_CLASSES =
  'h-11 w-full rounded-md border bg-background px-3 text-base text-foreground placeholder:text-muted/70 focus-visible:border-primary disabled:opacity-60';

interface FieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** shown under the field and linked to it; makes the field invalid */
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
}

/** A labelled input with its hint and error linked for screen readers. */
export function TextField({ label, error, hint, id, className, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={clsx(INPUT_CLASSES, error ? 'border-danger' : 'border-border')}
        {...props}
      />
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

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, id, className, ...props }: FieldProps) {
  const { t } = useTranslation('common');
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={clsx(INPUT_CLASSES, 'pr-12', error ? 'border-danger' : 'border-border')}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={
            visible
              ? t('actions.hide', { field: label.toLowerCase() })
              : t('actions.show', { field: label.toLowerCase() })
          }
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-muted hover:text-foreground"
        >
          {visible ? (
            <EyeOff className="size-5" aria-hidden="true" />
          ) : (
            <Eye className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
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

/** A multi-line labelled field. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={clsx(
          'min-h-28 w-full rounded-md border bg-background px-3 py-2 text-base text-foreground focus-visible:border-primary',
          error ? 'border-danger' : 'border-border',
        )}
        {...props}
      />
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

/** A short inline message under a form (success or error), announced when it appears. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-md border px-3 py-2 text-sm',
        tone === 'error' && 'border-danger/50 bg-danger/10 text-foreground',
        tone === 'success' && 'border-accent/50 bg-accent/10 text-foreground',
        tone === 'info' && 'border-primary/50 bg-primary/10 text-foreground',
      )}
    >
      {children}
    </div>
  );
}

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
