import { setPinRequestSchema, type ViewerProfile } from '@mzansi/contracts/viewer-profiles';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormMessage, PasswordField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { contractResolver, showServerFieldErrors } from '@/lib/forms';
import { translate } from '@/lib/i18n';
import { confirmsWithPassword } from '@/lib/reauthentication';
import { useAuthStore } from '@/stores/auth-store';
import { showToast } from '@/stores/ui-store';
import { useSetPin } from '../api/viewer-profiles';
import { PinInput } from './pin-input';

/** Whose PIN, and whether it is set (or changed) or removed. */
export interface PinChange {
  /** a profile's PIN; null: the account PIN */
  profile: ViewerProfile | null;
  mode: 'set' | 'remove';
}

interface PinChangeForm {
  pin: string;
  confirm: string;
  password: string;
  confirmEmail: string;
}

/**
 * The contract's PIN request (setPinRequestSchema), with what this change needs required: the new PIN typed twice
 * when one is set, and the account's password (Google-only accounts: its e-mail address, typed again).
 */
function pinChangeResolver(mode: PinChange['mode'], withPassword: boolean, accountEmail: string) {
  const { pin, password, confirmEmail } = setPinRequestSchema.shape;
  return contractResolver(
    z
      .object({
        pin: mode === 'set' ? pin.unwrap() : z.string(),
        confirm: z.string(),
        password: withPassword ? password.unwrap().min(1) : z.string(),
        confirmEmail: withPassword
          ? z.string()
          : confirmEmail
              .unwrap()
              .trim()
              .refine((value) => value.toLowerCase() === accountEmail.toLowerCase()),
      })
      .refine((values) => mode !== 'set' || values.confirm === values.pin, { path: ['confirm'] }),
    {
      pin: () => translate('profiles:change.pinFormat'),
      confirm: () => translate('profiles:change.pinMismatch'),
      password: () => translate('profiles:change.passwordRequired'),
      confirmEmail: () => translate('profiles:change.emailRequired'),
    },
  );
}

/**
 * Sets, changes or removes a profile's PIN or the account PIN, confirmed with the account password (or e-mail for
 * Google-only accounts). The same confirmation resets a forgotten PIN: nobody needs the old one.
 */
export function PinChangeDialog({
  change,
  onOpenChange,
}: {
  change: PinChange | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('profiles');
  const profile = change?.profile ?? null;
  const title = !change
    ? ''
    : profile
      ? change.mode === 'set'
        ? t('profilePin.title', { name: profile.name })
        : t('profilePin.removeTitle', { name: profile.name })
      : change.mode === 'set'
        ? t('accountPin.setTitle')
        : t('accountPin.removeTitle');
  const description = !change
    ? undefined
    : profile
      ? change.mode === 'set'
        ? t('profilePin.description')
        : t('profilePin.removeDescription')
      : change.mode === 'set'
        ? t('accountPin.setDescription')
        : t('accountPin.removeDescription');
  return (
    <Dialog open={change !== null} onOpenChange={onOpenChange} title={title} description={description}>
      {change ? (
        <PinChangeFormFields
          key={`${profile?.id ?? 'account'}-${change.mode}`}
          change={change}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function PinChangeFormFields({ change, onDone }: { change: PinChange; onDone: () => void }) {
  const { t } = useTranslation('profiles');
  const setPin = useSetPin();
  const providers = useAuthStore((state) => state.session?.user.app_metadata.providers);
  const accountEmail = useAuthStore((state) => state.user?.email ?? '');
  const withPassword = confirmsWithPassword(providers);
  const confirmation = withPassword ? 'password' : 'confirmEmail';
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo(
    () => pinChangeResolver(change.mode, withPassword, accountEmail),
    [change.mode, withPassword, accountEmail],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PinChangeForm>({
    resolver,
    defaultValues: { pin: '', confirm: '', password: '', confirmEmail: '' },
  });

  const submit = handleSubmit((values) => {
    setFailure(null);
    const body = {
      pin: change.mode === 'set' ? values.pin : null,
      ...(withPassword ? { password: values.password } : { confirmEmail: values.confirmEmail }),
    };
    setPin.mutate(
      { profileId: change.profile?.id ?? null, body },
      {
        onSuccess: (updated) => {
          if (updated) useAuthStore.getState().updateViewerProfile(updated);
          showToast({
            type: 'success',
            title: change.mode === 'set' ? t('change.saved') : t('change.removed'),
          });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'reauthentication_failed') {
            setError(
              confirmation,
              { type: 'server', message: withPassword ? t('change.wrongPassword') : t('change.wrongEmail') },
              { shouldFocus: true },
            );
          } else if (isApiError(error) && error.code === 'forbidden') {
            setFailure(t('errors.kidsForbidden'));
          } else if (isApiError(error) && error.code === 'not_found') {
            setFailure(t('errors.notFound'));
          } else if (!showServerFieldErrors(error, setError, ['pin', 'password', 'confirmEmail'])) {
            setFailure(apiErrorMessage(error));
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('change.formLabel')}>
      {change.mode === 'set' ? (
        <div className="flex flex-wrap gap-4">
          <Controller
            control={control}
            name="pin"
            render={({ field }) => (
              <PinInput
                ref={field.ref}
                label={t('change.newPin')}
                value={field.value}
                onChange={field.onChange}
                error={errors.pin?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="confirm"
            render={({ field }) => (
              <PinInput
                ref={field.ref}
                label={t('change.confirmPin')}
                value={field.value}
                onChange={field.onChange}
                error={errors.confirm?.message}
              />
            )}
          />
        </div>
      ) : null}
      {withPassword ? (
        <PasswordField
          label={t('change.password')}
          autoComplete="current-password"
          hint={t('change.passwordHint')}
          {...register('password')}
          error={errors.password?.message}
        />
      ) : (
        <TextField
          label={t('change.email')}
          type="email"
          autoComplete="email"
          hint={t('change.emailHint')}
          {...register('confirmEmail')}
          error={errors.confirmEmail?.message}
        />
      )}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={setPin.isPending}>
          {t('change.cancel')}
        </Button>
        <Button type="submit" disabled={setPin.isPending} aria-busy={setPin.isPending || undefined}>
          {setPin.isPending ? <Spinner className="size-4" /> : null}
          {change.mode === 'set' ? t('change.save') : t('change.remove')}
        </Button>
      </div>
    </form>
  );
}
