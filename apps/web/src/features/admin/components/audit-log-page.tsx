import type { AuditEntryView } from '@mzansi/contracts/admin-inbox';
import { formatDate } from '@mzansi/i18n/format';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminNav } from '@/components/layout/admin-nav';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { TextField } from '@/components/ui/form-field';
import { useLanguage } from '@/lib/i18n';
import { useAuditLog } from '../api/admin-inbox';
import { inboxApiQuery } from '../lib/inbox-query';
import { useInboxFilters } from '../lib/use-inbox-filters';
import { FilterForm, InboxTable } from './inbox-table';

const KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
const column = createColumnHelper<AuditEntryView>();
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An entry's details as a readable list: each key with its value (objects and lists as compact JSON). */
function Details({ details }: { details: Record<string, unknown> }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
      {entries.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-muted">{name}</dt>
          <dd className="break-all">{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function AuditEntries() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { filters, update, key } = useInboxFilters(KEYS, {});
  // A hand-edited date the server would refuse is left out.
  const query = inboxApiQuery({
    ...filters,
    from: DATE.test(filters.from) ? filters.from : '',
    to: DATE.test(filters.to) ? filters.to : '',
  });
  const list = useAuditLog(query);
  const columns = useMemo(
    () => [
      column.accessor('created_at', {
        header: () => t('inbox.audit.columns.when'),
        cell: ({ getValue }) =>
          formatDate(language, getValue(), {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          }),
      }),
      column.accessor('action', {
        header: () => t('inbox.audit.columns.action'),
        cell: ({ getValue }) => <code className="text-xs">{getValue()}</code>,
      }),
      column.display({
        id: 'actor',
        header: () => t('inbox.audit.columns.actor'),
        cell: ({ row }) => {
          const entry = row.original;
          if (!entry.actor_id) return t('inbox.audit.system');
          return (
            <Link to={`/admin/users/${entry.actor_id}`} className="underline">
              {entry.actor_email ?? entry.actor_id}
            </Link>
          );
        },
      }),
      column.display({
        id: 'target',
        header: () => t('inbox.audit.columns.target'),
        cell: ({ row }) => (
          <span className="break-all">
            {row.original.target_type}
            {row.original.target_id ? `: ${row.original.target_id}` : ''}
          </span>
        ),
      }),
      column.accessor('details', {
        header: () => t('inbox.audit.columns.details'),
        cell: ({ getValue }) => <Details details={getValue()} />,
      }),
    ],
    [t, language],
  );

  return (
    <div className="grid gap-4">
      <FilterForm
        key={key}
        label={t('inbox.audit.filters.region')}
        onApply={(values) =>
          update({
            actor: values.actor ?? '',
            action: values.action ?? '',
            targetType: values.targetType ?? '',
            targetId: values.targetId ?? '',
            from: values.from ?? '',
            to: values.to ?? '',
          })
        }
      >
        <TextField
          label={t('inbox.audit.filters.actor')}
          name="actor"
          defaultValue={filters.actor}
          maxLength={100}
        />
        <TextField
          label={t('inbox.audit.filters.action')}
          hint={t('inbox.audit.filters.actionHint')}
          name="action"
          defaultValue={filters.action}
          maxLength={100}
        />
        <TextField
          label={t('inbox.audit.filters.targetType')}
          name="targetType"
          defaultValue={filters.targetType}
          maxLength={50}
        />
        <TextField
          label={t('inbox.audit.filters.targetId')}
          name="targetId"
          defaultValue={filters.targetId}
          maxLength={100}
        />
        <TextField
          label={t('inbox.audit.filters.from')}
          name="from"
          type="date"
          defaultValue={filters.from}
        />
        <TextField label={t('inbox.audit.filters.to')} name="to" type="date" defaultValue={filters.to} />
      </FilterForm>
      <InboxTable
        caption={t('inbox.audit.caption')}
        columns={columns}
        query={list}
        page={filters.page}
        onPage={(page) => update({ page })}
        empty={t('inbox.audit.none')}
        minWidth="min-w-[56rem]"
      />
    </div>
  );
}

/** /admin/audit (admins): the audit log, newest first, filtered by actor, action, target and dates. */
export function AdminAuditPage() {
  const { t } = useTranslation('admin');
  return (
    <div className={PAGE_CONTAINER}>
      <AdminNav />
      <PageHeader title={t('inbox.audit.heading')} description={t('inbox.audit.description')} />
      <ErrorBoundary level="section" name={t('inbox.audit.heading')}>
        <AuditEntries />
      </ErrorBoundary>
    </div>
  );
}
