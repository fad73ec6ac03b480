/**
 * The playback lease's heartbeat: every `intervalSeconds` (the grant's heartbeatSeconds, ~30 s; the lease lapses after
 * ~90 s without one). A 410 `stream_ended` (stopped from another device, or lapsed) or a 401 ends the loop and is
 * reported once; any other failure (offline, 5xx) is retried at the next beat, since the lease outlives two misses.
 */
/**
 * The contract's HEARTBEAT_SECONDS, repeated so the player chunk does not import the playback schemas (zod) at
 * runtime; the grant's heartbeatSeconds wins whenever it is there.
 */
export const DEFAULT_HEARTBEAT_SECONDS = 30;

export interface HeartbeatOptions {
  intervalSeconds?: number;
  send: () => Promise<unknown>;
  onEnded: (reason: { status: number; message: string }) => void;
}

export interface Heartbeat {
  stop(): void;
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : -1;
}

export function startHeartbeat(options: HeartbeatOptions): Heartbeat {
  const seconds =
    options.intervalSeconds && options.intervalSeconds >= 5
      ? options.intervalSeconds
      : DEFAULT_HEARTBEAT_SECONDS;
  let stopped = false;
  let busy = false;
  const timer = setInterval(() => {
    if (stopped || busy) return;
    busy = true;
    options
      .send()
      .catch((error: unknown) => {
        const status = statusOf(error);
        if (!stopped && (status === 410 || status === 401)) {
          stopped = true;
          clearInterval(timer);
          options.onEnded({ status, message: error instanceof Error ? error.message : '' });
        }
      })
      .finally(() => {
        busy = false;
      });
  }, seconds * 1000);
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
