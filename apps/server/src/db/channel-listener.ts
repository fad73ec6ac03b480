import pg from 'pg';
import type { Logger } from '../logger';
import type { DatabaseHandle } from './client';

const LISTEN_RETRY_MS = 5_000;

export interface ChannelListener {
  /** resolves once LISTEN is in place (or the first attempt failed: it keeps retrying) */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export interface ChannelListenerOptions {
  channel: string;
  logger: Logger;
  /** what the messages are for, in log lines ("catalogue", "user events") */
  purpose: string;
  onNotification(payload: string): void;
  /** LISTEN is (again) in place: messages sent while nobody listened are lost, so start from nothing */
  onListening?(): void;
}

/** The pool's connection settings when the database is PostgreSQL (PGlite has no other processes to hear). */
export function postgresConnection(database: DatabaseHandle): pg.ClientConfig | null {
  if (database.kind !== 'postgres') return null;
  const pool = (database.db as unknown as { $client?: unknown }).$client;
  return pool instanceof pg.Pool ? pool.options : null;
}

/**
 * One connection of its own (not from the pool) that LISTENs on a PostgreSQL channel, reconnecting after a
 * failure. Used for what one process must tell the others serving the same database (NOTIFY).
 */
export function listenToChannel(
  connection: pg.ClientConfig,
  options: ChannelListenerOptions,
): ChannelListener {
  const { channel, logger, purpose } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    // The pool's own settings (the same database, credentials and TLS), as one plain connection.
    const next = new pg.Client(connection);
    next.on('notification', (message) => {
      if (message.channel === channel) options.onNotification(message.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (stopped || next !== client) return;
      logger.warn({ err: error }, `${purpose}: change listener lost its connection; reconnecting`);
      client = null;
      next.end().catch(() => undefined);
      scheduleRetry();
    };
    next.on('error', lost);
    // A server that shuts down cleanly (a restart: 57P01 admin_shutdown) may only close the socket, with no
    // 'error': without this the listener would stay deaf until the process restarts.
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      options.onListening?.();
    } catch (error) {
      next.end().catch(() => undefined);
      logger.warn({ err: error }, `${purpose}: cannot listen for changes from other processes; retrying`);
      scheduleRetry();
    }
  };

  function scheduleRetry() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, LISTEN_RETRY_MS);
    retry.unref();
  }

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
