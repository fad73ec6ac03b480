import { deleteAccountRequestSchema } from '@mzansi/contracts/account';
import {
  changePasswordRequestSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type DeviceSession,
} from '@mzansi/contracts/auth';
import { formatDate } from '@mzansi/contracts/format';
import { Download, LogOut, Monitor, Moon, Smartphone, Sun, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { useSignOut } from '@/hooks/use-sign-out';
import { isApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { readConnection } from '@/lib/device';
import { contractResolver, showServerFieldErrors } from '@/lib/forms';
import {
  describePasswordReasons,
  newPasswordField,
  newPasswordLengthMessage,
  PASSWORDS_DO_NOT_MATCH,
  weakPasswordReasons,
} from '@/lib/password-rules';
import { readString, removeKey, STORAGE_KEYS, writeString } from '@/lib/storage';
import { useTheme } from '@/hooks/use-theme';
import { setThemeSetting, type ThemeSetting } from '@/lib/theme';
import { useAuthStore } from '@/stores/auth-store';
import { useDeleteAccount, useExportAccountData } from '../api/account-data';
import { useChangePassword, useDeviceSessions, useRevokeSession } from '../api/security';

/** The contract's change, with the new password's length checked first and typed twice. */
const changePasswordFormSchema = changePasswordRequestSchema
  .extend({
    newPassword: newPasswordField(changePasswordRequestSchema.shape.newPassword),
    confirm: z.string(),
  })
  .refine((values) => values.confirm === values.newPassword, {
    path: ['confirm'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
const changePasswordResolver = contractResolver(changePasswordFormSchema, {
  currentPassword: 'Enter your current password.',
  newPassword: newPasswordLengthMessage,
});

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: changePasswordResolver,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });

  const handleValid = handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => reset(),
        onError: (error) => {
          if (!isApiError(error)) return;
          if (error.code === 'weak_password') {
            const sentences = describePasswordReasons(weakPasswordReasons(error));
            setError('newPassword', { type: 'server', message: sentences.join(' ') || error.message });
          } else if (error.code === 'reauthentication_failed') {
            setError('currentPassword', {
              type: 'server',
              message: error.message.startsWith('HTTP ')
                ? 'Your current password is not right.'
                : error.message,
            });
          } else if (!showServerFieldErrors(error, setError, ['currentPassword', 'newPassword'])) {
            setError('currentPassword', { type: 'server', message: apiErrorMessage(error) });
          }
        },
      },
    );
  });

  return (
    <form onSubmit={handleValid} noValidate className="grid max-w-md gap-4" aria-label="Change password">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        {...register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        {...register('newPassword')}
        error={errors.newPassword?.message}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...register('confirm')}
        error={errors.confirm?.message}
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          {change.isPending ? 'Changing password…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}

function DeviceIcon({ session }: { session: DeviceSession }) {
  const mobile = /android|iphone|ipad|mobile/i.test(`${session.device_label} ${session.user_agent ?? ''}`);
  return mobile ? (
    <Smartphone className="size-5 text-muted" aria-hidden="true" />
  ) : (
    <Monitor className="size-5 text-muted" aria-hidden="true" />
  );
}

function DeviceList() {
  const { data, isPending, isError, error, refetch, isFetching } = useDeviceSessions();
  const revoke = useRevokeSession();
  const { signOut, isPending: signingOut } = useSignOut();
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);

  if (isPending) return <LoadingState className="min-h-24" label="Loading devices..." />;
  if (isError) {
    return (
      <QueryErrorState
        variant="compact"
        title="We could not load your devices."
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  const sessions = [...data].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <>
      <ul aria-label="Signed-in devices" className="divide-y divide-border rounded-xl border border-border">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 p-4">
            <DeviceIcon session={session} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {session.device_label}
                {session.current ? (
                  <span className="ml-2 rounded bg-accent px-1.5 py-0.5 text-xs font-semibold text-on-accent">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-muted">
                Last active {formatDate(session.last_active_at)}
                {session.ip_address ? ` · ${session.ip_address}` : ''} · signed in{' '}
                {formatDate(session.created_at)}
              </p>
            </div>
            {session.current ? null : (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => revoke.mutate(session.id)}
                disabled={revoke.isPending && revoke.variables === session.id}
                aria-label={`Sign out ${session.device_label}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <Button variant="secondary" onClick={() => setConfirmEverywhere(true)}>
          <LogOut className="size-5" aria-hidden="true" />
          Sign out everywhere
        </Button>
      </div>
      <Dialog
        open={confirmEverywhere}
        onOpenChange={setConfirmEverywhere}
        title="Sign out everywhere?"
        description="Every device signed in to your account is signed out, this one too. You can sign in again at any time."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirmEverywhere(false)}>
            Cancel
          </Button>
          <Button onClick={() => void signOut('everywhere')} disabled={signingOut}>
            {signingOut ? <Spinner /> : null}
            {signingOut ? 'Signing out…' : 'Sign out everywhere'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

const THEMES: { value: ThemeSetting; label: string; icon: typeof Sun }[] = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

/** Spec §4: light, dark or system (the default, following the device live); the header's toggle sets the same. */
function ThemePicker() {
  const { setting } = useTheme();
  return (
    <fieldset>
      <legend className="sr-only">Theme</legend>
      <div className="flex flex-wrap gap-2">
        {THEMES.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-md border border-border bg-surface-2 px-4 text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary/15 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={setting === value}
              onChange={() => setThemeSetting(value)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Data saver (player issue): videos capped at 360p and no trailer autoplay; Save-Data in the browser forces it on. */
function DataSaverSetting() {
  const [on, setOn] = useState(() => readString(STORAGE_KEYS.dataSaver) === 'on');
  const browserSaysSave = readConnection()?.saveData === true;

  function change(next: boolean) {
    if (next) writeString(STORAGE_KEYS.dataSaver, 'on');
    else removeKey(STORAGE_KEYS.dataSaver);
    setOn(next);
  }

  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor="data-saver" className="cursor-pointer font-semibold">
          Data saver
        </label>
        <p id="data-saver-hint" className="mt-1 max-w-prose text-sm text-muted">
          Videos play at up to 360p (about 0.4 GB an hour instead of up to 2.8 GB in full HD), and trailers
          don’t play by themselves. Made for mobile data.
        </p>
        {browserSaysSave ? (
          <p className="mt-1 text-sm text-muted">Your browser asks to save data, so it stays on.</p>
        ) : null}
      </div>
      <input
        id="data-saver"
        type="checkbox"
        role="switch"
        aria-describedby="data-saver-hint"
        checked={on || browserSaysSave}
        disabled={browserSaysSave}
        onChange={(event) => change(event.target.checked)}
        className="relative mt-1 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full border border-border bg-surface-3 transition-colors duration-200 before:absolute before:top-0.5 before:left-0.5 before:size-5.5 before:rounded-full before:bg-white before:shadow before:transition-transform before:duration-200 checked:border-action checked:bg-action checked:before:translate-x-5 disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}

function DataExport() {
  const exporter = useExportAccountData();
  return (
    <Button variant="secondary" onClick={() => exporter.mutate()} disabled={exporter.isPending}>
      {exporter.isPending ? <Spinner /> : <Download className="size-5" aria-hidden="true" />}
      {exporter.isPending ? 'Preparing your data…' : 'Download my data'}
    </Button>
  );
}

/** Password accounts confirm with their password; Google-only accounts with their e-mail address. */
function usesPassword(providers: readonly string[] | undefined): boolean {
  if (!providers || providers.length === 0) return true;
  return providers.some(
    (provider) => provider === 'email' || provider === 'credential' || provider === 'password',
  );
}

/**
 * The contract's deletion request, with what this account confirms with required: its password, or (Google-only
 * accounts) its e-mail address typed again.
 */
function deleteAccountResolver(withPassword: boolean, accountEmail: string) {
  const { password, confirmEmail } = deleteAccountRequestSchema.shape;
  return contractResolver(
    deleteAccountRequestSchema.extend({
      password: withPassword ? password.unwrap().min(1) : password,
      confirmEmail: withPassword
        ? confirmEmail
        : confirmEmail
            .unwrap()
            .trim()
            .refine((value) => value.toLowerCase() === accountEmail.toLowerCase()),
    }),
    {
      password: 'Enter your password to confirm.',
      confirmEmail: 'Type the email address of this account to confirm.',
    },
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const { signOut } = useSignOut();
  const providers = useAuthStore((state) => state.session?.user.app_metadata.providers);
  const accountEmail = useAuthStore((state) => state.user?.email ?? '');
  const withPassword = usesPassword(providers);
  const field = withPassword ? 'password' : 'confirmEmail';
  const resolver = useMemo(
    () => deleteAccountResolver(withPassword, accountEmail),
    [withPassword, accountEmail],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver, defaultValues: { password: '', confirmEmail: '' } });

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) reset();
  }

  const handleValid = handleSubmit((values) => {
    const body = withPassword ? { password: values.password } : { confirmEmail: values.confirmEmail };
    remove.mutate(body, {
      onSuccess: () =>
        void signOut('this-device', {
          skipServer: true,
          to: '/',
          toast: {
            title: 'Account deleted',
            description: 'Your account and personal data have been removed.',
          },
        }),
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'reauthentication_failed') {
          setError(field, {
            type: 'server',
            message: withPassword
              ? 'That password is not right.'
              : 'That email address does not match this account.',
          });
        } else if (!showServerFieldErrors(failure, setError, ['password', 'confirmEmail'])) {
          setError(field, { type: 'server', message: apiErrorMessage(failure) });
        }
      },
    });
  });

  return (
    <>
      <Button variant="secondary" className="border-danger/60 text-danger" onClick={() => setOpen(true)}>
        <Trash2 className="size-5" aria-hidden="true" />
        Delete account
      </Button>
      <Dialog
        open={open}
        onOpenChange={handleOpenChange}
        title="Delete your account?"
        description="Your profile, list, history and sessions are removed for good, and any subscription ends. Download your data first if you want a copy. This cannot be undone."
      >
        <form onSubmit={handleValid} noValidate className="flex flex-col gap-4" aria-label="Delete account">
          {withPassword ? (
            <PasswordField
              label="Password"
              autoComplete="current-password"
              {...register('password')}
              error={errors.password?.message}
            />
          ) : (
            <TextField
              label="Your email address"
              type="email"
              autoComplete="email"
              {...register('confirmEmail')}
              error={errors.confirmEmail?.message}
            />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => handleOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              className="bg-[var(--color-rating-red)] text-white hover:brightness-110"
              disabled={remove.isPending}
            >
              {remove.isPending ? <Spinner /> : null}
              {remove.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** /settings: password, devices, sign out everywhere, theme, Data saver, data export and account deletion (POPIA). */
export function SettingsPage() {
  const auth = useAuth();
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title="Settings"
        description={auth.email ?? undefined}
        actions={
          <ButtonLink to="/profile" variant="secondary" size="sm">
            Profile
          </ButtonLink>
        }
      />
      <div data-testid="settings-sections" className="grid items-start gap-6 lg:grid-cols-2">
        <Section
          id="settings-password"
          title="Password"
          description="Changing it signs out your other devices."
        >
          <ErrorBoundary level="section" name="The password form">
            <ChangePasswordForm />
          </ErrorBoundary>
        </Section>
        <Section
          id="settings-devices"
          title="Signed-in devices"
          description="Where your account is signed in right now."
        >
          <ErrorBoundary level="section" name="The device list">
            <DeviceList />
          </ErrorBoundary>
        </Section>
        <Section
          id="settings-appearance"
          title="Appearance"
          description="System follows your device; the sun or moon in the header switches at once."
        >
          <ThemePicker />
        </Section>
        <Section id="settings-playback" title="Playback" description="How videos play on this device.">
          <DataSaverSetting />
        </Section>
        <Section
          id="settings-data"
          title="Your data"
          description="Download everything we hold about you, as a JSON file (POPIA)."
        >
          <DataExport />
        </Section>
        <Section
          id="settings-delete"
          title="Delete account"
          description="Removes your account and personal information."
        >
          <DeleteAccount />
        </Section>
      </div>
    </div>
  );
}
