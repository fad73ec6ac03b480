import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

export interface PlayerMenuOption {
  value: string;
  label: string;
  /** a small tag after the label ("HD") */
  badge?: string;
}

interface PlayerMenuProps {
  /** the button's accessible name ("Quality") */
  label: string;
  icon: ReactNode;
  /** short visible text next to the icon on wide screens ("720p", "1.5×") */
  valueText?: string;
  value: string;
  options: readonly PlayerMenuOption[];
  onChange: (value: string) => void;
  /** lines under the options (a Data saver note, an upgrade hint) */
  footer?: ReactNode;
  /** where the menu renders: the player itself, so it stays visible in full screen */
  container: HTMLElement | null;
  onOpenChange?: (open: boolean) => void;
}

/** One of the player's settings menus (quality, captions, audio, speed): a button and a list of choices. */
export function PlayerMenu({
  label,
  icon,
  valueText,
  value,
  options,
  onChange,
  footer,
  container,
  onOpenChange,
}: PlayerMenuProps) {
  return (
    <DropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        aria-label={label}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-white hover:bg-white/15 data-[state=open]:bg-white/15"
      >
        {icon}
        {valueText ? (
          <span aria-hidden="true" className="hidden text-sm font-semibold tabular-nums sm:inline">
            {valueText}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          side="top"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-30 max-h-[min(22rem,70vh)] min-w-48 overflow-y-auto rounded-xl border border-white/15 bg-black/90 p-1.5 text-white shadow-2xl backdrop-blur"
        >
          <DropdownMenu.Label className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-white/70 uppercase">
            {label}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={value} onValueChange={onChange}>
            {options.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                className={clsx(
                  'flex h-11 cursor-pointer items-center gap-3 rounded-md pr-3 pl-9 text-sm outline-none select-none',
                  'relative data-[highlighted]:bg-white/15',
                )}
              >
                <DropdownMenu.ItemIndicator className="absolute left-3">
                  <Check className="size-4" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
                {option.label}
                {option.badge ? (
                  <span className="ml-auto rounded bg-white/90 px-1 text-xs leading-4 font-bold text-black">
                    {option.badge}
                  </span>
                ) : null}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          {footer ? (
            <div className="border-t border-white/15 px-3 pt-2 pb-1 text-xs text-white/75">{footer}</div>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
