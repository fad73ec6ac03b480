import {
  FEEDBACK_REPLY_MAX,
  FEEDBACK_REPLY_MIN,
  FEEDBACK_STATUSES,
  type AdminFeedbackDetail,
  type FeedbackStatus,
} from '@mzansi/contracts/admin-inbox';
import { formatDate } from '@mzansi/i18n/format';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminNav } from '@/components/layout/admin-nav';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { FormMessage, SelectField, TextAreaField } from '@/components/ui/form-field';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/i18n';
import { useAdminFeedbackItem, useReplyToFeedback, useSetFeedbackStatus } from '../api/admin-inbox';
import { FEEDBACK_STATUS_KEYS, FEEDBACK_TOPIC_KEYS } from '../lib/inbox-labels';

const LANGUAGE_KEYS = {
  en: 'inbox.languages.en',
  zu: 'inbox.languages.zu',
  xh: 'inbox.languages.xh',
  af: 'inbox.languages.af',
} as const;

function useDateTime() {
  const language = useLanguage();
  return (value: string) =>
    formatDate(language, value, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
}

function ReplyForm({ detail }: { detail: AdminFeedbackDetail }) {
  const { t } = useTranslation('admin');
  const reply = useReplyToFeedback();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const languageKey = LANGUAGE_KEYS[detail.language as keyof typeof LANGUAGE_KEYS] ?? LANGUAGE_KEYS.en;

  if (!detail.item.reply_to) {
    return <FormMessage tone="info">{t('inbox.feedback.reply.noAddress')}</FormMessage>;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = message.trim();
    if (text.length < FEEDBACK_REPLY_MIN) {
      setError(t('inbox.feedback.reply.tooShort'));
      return;
    }
    setError(null);
    reply.mutate({ id: detail.item.id, message: text }, { onSuccess: () => setMessage('') });
  }

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <TextAreaField
        label={t('inbox.feedback.reply.label')}
        hint={t('inbox.feedback.reply.hint', {
          address: detail.item.reply_to,
          language: t(languageKey),
        })}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        maxLength={FEEDBACK_REPLY_MAX}
        error={error ?? undefined}
        required
      />
      <div>
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? t('inbox.feedback.reply.sending') : t('inbox.feedback.reply.send')}
        </Button>
      </div>
    </form>
  );
}

function StatusForm({ detail }: { detail: AdminFeedbackDetail }) {
  const { t } = useTranslation('admin');
  const setStatus = useSetFeedbackStatus();
  return (
    <SelectField
      label={t('inbox.feedback.filters.status')}
      value={detail.item.status}
      disabled={setStatus.isPending}
      onChange={(event) =>
        setStatus.mutate({ id: detail.item.id, status: event.target.value as FeedbackStatus })
      }
    >
      {FEEDBACK_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(FEEDBACK_STATUS_KEYS[status])}
        </option>
      ))}
    </SelectField>
  );
}

function FeedbackItem({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const { data, isPending, isError, error, refetch, isFetching } = useAdminFeedbackItem(id);
  if (isPending) return <LoadingState label={t('inbox.loading')} />;
  if (isError) {
    return (
      <QueryErrorState
        variant="compact"
        title={t('inbox.loadError')}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  const { item } = data;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="feedback-message" className="rounded-2xl border border-border bg-surface p-4">
        <h2 id="feedback-message" className="mb-3 text-lg font-bold">
          {t('inbox.feedback.item.message')}
        </h2>
        <p className="whitespace-pre-wrap break-words">{item.message}</p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t('inbox.feedback.columns.topic')}</dt>
          <dd>{t(FEEDBACK_TOPIC_KEYS[item.topic])}</dd>
          <dt className="text-muted">{t('inbox.feedback.columns.received')}</dt>
          <dd>{dateTime(item.created_at)}</dd>
          <dt className="text-muted">{t('inbox.feedback.columns.from')}</dt>
          <dd>
            {item.reply_to ?? t('inbox.feedback.noAddress')}
            {item.user_id ? (
              <>
                {' '}
                (
                <Link to={`/admin/users/${item.user_id}`} className="underline">
                  {t('inbox.feedback.item.account')}
                </Link>
                )
              </>
            ) : null}
          </dd>
          <dt className="text-muted">{t('inbox.feedback.item.page')}</dt>
          <dd>{item.page ?? '—'}</dd>
          <dt className="text-muted">{t('inbox.feedback.item.browser')}</dt>
          <dd className="break-all">{data.user_agent ?? '—'}</dd>
        </dl>
        <div className="mt-4 max-w-xs">
          <StatusForm detail={data} />
        </div>
      </section>
      <section aria-labelledby="feedback-replies" className="rounded-2xl border border-border bg-surface p-4">
        <h2 id="feedback-replies" className="mb-3 text-lg font-bold">
          {t('inbox.feedback.item.replies')}
        </h2>
        {data.replies.length === 0 ? (
          <p className="mb-4 text-muted">{t('inbox.feedback.item.noReplies')}</p>
        ) : (
          <ol className="mb-4 grid gap-3">
            {data.replies.map((reply) => (
              <li key={reply.id} className="rounded-md border border-border p-3">
                <p className="mb-1 text-xs text-muted">
                  {t('inbox.feedback.item.replyMeta', {
                    author: reply.author_name ?? t('inbox.feedback.item.formerAdmin'),
                    to: reply.sent_to,
                    when: dateTime(reply.created_at),
                  })}
                </p>
                <p className="whitespace-pre-wrap break-words">{reply.message}</p>
              </li>
            ))}
          </ol>
        )}
        <ReplyForm detail={data} />
      </section>
    </div>
  );
}

/** /admin/feedback/:id (admins): one item, its status, its replies, and a reply by e-mail. */
export function AdminFeedbackItemPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  return (
    <div className={PAGE_CONTAINER}>
      <AdminNav />
      <p className="mb-2 text-sm">
        <Link to="/admin/feedback" className="underline">
          {t('inbox.feedback.item.back')}
        </Link>
      </p>
      <PageHeader title={t('inbox.feedback.item.heading')} />
      <ErrorBoundary level="section" name={t('inbox.feedback.item.heading')}>
        <FeedbackItem id={id} />
      </ErrorBoundary>
    </div>
  );
}
