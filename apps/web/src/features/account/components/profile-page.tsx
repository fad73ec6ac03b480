import { updateProfileRequestSchema } from '@mzansi/contracts/account';
import type { Profile } from '@mzansi/contracts/auth';
import { formatDate } from '@mzansi/contracts/format';
import { useState, type FormEvent } from 'react';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { FormMessage, TextAreaField, TextField } from '@/components/ui/form-field';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { isApiError } from '@/lib/api-client';
import { useProfile, useUpdateProfile } from '../api/profile';
import { formFrom, profileChanges, type FieldErrors, type FieldName } from '../api/profile-form';
import { AvatarEditor } from './avatar-editor';

function ProfileForm({ profile }: { profile: Profile }) {
  const [form, setForm] = useState(() => formFrom(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateProfile();

  function set(name: FieldName) {
    return (event: { target: { value: string } }) =>
      setForm((previous) => ({ ...previous, [name]: event.target.value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = profileChanges(profile, form);
    const parsed = updateProfileRequestSchema.safeParse(changes);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName | undefined;
        if (field && !next[field])
          next[field] = field === 'website' ? 'Enter a web address starting with https://' : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    if (Object.keys(changes).length === 0) return;
    update.mutate(parsed.data, {
      onSuccess: (saved) => setForm(formFrom(saved)),
      onError: (error) => {
        if (isApiError(error) && error.code === 'conflict')
          setErrors({ username: 'That username is taken. Try another.' });
      },
    });
  }

  const serverError =
    update.isError && !(isApiError(update.error) && update.error.code === 'conflict')
      ? update.error.message
      : null;

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Edit profile">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={form.username}
        onChange={set('username')}
        error={errors.username}
        hint="3 to 30 letters, numbers, dots, dashes or underscores."
      />
      <TextField
        label="Display name"
        name="display_name"
        autoComplete="name"
        value={form.display_name}
        onChange={set('display_name')}
        error={errors.display_name}
        maxLength={60}
      />
      <TextAreaField
        label="Bio"
        name="bio"
        value={form.bio}
        onChange={set('bio')}
        error={errors.bio}
        maxLength={500}
        hint={`${form.bio.length}/500`}
        className="sm:col-span-2"
      />
      <TextField
        label="Website"
        name="website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={form.website}
        onChange={set('website')}
        error={errors.website}
      />
      <TextField
        label="Location"
        name="location"
        autoComplete="address-level2"
        placeholder="Durban"
        value={form.location}
        onChange={set('location')}
        error={errors.location}
        maxLength={80}
      />
      {serverError ? (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{serverError}</FormMessage>
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
  const { data: profile, isPending, isError, error, refetch } = useProfile();

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
        <FormMessage tone="error">
          <p>{error?.message ?? 'We could not load your profile.'}</p>
          <Button size="sm" className="mt-2" onClick={() => void refetch()}>
            Retry
          </Button>
        </FormMessage>
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
              {profile.display_name ? (
                <div>
                  <dt className="text-muted">Display name</dt>
                  <dd className="font-semibold">{profile.display_name}</dd>
                </div>
              ) : null}
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
