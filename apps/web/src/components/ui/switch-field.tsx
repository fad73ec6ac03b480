import { useId, type ComponentProps, type ReactNode } from 'react';

/** An on/off setting: a labelled switch (a checkbox with role="switch") with its explanation linked. */
export function SwitchField({
  label,
  hint,
  ...props
}: Omit<ComponentProps<'input'>, 'id' | 'type' | 'role'> & { label: string; hint?: ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="mt-1 max-w-prose text-xs text-muted">
            {hint}
          </p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={hintId}
        className="relative mt-0.5 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full border border-border bg-surface-3 transition-colors duration-200 before:absolute before:top-0.5 before:left-0.5 before:size-5.5 before:rounded-full before:bg-white before:shadow before:transition-transform before:duration-200 checked:border-action checked:bg-action checked:before:translate-x-5 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:before:transition-none"
        {...props}
      />
    </div>
  );
}
