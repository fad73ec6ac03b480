import { updateProfileRequestSchema } from '@mzansi/contracts/account';
import type { Profile } from '@mzansi/contracts/auth';
import { formatDate } from '@mzansi/contracts/format';
import { useForm, useWatch } from 'react-hook-form';
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
import { useProfile, useUpdateProfile } from '../api/profile';
import { formFrom, PROFILE_FIELDS, profileChanges } from '../api/profile-form';
import { AvatarEditor } from './avatar-editor';

const profileResolver = contractResolver(updateProfileRequestSchema, {
  website: 'Enter a web address starting with https://',
});

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
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
          setError('username', { type: 'server', message: 'That username is taken. Try another.' });
        } else if (!showServerFieldErrors(error, setError, PROFILE_FIELDS)) {
          setError('root.server', { type: 'server', message: apiErrorMessage(error) });
        }
      },
    });
  });

  return (
    <form onSubmit={handleValid} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Edit profile">
      <TextField
        label="Username"
        autoComplete="username"
        {...register('username')}
        error={errors.username?.message}
        hint="3 to 30 letters, numbers, dots, dashes or underscores."
      />
      <TextField
        label="Display name"
        autoComplete="name"
        {...register('display_name')}
        error={errors.display_name?.message}
        maxLength={60}
      />
      <TextAreaField
        label="Bio"
        {...register('bio')}
        error={errors.bio?.message}
        maxLength={500}
        hint={`${bio.length}/500`}
        className="sm:col-span-2"
      />
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        {...register('website')}
        error={errors.website?.message}
      />
      <TextField
        label="Location"
        autoComplete="address-level2"
        placeholder="Durban"
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
          {update.isPending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}

/** /profile (spec §3 profile): who you are here, your photo, and the fields you can change. */
export function ProfilePage() {
  const auth = useAuth();
  const { data: profile, isPending, isError, error, refetch, isFetching } = useProfile();

  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title="Your profile"
        description={auth.email ?? undefined}
        actions={
          <ButtonLink to="/settings" variant="secondary" size="sm">
            Settings
          </ButtonLink>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError || !profile ? (
        <QueryErrorState
          variant="compact"
          title="We could not load your profile."
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
              Summary
            </h2>
            <AvatarEditor initials={auth.initials} avatarUrl={profile.avatar_url} />
            <dl className="mt-6 space-y-3 text-sm">
              <div>
                <dt className="text-muted">Shown as</dt>
                <dd className="font-semibold">{auth.displayName}</dd>
              </div>
              <div>
                <dt className="text-muted">Plan</dt>
                <dd className="font-semibold">{auth.isPremium ? 'Premium' : 'Free Tier'}</dd>
              </div>
              <div>
                <dt className="text-muted">Roles</dt>
                <dd className="font-semibold capitalize">
                  {auth.roles.length ? auth.roles.join(', ') : 'user'}
                </dd>
              </div>
              <div>
                <dt className="text-muted">Member since</dt>
                <dd className="font-semibold">{formatDate(profile.created_at)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="profile-edit" className="rounded-2xl border border-border bg-surface p-6">
            <h2 id="profile-edit" className="mb-4 text-lg font-bold">
              Edit profile
            </h2>
            <ErrorBoundary level="section" name="The profile form">
              <ProfileForm key={profile.updated_at} profile={profile} />
            </ErrorBoundary>
          </section>
        </div>
      )}
    </div>
  );
}
