import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BarePage } from '@/components/layout/bare-page';
import { Spinner } from '@/components/ui/spinner';
import { broadcastAuthEvent } from '@/lib/auth-channel';
import { consumePostAuthDestination } from '@/lib/auth-redirect';
import { translate } from '@/lib/i18n';
import { refreshSession, useAuthStore } from '@/stores/auth-store';
import { showToast } from '@/stores/ui-store';
import { oauthErrorMessage } from '../api/oauth-errors';

/**
 * /auth-callback (spec §2, never guarded): the server has set the session cookie (or reports an error); this page reads
 * the session and moves on to the returnUrl, the stored authRedirectUrl, or /home.
 */
export function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const { t } = useTranslation('auth');
  const error = searchParams.get('error');
  const returnUrl = searchParams.get('returnUrl');

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    function backToAuth(code: string) {
      const message = oauthErrorMessage(code);
      showToast({ type: 'error', title: translate('messages:signInFailedTitle'), description: message });
      void navigate(`/auth?${new URLSearchParams({ error: code }).toString()}`, { replace: true });
    }

    if (error) {
      backToAuth(error);
      return;
    }
    void (async () => {
      await refreshSession({ background: false });
      if (!useAuthStore.getState().isAuthenticated) {
        backToAuth('no_session');
        return;
      }
      broadcastAuthEvent({ type: 'signed_in' });
      showToast({
        type: 'success',
        title: translate('messages:signInOk.title'),
        description: translate('messages:signInOk.description'),
      });
      void navigate(consumePostAuthDestination(returnUrl), { replace: true });
    })();
  }, [error, navigate, returnUrl]);

  return (
    <BarePage>
      <div
        role="status"
        aria-live="polite"
        className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center"
      >
        <Spinner className="size-8 text-primary" />
        <h1 className="text-xl font-bold">{t('callback.heading')}</h1>
        <p className="text-base text-muted">{t('callback.body')}</p>
      </div>
    </BarePage>
  );
}
