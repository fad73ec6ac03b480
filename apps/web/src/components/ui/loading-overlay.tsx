import { Spinner } from './spinner';

/** Spec §2: a loading overlay with a message (default "Loading..."). */
export function LoadingOverlay({ message }: { message: string }) {
  return (
    <div
      role="status"
      aria-live="assertive"
      data-testid="loading-overlay"
      className="fixed inset-0 z-[85] flex items-center justify-center bg-scrim backdrop-blur-sm"
    >
      <div className="flex items-center gap-3 rounded-xl border border-border bg-surface px-6 py-4 shadow-2xl">
        <Spinner className="size-6 text-primary" />
        <span className="text-base font-semibold">{message}</span>
      </div>
    </div>
  );
}
