import { CLIENT_ERROR_STATES, type ClientErrorGroup } from '@mzansi/contracts/admin-inbox';
import { CLIENT_ERROR_TYPES } from '@mzansi/contracts/account';
import { formatDate } from '@mzansi/i18n/format';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '@/components/layout/admin-nav';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useLanguage } from '@/lib/i18n';
import { useClientErrors, useResolveClientError } from '../api/admin-inbox';
import { inboxApiQuery } from '../lib/inbox-query';
import { useInboxFilters } from '../lib/use-inbox-filters';
import { FilterForm, InboxTable } from './inbox-table';

const KEYS = ['state', 'type', 'q'] as const;
const ALLOWED = { state: CLIENT_ERROR_STATES, type: CLIENT_ERROR_TYPES };
const STATE_KEYS = {
  open: 'inbox.errors.states.open',
  resolved: 'inbox.errors.states.resolved',
} as const;
const column = createColumnHelper<ClientErrorGroup>();

function ResolveButton({ group }: { group: ClientErrorGroup }) {
  const { t } = useTranslation('admin');
  const resolve = useResolveClientError();
  const resolved = group.resolved_at !== null;
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={resolve.isPending}
      onClick={() => resolve.mutate({ id: group.id, resolved: !resolved })}
      aria-label={
        resolved
          ? t('inbox.errors.reopenLabel', { message: group.message })
          : t('inbox.errors.resolveLabel', { message: group.message })
      }
    >
      {resolved ? t('inbox.errors.reopen') : t('inbox.errors.resolve')}
    </Button>
  );
}

function ErrorGroups() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { filters, update, key } = useInboxFilters(KEYS, ALLOWED);
  const list = useClientErrors(inboxApiQuery(filters));
  const when = (value: string) =>
    formatDate(language, value, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const columns = useMemo(
    () => [
      column.accessor('message', {
        header: () => t('inbox.errors.columns.message'),
        cell: ({ row, getValue }) => (
          <>
            <span className="block font-semibold break-words">{getValue()}</span>
            <span className="block text-xs text-muted">
              {[row.original.type, row.original.route, row.original.release].filter(Boolean).join(' · ')}
            </span>
          </>
        ),
      }),
      column.accessor('count', {
        header: () => t('inbox.errors.columns.count'),
        cell: ({ getValue }) => getValue(),
      }),
      column.accessor('first_seen', {
        header: () => t('inbox.errors.columns.firstSeen'),
        cell: ({ getValue }) => when(getValue()),
      }),
      column.accessor('last_seen', {
        header: () => t('inbox.errors.columns.lastSeen'),
        cell: ({ getValue }) => when(getValue()),
      }),
      column.display({
        id: 'state',
        header: () => t('inbox.errors.columns.state'),
        cell: ({ row }) => (
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded bg-surface-3 px-1.5 py-0.5 text-xs">
              {t(row.original.resolved_at ? STATE_KEYS.resolved : STATE_KEYS.open)}
            </span>
            <ResolveButton group={row.original} />
          </div>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `when` follows language
    [t, language],
  );

  return (
    <div className="grid gap-4">
      <FilterForm
        key={key}
        label={t('inbox.errors.filters.region')}
        onApply={(values) => update({ q: values.q ?? '' })}
      >
        <TextField
          label={t('inbox.errors.filters.search')}
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={100}
        />
        <SelectField
          label={t('inbox.errors.filters.state')}
          value={filters.state}
          onChange={(event) => update({ state: event.target.value })}
        >
          <option value="">{t('inbox.errors.filters.allStates')}</option>
          {CLIENT_ERROR_STATES.map((state) => (
            <option key={state} value={state}>
              {t(STATE_KEYS[state])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('inbox.errors.filters.type')}
          value={filters.type}
          onChange={(event) => update({ type: event.target.value })}
        >
          <option value="">{t('inbox.errors.filters.allTypes')}</option>
          {CLIENT_ERROR_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
      </FilterForm>
      <InboxTable
        caption={t('inbox.errors.caption')}
        columns={columns}
        query={list}
        page={filters.page}
        onPage={(page) => update({ page })}
        empty={t('inbox.errors.none')}
        expanded={(group) =>
          group.newest_stack ? (
            <details>
              <summary className="cursor-pointer text-sm text-muted">{t('inbox.errors.newestStack')}</summary>
              <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-background p-3 text-xs whitespace-pre-wrap">
                {group.newest_stack}
              </pre>
            </details>
          ) : null
        }
      />
    </div>
  );
}

/** /admin/errors (admins): the app's error reports grouped by message and route, with counts and the newest stack. */
export function AdminClientErrorsPage() {
  const { t } = useTranslation('admin');
  return (
    <div className={PAGE_CONTAINER}>
      <AdminNav />
      <PageHeader title={t('inbox.errors.heading')} description={t('inbox.errors.description')} />
      <ErrorBoundary level="section" name={t('inbox.errors.heading')}>
        <ErrorGroups />
      </ErrorBoundary>
    </div>
  );
}
