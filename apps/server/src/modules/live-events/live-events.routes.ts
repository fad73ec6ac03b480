import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/endpoint';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import { releaseUserEvents, subscribeUserEvents } from './user-events';

/** A comment line this often keeps proxies and browsers from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;

/**
 * The reconnection delay sent just before a shutdown ends a stream: short, so the browser comes back within a
 * second, through the load balancer, to an instance that is still serving.
 */
export const SHUTDOWN_RETRY_MS = 1000;

/**
 * GET /api/user/events: Server-Sent Events for the signed-in user. `subscription` carries the subscription summary
 * each time it changes (payment confirmed, cancelled, renewed, expired, revoked), so every open tab follows without a
 * reload. The browser's EventSource reconnects by itself; the first message after connecting is the current state.
 *
 * The stream is written by hand on purpose (docs/decisions.md D47): no SSE library was a clear improvement.
 * @fastify/sse 0.6 declares Node >= 20.20.2 (we support 20.19), is still 0.x (0.5 changed what `sse: true` means),
 * opts a route in through a route option that the endpoint map's `route()` does not pass, sends `retry` only as a
 * field of a message, and leaves open streams to hold app.close(); better-sse needs the same hijack as this code
 * and adds a random `id:` to every event; fastify-sse-v2 has no keep-alive and depends on 2020-era iterator
 * packages. What is left here is the protocol's four lines (head, retry, events, comments); the rest (fan-out,
 * ordering, closing at app close) would stay ours with any of them.
 */
export function liveEventsRoutes(
  ctx: AppContext,
  deps: { subscriptions: SubscriptionService },
): FastifyPluginAsync {
  const { subscriptions } = deps;
  return async (app) => {
    const open = new Set<(last?: string) => void>();
    // Open streams would hold app.close() forever: they end first, telling the browser to reconnect soon (to
    // another instance: this one has stopped taking requests).
    app.addHook('preClose', async () => {
      for (const end of open) end(`retry: ${SHUTDOWN_RETRY_MS}\n\n`);
    });
    app.addHook('onClose', async () => releaseUserEvents(ctx));

    route(app, 'userEvents', async (request, reply) => {
      const { userId } = request.viewer;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies must pass each event on at once.
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 5000\n\n');

      let closed = false;
      let sending = Promise.resolve();
      const sendSubscription = () => {
        // One at a time and in order: a burst of changes ends with the latest state.
        sending = sending.then(async () => {
          if (closed) return;
          try {
            const summary = await subscriptions.getSummary(userId);
            if (!closed) raw.write(`event: subscription\ndata: ${JSON.stringify(summary)}\n\n`);
          } catch (error) {
            request.log.warn({ err: error }, 'user events: subscription not sent');
          }
        });
      };
      const unsubscribe = subscribeUserEvents(ctx, userId, (type) => {
        if (type === 'subscription') sendSubscription();
        // Every session ended (a suspension): the stream closes; the browser's reconnect finds no session.
        if (type === 'signed_out') raw.end();
      });
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      keepAlive.unref();
      const end = (last?: string) => {
        if (last && !closed) raw.write(last);
        raw.end();
      };
      ctx.metrics.sseClients.inc();
      const close = () => {
        if (closed) return;
        closed = true;
        ctx.metrics.sseClients.dec();
        clearInterval(keepAlive);
        unsubscribe();
        open.delete(end);
      };
      open.add(end);
      request.raw.on('close', close);
      raw.on('close', close);
      raw.on('error', close);
      sendSubscription();
    });
  };
}
