import { endpoints } from '@mzansi/contracts/endpoints';
import { api } from '@/lib/api-client';

/**
 * Device limits (spec §9 max_devices): the signed-in grant holds a lease that heartbeats keep alive; leaving ends it,
 * so the next device does not wait for the lease to lapse.
 */
export function sendHeartbeat(streamSessionId: string, positionSeconds?: number): Promise<unknown> {
  const position =
    positionSeconds !== undefined && Number.isFinite(positionSeconds)
      ? Math.min(86_400, Math.max(0, Math.round(positionSeconds)))
      : undefined;
  return api(
    endpoints.streamHeartbeat,
    { body: position === undefined ? { streamSessionId } : { streamSessionId, positionSeconds: position } },
    { retries: 0, background: true },
  );
}

/** DELETE /api/stream-sessions/:id ("stop that stream", or this one when leaving). */
export function endStream(streamSessionId: string, options: { keepalive?: boolean } = {}): Promise<unknown> {
  return api(
    endpoints.endStream,
    { params: { id: streamSessionId } },
    { retries: options.keepalive ? 0 : 1, background: true, keepalive: options.keepalive },
  );
}

/**
 * Ends this device's stream while the page unloads: a keepalive request outlives the page (sendBeacon can only
 * POST), and is sent at once, before the page goes. Never throws.
 */
export function endStreamOnUnload(streamSessionId: string): void {
  try {
    endStream(streamSessionId, { keepalive: true }).catch(() => undefined);
  } catch {
    // The page is going away; the lease lapses on its own (~90 s).
  }
}
