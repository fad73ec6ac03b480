import { useEffect, useEffectEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { endStream, endStreamOnUnload, sendHeartbeat } from '../api/stream-sessions';
import { startHeartbeat } from '../lib/heartbeat';

/** Leases already ended by this page (so a second DELETE is not sent). */
const endedLeases = new Set<string>();
/** Ends scheduled by an unmount, cancelled when the same lease mounts again at once (React's StrictMode replay). */
const scheduledEnds = new Map<string, ReturnType<typeof setTimeout>>();

/** Ends a lease once (the 409 dialog's "Stop stream", Retry, leaving). Never throws. */
export async function endLease(streamSessionId: string): Promise<void> {
  if (endedLeases.has(streamSessionId)) return;
  endedLeases.add(streamSessionId);
  try {
    await endStream(streamSessionId);
  } catch {
    // Already gone or unreachable: the lease lapses on its own (~90 s).
  }
}

/**
 * The 409 dialog's "Stop stream": ends another stream of this account. Rejects when it could not (the dialog says
 * so); a stream that is already gone counts as stopped.
 */
export async function stopStream(streamSessionId: string): Promise<void> {
  try {
    await endStream(streamSessionId);
  } catch (error) {
    if (!isApiError(error) || (error.code !== 'not_found' && error.code !== 'stream_ended')) throw error;
  }
  endedLeases.add(streamSessionId);
}

interface LeaseOptions {
  heartbeatSeconds?: number;
  /** the position to report with each heartbeat */
  position: () => number;
  /** 410 stream_ended (stopped elsewhere, or lapsed) or 401 */
  onEnded: (reason: { status: number; message: string }) => void;
  /** the page came back from the back/forward cache after its lease was ended on pagehide */
  onRestored: () => void;
}

/**
 * Keeps this device's playback lease alive with heartbeats while the player shows it, and ends it when the viewer
 * leaves (unmount, or pagehide with a keepalive request), so the next device does not wait for it to lapse.
 */
export function useStreamLease(streamSessionId: string | null | undefined, options: LeaseOptions): void {
  const position = useEffectEvent(options.position);
  const ended = useEffectEvent(options.onEnded);
  const restored = useEffectEvent(options.onRestored);
  const { heartbeatSeconds } = options;

  useEffect(() => {
    if (!streamSessionId) return;
    const id = streamSessionId;
    const scheduled = scheduledEnds.get(id);
    if (scheduled !== undefined) {
      clearTimeout(scheduled);
      scheduledEnds.delete(id);
    }
    let unloaded = false;
    const heartbeat = startHeartbeat({
      intervalSeconds: heartbeatSeconds,
      send: () => sendHeartbeat(id, position()),
      onEnded: (reason) => {
        endedLeases.add(id);
        ended(reason);
      },
    });
    function handlePageHide() {
      if (endedLeases.has(id)) return;
      unloaded = true;
      heartbeat.stop();
      endedLeases.add(id);
      endStreamOnUnload(id);
    }
    function handlePageShow(event: PageTransitionEvent) {
      if (event.persisted && unloaded) restored();
    }
    window.addEventListener('pagehide', handlePageHide);
    window.addEventListener('pageshow', handlePageShow);
    return () => {
      window.removeEventListener('pagehide', handlePageHide);
      window.removeEventListener('pageshow', handlePageShow);
      heartbeat.stop();
      if (endedLeases.has(id)) return;
      scheduledEnds.set(
        id,
        setTimeout(() => {
          scheduledEnds.delete(id);
          void endLease(id);
        }, 0),
      );
    };
  }, [streamSessionId, heartbeatSeconds]);
}
