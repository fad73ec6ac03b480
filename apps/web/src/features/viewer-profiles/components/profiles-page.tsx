import type { ViewerProfile } from '@mzansi/contracts/viewer-profiles';
import { clsx } from 'clsx';
import { Lock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BarePage } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { ProfileAvatar } from '@/components/ui/profile-avatar';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useAuthStore } from '@/stores/auth-store';
import { isPinLock, pinProblem, type PinKind } from '../api/pin-errors';
import {
  useSelectViewerProfile,
  useViewerProfiles,
  type SelectViewerProfileBody,
} from '../api/viewer-profiles';
import { useEnterProfile } from '../hooks/use-enter-profile';
import { ProfileBadge } from './profile-badges';
import { PinDialog, type PinDialogError } from './pin-dialog';

/** A choice on its way: the profile, the PIN the dialog asks for, and the PINs already given. */
interface PendingChoice {
  profile: ViewerProfile;
  asking: PinKind | null;
  body: SelectViewerProfileBody;
}

function TilesSkeleton() {
  const { t } = useTranslation('messages');
  return (
    <div role="status" className="flex flex-wrap justify-center gap-6 sm:gap-10">
      <span className="sr-only">{t('loadingDefault')}</span>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex flex-col items-center gap-3 motion-safe:animate-pulse"
        >
          <div className="size-28 rounded-2xl bg-surface-2 sm:size-32" />
          <div className="h-5 w-20 rounded bg-surface-2" />
        </div>
      ))}
    </div>
  );
}

function ProfileTile({
  profile,
  current,
  busy,
  disabled,
  onChoose,
}: {
  profile: ViewerProfile;
  current: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('profiles');
  return (
    <button
      type="button"
      onClick={onChoose}
      disabled={disabled}
      aria-busy={busy || undefined}
      className="group flex w-32 flex-col items-center gap-3 rounded-2xl p-2 text-center transition duration-200 disabled:cursor-default sm:w-36"
    >
      <span className="relative">
        <ProfileAvatar
          avatar={profile.avatar}
          size="2xl"
          shape="square"
          className={clsx(
            'ring-offset-4 ring-offset-background transition duration-200 group-hover:ring-4 group-hover:ring-foreground/80 group-focus-visible:ring-4 group-focus-visible:ring-primary',
            current && 'ring-2 ring-foreground/40',
          )}
        />
        {profile.has_pin ? (
          <span className="absolute right-1.5 bottom-1.5 inline-flex rounded-full bg-black/70 p-1.5 text-white">
            <Lock className="size-4" aria-hidden="true" />
          </span>
        ) : null}
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-2xl bg-black/50 text-white">
            <Spinner className="size-8" />
          </span>
        ) : null}
      </span>
      <span className="max-w-full truncate text-base font-semibold text-muted group-hover:text-foreground">
        {profile.name}
      </span>
      <span className="flex flex-wrap justify-center gap-1">
        {profile.kids ? <ProfileBadge tone="kids">{t('badges.kids')}</ProfileBadge> : null}
        {profile.has_pin ? <span className="sr-only">{t('badges.locked')}</span> : null}
        {current ? <span className="text-xs text-muted">{t('picker.current')}</span> : null}
      </span>
    </button>
  );
}

/**
 * /profiles, "Who's watching?" (issue 16): the account's profiles as large tiles. Choosing one asks for its PIN when
 * it has one, and for the account PIN when it leaves a Kids profile (the server says which, and how many tries are
 * left); then the app watches as that profile, in its language, and goes on to /home or the returnUrl.
 */
export function ProfilesPage() {
  const { t } = useTranslation('profiles');
  const [searchParams] = useSearchParams();
  const returnUrl = searchParams.get('returnUrl');
  const profiles = useViewerProfiles();
  const select = useSelectViewerProfile();
  const enter = useEnterProfile();
  const inKids = useAuthStore((state) => state.viewerProfile?.kids ?? false);
  const [choice, setChoice] = useState<PendingChoice | null>(null);
  const [pinError, setPinError] = useState<PinDialogError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function attempt(profile: ViewerProfile, body: SelectViewerProfileBody, asking: PinKind | null) {
    setFailure(null);
    setChoice({ profile, asking, body });
    select.mutate(
      { id: profile.id, body },
      {
        onSuccess: (session) => {
          setChoice(null);
          void enter(session, returnUrl);
        },
        onError: (error) => {
          const problem = pinProblem(error);
          if (problem) {
            // The server names the PIN it wants: the profile's, or the account's to leave a Kids profile.
            setChoice({ profile, asking: problem.pin, body });
            setPinError(
              problem.code === 'pin_incorrect'
                ? { message: problem.message, attemptsLeft: problem.attemptsLeft }
                : null,
            );
            return;
          }
          const message = apiErrorMessage(error);
          if (asking && isPinLock(error)) {
            setPinError({ message });
            return;
          }
          setChoice(null);
          setFailure(message);
        },
      },
    );
  }

  function choose(profile: ViewerProfile) {
    if (select.isPending) return;
    setPinError(null);
    const leavingKids = inKids && !profile.kids;
    // What the server will ask for, asked at once (it still has the last word: see attempt's errors).
    if (profile.has_pin) setChoice({ profile, asking: 'profile', body: {} });
    else if (leavingKids && profiles.data?.account_pin_set)
      setChoice({ profile, asking: 'account', body: {} });
    else attempt(profile, {}, null);
  }

  function handlePin(pin: string) {
    if (!choice?.asking) return;
    const body = choice.asking === 'account' ? { ...choice.body, account_pin: pin } : { ...choice.body, pin };
    attempt(choice.profile, body, choice.asking);
  }

  const asking = choice?.asking ?? null;

  return (
    <BarePage>
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-10 py-6 text-center sm:py-12">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('picker.heading')}</h1>
          {inKids ? <p className="mt-3 text-base text-muted">{t('picker.kidsNote')}</p> : null}
        </div>

        {profiles.isPending ? (
          <TilesSkeleton />
        ) : profiles.isError ? (
          <QueryErrorState
            title={t('picker.loadError')}
            error={profiles.error}
            onRetry={() => void profiles.refetch()}
            retrying={profiles.isFetching}
          />
        ) : (
          <ul className="flex flex-wrap justify-center gap-6 sm:gap-10" aria-label={t('picker.listLabel')}>
            {profiles.data.profiles.map((profile) => (
              <li key={profile.id}>
                <ProfileTile
                  profile={profile}
                  current={profile.id === profiles.data.active_id}
                  busy={select.isPending && !asking && choice?.profile.id === profile.id}
                  disabled={select.isPending}
                  onChoose={() => choose(profile)}
                />
              </li>
            ))}
          </ul>
        )}

        {failure ? (
          <div className="w-full max-w-md">
            <FormMessage tone="error">{failure}</FormMessage>
          </div>
        ) : null}

        {profiles.data && !inKids ? (
          <ButtonLink to="/profiles/manage" variant="secondary">
            <Pencil className="size-5" aria-hidden="true" />
            {t('picker.manage')}
          </ButtonLink>
        ) : null}
      </div>

      <PinDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setChoice(null);
            setPinError(null);
          }
        }}
        kind={asking ?? 'profile'}
        profileName={choice?.profile.name ?? ''}
        error={pinError}
        pending={select.isPending}
        onSubmit={handlePin}
      />
    </BarePage>
  );
}
