import type { AdminUserDetail } from '@mzansi/contracts/admin-users';
import { ROLES, type Role } from '@mzansi/contracts/roles';
import { formatDate, formatRands } from '@mzansi/i18n/format';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminNav } from '@/components/layout/admin-nav';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { useLanguage } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import {
  useAdminUser,
  useEndSessions,
  useLiftSuspension,
  useResendConfirmation,
  useRevokePremium,
  useSetUserRoles,
} from '../api/admin-users';
import { ROLE_HINTS, ROLE_NAMES } from '../lib/labels';
import { ComplimentaryDialog, SuspendDialog } from './user-dialogs';
import { StatusBadges } from './users-list';

type Detail = AdminUserDetail;

function useDate() {
  const language = useLanguage();
  return (value: string | null, withTime = false) =>
    value
      ? formatDate(language, value, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
        })
      : '—';
}

function Section({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}

function RolesEditor({ detail, self }: { detail: Detail; self: boolean }) {
  const { t } = useTranslation('admin');
  const [roles, setRoles] = useState<Role[]>(detail.user.roles);
  const save = useSetUserRoles();
  const changed =
    roles.length !== detail.user.roles.length || roles.some((role) => !detail.user.roles.includes(role));
  return (
    <>
      <fieldset>
        <legend className="sr-only">{t('roles.legend', { name: detail.user.email })}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {ROLES.map((role) => (
            <label key={role} className="inline-flex items-center gap-2 text-sm" title={t(ROLE_HINTS[role])}>
              <input
                type="checkbox"
                checked={roles.includes(role)}
                onChange={() =>
                  setRoles((current) =>
                    current.includes(role) ? current.filter((r) => r !== role) : [...current, role],
                  )
                }
                disabled={self && role === 'admin'}
                className="size-4 accent-[var(--color-primary)]"
              />
              {t(ROLE_NAMES[role])}
            </label>
          ))}
        </div>
      </fieldset>
      {roles.length === 0 ? <p className="mt-1 text-xs text-danger">{t('roles.keepOne')}</p> : null}
      <Button
        className="mt-3"
        size="sm"
        onClick={() => save.mutate({ id: detail.user.id, roles })}
        disabled={!changed || roles.length === 0 || save.isPending}
        aria-label={t('roles.saveLabel', { name: detail.user.email })}
      >
        {save.isPending ? <Spinner className="size-4" /> : null}
        {t('roles.save')}
      </Button>
    </>
  );
}

function UserDetail({ detail }: { detail: Detail }) {
  const { t } = useTranslation('admin');
  const date = useDate();
  const language = useLanguage();
  const auth = useAuth();
  const selfId = useAuthStore((state) => state.user?.id);
  const { user } = detail;
  const self = user.id === selfId;
  const admin = auth.isAdmin;
  const targetIsAdmin = user.roles.includes('admin');
  const targetIsModerator = user.roles.includes('moderator');
  // The server decides; the buttons follow the same rules so nobody is offered what would be refused.
  const maySuspend = !self && !targetIsAdmin && (admin || !targetIsModerator);
  const [dialog, setDialog] = useState<
    null | 'suspend' | 'lift' | 'sessions' | 'complimentary' | 'resend' | 'revoke'
  >(null);
  const lift = useLiftSuspension();
  const endSessions = useEndSessions();
  const resend = useResendConfirmation();
  const revoke = useRevokePremium();
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={user.email}
        description={
          <>
            {[user.username, user.name].filter(Boolean).join(' · ')}
            <span className="mt-2 block">
              <StatusBadges user={user} />
            </span>
          </>
        }
        actions={
          <>
            {user.banned ? (
              <Button variant="secondary" onClick={() => setDialog('lift')}>
                {t('lift.button')}
              </Button>
            ) : maySuspend ? (
              <Button variant="secondary" onClick={() => setDialog('suspend')}>
                {t('suspend.button')}
              </Button>
            ) : null}
            {admin && !user.confirmed ? (
              <Button variant="secondary" onClick={() => setDialog('resend')}>
                {t('resend.button')}
              </Button>
            ) : null}
          </>
        }
      />

      {detail.suspension ? (
        <div role="status" className="rounded-2xl border border-danger/50 bg-danger/10 p-4 text-sm">
          <p className="font-semibold">
            {detail.suspension.ends_at
              ? t('suspension.until', { date: date(detail.suspension.ends_at) })
              : t('suspension.indefinite')}
          </p>
          <p className="mt-1">{t('suspension.reason', { reason: detail.suspension.reason })}</p>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="user-profile" title={t('detail.profile')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('detail.joined')}</dt>
            <dd>{date(user.created_at)}</dd>
            <dt className="text-muted">{t('detail.lastSeen')}</dt>
            <dd>{user.last_seen_at ? date(user.last_seen_at, true) : t('users.never')}</dd>
            <dt className="text-muted">{t('detail.language')}</dt>
            <dd>{detail.profile.language}</dd>
            <dt className="text-muted">{t('detail.signIn')}</dt>
            <dd>{detail.profile.providers.join(', ') || '—'}</dd>
          </dl>
          <h3 className="mt-4 mb-1 text-sm font-semibold">{t('detail.viewerProfiles')}</h3>
          <ul className="text-sm">
            {detail.viewer_profiles.map((profile) => (
              <li key={profile.id}>
                {profile.name}
                {profile.kids ? ` · ${t('detail.kids')}` : ''}
                {profile.primary ? ` · ${t('detail.primary')}` : ''}
              </li>
            ))}
          </ul>
        </Section>

        <Section id="user-roles" title={t('users.columns.roles')}>
          {admin ? (
            <RolesEditor key={user.roles.join(',')} detail={detail} self={self} />
          ) : (
            <p className="text-sm">{user.roles.map((role) => t(ROLE_NAMES[role])).join(', ')}</p>
          )}
        </Section>

        <Section
          id="user-billing"
          title={t('detail.billing')}
          actions={
            admin ? (
              <>
                <Button size="sm" variant="secondary" onClick={() => setDialog('complimentary')}>
                  {t('complimentary.button')}
                </Button>
                {user.is_premium ? (
                  <Button size="sm" variant="secondary" onClick={() => setDialog('revoke')}>
                    {t('revoke.button')}
                  </Button>
                ) : null}
              </>
            ) : null
          }
        >
          {detail.subscriptions.length === 0 ? (
            <Empty>{t('detail.noSubscriptions')}</Empty>
          ) : (
            <ul className="grid gap-1 text-sm">
              {detail.subscriptions.map((sub) => (
                <li key={sub.id}>
                  {sub.plan_id} · {sub.status}
                  {sub.complimentary ? ` · ${t('detail.complimentary')}` : ` · ${sub.provider}`} ·{' '}
                  {date(sub.start_date)} – {date(sub.end_date)}
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-4 mb-1 text-sm font-semibold">{t('detail.payments')}</h3>
          {detail.payments.length === 0 ? (
            <Empty>{t('detail.noPayments')}</Empty>
          ) : (
            <ul className="grid gap-1 text-sm">
              {detail.payments.map((payment) => (
                <li key={payment.id}>
                  {date(payment.created_at)} · {formatRands(language, payment.amount_cents)} ·{' '}
                  {payment.status} · {payment.reference}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section
          id="user-sessions"
          title={t('detail.sessions')}
          actions={
            admin && detail.sessions.length > 0 ? (
              <Button size="sm" variant="secondary" onClick={() => setDialog('sessions')}>
                {t('endSessions.button')}
              </Button>
            ) : null
          }
        >
          {detail.sessions.length === 0 ? (
            <Empty>{t('detail.noSessions')}</Empty>
          ) : (
            <ul className="grid gap-1 text-sm">
              {detail.sessions.map((session) => (
                <li key={session.id}>
                  {session.user_agent ?? t('detail.unknownDevice')} · {session.ip_address ?? '—'} ·{' '}
                  {t('detail.lastActive', { date: date(session.last_active_at, true) })}
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-4 mb-1 text-sm font-semibold">{t('detail.streams')}</h3>
          {detail.streams.length === 0 ? (
            <Empty>{t('detail.noStreams')}</Empty>
          ) : (
            <ul className="grid gap-1 text-sm">
              {detail.streams.map((stream) => (
                <li key={stream.id}>
                  {stream.title ?? stream.video_id} · {stream.device_label ?? t('detail.unknownDevice')} ·{' '}
                  {t('detail.since', { date: date(stream.started_at, true) })}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="user-downloads" title={t('detail.downloads', { count: detail.downloads.active })}>
          {detail.downloads.items.length === 0 ? (
            <Empty>{t('detail.noDownloads')}</Empty>
          ) : (
            <ul className="grid gap-1 text-sm">
              {detail.downloads.items.map((item) => (
                <li key={item.id}>
                  {item.title ?? item.video_id} · {item.quality} ·{' '}
                  {item.revoked_at
                    ? t('detail.revoked', { date: date(item.revoked_at) })
                    : t('detail.expires', { date: date(item.expires_at) })}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="user-audit" title={t('detail.audit')}>
          {detail.audit.length === 0 ? (
            <Empty>{t('detail.noAudit')}</Empty>
          ) : (
            <ol className="grid gap-1 text-sm">
              {detail.audit.map((entry) => (
                <li key={entry.id}>
                  <span className="font-mono text-xs">{entry.action}</span> · {date(entry.created_at, true)} ·{' '}
                  {entry.actor_email ?? t('detail.system')}
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>

      {detail.suspensions.length > 0 ? (
        <Section id="user-suspensions" title={t('detail.suspensions')}>
          <ul className="grid gap-1 text-sm">
            {detail.suspensions.map((entry) => (
              <li key={entry.id}>
                {date(entry.started_at)} – {entry.ends_at ? date(entry.ends_at) : t('detail.untilLifted')} ·{' '}
                {entry.reason}
                {entry.lifted_at ? ` · ${t('detail.liftedOn', { date: date(entry.lifted_at) })}` : ''}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <SuspendDialog open={dialog === 'suspend'} onOpenChange={close} userId={user.id} name={user.email} />
      {admin ? (
        <ComplimentaryDialog
          open={dialog === 'complimentary'}
          onOpenChange={close}
          userId={user.id}
          name={user.email}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'lift'}
        onOpenChange={close}
        title={t('lift.title', { name: user.email })}
        description={t('lift.description')}
        confirmLabel={t('lift.button')}
        cancelLabel={t('dialogs.cancel')}
        pending={lift.isPending}
        onConfirm={() => lift.mutate(user.id, { onSettled: () => setDialog(null) })}
      />
      <ConfirmDialog
        open={dialog === 'sessions'}
        onOpenChange={close}
        title={t('endSessions.title', { name: user.email })}
        description={t('endSessions.description')}
        confirmLabel={t('endSessions.button')}
        cancelLabel={t('dialogs.cancel')}
        pending={endSessions.isPending}
        onConfirm={() => endSessions.mutate(user.id, { onSettled: () => setDialog(null) })}
      />
      <ConfirmDialog
        open={dialog === 'resend'}
        onOpenChange={close}
        title={t('resend.title', { name: user.email })}
        description={t('resend.description')}
        confirmLabel={t('resend.button')}
        cancelLabel={t('dialogs.cancel')}
        pending={resend.isPending}
        onConfirm={() => resend.mutate(user.id, { onSettled: () => setDialog(null) })}
      />
      <ConfirmDialog
        open={dialog === 'revoke'}
        onOpenChange={close}
        title={t('revoke.title')}
        description={t('revoke.description', { name: user.username ?? user.email, email: user.email })}
        confirmLabel={t('revoke.button')}
        cancelLabel={t('revoke.keep')}
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(user.id, { onSettled: () => setDialog(null) })}
      />
    </div>
  );
}

/** /admin/users/:id (moderators and admins): one account, and what may be done to it. */
export function AdminUserPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const query = useAdminUser(id);
  return (
    <div className={PAGE_CONTAINER}>
      <AdminNav />
      <p className="mb-4 text-sm">
        <Link to="/admin/users" className="underline underline-offset-2">
          {t('detail.back')}
        </Link>
      </p>
      <ErrorBoundary level="section" name={t('detail.sectionName')}>
        {query.isPending ? (
          <LoadingState label={t('detail.loading')} />
        ) : query.isError ? (
          <QueryErrorState
            variant="compact"
            title={t('detail.loadError')}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <UserDetail detail={query.data} />
        )}
      </ErrorBoundary>
    </div>
  );
}
