import {
  KIDS_MATURITY_CEILING,
  VIEWER_PROFILE_AVATARS,
  VIEWER_PROFILE_NAME_MAX,
} from '@mzansi/contracts/viewer-profiles';
import type { ViewerProfile, ViewerProfileAvatar } from '@mzansi/contracts/viewer-profiles';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES } from '@mzansi/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormMessage, SelectField, TextField } from '@/components/ui/form-field';
import { ProfileAvatar } from '@/components/ui/profile-avatar';
import { Spinner } from '@/components/ui/spinner';
import { AGE_RATING_NAME_KEYS } from '@/lib/age-rating-names';
import { isApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { showServerFieldErrors } from '@/lib/forms';
import { changeLanguage, currentLanguage, useLanguage } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { showToast } from '@/stores/ui-store';
import { isPinLock, pinProblem } from '../api/pin-errors';
import {
  createBody,
  formFromProfile,
  limitForKids,
  maturityChoices,
  newProfileForm,
  NO_LIMIT,
  profileFormResolver,
  updateBody,
  type MaturityChoice,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../api/profile-form';
import {
  useCreateViewerProfile,
  useUpdateViewerProfile,
  viewerProfilesQueryKey,
} from '../api/viewer-profiles';
import { PinInput } from './pin-input';
import { SwitchField } from '@/components/ui/switch-field';

/** Each avatar's name in the `profiles` namespace (literal keys, for the catalogue check). */
const AVATAR_NAMES = {
  protea: 'avatars.protea',
  baobab: 'avatars.baobab',
  sunbird: 'avatars.sunbird',
  springbok: 'avatars.springbok',
  elephant: 'avatars.elephant',
  penguin: 'avatars.penguin',
  zebra: 'avatars.zebra',
  lion: 'avatars.lion',
} as const satisfies Record<ViewerProfileAvatar, string>;

function AvatarPicker({
  value,
  onChange,
  name,
}: {
  value: ViewerProfileAvatar;
  onChange: (avatar: ViewerProfileAvatar) => void;
  name: string;
}) {
  const { t } = useTranslation('profiles');
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('form.avatar')}</legend>
      <div className="mt-2 grid grid-cols-4 gap-2">
        {VIEWER_PROFILE_AVATARS.map((avatar) => (
          <label
            key={avatar}
            className="flex cursor-pointer flex-col items-center gap-1 rounded-xl p-1.5 text-xs text-muted has-[:checked]:bg-surface-3 has-[:checked]:text-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
          >
            <input
              type="radio"
              name={name}
              value={avatar}
              checked={value === avatar}
              onChange={() => onChange(avatar)}
              className="peer sr-only"
            />
            <ProfileAvatar
              avatar={avatar}
              size="lg"
              shape="square"
              className="ring-offset-2 ring-offset-surface peer-checked:ring-2 peer-checked:ring-foreground"
            />
            <span className="max-w-full truncate">{t(AVATAR_NAMES[avatar])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The maturity limit's choices as the select shows them: "No limit", or "13 · Ages 13 and older". */
function useMaturityLabel(): (choice: MaturityChoice) => string {
  const { t } = useTranslation(['profiles', 'catalogue']);
  return (choice) =>
    choice === NO_LIMIT ? t('form.noLimit') : `${choice} · ${t(AGE_RATING_NAME_KEYS[choice])}`;
}

/**
 * Adds a profile or edits one (issue 16): name, drawn avatar, language, Kids profile (its limit capped at the Kids
 * ceiling), maturity limit and autoplay. A change the account PIN guards (the Kids setting or the limit, or a new
 * profile without a limit) asks for it when the server says so, in a field that appears for it.
 */
export function ProfileFormDialog({
  open,
  onOpenChange,
  profile,
  takenAvatars,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the profile to edit; null adds one */
  profile: ViewerProfile | null;
  takenAvatars: readonly string[];
}) {
  const { t } = useTranslation('profiles');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={profile ? t('form.editTitle', { name: profile.name }) : t('form.addTitle')}
    >
      {open ? (
        <ProfileForm
          key={profile?.id ?? 'new'}
          profile={profile}
          takenAvatars={takenAvatars}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function ProfileForm({
  profile,
  takenAvatars,
  onDone,
}: {
  profile: ViewerProfile | null;
  takenAvatars: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation(['profiles', 'catalogue']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const create = useCreateViewerProfile();
  const update = useUpdateViewerProfile();
  const pending = create.isPending || update.isPending;
  const maturityLabel = useMaturityLabel();
  const [needsAccountPin, setNeedsAccountPin] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const primary = profile?.primary ?? false;
  const inKids = useAuthStore((state) => state.viewerProfile?.kids ?? false);

  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: profileFormResolver,
    defaultValues: profile ? formFromProfile(profile) : newProfileForm(language, takenAvatars),
  });
  const kids = useWatch({ control, name: 'kids' });
  const limit = useWatch({ control, name: 'maturity_limit' });
  const choices = maturityChoices(kids);

  function showFailure(error: unknown) {
    const problem = pinProblem(error);
    if (problem?.pin === 'account') {
      setNeedsAccountPin(true);
      if (problem.code === 'pin_incorrect') {
        const left = problem.attemptsLeft;
        const tries = left != null ? ` ${t('pin.attemptsLeft', { count: left })}` : '';
        setError(
          'account_pin',
          { type: 'server', message: `${problem.message}${tries}` },
          { shouldFocus: true },
        );
      } else {
        setFailure(t('form.accountPinNeeded'));
      }
      return;
    }
    if (isPinLock(error) && needsAccountPin) {
      setError('account_pin', { type: 'server', message: apiErrorMessage(error) });
      return;
    }
    if (isApiError(error)) {
      if (error.code === 'conflict' && !profile) {
        setFailure(t('errors.max'));
        return;
      }
      if (error.code === 'forbidden' && inKids) {
        setFailure(t('errors.kidsForbidden'));
        return;
      }
      if (error.code === 'not_found') {
        setFailure(t('errors.notFound'));
        void queryClient.invalidateQueries({ queryKey: viewerProfilesQueryKey });
        return;
      }
      if (
        showServerFieldErrors(error, setError, [
          'name',
          'avatar',
          'language',
          'maturity_limit',
          'account_pin',
        ])
      )
        return;
    }
    setFailure(apiErrorMessage(error));
  }

  /** The active profile changed here: the header, player and language follow; a new limit drops the old lists. */
  async function followActive(updated: ViewerProfile, limitsChanged: boolean) {
    const store = useAuthStore.getState();
    if (store.viewerProfile?.id !== updated.id) return;
    store.updateViewerProfile(updated);
    if (limitsChanged) {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== viewerProfilesQueryKey[0],
        type: 'inactive',
      });
    }
    if (updated.language !== currentLanguage()) await changeLanguage(updated.language).catch(() => undefined);
  }

  const submit = handleSubmit((values) => {
    setFailure(null);
    if (!profile) {
      create.mutate(createBody(values), {
        onSuccess: (created) => {
          showToast({ type: 'success', title: t('form.created', { name: created.name }) });
          onDone();
        },
        onError: showFailure,
      });
      return;
    }
    const body = updateBody(profile, values);
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { id: profile.id, body },
      {
        onSuccess: (updated) => {
          showToast({ type: 'success', title: t('form.saved', { name: updated.name }) });
          void followActive(updated, body.kids !== undefined || body.maturity_limit !== undefined);
          onDone();
        },
        onError: showFailure,
      },
    );
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-label={profile ? t('form.editTitle', { name: profile.name }) : t('form.addTitle')}
    >
      <TextField
        label={t('form.name')}
        autoComplete="off"
        maxLength={VIEWER_PROFILE_NAME_MAX}
        hint={t('form.nameHint', { max: VIEWER_PROFILE_NAME_MAX })}
        {...register('name')}
        error={errors.name?.message}
      />
      <Controller
        control={control}
        name="avatar"
        render={({ field }) => (
          <AvatarPicker value={field.value} onChange={field.onChange} name={field.name} />
        )}
      />
      <SelectField label={t('form.language')} hint={t('form.languageHint')} {...register('language')}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NATIVE_NAMES[code]}
          </option>
        ))}
      </SelectField>
      <SwitchField
        label={t('form.kids')}
        hint={
          primary
            ? t('form.primaryFixed')
            : t('form.kidsHint', { ceiling: maturityLabel(KIDS_MATURITY_CEILING) })
        }
        disabled={primary}
        {...register('kids', {
          onChange: (event: { target: { checked: boolean } }) =>
            setValue('maturity_limit', limitForKids(event.target.checked, limit)),
        })}
      />
      <SelectField
        label={t('form.maturity')}
        hint={primary ? t('form.primaryFixed') : t('form.maturityHint')}
        disabled={primary}
        error={errors.maturity_limit?.message}
        {...register('maturity_limit')}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {maturityLabel(choice)}
          </option>
        ))}
      </SelectField>
      <SwitchField label={t('form.autoplay')} hint={t('form.autoplayHint')} {...register('autoplay_next')} />
      {needsAccountPin ? (
        <Controller
          control={control}
          name="account_pin"
          render={({ field }) => (
            <PinInput
              ref={field.ref}
              label={t('form.accountPin')}
              hint={t('form.accountPinHint')}
              value={field.value}
              onChange={field.onChange}
              error={errors.account_pin?.message}
              disabled={pending}
            />
          )}
        />
      ) : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={pending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? t('form.saving') : profile ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
