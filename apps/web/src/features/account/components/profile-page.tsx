import { updateProfileRequestSchema } from '@mzansi/contracts/account';
import type { Profile } from '@mzansi/contracts/auth';
import { formatDate } from '@mzansi/i18n/format';
import type { Role } from '@mzansi/contracts/roles';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { FormMessage, TextAreaField, TextField } from '@/components/ui/form-field';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { isApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { contractResolver, showServerFieldErrors } from '@/lib/forms';
import { translate, useLanguage } from '@/lib/i18n';
import { useProfile, useUpdateProfile } from '../api/profile';
import { formFrom, PROFILE_FIELDS, profileChanges } from '../api/profile-form';
import { AvatarEditor } from './avatar-editor';

const profileResolver = contractResolver(updateProfileRequestSchema, {
  website: () => translate('account:profileForm.websiteInvalid'),
});

/** The app's dates: "22 Nov 2026" in English, each language's own short form otherwise. */
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

const ROLE_KEYS = {
  user: 'profile.role.user',
  creator: 'profile.role.creator',
  moderator: 'profile.role.moderator',
  admin: 'profile.role.admin',
} as const satisfies Record<Role, string>;

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm({ resolver: profileResolver, defaultValues: formFrom(profile) });
  const bio = useWatch({ control, name: 'bio' }) ?? '';

  const handleValid = handleSubmit((values) => {
    const changes = profileChanges(profile, values);
    if (Object.keys(changes).length === 0) return;
    update.mutate(changes, {
      onSuccess: (saved) => reset(formFrom(saved)),
      onError: (error) => {
        if (isApiError(error) && error.code === 'conflict') {
          setError('username', { type: 'server', message: t('profileForm.usernameTaken') });
        } else if (!showServerFieldErrors(error, setError, PROFILE_FIELDS)) {
          setError('root.server', { type: 'server', message: apiErrorMessage(error) });
        }
      },
    });
  });

  return (
    <form
      onSubmit={handleValid}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={t('profileForm.label')}
    >
      <TextField
        label={t('profileForm.username')}
        autoComplete="username"
        {...register('username')}
        error={errors.username?.message}
        hint={t('profileForm.usernameHint')}
      />
      <TextField
        label={t('profileForm.displayName')}
        autoComplete="name"
        {...register('display_name')}
        error={errors.display_name?.message}
        maxLength={60}
      />
      <TextAreaField
        label={t('profileForm.bio')}
        {...register('bio')}
        error={errors.bio?.message}
        maxLength={500}
        hint={`${bio.length}/500`}
        className="sm:col-span-2"
      />
      <TextField
        label={t('profileForm.website')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        {...register('website')}
        error={errors.website?.message}
      />
      <TextField
        label={t('profileForm.location')}
        autoComplete="address-level2"
        placeholder={t('profileForm.locationPlaceholder')}
        {...register('location')}
        error={errors.location?.message}
        maxLength={80}
      />
      {errors.root?.server?.message ? (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{errors.root.server.message}</FormMessage>
        </div>
      ) : null}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {update.isPending ? t('profileForm.saving') : t('profileForm.save')}
        </Button>
      </div>
    </form>
  );
}

/** /profile (spec §3 profile): who you are here, your photo, and the fields you can change. */
export function ProfilePage() {
  const auth = useAuth();
  const { data: profile, isPending, isError, error, refetch, isFetching } = useProfile();
  const { t } = useTranslation('account');
  const language = useLanguage();

  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title={t('profile.title')}
        description={auth.email ?? undefined}
        actions={
          <ButtonLink to="/settings" variant="secondary" size="sm">
            {t('profile.settingsLink')}
          </ButtonLink>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError || !profile ? (
        <QueryErrorState
          variant="compact"
          title={t('profile.loadFailed')}
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
          <section
            aria-labelledby="profile-summary"
            className="rounded-2xl border border-border bg-surface p-6"
          >
            <h2 id="profile-summary" className="sr-only">
              {t('profile.summary')}
            </h2>
            <AvatarEditor initials={auth.initials} avatarUrl={profile.avatar_url} />
            <dl className="mt-6 space-y-3 text-sm">
              <div>
                <dt className="text-muted">{t('profile.shownAs')}</dt>
                <dd className="font-semibold">{auth.displayName}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('profile.plan')}</dt>
                <dd className="font-semibold">
                  {auth.isPremium ? t('profile.premium') : t('profile.freeTier')}
                </dd>
              </div>
              <div>
                <dt className="text-muted">{t('profile.roles')}</dt>
                <dd className="font-semibold capitalize">
                  {(auth.roles.length ? auth.roles : (['user'] as const))
                    .map((role) => t(ROLE_KEYS[role]))
                    .join(', ')}
                </dd>
              </div>
              <div>
                <dt className="text-muted">{t('profile.memberSince')}</dt>
                <dd className="font-semibold">{formatDate(language, profile.created_at, SHORT_DATE)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="profile-edit" className="rounded-2xl border border-border bg-surface p-6">
            <h2 id="profile-edit" className="mb-4 text-lg font-bold">
              {t('profile.edit')}
            </h2>
            <ErrorBoundary level="section" name={t('profile.boundary')}>
              <ProfileForm key={profile.updated_at} profile={profile} />
            </ErrorBoundary>
          </section>
        </div>
      )}
    </div>
  );
}
