import { deleteAccountRequestSchema } from '@mzansi/contracts/account';
import {
  changePasswordRequestSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type DeviceSession,
} from '@mzansi/contracts/auth';
import { formatDataSize, formatDate } from '@mzansi/i18n/format';
import { Download, LogOut, Monitor, Moon, Smartphone, Sun, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { LanguagePicker } from '@/components/layout/language-picker';
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
import { DATA_SAVER_MAX_BYTES_PER_HOUR } from '@/lib/data-saver';
import { readDataUsage, resetDataUsage } from '@/lib/data-usage';
import { readConnection } from '@/lib/device';
import { confirmsWithPassword } from '@/lib/reauthentication';
import { contractResolver, showServerFieldErrors } from '@/lib/forms';
import { translate, useLanguage } from '@/lib/i18n';
import {
  describePasswordReasons,
  newPasswordField,
  newPasswordLengthMessage,
  passwordsDoNotMatch,
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
    error: passwordsDoNotMatch,
  });
const changePasswordResolver = contractResolver(changePasswordFormSchema, {
  currentPassword: () => translate('account:password.currentRequired'),
  newPassword: newPasswordLengthMessage,
});

/** The app's dates: "22 Nov 2026" in English, each language's own short form otherwise. */
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

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
  // The password rules are the auth namespace's words (lib/password-rules): loaded with this form.
  const { t } = useTranslation(['account', 'auth']);
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
              message: error.message.startsWith('HTTP ') ? t('password.currentWrong') : error.message,
            });
          } else if (!showServerFieldErrors(error, setError, ['currentPassword', 'newPassword'])) {
            setError('currentPassword', { type: 'server', message: apiErrorMessage(error) });
          }
        },
      },
    );
  });

  return (
    <form
      onSubmit={handleValid}
      noValidate
      className="grid max-w-md gap-4"
      aria-label={t('password.formLabel')}
    >
      <PasswordField
        label={t('password.current')}
        autoComplete="current-password"
        {...register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        {...register('newPassword')}
        error={errors.newPassword?.message}
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
      />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        {...register('confirm')}
        error={errors.confirm?.message}
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : null}
          {change.isPending ? t('password.pending') : t('password.submit')}
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
  const { t } = useTranslation('account');
  const language = useLanguage();

  if (isPending) return <LoadingState className="min-h-24" label={t('devices.loading')} />;
  if (isError) {
    return (
      <QueryErrorState
        variant="compact"
        title={t('devices.loadFailed')}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  const sessions = [...data].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <>
      <ul
        aria-label={t('devices.listLabel')}
        className="divide-y divide-border rounded-xl border border-border"
      >
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 p-4">
            <DeviceIcon session={session} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {session.device_label}
                {session.current ? (
                  <span className="ml-2 rounded bg-accent px-1.5 py-0.5 text-xs font-semibold text-on-accent">
                    {t('devices.thisDevice')}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-muted">
                {session.ip_address
                  ? t('devices.activityWithIp', {
                      lastActive: formatDate(language, session.last_active_at, SHORT_DATE),
                      ip: session.ip_address,
                      signedIn: formatDate(language, session.created_at, SHORT_DATE),
                    })
                  : t('devices.activity', {
                      lastActive: formatDate(language, session.last_active_at, SHORT_DATE),
                      signedIn: formatDate(language, session.created_at, SHORT_DATE),
                    })}
              </p>
            </div>
            {session.current ? null : (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => revoke.mutate(session.id)}
                disabled={revoke.isPending && revoke.variables === session.id}
                aria-label={t('devices.signOutDevice', { device: session.device_label })}
              >
                {t('devices.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <Button variant="secondary" onClick={() => setConfirmEverywhere(true)}>
          <LogOut className="size-5" aria-hidden="true" />
          {t('devices.everywhere')}
        </Button>
      </div>
      <Dialog
        open={confirmEverywhere}
        onOpenChange={setConfirmEverywhere}
        title={t('devices.everywhereTitle')}
        description={t('devices.everywhereBody')}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirmEverywhere(false)}>
            {t('devices.cancel')}
          </Button>
          <Button onClick={() => void signOut('everywhere')} disabled={signingOut}>
            {signingOut ? <Spinner /> : null}
            {signingOut ? t('devices.signingOut') : t('devices.everywhere')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

const THEMES = [
  { value: 'system', label: 'theme.system', icon: Monitor },
  { value: 'light', label: 'theme.light', icon: Sun },
  { value: 'dark', label: 'theme.dark', icon: Moon },
] as const satisfies readonly { value: ThemeSetting; label: string; icon: typeof Sun }[];

/** Spec §4: light, dark or system (the default, following the device live); the header's toggle sets the same. */
function ThemePicker() {
  const { setting } = useTheme();
  const { t } = useTranslation('account');
  return (
    <fieldset>
      <legend className="sr-only">{t('theme.legend')}</legend>
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
            {t(label)}
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
  const { t } = useTranslation('account');
  const language = useLanguage();

  function change(next: boolean) {
    if (next) writeString(STORAGE_KEYS.dataSaver, 'on');
    else removeKey(STORAGE_KEYS.dataSaver);
    setOn(next);
  }

  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor="data-saver" className="cursor-pointer font-semibold">
          {t('dataSaver.label')}
        </label>
        <p id="data-saver-hint" className="mt-1 max-w-prose text-sm text-muted">
          {t('dataSaver.hint', { perHour: formatDataSize(language, DATA_SAVER_MAX_BYTES_PER_HOUR) })}
        </p>
        {browserSaysSave ? <p className="mt-1 text-sm text-muted">{t('dataSaver.browser')}</p> : null}
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

/** The data meter (D77): bytes this device's player fetched this month, with a reset. */
function DataUsageSetting() {
  const [usage, setUsage] = useState(() => readDataUsage());
  const { t } = useTranslation('account');
  const language = useLanguage();
  const month = formatDate(language, new Date(`${usage.month}-15T12:00:00Z`), { month: 'long' });
  return (
    <div className="mt-6 flex items-start justify-between gap-4 border-t border-border pt-6">
      <div>
        <p className="font-semibold" aria-live="polite">
          {t('dataUsage.label', { month, size: formatDataSize(language, usage.bytes) })}
        </p>
        <p className="mt-1 max-w-prose text-sm text-muted">{t('dataUsage.note')}</p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('dataUsage.resetLabel')}
        onClick={() => setUsage(resetDataUsage())}
      >
        {t('dataUsage.reset')}
      </Button>
    </div>
  );
}

function DataExport() {
  const exporter = useExportAccountData();
  const { t } = useTranslation('account');
  return (
    <Button variant="secondary" onClick={() => exporter.mutate()} disabled={exporter.isPending}>
      {exporter.isPending ? <Spinner /> : <Download className="size-5" aria-hidden="true" />}
      {exporter.isPending ? t('data.preparing') : t('data.download')}
    </Button>
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
      password: () => translate('account:delete.passwordRequired'),
      confirmEmail: () => translate('account:delete.emailRequired'),
    },
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const { t } = useTranslation('account');
  const { signOut } = useSignOut();
  const providers = useAuthStore((state) => state.session?.user.app_metadata.providers);
  const accountEmail = useAuthStore((state) => state.user?.email ?? '');
  const withPassword = confirmsWithPassword(providers);
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
            title: t('delete.doneTitle'),
            description: t('delete.doneBody'),
          },
        }),
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'reauthentication_failed') {
          setError(field, {
            type: 'server',
            message: withPassword ? t('delete.wrongPassword') : t('delete.wrongEmail'),
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
        {t('delete.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={handleOpenChange}
        title={t('delete.title')}
        description={t('delete.description')}
      >
        <form
          onSubmit={handleValid}
          noValidate
          className="flex flex-col gap-4"
          aria-label={t('delete.formLabel')}
        >
          {withPassword ? (
            <PasswordField
              label={t('delete.password')}
              autoComplete="current-password"
              {...register('password')}
              error={errors.password?.message}
            />
          ) : (
            <TextField
              label={t('delete.email')}
              type="email"
              autoComplete="email"
              {...register('confirmEmail')}
              error={errors.confirmEmail?.message}
            />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => handleOpenChange(false)}>
              {t('delete.cancel')}
            </Button>
            <Button
              type="submit"
              className="bg-[var(--color-rating-red)] text-white hover:brightness-110"
              disabled={remove.isPending}
            >
              {remove.isPending ? <Spinner /> : null}
              {remove.isPending ? t('delete.pending') : t('delete.submit')}
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
  const { t } = useTranslation('account');
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title={t('settings.title')}
        description={auth.email ?? undefined}
        actions={
          <ButtonLink to="/profile" variant="secondary" size="sm">
            {t('settings.profileLink')}
          </ButtonLink>
        }
      />
      <div data-testid="settings-sections" className="grid items-start gap-6 lg:grid-cols-2">
        <Section
          id="settings-password"
          title={t('settings.password.title')}
          description={t('settings.password.description')}
        >
          <ErrorBoundary level="section" name={t('settings.password.boundary')}>
            <ChangePasswordForm />
          </ErrorBoundary>
        </Section>
        <Section
          id="settings-devices"
          title={t('settings.devices.title')}
          description={t('settings.devices.description')}
        >
          <ErrorBoundary level="section" name={t('settings.devices.boundary')}>
            <DeviceList />
          </ErrorBoundary>
        </Section>
        <Section
          id="settings-appearance"
          title={t('settings.appearance.title')}
          description={t('settings.appearance.description')}
        >
          <ThemePicker />
        </Section>
        <Section
          id="settings-language"
          title={t('settings.language.title')}
          description={t('settings.language.description')}
        >
          <LanguagePicker withLabel />
        </Section>
        <Section
          id="settings-playback"
          title={t('settings.playback.title')}
          description={t('settings.playback.description')}
        >
          <DataSaverSetting />
          <DataUsageSetting />
        </Section>
        <Section
          id="settings-data"
          title={t('settings.data.title')}
          description={t('settings.data.description')}
        >
          <DataExport />
        </Section>
        <Section
          id="settings-delete"
          title={t('settings.delete.title')}
          description={t('settings.delete.description')}
        >
          <DeleteAccount />
        </Section>
      </div>
    </div>
  );
}
