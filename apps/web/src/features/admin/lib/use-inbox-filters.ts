import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readInboxQuery, writeInboxQuery, type InboxFilters } from './inbox-query';

/** An inbox list's filters, read from and written to the URL; a changed filter starts from the first page. */
export function useInboxFilters<K extends string>(
  keys: readonly K[],
  allowed: Partial<Record<K, readonly string[]>> = {},
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => readInboxQuery(params, keys, allowed),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys and allowed are constants of the page
    [params],
  );
  function update(change: Partial<InboxFilters<K>>) {
    setParams(writeInboxQuery({ ...filters, page: 1, ...change }));
  }
  return { filters, update, key: params.toString() };
}
