import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Previous and next under a server-paged admin table, with "Page 2 of 7" between them. */
export function Pager({
  label,
  page,
  pageCount,
  onPage,
}: {
  /** the navigation's accessible name ("Pages of users") */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span className="text-sm text-muted">{t('pager.pageOf', { page, pages: pageCount })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
