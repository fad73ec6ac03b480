import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { storeAuthRedirectUrl } from '@/lib/auth-redirect';
import { useUiStore, type AuthModalData } from '@/stores/ui-store';
import { ForgotPasswordForm, GoogleButton, LoginForm, RegisterForm } from './auth-forms';
import { AuthTabs, type AuthTab } from './auth-tabs';

/**
 * The shared auth modal (spec §2): sign in or sign up without leaving the page, e.g. when a visitor presses an action
 * that needs an account. On success it closes and the page carries on, now signed in.
 */
export function AuthModal() {
  const data = useUiStore((state) => state.modalData) as AuthModalData | null;
  const closeModal = useUiStore((state) => state.closeModal);
  const location = useLocation();
  const { t } = useTranslation('auth');
  const [tab, setTab] = useState<AuthTab>(data?.tab ?? 'login');
  const [forgot, setForgot] = useState(false);
  const current = `${location.pathname}${location.search}${location.hash}`;

  function handleOpenChange(open: boolean) {
    if (!open) closeModal();
  }

  return (
    <Dialog
      open
      onOpenChange={handleOpenChange}
      title={tab === 'register' ? t('page.register.heading') : t('tabs.signIn')}
      description={data?.reason}
    >
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <>
          <AuthTabs
            tab={tab}
            onTabChange={setTab}
            login={<LoginForm onForgotPassword={() => setForgot(true)} onSignedIn={closeModal} />}
            register={<RegisterForm onSignedIn={closeModal} />}
          />
          <GoogleButton returnUrl={current} onBeforeLeave={() => storeAuthRedirectUrl(current)} />
        </>
      )}
    </Dialog>
  );
}
