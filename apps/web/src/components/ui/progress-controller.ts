/** Spec §4: rises toward 90 while work is active, completes at 100; forced complete after 3 s. */
export const PROGRESS = {
  start: 8,
  ceiling: 90,
  tickMs: 200,
  /** share of the distance to the ceiling covered per tick */
  step: 0.12,
  forceCompleteMs: 3000,
  hideAfterCompleteMs: 250,
} as const;

export interface ProgressState {
  visible: boolean;
  value: number;
}

/**
 * The top progress bar's state machine, outside React (an external store for useSyncExternalStore): start at 8,
 * creep toward 90 every 200 ms, jump to 100 when the work ends or 3 s have passed, then fade out.
 */
export function createProgressController() {
  let state: ProgressState = { visible: false, value: 0 };
  let active = false;
  let tick: ReturnType<typeof setInterval> | undefined;
  let force: ReturnType<typeof setTimeout> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function emit(next: ProgressState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function clearTimers() {
    if (tick) clearInterval(tick);
    if (force) clearTimeout(force);
    if (hide) clearTimeout(hide);
    tick = force = hide = undefined;
  }

  function complete() {
    clearTimers();
    if (!state.visible) return;
    emit({ visible: true, value: 100 });
    hide = setTimeout(() => emit({ visible: false, value: 0 }), PROGRESS.hideAfterCompleteMs);
  }

  return {
    setActive(next: boolean) {
      if (next === active) return;
      active = next;
      if (!next) {
        complete();
        return;
      }
      clearTimers();
      emit({ visible: true, value: PROGRESS.start });
      tick = setInterval(() => {
        emit({
          visible: true,
          value: Math.min(PROGRESS.ceiling, state.value + (PROGRESS.ceiling - state.value) * PROGRESS.step),
        });
      }, PROGRESS.tickMs);
      force = setTimeout(complete, PROGRESS.forceCompleteMs);
    },
    // Arrow functions: useSyncExternalStore is handed these on their own.
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: (): ProgressState => state,
    dispose() {
      clearTimers();
      listeners.clear();
    },
  };
}
