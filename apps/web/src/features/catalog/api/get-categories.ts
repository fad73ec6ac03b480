import { endpoints } from '@mzansi/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const categoriesQueryKey = ['categories'] as const;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => api(endpoints.categories, {}, { signal, retries: 0 }).then((body) => body.items),
  });

/** GET /api/categories: every category (genre) with its title count. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
