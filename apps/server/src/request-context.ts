import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request being served, for code far from it: the job queue stamps a job with the id of the request that sent
 * it, so one id follows an upload from its HTTP request into the worker's log lines.
 */
const current = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` (and everything it starts) as part of request `requestId`. */
export function runInRequest<T>(requestId: string, fn: () => T): T {
  return current.run({ requestId }, fn);
}

/** The id of the request whose work is running, or undefined outside a request (a worker, a timer). */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}
