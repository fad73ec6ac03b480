import { setupServer } from 'msw/node';

/**
 * The one msw server of a web test file, started by setup.ts. It patches the global fetch (happy-dom's, in this
 * environment), which the api client reads at call time. Tests add handlers with `mockApi(...)` or `server.use(...)`;
 * every test starts with none.
 */
export const server = setupServer();

const unhandled: string[] = [];
const pending = new Set<string>();
let started = 0;
server.events.on('request:start', ({ requestId }) => {
  started += 1;
  pending.add(requestId);
});
server.events.on('request:end', ({ requestId }) => void pending.delete(requestId));
server.events.on('unhandledException', ({ requestId }) => void pending.delete(requestId));

server.events.on(
  'request:unhandled',
  ({ request }) => void unhandled.push(`${request.method} ${request.url}`),
);

/**
 * A request no handler answers is an error: msw prints it and the fetch rejects (as with no network), and setup.ts fails
 * the test afterwards (see `takeUnhandledRequests`), so a missing mock cannot pass as "the app handled an outage".
 */
export function startServer() {
  server.listen({ onUnhandledRequest: 'error' });
}

/**
 * Ends a test's bookkeeping: returns the unhandled requests since the last call (as "METHOD url") and forgets the
 * requests still in flight (a request a test left unanswered on purpose must not hold up the next test).
 */
export function takeUnhandledRequests(): string[] {
  pending.clear();
  return unhandled.splice(0);
}

/** Requests msw has seen and not yet answered. */
export function requestsInFlight(): number {
  return pending.size;
}

/** How many requests msw has seen since the file started: a change means the app did something. */
export function requestsStarted(): number {
  return started;
}
