import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mzansi/contracts/auth';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage, PasswordField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { describePasswordReasons, googleStartUrl, weakPasswordReasons } from '../api/auth-requests';
import { useAuthProviders } from '../api/get-auth-providers';
import {
  useForgotPassword,
  useLogin,
  useRegister,
  useResendConfirmation,
  useResetPassword,
} from '../hooks/use-auth-actions';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(value: string): string | undefined {
  if (!value.trim()) return 'Enter your email address.';
  if (!EMAIL_PATTERN.test(value.trim())) return 'Enter an email address like name@example.co.za.';
  return undefined;
}

/** Client-side length check (the server also refuses common passwords, spec §5). */
function newPasswordError(value: string): string | undefined {
  if (value.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (value.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return undefined;
}

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
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={resend.isPending || !email}
      onClick={() => resend.mutate(email.trim())}
    >
      {resend.isPending ? <Spinner className="size-4" /> : null}
      Resend confirmation email
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const unconfirmed = isApiError(loginMutation.error) && loginMutation.error.code === 'email_not_confirmed';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { email: emailError(email), password: password ? undefined : 'Enter your password.' };
    setErrors(next);
    if (next.email || next.password) return;
    loginMutation.mutate({ email: email.trim(), password }, { onSuccess: () => onSignedIn?.() });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        required
      />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={onForgotPassword}
          className="rounded text-sm font-semibold text-link hover:underline"
        >
          Forgot password?
        </button>
      </div>
      {unconfirmed ? (
        <FormMessage tone="info">
          <p>Confirm your email address first: we sent you a link when you signed up.</p>
          <div className="mt-2">
            <ResendConfirmation email={email} />
          </div>
        </FormMessage>
      ) : null}
      <SubmitButton pending={loginMutation.isPending} label="Sign in" pendingLabel="Signing in…" />
    </form>
  );
}

export function RegisterForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const registerMutation = useRegister();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [fullName, setFullName] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; username?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const reasons = describePasswordReasons(weakPasswordReasons(registerMutation.error));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedUsername = username.trim();
    const next = {
      email: emailError(email),
      password: newPasswordError(password),
      username:
        trimmedUsername && !/^[A-Za-z0-9_.-]{3,30}$/.test(trimmedUsername)
          ? 'Use 3 to 30 letters, numbers, dots, dashes or underscores.'
          : undefined,
    };
    setErrors(next);
    if (next.email || next.password || next.username) return;
    const returnUrl = new URLSearchParams(window.location.search).get('returnUrl') ?? undefined;
    registerMutation.mutate(
      {
        email: email.trim(),
        password,
        ...(trimmedUsername ? { username: trimmedUsername } : {}),
        ...(fullName.trim() ? { data: { full_name: fullName.trim() } } : {}),
        ...(returnUrl ? { returnUrl } : {}),
      },
      {
        onSuccess: (response) => {
          if (response.status === 'confirmation_required') setSentTo(email.trim());
          else onSignedIn?.();
        },
      },
    );
  }

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
        <MailCheck className="size-10 text-accent" aria-hidden="true" />
        <h2 className="text-lg font-bold">Check your email</h2>
        <p className="text-sm text-muted">
          We sent a confirmation link to <strong className="text-foreground">{sentTo}</strong>. Open it to
          activate your account, then sign in.
        </p>
        <ResendConfirmation email={sentTo} />
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-label="Create account">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        required
      />
      <PasswordField
        label="Password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password ?? (reasons.length ? reasons.join(' ') : undefined)}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A short sentence is easy to remember.`}
        required
      />
      <TextField
        label="Username (optional)"
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
        hint="Leave it empty to use the part of your email before the @."
      />
      <TextField
        label="Your name (optional)"
        name="full-name"
        autoComplete="name"
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
      />
      <SubmitButton
        pending={registerMutation.isPending}
        label="Create account"
        pendingLabel="Creating account…"
      />
    </form>
  );
}

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (!problem) forgot.mutate(email.trim());
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-label="Reset your password">
      <h2 className="text-lg font-bold">Reset your password</h2>
      <p className="text-sm text-muted">
        Enter the email address of your account and we&apos;ll send you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        required
      />
      {forgot.isSuccess ? (
        <FormMessage tone="success">If an account uses that address, a reset link is on its way.</FormMessage>
      ) : null}
      <SubmitButton pending={forgot.isPending} label="Send reset link" pendingLabel="Sending…" />
      <Button variant="ghost" onClick={onBack}>
        Back to sign in
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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const reasons = describePasswordReasons(weakPasswordReasons(reset.error));
  const invalidToken = !token || (isApiError(reset.error) && reset.error.code === 'invalid_token');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      password: newPasswordError(password),
      confirm: confirm !== password ? 'The passwords do not match.' : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm || !token) return;
    reset.mutate({ token, newPassword: password }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4" aria-labelledby="reset-heading">
      <h2 id="reset-heading" className="text-lg font-bold">
        Choose a new password
      </h2>
      {invalidToken ? (
        <FormMessage tone="error">
          <p>This reset link has expired or was already used. Ask for a new one.</p>
          <div className="mt-2">
            <Button size="sm" variant="secondary" onClick={onRequestNewLink}>
              Send a new link
            </Button>
          </div>
        </FormMessage>
      ) : null}
      {reset.isError && !invalidToken && reasons.length === 0 ? (
        <FormMessage tone="error">{reset.error.message}</FormMessage>
      ) : null}
      <PasswordField
        label="New password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password ?? (reasons.length ? reasons.join(' ') : undefined)}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
        disabled={!token}
        required
      />
      <PasswordField
        label="Confirm new password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
        disabled={!token}
        required
      />
      <SubmitButton pending={reset.isPending} label="Save new password" pendingLabel="Saving…" />
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
  if (!data?.google) return null;

  function handleClick() {
    onBeforeLeave?.();
    window.location.assign(googleStartUrl(returnUrl));
  }

  return (
    <>
      <div className="my-2 flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="secondary" className="w-full" onClick={handleClick}>
        <GoogleMark />
        Continue with Google
      </Button>
    </>
  );
}
