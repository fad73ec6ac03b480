import { formatDate } from '@mzansi/contracts/format';
import { CircleAlert, CircleCheck, CircleX, SearchX } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_CONTAINER } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { isApiError } from '@/lib/api-client';
import { safeDestination } from '@/lib/auth-redirect';
import { useAuthStore } from '@/stores/auth-store';
import { usePaymentStatus } from '../api/checkout';
import { pricingUrl } from '../lib/labels';

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
  return (
    <Outcome
      icon={<SearchX className="size-12 text-muted" />}
      title="No payment to confirm"
      actions={<ButtonLink to="/subscription/manage">Manage subscription</ButtonLink>}
    >
      <p>This page confirms a payment when you come back from checkout, and there is none to look at here.</p>
      <p>Your plan and every payment are on your subscription page.</p>
    </Outcome>
  );
}

function PaymentConfirmation({ reference, returnUrl }: { reference: string; returnUrl: string | null }) {
  const status = usePaymentStatus(reference);
  const { isPremium } = useAuth();
  const storeSummary = useAuthStore((state) => state.subscription);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), PAYMENT_SLOW_NOTICE_MS);
    return () => clearTimeout(timer);
  }, []);

  const paymentStatus = status.data?.payment.status;
  const tryAgain = (
    <ButtonLink key="again" to={pricingUrl(returnUrl)}>
      Try again
    </ButtonLink>
  );
  const manage = (
    <ButtonLink key="manage" to="/subscription/manage" variant="secondary">
      Manage subscription
    </ButtonLink>
  );

  // Confirmed by the payment itself, or already by the live subscription event (whichever arrives first).
  const confirmed =
    paymentStatus === 'complete' || (isPremium && (!paymentStatus || paymentStatus === 'pending'));
  if (confirmed) {
    const summary = (paymentStatus === 'complete' ? status.data?.subscription : null) ?? storeSummary;
    const until = summary?.end_date ? formatDate(summary.end_date) : null;
    return (
      <Outcome
        icon={<CircleCheck className="size-12 text-accent" />}
        title="You're on Premium"
        actions={[
          <ButtonLink key="continue" to={returnUrl ?? '/home'}>
            {returnUrl ? 'Continue' : 'Start watching'}
          </ButtonLink>,
          manage,
        ]}
      >
        <p>Thank you. Every movie, series and documentary is yours to watch in HD.</p>
        {until ? (
          <p>
            {summary?.cancel_at_period_end ? 'Premium ends on ' : 'Your plan renews on '}
            <strong className="text-foreground">{until}</strong>.
          </p>
        ) : null}
      </Outcome>
    );
  }

  if (paymentStatus === 'failed' || paymentStatus === 'refunded') {
    return (
      <Outcome
        icon={<CircleAlert className="size-12 text-danger" />}
        title={paymentStatus === 'failed' ? 'Payment failed' : 'Payment refunded'}
        actions={[tryAgain, manage]}
      >
        <p>
          {paymentStatus === 'failed'
            ? 'Your payment did not go through, so you are still on the Free Tier.'
            : 'This payment was refunded, so it did not start Premium.'}
        </p>
        <p>You can try again, with the same card or another one.</p>
      </Outcome>
    );
  }

  if (paymentStatus === 'cancelled') {
    return (
      <Outcome
        icon={<CircleX className="size-12 text-muted" />}
        title="Payment cancelled"
        actions={[tryAgain, manage]}
      >
        <p>You have not been charged.</p>
      </Outcome>
    );
  }

  if (isApiError(status.error) && status.error.code === 'not_found') {
    return (
      <Outcome icon={<SearchX className="size-12 text-muted" />} title="Payment not found" actions={[manage]}>
        <p>
          We could not find this payment on your account. Your subscription page shows every payment you made.
        </p>
      </Outcome>
    );
  }

  return (
    <Outcome icon={<Spinner className="size-12 text-link" />} title="Confirming your payment…" busy>
      <p>We are waiting for the payment provider to confirm. This usually takes a few seconds.</p>
      {slow ? (
        <p>
          It is taking longer than usual: it can take a few minutes. You can leave this page open, it will
          update by itself.
        </p>
      ) : null}
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
