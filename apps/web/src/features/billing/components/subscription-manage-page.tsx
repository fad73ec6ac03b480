import type { Payment, PaymentStatus, UserSubscription } from '@mzansi/contracts/billing';
import { formatDate } from '@mzansi/contracts/format';
import { formatRands, PLANS } from '@mzansi/contracts/plans';
import { clsx } from 'clsx';
import { Crown, Receipt, Sparkles, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import {
  useCancelSubscription,
  usePaymentHistory,
  useResumeSubscription,
  useUserSubscription,
} from '../api/subscription';
import { PAYMENT_PROVIDER_LABELS, PAYMENT_STATUS_LABELS, SUBSCRIPTION_STATUS_LABELS } from '../lib/labels';
import { showSuccessToast } from '../lib/toasts';
import { UpgradeButton } from './upgrade-button';

const SKELETON = 'rounded bg-surface-2 motion-safe:animate-pulse';

function PlanSkeleton() {
  return (
    <div role="status" aria-busy="true" className="rounded-2xl border border-border bg-surface p-6">
      <span className="sr-only">Loading your plan…</span>
      <div aria-hidden="true">
        <div className={clsx(SKELETON, 'h-6 w-32')} />
        <div className={clsx(SKELETON, 'mt-4 h-4 w-56')} />
        <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className={clsx(SKELETON, 'h-12')} />
          ))}
        </div>
        <div className={clsx(SKELETON, 'mt-6 h-11 w-48')} />
      </div>
    </div>
  );
}

/** The date Premium runs to if cancelled now: the coming renewal, else the end of the paid period. */
function periodEnd(data: UserSubscription): string | null {
  return data.renewal_date ?? data.ends_at ?? data.subscription.end_date;
}

