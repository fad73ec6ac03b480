import { clsx } from 'clsx';
import { useId, type ReactNode, type Ref } from 'react';

/** Keeps the digits of what was typed or pasted, at most four. */
function pinDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/**
 * A 4-digit PIN field: one numeric input (the phone's number pad, `inputMode="numeric"`), masked, never offered to
 * password managers or one-time-code autofill, with its label, hint and error linked for screen readers.
 */
export function PinInput({
  label,
  value,
  onChange,
  hint,
  error,
  disabled,
  large = false,
  ref,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** larger and centred, for the PIN dialog */
  large?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={4}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(pinDigits(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={clsx(
          'h-11 rounded-md border bg-background px-3 text-foreground focus-visible:border-primary disabled:opacity-60',
          large ? 'h-14 w-full text-center text-2xl tracking-[0.75em]' : 'w-40 text-lg tracking-[0.5em]',
          error ? 'border-danger' : 'border-border',
        )}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
