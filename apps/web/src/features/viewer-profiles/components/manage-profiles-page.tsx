import type { ViewerProfile } from '@mzansi/contracts/viewer-profiles';
import { LANGUAGE_NATIVE_NAMES } from '@mzansi/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Lock, LockOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProfileAvatar } from '@/components/ui/profile-avatar';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error-message';
import { isApiError } from '@/lib/api-client';
import { refreshSession, useAuthStore } from '@/stores/auth-store';
import { showToast } from '@/stores/ui-store';
import { useDeleteViewerProfile, useViewerProfiles, viewerProfilesQueryKey } from '../api/viewer-profiles';
import { PinChangeDialog, type PinChange } from './pin-change-dialog';
import { ProfileBadge } from './profile-badges';
import { ProfileFormDialog } from './profile-form-dialog';

function ProfileRow({
  profile,
  active,
  onEdit,
  onPin,
  onDelete,
}: {
  profile: ViewerProfile;
  active: boolean;
  onEdit: () => void;
  onPin: (mode: PinChange['mode']) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('profiles');
  const facts = [
    LANGUAGE_NATIVE_NAMES[profile.language],
    profile.maturity_limit ? t('manage.upTo', { rating: profile.maturity_limit }) : t('manage.noLimit'),
    profile.autoplay_next ? t('manage.autoplayOn') : t('manage.autoplayOff'),
  ];
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-surface p-4">
      <ProfileAvatar avatar={profile.avatar} size="lg" shape="square" />
      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-2">
          <span className="truncate text-lg font-semibold">{profile.name}</span>
          {profile.kids ? <ProfileBadge tone="kids">{t('badges.kids')}</ProfileBadge> : null}
          {profile.primary ? <ProfileBadge>{t('badges.primary')}</ProfileBadge> : null}
          {profile.has_pin ? (
            <ProfileBadge>
              <Lock className="size-3" aria-hidden="true" />
              {t('badges.locked')}
            </ProfileBadge>
          ) : null}
          {active ? <span className="text-xs text-muted">{t('picker.current')}</span> : null}
        </h3>
        <p className="mt-1 text-sm text-muted">{facts.join(' · ')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={onEdit}
          aria-label={t('manage.editNamed', { name: profile.name })}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t('manage.edit')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onPin('set')}
          aria-label={
            profile.has_pin
              ? t('manage.changePinNamed', { name: profile.name })
              : t('manage.setPinNamed', { name: profile.name })
          }
        >
          <Lock className="size-4" aria-hidden="true" />
          {profile.has_pin ? t('manage.changePin') : t('manage.setPin')}
        </Button>
        {profile.has_pin ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onPin('remove')}
            aria-label={t('manage.removePinNamed', { name: profile.name })}
          >
            <LockOpen className="size-4" aria-hidden="true" />
            {t('manage.removePin')}
          </Button>
        ) : null}
        {profile.primary ? null : (
          <Button
            size="sm"
            variant="ghost"
            className="text-danger"
            onClick={onDelete}
            aria-label={t('manage.deleteNamed', { name: profile.name })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('manage.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}

function AccountPinSection({ set, onChange }: { set: boolean; onChange: (mode: PinChange['mode']) => void }) {
  const { t } = useTranslation('profiles');
  return (
    <section
      aria-labelledby="account-pin-heading"
      className="rounded-2xl border border-border bg-surface p-6"
    >
      <h2 id="account-pin-heading" className="flex items-center gap-2 text-lg font-bold">
        <KeyRound className="size-5 text-muted" aria-hidden="true" />
        {t('accountPin.heading')}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">{t('accountPin.description')}</p>
      <p className="mt-3 text-base font-semibold">{set ? t('accountPin.on') : t('accountPin.off')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => onChange('set')}>
          {set ? t('accountPin.change') : t('accountPin.set')}
        </Button>
        {set ? (
          <Button variant="ghost" onClick={() => onChange('remove')}>
            {t('accountPin.remove')}
          </Button>
        ) : null}
      </div>
      <p className="mt-4 max-w-prose text-sm text-muted">{t('accountPin.forgot')}</p>
    </section>
  );
}

/**
 * /profiles/manage (issue 16): the account's profiles with edit, PIN and delete; adding one (at most the server's
 * maximum, 5); and the account PIN. Every change is the server's to refuse, and each refusal is said in words.
 */
export function ManageProfilesPage() {
  const { t } = useTranslation('profiles');
  const query = useViewerProfiles();
  const remove = useDeleteViewerProfile();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ profile: ViewerProfile | null } | null>(null);
  const [pinChange, setPinChange] = useState<PinChange | null>(null);
  const [deleting, setDeleting] = useState<ViewerProfile | null>(null);
  const limitNoteId = useId();

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <div className={PAGE_CONTAINER}>
        <QueryErrorState
          title={t('manage.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }

  const { profiles, max, account_pin_set: accountPinSet, active_id: activeId } = query.data;
  const full = profiles.length >= max;

  function confirmDelete() {
    const profile = deleting;
    if (!profile) return;
    remove.mutate(profile.id, {
      onSuccess: () => {
        setDeleting(null);
        showToast({ type: 'success', title: t('delete.done', { name: profile.name }) });
        // The profile this device watched as is gone: the server says which one it watches as now, and what was
        // fetched for the deleted one goes with it.
        if (profile.id === useAuthStore.getState().viewerProfile?.id) {
          void refreshSession().then(() =>
            queryClient.removeQueries({
              predicate: (query) => query.queryKey[0] !== viewerProfilesQueryKey[0],
              type: 'inactive',
            }),
          );
        }
      },
      onError: (error) => {
        setDeleting(null);
        const description =
          isApiError(error) && error.code === 'not_found' ? t('errors.notFound') : apiErrorMessage(error);
        showToast({ type: 'error', title: t('delete.failed', { name: profile.name }), description });
      },
    });
  }

  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title={t('manage.heading')}
        description={t('manage.description', { max })}
        actions={
          <ButtonLink to="/profiles" variant="secondary">
            {t('manage.done')}
          </ButtonLink>
        }
      />
      <div className="grid max-w-4xl gap-8">
        <section aria-labelledby="profiles-heading">
          <h2 id="profiles-heading" className="sr-only">
            {t('manage.listHeading')}
          </h2>
          <ul className="grid gap-3">
            {profiles.map((profile) => (
              <ProfileRow
                key={profile.id}
                profile={profile}
                active={profile.id === activeId}
                onEdit={() => setEditing({ profile })}
                onPin={(mode) => setPinChange({ profile, mode })}
                onDelete={() => setDeleting(profile)}
              />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button
              onClick={() => setEditing({ profile: null })}
              disabled={full}
              aria-describedby={full ? limitNoteId : undefined}
            >
              <Plus className="size-5" aria-hidden="true" />
              {t('manage.add')}
            </Button>
            {full ? (
              <p id={limitNoteId} className="text-sm text-muted">
                {t('manage.maxReached', { max })}
              </p>
            ) : null}
          </div>
        </section>

        <AccountPinSection set={accountPinSet} onChange={(mode) => setPinChange({ profile: null, mode })} />
      </div>

      <ProfileFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        profile={editing?.profile ?? null}
        takenAvatars={profiles.map((profile) => profile.avatar)}
      />
      <PinChangeDialog
        change={pinChange}
        onOpenChange={(open) => {
          if (!open) setPinChange(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? t('delete.title', { name: deleting.name }) : ''}
        description={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
