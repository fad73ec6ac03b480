import type { UseQueryResult } from '@tanstack/react-query';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/spinner';
import { INBOX_PAGE_SIZE } from '../lib/inbox-query';
import { Pager } from './pager';

interface InboxTableProps<Row> {
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column types vary per accessor
  columns: ColumnDef<Row, any>[];
  page: number;
  onPage: (page: number) => void;
  empty: string;
  minWidth?: string;
  /** a full-width row drawn under a row (a stack, an entry's details) */
  expanded?: (row: Row) => ReactNode;
}

/**
 * An inbox section's list in its states: loading, failed (with Retry), or the table of the page the server answered
 * (marked busy while the next page loads over it).
 */
export function InboxTable<Row extends { id: string }>({
  query,
  ...table
}: InboxTableProps<Row> & { query: UseQueryResult<{ items: Row[]; total: number }> }) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <LoadingState label={t('inbox.loading')} />;
  if (query.isError) {
    return (
      <QueryErrorState
        variant="compact"
        title={t('inbox.loadError')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <InboxRows {...table} rows={query.data.items} total={query.data.total} busy={query.isPlaceholderData} />
  );
}

/**
 * A server-paged table of the inbox sections (feedback, client errors, audit log): TanStack Table in manual mode,
 * the first column a row header, the pager under it. The page comes from the URL; `onPage` writes it there.
 */
function InboxRows<Row extends { id: string }>({
  caption,
  columns,
  rows,
  total,
  page,
  onPage,
  empty,
  busy,
  minWidth = 'min-w-[48rem]',
  expanded,
}: InboxTableProps<Row> & { rows: Row[]; total: number; busy: boolean }) {
  const { t } = useTranslation('admin');
  // eslint-disable-next-line react-hooks/incompatible-library -- a table redrawn from each server page
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    manualSorting: true,
    rowCount: total,
    state: { pagination: { pageIndex: page - 1, pageSize: INBOX_PAGE_SIZE } },
    getRowId: (row) => row.id,
  });
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const span = columns.length;
  return (
    <>
      <p role="status" className="text-sm text-muted">
        {t('inbox.count', { count: total })}
      </p>
      <div
        className="overflow-x-auto rounded-2xl border border-border bg-surface p-4"
        aria-busy={busy || undefined}
      >
        <table className={`w-full ${minWidth} text-sm`}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="text-left text-xs text-muted uppercase">
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="pb-2 pr-4">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          {table.getRowModel().rows.map((row) => {
            const more = expanded?.(row.original);
            return (
              <tbody key={row.id} className="border-t border-border">
                <tr className="align-top">
                  {row.getVisibleCells().map((cell, index) =>
                    index === 0 ? (
                      <th key={cell.id} scope="row" className="py-3 pr-4 text-left font-normal">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </th>
                    ) : (
                      <td key={cell.id} className="py-3 pr-4">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ),
                  )}
                </tr>
                {more ? (
                  <tr>
                    <td colSpan={span} className="pb-3">
                      {more}
                    </td>
                  </tr>
                ) : null}
              </tbody>
            );
          })}
        </table>
        {rows.length === 0 ? <p className="py-6 text-center text-muted">{empty}</p> : null}
      </div>
      <Pager label={t('inbox.pagination.label')} page={page} pageCount={pageCount} onPage={onPage} />
    </>
  );
}

/** The filter bar: selects apply at once; the text fields when the form is sent (Enter or Apply). */
export function FilterForm({
  label,
  children,
  onApply,
}: {
  label: string;
  children: ReactNode;
  /** the form's text fields (by name) when it is sent */
  onApply?: (values: Record<string, string>) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        const values: Record<string, string> = {};
        new FormData(event.currentTarget).forEach((value, key) => {
          if (typeof value === 'string') values[key] = value;
        });
        onApply?.(values);
      }}
      className="grid items-end gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {children}
      {onApply ? (
        <div>
          <Button type="submit" variant="secondary">
            {t('inbox.apply')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
