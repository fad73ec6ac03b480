import { formatDate } from '@mzansi/i18n/format';
import { CircleAlert, CircleCheck, CircleX, SearchX } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_CONTAINER } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { isApiError } from '@/lib/api-client';
import { safeDestination } from '@/lib/auth-redirect';
import { useLanguage } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { usePaymentStatus } from '../api/checkout';
import { pricingUrl } from '../lib/labels';
import { SHORT_DATE } from '../lib/dates';
import { WithStrong } from '@/components/ui/with-strong';

/** After this long still pending, the page says it can take a few minutes. */
export const PAYMENT_SLOW_NOTICE_MS = 60_000;

function Outcome({
  icon,
  title,
  children,
  actions,
  busy = false,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  busy?: boolean;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      {/* One live region for the whole wait: "Confirming…" and then the outcome are both announced. */}
      <div role="status" aria-live="polite" aria-busy={busy} className="flex flex-col items-center gap-4">
        <div aria-hidden="true">{icon}</div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="grid gap-2 text-base text-muted">{children}</div>
      </div>
      {actions ? <div className="flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}

function NoReference() {
  const { t } = useTranslation('billing');
  return (
    <Outcome
      icon={<SearchX className="size-12 text-muted" />}
      title={t('success.noReferenceTitle')}
      actions={<ButtonLink to="/subscription/manage">{t('actions.manage')}</ButtonLink>}
    >
      <p>{t('success.noReferenceBody')}</p>
      <p>{t('success.noReferenceHint')}</p>
    </Outcome>
  );
}

function PaymentConfirmation({ reference, returnUrl }: { reference: string; returnUrl: string | null }) {
  const status = usePaymentStatus(reference);
  const { isPremium } = useAuth();
  const storeSummary = useAuthStore((state) => state.subscription);
  const [slow, setSlow] = useState(false);
  const { t } = useTranslation('billing');
  const language = useLanguage();

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), PAYMENT_SLOW_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);

  const paymentStatus = status.data?.payment.status;
  const tryAgain = (
    <ButtonLink key="again" to={pricingUrl(returnUrl)}>
      {t('actions.tryAgain')}
    </ButtonLink>
  );
  const manage = (
    <ButtonLink key="manage" to="/subscription/manage" variant="secondary">
      {t('actions.manage')}
    </ButtonLink>
  );

  // Confirmed by the payment itself, or already by the live subscription event (whichever arrives first).
  const confirmed =
    paymentStatus === 'complete' || (isPremium && (!paymentStatus || paymentStatus === 'pending'));
  if (confirmed) {
    const summary = (paymentStatus === 'complete' ? status.data?.subscription : null) ?? storeSummary;
    const until = summary?.end_date ? formatDate(language, summary.end_date, SHORT_DATE) : null;
    return (
      <Outcome
        icon={<CircleCheck className="size-12 text-accent" />}
        title={t('success.title')}
        actions={[
          <ButtonLink key="continue" to={returnUrl ?? '/home'}>
            {returnUrl ? t('success.continue') : t('success.startWatching')}
          </ButtonLink>,
          manage,
        ]}
      >
        <p>{t('success.thanks')}</p>
        {until ? (
          <p>
            <WithStrong
              text={(date) =>
                summary?.cancel_at_period_end
                  ? t('success.endsOn', { date })
                  : t('success.renewsOn', { date })
              }
              className="text-foreground"
            >
              {until}
            </WithStrong>
          </p>
        ) : null}
      </Outcome>
    );
  }

  if (paymentStatus === 'failed' || paymentStatus === 'refunded') {
    return (
      <Outcome
        icon={<CircleAlert className="size-12 text-danger" />}
        title={paymentStatus === 'failed' ? t('success.failedTitle') : t('success.refundedTitle')}
        actions={[tryAgain, manage]}
      >
        <p>{paymentStatus === 'failed' ? t('success.failedBody') : t('success.refundedBody')}</p>
        <p>{t('success.tryAgainHint')}</p>
      </Outcome>
    );
  }

  if (paymentStatus === 'cancelled') {
    return (
      <Outcome
        icon={<CircleX className="size-12 text-muted" />}
        title={t('cancelPage.title')}
        actions={[tryAgain, manage]}
      >
        <p>{t('cancelPage.body')}</p>
      </Outcome>
    );
  }

  if (isApiError(status.error) && status.error.code === 'not_found') {
    return (
      <Outcome
        icon={<SearchX className="size-12 text-muted" />}
        title={t('success.notFoundTitle')}
        actions={[manage]}
      >
        <p>{t('success.notFoundBody')}</p>
      </Outcome>
    );
  }

  return (
    <Outcome icon={<Spinner className="size-12 text-link" />} title={t('success.confirmingTitle')} busy>
      <p>{t('success.confirmingBody')}</p>
      {slow ? <p>{t('success.slow')}</p> : null}
    </Outcome>
  );
}

/**
 * /payment/success: the gateway sent the user back. The payment is polled (and the live subscription event listened
 * to) until it is confirmed or has failed; then Premium with its renewal date and the way back to returnUrl.
 */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('reference')?.trim() || null;
  const returnUrl = safeDestination(searchParams.get('returnUrl'));
  return (
    <div className={PAGE_CONTAINER}>
      {reference ? <PaymentConfirmation reference={reference} returnUrl={returnUrl} /> : <NoReference />}
    </div>
  );
}
