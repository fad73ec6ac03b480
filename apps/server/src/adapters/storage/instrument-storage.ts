import type { Metrics } from '../metrics/metrics';
import type { Storage } from './storage';

/** An object that is not there is an answer (a 404, a first write), not a failure of the store. */
function isMissing(error: unknown): boolean {
  const { code, name, $metadata } = (error ?? {}) as {
    code?: unknown;
    name?: unknown;
    $metadata?: { httpStatusCode?: unknown };
  };
  return (
    code === 'ENOENT' || name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
  );
}

/**
 * The storage with every call counted in mzansi_storage_errors_total {operation} when it fails. It wraps whatever
 * methods the implementation has (local disk, S3) without naming them, so a new or changed method is counted too.
 */
export function instrumentStorage<S extends Storage>(storage: S, metrics: Pick<Metrics, 'storageErrors'>): S {
  const count = (operation: string, error: unknown) => {
    if (!isMissing(error)) metrics.storageErrors.inc({ operation });
  };
  return new Proxy(storage, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      const method = value as (...args: unknown[]) => unknown;
      return function instrumented(this: unknown, ...args: unknown[]) {
        let result: unknown;
        try {
          result = method.apply(target, args);
        } catch (error) {
          count(property, error);
          throw error;
        }
        if (result instanceof Promise) {
          return result.catch((error: unknown) => {
            count(property, error);
            throw error;
          });
        }
        return result;
      };
    },
  });
}
