import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@mzansi/contracts/auth';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WithStrong } from '@/components/ui/with-strong';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormMessage, PasswordField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { blankAsUndefined, contractResolver, showServerFieldErrors, type FieldMessage } from '@/lib/forms';
import { translate } from '@/lib/i18n';
import {
  describePasswordReasons,
  newPasswordField,
  newPasswordLengthMessage,
  passwordsDoNotMatch,
  weakPasswordReasons,
} from '@/lib/password-rules';
import { googleStartUrl } from '../api/auth-requests';
import { useAuthProviders } from '../api/get-auth-providers';
import {
  useForgotPassword,
  useLogin,
  useRegister,
  useResendConfirmation,
  useResetPassword,
} from '../hooks/use-auth-actions';

/** Blank, or not an address: the contract's e-mail check, in the form's words. */
const EMAIL_MESSAGE: FieldMessage = (issue) =>
  issue.input === '' ? translate('auth:validation.emailRequired') : translate('auth:validation.emailInvalid');

const loginResolver = contractResolver(loginRequestSchema, {
  email: EMAIL_MESSAGE,
  password: () => translate('auth:validation.passwordRequired'),
});

/** Sign-up: the contract's fields (the name goes in its user metadata), the password's length checked first. */
const registerFormSchema = registerRequestSchema
  .pick({ email: true, password: true, username: true, data: true })
  .extend({
    password: newPasswordField(registerRequestSchema.shape.password),
    // An empty username is no username: the server then takes the part of the e-mail before the @.
    username: blankAsUndefined(registerRequestSchema.shape.username),
  });
const registerResolver = contractResolver(registerFormSchema, {
  email: EMAIL_MESSAGE,
  password: newPasswordLengthMessage,
});

const forgotResolver = contractResolver(forgotPasswordRequestSchema, { email: EMAIL_MESSAGE });

/** The new password twice; the token comes from the e-mail's link. */
const resetFormSchema = resetPasswordRequestSchema
  .pick({ newPassword: true })
  .extend({
    newPassword: newPasswordField(resetPasswordRequestSchema.shape.newPassword),
    confirm: z.string(),
  })
  .refine((values) => values.confirm === values.newPassword, {
    path: ['confirm'],
    error: passwordsDoNotMatch,
  });
const resetResolver = contractResolver(resetFormSchema, { newPassword: newPasswordLengthMessage });

function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" className="w-full" disabled={pending} aria-disabled={pending}>
      {pending ? <Spinner /> : null}
      {pending ? pendingLabel : label}
    </Button>
  );
}

export function ResendConfirmation({ email }: { email: string }) {
  const resend = useResendConfirmation();
  const { t } = useTranslation('auth');
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={resend.isPending || !email}
      onClick={() => resend.mutate(email.trim())}
    >
      {resend.isPending ? <Spinner className="size-4" /> : null}
      {t('resend.button')}
    </Button>
  );
}

export function LoginForm({
  onForgotPassword,
  onSignedIn,
}: {
  onForgotPassword: () => void;
  onSignedIn?: () => void;
}) {
  const loginMutation = useLogin();
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm({ resolver: loginResolver, defaultValues: { email: '', password: '' } });
  const email = useWatch({ control, name: 'email' });
  const unconfirmed = isApiError(loginMutation.error) && loginMutation.error.code === 'email_not_confirmed';

  const handleValid = handleSubmit((values) => {
    loginMutation.mutate(values, {
      onSuccess: () => onSignedIn?.(),
      onError: (error) => showServerFieldErrors(error, setError, ['email', 'password']),
    });
  });

  return (
    <form onSubmit={handleValid} noValidate className="flex flex-col gap-4" aria-label={t('tabs.signIn')}>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...register('email')}
        error={errors.email?.message}
        required
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        {...register('password')}
        error={errors.password?.message}
        required
      />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={onForgotPassword}
          className="rounded text-sm font-semibold text-link hover:underline"
        >
          {t('login.forgot')}
        </button>
      </div>
      {unconfirmed ? (
        <FormMessage tone="info">
          <p>{t('login.unconfirmed')}</p>
          <div className="mt-2">
            <ResendConfirmation email={email} />
          </div>
        </FormMessage>
      ) : null}
      <SubmitButton
        pending={loginMutation.isPending}
        label={t('login.submit')}
        pendingLabel={t('login.pending')}
      />
    </form>
  );
}

