/**
 * Cross-tab auth events (spec §4): a logout in one tab resets the others; a sign-in makes them re-read the session;
 * another viewer profile chosen (issue 16: the session's, so every tab's) makes them re-read it and drop what they
 * fetched for the previous one.
 */
export type AuthEvent = { type: 'signed_out' } | { type: 'signed_in' } | { type: 'viewer_profile_changed' };

const CHANNEL_NAME = 'mzansi:auth';
/** Every channel object of the page hears the page's own messages too; this tab's id lets it skip them. */
const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

interface Envelope {
  event: AuthEvent;
  from: string;
}

function openChannel(): BroadcastChannel | undefined {
  try {
    return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL_NAME);
  } catch {
    return undefined;
  }
}

export function broadcastAuthEvent(event: AuthEvent): void {
  const channel = openChannel();
  if (!channel) return;
  try {
    channel.postMessage({ event, from: TAB_ID } satisfies Envelope);
  } finally {
    channel.close();
  }
}

export function subscribeToAuthEvents(listener: (event: AuthEvent) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = (message: MessageEvent<unknown>) => {
    const data = message.data as Partial<Envelope> | null;
    if (!data || data.from === TAB_ID) return;
    const type = data.event?.type;
    if (type === 'signed_out' || type === 'signed_in' || type === 'viewer_profile_changed')
      listener({ type });
  };
  return () => channel.close();
}
