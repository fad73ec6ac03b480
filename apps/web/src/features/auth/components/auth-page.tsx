import { CircleCheck, Crown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BarePage } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { safeDestination } from '@/lib/auth-redirect';
import { useAuthStore } from '@/stores/auth-store';
import { oauthErrorMessage } from '../api/oauth-errors';
import { ForgotPasswordForm, GoogleButton, LoginForm, RegisterForm, ResetPasswordForm } from './auth-forms';
import { AuthTabs, type AuthTab } from './auth-tabs';

/** The page's heading and subtitle for each of its modes: a reset or a forgotten password is not a sign-in. */
const PAGE_COPY = {
  login: { heading: 'page.login.heading', subtitle: 'page.login.subtitle' },
  register: { heading: 'page.register.heading', subtitle: 'page.register.subtitle' },
  forgot: { heading: 'page.forgot.heading', subtitle: 'page.forgot.subtitle' },
  reset: { heading: 'page.reset.heading', subtitle: 'page.reset.subtitle' },
} as const;

/**
 * /auth (spec §2): Sign in and Create account tabs (tab=login|register), "Choose a new password" after a reset link
 * (reset=true&token=...), a note when a plan is needed (reason=subscription) or the e-mail was just confirmed
 * (confirmed=1), the forgotten-password flow and, when the server offers it, Google. A successful sign-in is
 * followed by the route guard: to the same-origin returnUrl, else the stored authRedirectUrl, else /home.
 */
export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const resetMode = searchParams.get('reset') === 'true';
  const token = searchParams.get('token');
  const reasonSubscription = searchParams.get('reason') === 'subscription';
  const confirmed = searchParams.get('confirmed') === '1';
  const oauthError = searchParams.get('error');
  const returnUrl = safeDestination(searchParams.get('returnUrl'));
  const [forgotOpen, setForgotOpen] = useState(searchParams.get('forgot') === '1');
  const setReturnUrl = useAuthStore((state) => state.setReturnUrl);
  const { t } = useTranslation(['auth', 'messages']);

  useEffect(() => {
    setReturnUrl(returnUrl);
  }, [returnUrl, setReturnUrl]);

  function handleTabChange(next: AuthTab) {
    setForgotOpen(false);
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'register') params.set('tab', 'register');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );
  }

  function handleResetDone() {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.delete('reset');
        params.delete('token');
        params.delete('tab');
        return params;
      },
      { replace: true },
    );
  }

  function handleRequestNewLink() {
    handleResetDone();
    setForgotOpen(true);
  }

  const mode: keyof typeof PAGE_COPY = resetMode
    ? 'reset'
    : tab === 'register'
      ? 'register'
      : forgotOpen
        ? 'forgot'
        : 'login';
  const { heading, subtitle } = PAGE_COPY[mode];

  return (
    <BarePage
      aside={
        <ButtonLink to="/pricing" variant="ghost" size="sm">
          {t('page.plans')}
        </ButtonLink>
      }
    >
      <div className="mx-auto w-full max-w-md">
        <h1 className="mb-2 text-center text-2xl font-bold">{t(heading)}</h1>
        <p className="mb-6 text-center text-base text-muted">{t(subtitle)}</p>

        <div className="flex flex-col gap-3">
          {reasonSubscription ? (
            <FormMessage tone="info">
              <span className="flex items-start gap-2">
                <Crown className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                {t('messages:guardSignInForPlan.description')}
              </span>
            </FormMessage>
          ) : null}
          {oauthError ? <FormMessage tone="error">{oauthErrorMessage(oauthError)}</FormMessage> : null}
          {confirmed ? (
            <FormMessage tone="success">
              <span className="flex items-start gap-2">
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                {t('page.confirmed')}
              </span>
            </FormMessage>
          ) : null}
        </div>

        <div className="mt-4 rounded-2xl border border-border bg-surface p-6 shadow-xl">
          {resetMode ? (
            <ResetPasswordForm
              token={token}
              onDone={handleResetDone}
              onRequestNewLink={handleRequestNewLink}
            />
          ) : forgotOpen ? (
            <ForgotPasswordForm onBack={() => setForgotOpen(false)} />
          ) : (
            <>
              <AuthTabs
                tab={tab}
                onTabChange={handleTabChange}
                login={<LoginForm onForgotPassword={() => setForgotOpen(true)} />}
                register={<RegisterForm />}
              />
              <GoogleButton returnUrl={returnUrl ?? '/home'} />
            </>
          )}
        </div>
      </div>
    </BarePage>
  );
}