export function RegisterForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const registerMutation = useRegister();
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: registerResolver,
    defaultValues: { email: '', password: '', username: '', data: { full_name: '' } },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleValid = handleSubmit((values) => {
    const returnUrl = new URLSearchParams(window.location.search).get('returnUrl') ?? undefined;
    const fullName = String(values.data?.full_name ?? '').trim();
    registerMutation.mutate(
      {
        email: values.email,
        password: values.password,
        ...(values.username ? { username: values.username } : {}),
        ...(fullName ? { data: { full_name: fullName } } : {}),
        ...(returnUrl ? { returnUrl } : {}),
      },
      {
        onSuccess: (response) => {
          if (response.status === 'confirmation_required') setSentTo(values.email);
          else onSignedIn?.();
        },
        onError: (error) => {
          const reasons = describePasswordReasons(weakPasswordReasons(error));
          if (reasons.length > 0) {
            setError('password', { type: 'server', message: reasons.join(' ') }, { shouldFocus: true });
            return;
          }
          showServerFieldErrors(error, setError, ['email', 'password', 'username', 'data.full_name']);
        },
      },
    );
  });

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
        <MailCheck className="size-10 text-accent" aria-hidden="true" />
        <h2 className="text-lg font-bold">{t('register.checkEmail')}</h2>
        <p className="text-sm text-muted">
          <WithStrong text={(email) => t('register.sentTo', { email })} className="text-foreground">
            {sentTo}
          </WithStrong>
        </p>
        <ResendConfirmation email={sentTo} />
      </div>
    );
  }

  return (
    <form onSubmit={handleValid} noValidate className="flex flex-col gap-4" aria-label={t('tabs.register')}>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...register('email')}
        error={errors.email?.message}
        required
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        {...register('password')}
        error={errors.password?.message}
        hint={t('password.hintSignUp', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        required
      />
      <TextField
        label={t('fields.username')}
        autoComplete="username"
        {...register('username')}
        error={errors.username?.message}
        hint={t('fields.usernameHint')}
      />
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        {...register('data.full_name')}
        error={errors.data?.full_name?.message}
      />
      <SubmitButton
        pending={registerMutation.isPending}
        label={t('register.submit')}
        pendingLabel={t('register.pending')}
      />
    </form>
  );
}

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const forgot = useForgotPassword();
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: forgotResolver, defaultValues: { email: '' } });

  const handleValid = handleSubmit(({ email }) => {
    forgot.mutate(email, { onError: (error) => showServerFieldErrors(error, setError, ['email']) });
  });

  return (
    <form onSubmit={handleValid} noValidate className="flex flex-col gap-4" aria-label={t('forgot.heading')}>
      <h2 className="text-lg font-bold">{t('forgot.heading')}</h2>
      <p className="text-sm text-muted">{t('forgot.intro')}</p>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        {...register('email')}
        error={errors.email?.message}
        required
      />
      {forgot.isSuccess ? <FormMessage tone="success">{t('forgot.sent')}</FormMessage> : null}
      <SubmitButton
        pending={forgot.isPending}
        label={t('forgot.submit')}
        pendingLabel={t('forgot.pending')}
      />
      <Button variant="ghost" onClick={onBack}>
        {t('forgot.back')}
      </Button>
    </form>
  );
}

export function ResetPasswordForm({
  token,
  onDone,
  onRequestNewLink,
}: {
  token: string | null;
  onDone: () => void;
  onRequestNewLink: () => void;
}) {
  const reset = useResetPassword();
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: resetResolver, defaultValues: { newPassword: '', confirm: '' } });
  const invalidToken = !token || (isApiError(reset.error) && reset.error.code === 'invalid_token');

  const handleValid = handleSubmit(({ newPassword: password }) => {
    if (!token) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error) && error.code === 'invalid_token') return;
          const reasons = describePasswordReasons(weakPasswordReasons(error));
          if (reasons.length > 0) {
            setError('newPassword', { type: 'server', message: reasons.join(' ') }, { shouldFocus: true });
          } else if (!showServerFieldErrors(error, setError, ['newPassword'])) {
            setError('root.server', { type: 'server', message: apiErrorMessage(error) });
          }
        },
      },
    );
  });

  return (
    <form onSubmit={handleValid} noValidate className="flex flex-col gap-4" aria-labelledby="reset-heading">
      <h2 id="reset-heading" className="text-lg font-bold">
        {t('reset.heading')}
      </h2>
      {invalidToken ? (
        <FormMessage tone="error">
          <p>{t('reset.expired')}</p>
          <div className="mt-2">
            <Button size="sm" variant="secondary" onClick={onRequestNewLink}>
              {t('reset.newLink')}
            </Button>
          </div>
        </FormMessage>
      ) : null}
      {errors.root?.server?.message && !invalidToken ? (
        <FormMessage tone="error">{errors.root.server.message}</FormMessage>
      ) : null}
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        {...register('newPassword')}
        error={errors.newPassword?.message}
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        disabled={!token}
        required
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...register('confirm')}
        error={errors.confirm?.message}
        disabled={!token}
        required
      />
      <SubmitButton pending={reset.isPending} label={t('reset.submit')} pendingLabel={t('reset.pending')} />
    </form>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.24 1.4-1.7 4.1-5.5 4.1-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.5 14.6 2.5 12 2.5 6.8 2.5 2.6 6.7 2.6 12s4.2 9.5 9.4 9.5c5.4 0 9-3.8 9-9.2 0-.6-.07-1.1-.16-1.6H12Z"
      />
    </svg>
  );
}

/**
 * "Continue with Google" when the server offers it (GET /api/auth/providers). Outside /auth the current page is kept
 * as authRedirectUrl (spec §7); the server sends the browser back to /auth-callback.
 */
export function GoogleButton({
  returnUrl,
  onBeforeLeave,
}: {
  returnUrl: string;
  onBeforeLeave?: () => void;
}) {
  const { data } = useAuthProviders();
  const { t } = useTranslation('auth');
  if (!data?.google) return null;

  function handleClick() {
    onBeforeLeave?.();
    window.location.assign(googleStartUrl(returnUrl));
  }

  return (
    <>
      <div className="my-2 flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('google.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="secondary" className="w-full" onClick={handleClick}>
        <GoogleMark />
        {t('google.continue')}
      </Button>
    </>
  );
}
