import { FEEDBACK_STATUSES, type AdminFeedbackItem } from '@mzansi/contracts/admin-inbox';
import { FEEDBACK_TOPICS } from '@mzansi/contracts/account';
import { formatDate } from '@mzansi/i18n/format';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminNav } from '@/components/layout/admin-nav';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useLanguage } from '@/lib/i18n';
import { useAdminFeedback } from '../api/admin-inbox';
import { inboxApiQuery } from '../lib/inbox-query';
import { FEEDBACK_STATUS_KEYS, FEEDBACK_TOPIC_KEYS } from '../lib/inbox-labels';
import { useInboxFilters } from '../lib/use-inbox-filters';
import { FilterForm, InboxTable } from './inbox-table';

const KEYS = ['status', 'topic', 'q'] as const;
const ALLOWED = { status: FEEDBACK_STATUSES, topic: FEEDBACK_TOPICS };
const column = createColumnHelper<AdminFeedbackItem>();

function FeedbackList() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { filters, update, key } = useInboxFilters(KEYS, ALLOWED);
  const list = useAdminFeedback(inboxApiQuery(filters));
  const columns = useMemo(
    () => [
      column.accessor('message', {
        header: () => t('inbox.feedback.columns.message'),
        cell: ({ row, getValue }) => (
          <Link
            to={`/admin/feedback/${row.original.id}`}
            className="line-clamp-2 font-semibold underline-offset-2 hover:underline"
          >
            {getValue()}
          </Link>
        ),
      }),
      column.accessor('topic', {
        header: () => t('inbox.feedback.columns.topic'),
        cell: ({ getValue }) => t(FEEDBACK_TOPIC_KEYS[getValue()]),
      }),
      column.accessor('status', {
        header: () => t('inbox.feedback.columns.status'),
        cell: ({ getValue }) => (
          <span className="rounded bg-surface-3 px-1.5 py-0.5 text-xs">
            {t(FEEDBACK_STATUS_KEYS[getValue()])}
          </span>
        ),
      }),
      column.accessor('reply_to', {
        header: () => t('inbox.feedback.columns.from'),
        cell: ({ getValue }) => getValue() ?? t('inbox.feedback.noAddress'),
      }),
      column.accessor('created_at', {
        header: () => t('inbox.feedback.columns.received'),
        cell: ({ getValue }) =>
          formatDate(language, getValue(), { day: 'numeric', month: 'short', year: 'numeric' }),
      }),
    ],
    [t, language],
  );

  return (
    <div className="grid gap-4">
      <FilterForm
        key={key}
        label={t('inbox.feedback.filters.region')}
        onApply={(values) => update({ q: values.q ?? '' })}
      >
        <TextField
          label={t('inbox.feedback.filters.search')}
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={100}
        />
        <SelectField
          label={t('inbox.feedback.filters.status')}
          value={filters.status}
          onChange={(event) => update({ status: event.target.value })}
        >
          <option value="">{t('inbox.feedback.filters.allStatuses')}</option>
          {FEEDBACK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(FEEDBACK_STATUS_KEYS[status])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('inbox.feedback.filters.topic')}
          value={filters.topic}
          onChange={(event) => update({ topic: event.target.value })}
        >
          <option value="">{t('inbox.feedback.filters.allTopics')}</option>
          {FEEDBACK_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(FEEDBACK_TOPIC_KEYS[topic])}
            </option>
          ))}
        </SelectField>
      </FilterForm>
      <InboxTable
        caption={t('inbox.feedback.caption')}
        columns={columns}
        query={list}
        page={filters.page}
        onPage={(page) => update({ page })}
        empty={t('inbox.feedback.none')}
      />
    </div>
  );
}

/** /admin/feedback (admins): what viewers sent from /feedback, filtered by status and topic, searchable. */
export function AdminFeedbackPage() {
  const { t } = useTranslation('admin');
  return (
    <div className={PAGE_CONTAINER}>
      <AdminNav />
      <PageHeader title={t('inbox.feedback.heading')} description={t('inbox.feedback.description')} />
      <ErrorBoundary level="section" name={t('inbox.feedback.heading')}>
        <FeedbackList />
      </ErrorBoundary>
    </div>
  );
}
