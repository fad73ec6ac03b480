import { NotFoundContent } from '@/components/layout/not-found-content';

/** Any path the route table does not know (spec §2); its head comes from the table's not-found row. */
export function NotFoundPage() {
  return <NotFoundContent />;
}
