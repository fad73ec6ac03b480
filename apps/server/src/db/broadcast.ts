import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import { listenToChannel, postgresConnection, type ChannelListener } from './channel-listener';
import type { DatabaseHandle } from './client';

/**
 * What one API or worker process must tell the others serving the same PostgreSQL database at once ("the catalogue
 * changed", "this user's subscription changed", "this video's files changed"): NOTIFY on a channel, heard by every
 * process that listens to it (db/channel-listener.ts). On PGlite there are no other processes and nothing is sent.
 *
 * A message is JSON with the sender's id (`s`): a sender has already acted on its own message, so it ignores the
 * copy PostgreSQL hands back. The id belongs to the database handle, not the process, so two apps in one test
 * process are two senders, as two instances are.
 */
const senders = new WeakMap<DatabaseHandle, string>();

function senderOf(database: DatabaseHandle): string {
  let id = senders.get(database);
  if (!id) {
    id = randomUUID();
    senders.set(database, id);
  }
  return id;
}

interface BroadcastContext {
  database: DatabaseHandle;
  logger: Logger;
}

/**
 * Sends `message` to the other processes on the same database (after the change it announces committed). A failure
 * is logged with `whenLost` (what the others miss until their safety net, a TTL or a reload, catches up).
 */
export function broadcast(
  ctx: BroadcastContext,
  channel: string,
  message: Record<string, unknown>,
  whenLost: string,
): void {
  if (ctx.database.kind !== 'postgres') return;
  ctx.database.raw
    .query('select pg_notify($1, $2)', [channel, JSON.stringify({ ...message, s: senderOf(ctx.database) })])
    .catch((error: unknown) => ctx.logger.warn({ err: error }, whenLost));
}

export interface BroadcastListenerOptions {
  channel: string;
  /** what the messages are for, in log lines ("catalogue", "user events") */
  purpose: string;
  /** a message from another sender (the sender id removed) */
  onMessage(message: Record<string, unknown>): void;
  /** listening (again): messages sent while nobody listened are lost, so start from nothing */
  onListening?(): void;
}

/** Listens to other processes' broadcasts on a channel (PostgreSQL); null on PGlite, which has no others. */
export function listenToBroadcasts(
  ctx: BroadcastContext,
  options: BroadcastListenerOptions,
): ChannelListener | null {
  const connection = postgresConnection(ctx.database);
  if (!connection) return null;
  const self = senderOf(ctx.database);
  return listenToChannel(connection, {
    channel: options.channel,
    logger: ctx.logger,
    purpose: options.purpose,
    onNotification: (payload) => {
      let message: unknown;
      try {
        message = JSON.parse(payload);
      } catch {
        message = null;
      }
      if (!message || typeof message !== 'object' || Array.isArray(message)) {
        ctx.logger.warn({ payload }, `${options.purpose}: unreadable notification ignored`);
        return;
      }
      const { s, ...rest } = message as Record<string, unknown>;
      if (s !== self) options.onMessage(rest);
    },
    onListening: () => options.onListening?.(),
  });
}
