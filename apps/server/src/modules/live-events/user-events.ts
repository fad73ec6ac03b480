import type { UserEventType } from '@mzansi/contracts/billing';
import type { AppContext } from '../../context';
import { broadcast, listenToBroadcasts } from '../../db/broadcast';
import type { ChannelListener } from '../../db/channel-listener';
import type { DatabaseHandle } from '../../db/client';

/**
 * "Something about this user changed": the signal behind GET /api/user/events. Only the user and the kind travel;
 * each open stream then reads the current state itself, so a message can never carry stale or someone else's data.
 *
 * Within a process it is a plain fan-out; on PostgreSQL it is also sent to the other processes on the same database
 * (NOTIFY on `mzansi_user_events`): a payment notification handled by one instance reaches the tabs connected to
 * another, and a worker's renewal reaches them all.
 */
export const USER_EVENTS_CHANNEL = 'mzansi_user_events';

type Subscriber = (type: UserEventType) => void;

interface UserEventsState {
  subscribers: Map<string, Set<Subscriber>>;
  listener: ChannelListener | null;
}

const states = new WeakMap<DatabaseHandle, UserEventsState>();

function stateOf(database: DatabaseHandle): UserEventsState {
  let state = states.get(database);
  if (!state) {
    state = { subscribers: new Map(), listener: null };
    states.set(database, state);
  }
  return state;
}

function deliver(state: UserEventsState, userId: string, type: UserEventType): void {
  for (const subscriber of state.subscribers.get(userId) ?? []) subscriber(type);
}

/** Tells every open stream of the user, in every process, that `type` changed. Call after the change committed. */
export function publishUserEvent(
  ctx: Pick<AppContext, 'database' | 'logger'>,
  userId: string,
  type: UserEventType,
): void {
  deliver(stateOf(ctx.database), userId, type);
  broadcast(
    ctx,
    USER_EVENTS_CHANNEL,
    { u: userId, t: type },
    'user events: other processes were not told (their tabs catch up on reload)',
  );
}

/** Calls `subscriber` for the user's events until the returned function is called. */
export function subscribeUserEvents(
  ctx: Pick<AppContext, 'database' | 'logger'>,
  userId: string,
  subscriber: Subscriber,
): () => void {
  const state = stateOf(ctx.database);
  if (!state.listener) {
    state.listener = listenToBroadcasts(ctx, {
      channel: USER_EVENTS_CHANNEL,
      purpose: 'user events',
      onMessage: (message) => {
        const { u, t } = message as { u?: unknown; t?: unknown };
        if (typeof u === 'string' && typeof t === 'string') deliver(state, u, t as UserEventType);
      },
    });
  }
  let set = state.subscribers.get(userId);
  if (!set) {
    set = new Set();
    state.subscribers.set(userId, set);
  }
  set.add(subscriber);
  return () => {
    set.delete(subscriber);
    if (set.size === 0) state.subscribers.delete(userId);
  };
}

/** Stops listening to other processes (app close). */
export async function releaseUserEvents(ctx: Pick<AppContext, 'database'>): Promise<void> {
  const state = stateOf(ctx.database);
  const listener = state.listener;
  state.listener = null;
  await listener?.stop();
}
