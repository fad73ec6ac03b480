/**
 * Watch progress cadence (resume and Continue watching): every ~10 s while playing, at once on pause, seek end and
 * end of video, and with a beacon when the page goes away. A save that changes nothing is skipped; saves never
 * overlap (the latest position wins).
 */
export interface ProgressSnapshot {
  videoId: string;
  positionSeconds: number;
  durationSeconds: number;
}

export interface ProgressSaverOptions {
  /** the current position, or null while it is not known (no duration yet) */
  read: () => ProgressSnapshot | null;
  /** PUT /api/user/watch-progress */
  save: (snapshot: ProgressSnapshot) => Promise<unknown>;
  /** navigator.sendBeacon to POST /api/user/watch-progress; false when the browser refused it */
  beacon: (snapshot: ProgressSnapshot) => boolean;
  intervalMs?: number;
  /** positions closer than this to the last saved one are not saved again */
  minChangeSeconds?: number;
}

export const PROGRESS_INTERVAL_MS = 10_000;
const MAX_SECONDS = 86_400;

export interface ProgressSaver {
  /** playback started or resumed: saves every interval until paused */
  playing(): void;
  /** paused (also by the user): one save now */
  paused(): void;
  /** a seek finished: one save now */
  seeked(): void;
  /** the video ended: one save at the end (the server marks it watched) */
  ended(): void;
  /** the page is going away (pagehide, hidden tab): a beacon, which survives the unload */
  leave(): void;
  /** saves now unless nothing changed */
  flush(): Promise<void>;
  dispose(): void;
}

/** A snapshot within the contract's bounds, or null when there is nothing meaningful to save. */
export function normaliseSnapshot(snapshot: ProgressSnapshot | null): ProgressSnapshot | null {
  if (!snapshot) return null;
  const { durationSeconds, positionSeconds } = snapshot;
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0 || !Number.isFinite(positionSeconds))
    return null;
  const duration = Math.min(durationSeconds, MAX_SECONDS);
  const position = Math.min(Math.max(0, positionSeconds), duration);
  return {
    videoId: snapshot.videoId,
    positionSeconds: Math.round(position * 10) / 10,
    durationSeconds: Math.round(duration * 10) / 10,
  };
}

export function createProgressSaver(options: ProgressSaverOptions): ProgressSaver {
  const intervalMs = options.intervalMs ?? PROGRESS_INTERVAL_MS;
  const minChange = options.minChangeSeconds ?? 1;
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastSaved: number | null = null;
  let inFlight: Promise<void> | null = null;
  let pending = false;
  let disposed = false;

  function stopTimer() {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  }

  function current(): ProgressSnapshot | null {
    const snapshot = normaliseSnapshot(options.read());
    if (!snapshot) return null;
    if (lastSaved !== null && Math.abs(snapshot.positionSeconds - lastSaved) < minChange) return null;
    return snapshot;
  }

  async function flush(): Promise<void> {
    if (disposed) return;
    if (inFlight) {
      pending = true;
      return inFlight;
    }
    const snapshot = current();
    if (!snapshot) return;
    const previous = lastSaved;
    lastSaved = snapshot.positionSeconds;
    inFlight = options
      .save(snapshot)
      .then(
        () => undefined,
        () => {
          // Not saved: the next tick tries again (unless a newer position has been saved meanwhile).
          if (lastSaved === snapshot.positionSeconds) lastSaved = previous;
        },
      )
      .finally(() => {
        inFlight = null;
        if (pending) {
          pending = false;
          void flush();
        }
      });
    return inFlight;
  }

  return {
    playing() {
      if (disposed || timer !== undefined) return;
      timer = setInterval(() => void flush(), intervalMs);
    },
    paused() {
      stopTimer();
      void flush();
    },
    seeked() {
      void flush();
    },
    ended() {
      stopTimer();
      void flush();
    },
    leave() {
      if (disposed) return;
      const snapshot = current();
      if (!snapshot) return;
      if (options.beacon(snapshot)) lastSaved = snapshot.positionSeconds;
      else void flush();
    },
    flush,
    dispose() {
      stopTimer();
      disposed = true;
    },
  };
}