function PlanStatus() {
  const query = useUserSubscription();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (query.isPending) return <PlanSkeleton />;
  if (query.isError) {
    return (
      <QueryErrorState
        title="We could not load your plan"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const data = query.data;
  const { subscription } = data;
  const premium = subscription.is_premium;
  const Icon = premium ? Crown : Sparkles;
  const endDate = periodEnd(data);

  function focusHeading() {
    // The button that was pressed is gone (Cancel became Resume, or the other way round): focus stays on the plan.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function handleCancel() {
    cancel.mutate(undefined, {
      onSuccess: (next) => {
        setConfirming(false);
        const until = next.ends_at ?? next.subscription.end_date;
        showSuccessToast(
          until
            ? `Your subscription is cancelled. Premium stays until ${formatDate(until)}.`
            : 'Your subscription is cancelled.',
        );
      },
      onError: () => setConfirming(false),
    });
  }

  function handleResume() {
    resume.mutate(undefined, {
      onSuccess: (next) => {
        showSuccessToast(
          next.renewal_date
            ? `Your subscription is back on. It renews on ${formatDate(next.renewal_date)}.`
            : 'Your subscription is back on.',
        );
        focusHeading();
      },
    });
  }

  return (
    <section
      aria-labelledby="plan-status"
      className={clsx('rounded-2xl border bg-surface p-6', premium ? 'border-accent/60' : 'border-border')}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="plan-status"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-bold focus:outline-none"
        >
          <Icon className={premium ? 'size-5 text-accent' : 'size-5 text-link'} aria-hidden="true" />
          {premium ? 'Premium' : 'Free Tier'}
        </h2>
        <span className="rounded bg-surface-3 px-2 py-0.5 text-xs font-semibold">
          {SUBSCRIPTION_STATUS_LABELS[subscription.status] ?? subscription.status}
        </span>
      </div>

      {data.grace_until ? (
        <div
          className="mt-4 flex gap-3 rounded-md border border-danger/50 bg-danger/10 px-4 py-3 text-sm"
          aria-labelledby="past-due-title"
          role="group"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
          <div>
            <p id="past-due-title" className="font-semibold">
              Past due
            </p>
            <p>
              Your last payment did not go through. We will try again; Premium continues until{' '}
              {formatDate(data.grace_until)}.
            </p>
          </div>
        </div>
      ) : null}

      {data.ends_at ? (
        <p className="mt-4 text-base">
          Premium ends on <strong>{formatDate(data.ends_at)}</strong>
        </p>
      ) : data.renewal_date ? (
        <p className="mt-4 text-base">
          Renews on <strong>{formatDate(data.renewal_date)}</strong>
        </p>
      ) : null}

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div className="rounded-md bg-surface-2 p-3">
          <dt className="text-muted">Payment method</dt>
          <dd className="font-semibold">
            {data.provider ? PAYMENT_PROVIDER_LABELS[data.provider] : 'None on file'}
          </dd>
          {data.provider ? (
            <dd className="mt-1 text-xs text-muted">
              Card details are kept by the payment gateway; we never see them.
            </dd>
          ) : null}
        </div>
        <div className="rounded-md bg-surface-2 p-3">
          <dt className="text-muted">Price</dt>
          <dd className="font-semibold">
            {premium ? `${formatRands(PLANS.premium.price)} a month` : 'Free, nothing is billed'}
          </dd>
        </div>
      </dl>

      <div className="mt-6 flex flex-wrap gap-3">
        {premium ? null : <UpgradeButton returnUrl="/subscription/manage" />}
        {data.can_resume ? (
          <Button
            onClick={handleResume}
            disabled={resume.isPending}
            aria-busy={resume.isPending || undefined}
          >
            {resume.isPending ? <Spinner className="size-4" /> : null}
            Resume subscription
          </Button>
        ) : null}
        {data.can_cancel ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your subscription?"
        description={
          endDate
            ? `Premium stays until ${formatDate(endDate)}. After that your account moves to the Free Tier and you are not charged again. You can resume any time before then.`
            : 'Premium stays until the end of the period you paid for. After that your account moves to the Free Tier and you are not charged again.'
        }
        confirmLabel="Cancel subscription"
        cancelLabel="Keep Premium"
        onConfirm={handleCancel}
        pending={cancel.isPending}
        fallbackFocus={() => headingRef.current}
      />
    </section>
  );
}

const PAYMENT_STATUS_TONES: Record<PaymentStatus, string> = {
  complete: 'bg-accent/15 text-foreground',
  pending: 'bg-surface-3',
  failed: 'bg-danger/15 text-foreground',
  cancelled: 'bg-surface-3',
  refunded: 'bg-surface-3',
};

function HistorySkeleton() {
  return (
    <div role="status" aria-busy="true" className="rounded-2xl border border-border bg-surface p-4">
      <span className="sr-only">Loading payments…</span>
      <div aria-hidden="true" className="grid gap-3">
        {[0, 1, 2].map((n) => (
          <div key={n} className="grid grid-cols-5 gap-4">
            {[0, 1, 2, 3, 4].map((cell) => (
              <div key={cell} className={clsx(SKELETON, 'h-4')} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const when = payment.paid_at ?? payment.created_at;
  return (
    <tr className="border-t border-border">
      <td className="py-3 pr-4 whitespace-nowrap">
        <time dateTime={when}>{formatDate(when)}</time>
      </td>
      <td className="py-3 pr-4">{payment.description}</td>
      <td className="py-3 pr-4 text-right font-semibold whitespace-nowrap tabular-nums">
        {formatRands(payment.amount_cents)}
      </td>
      <td className="py-3 pr-4">
        <span
          className={clsx('rounded px-2 py-0.5 text-xs font-semibold', PAYMENT_STATUS_TONES[payment.status])}
        >
          {PAYMENT_STATUS_LABELS[payment.status] ?? payment.status}
        </span>
      </td>
      <td className="py-3 font-mono text-xs break-all text-muted">{payment.reference}</td>
    </tr>
  );
}

function PaymentHistory() {
  const query = usePaymentHistory();
  let body;
  if (query.isPending) body = <HistorySkeleton />;
  else if (query.isError) {
    body = (
      <QueryErrorState
        title="We could not load your payments"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <StateMessage
        icon={<Receipt className="size-8" />}
        title="No payments yet"
        description="When you pay for Premium, every payment shows here with its reference."
      />
    );
  } else {
    body = (
      <div className="overflow-x-auto rounded-2xl border border-border bg-surface p-4">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">Payment history, newest first</caption>
          <thead>
            <tr className="text-left text-xs text-muted uppercase">
              <th scope="col" className="pr-4 pb-2">
                Date
              </th>
              <th scope="col" className="pr-4 pb-2">
                Description
              </th>
              <th scope="col" className="pr-4 pb-2 text-right">
                Amount
              </th>
              <th scope="col" className="pr-4 pb-2">
                Status
              </th>
              <th scope="col" className="pb-2">
                Reference
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section aria-labelledby="payment-history">
      <h2 id="payment-history" className="mb-3 text-lg font-bold">
        Payment history
      </h2>
      {body}
    </section>
  );
}

/**
 * /subscription/manage (spec §2: subscription management, hidden): the billing side. The plan's dates and status,
 * cancel or resume, the payment method, Upgrade for the Free Tier, and every payment. What the plan includes is on
 * the overview, /subscription (D61).
 */
export function SubscriptionManagePage() {
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title="Manage subscription"
        description="Billing: cancel or resume, your payment method and your payments."
        actions={
          <ButtonLink to="/subscription" variant="secondary" size="sm">
            Subscription overview
          </ButtonLink>
        }
      />
      <div className="grid max-w-4xl gap-8">
        <ErrorBoundary level="section" name="Your plan">
          <PlanStatus />
        </ErrorBoundary>
        <ErrorBoundary level="section" name="Payment history">
          <PaymentHistory />
        </ErrorBoundary>
      </div>
    </div>
  );
}
