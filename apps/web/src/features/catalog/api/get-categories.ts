import type { Category } from '@mzansi/contracts/discovery';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const categoriesQueryKey = ['categories'] as const;

/** GET /api/categories: every category (genre) with its title count. */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) =>
      apiGet<{ items: Category[] }>('/categories', { signal, retries: 0 }).then((body) => body.items),
  });
}
