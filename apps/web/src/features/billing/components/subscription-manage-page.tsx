import type { Payment, PaymentStatus, UserSubscription } from '@mzansi/contracts/billing';
import { PLANS } from '@mzansi/contracts/plans';
import { formatDate } from '@mzansi/i18n/format';
import { clsx } from 'clsx';
import { Crown, Receipt, Sparkles, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { useLanguage } from '@/lib/i18n';
import { rands } from '../api/plan-price';
import {
  useCancelSubscription,
  usePaymentHistory,
  useResumeSubscription,
  useUserSubscription,
} from '../api/subscription';
import { SHORT_DATE } from '../lib/dates';
import { PAYMENT_PROVIDER_KEYS, PAYMENT_STATUS_KEYS, SUBSCRIPTION_STATUS_KEYS } from '../lib/labels';
import { WithStrong } from '@/components/ui/with-strong';
import { showSuccessToast } from '../lib/toasts';
import { UpgradeButton } from './upgrade-button';

const SKELETON = 'rounded bg-surface-2 motion-safe:animate-pulse';

function PlanSkeleton() {
  const { t } = useTranslation('billing');
  return (
    <div role="status" aria-busy="true" className="rounded-2xl border border-border bg-surface p-6">
      <span className="sr-only">{t('manage.loadingPlan')}</span>
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
  const { t } = useTranslation('billing');
  const language = useLanguage();

  if (query.isPending) return <PlanSkeleton />;
  if (query.isError) {
    return (
      <QueryErrorState
        title={t('manage.planLoadFailed')}
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
            ? t('manage.cancelledUntil', { date: formatDate(language, until, SHORT_DATE) })
            : t('manage.cancelled'),
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
            ? t('manage.resumedRenews', { date: formatDate(language, next.renewal_date, SHORT_DATE) })
            : t('manage.resumed'),
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
          {premium ? t('plan.premium') : t('plan.freeTier')}
        </h2>
        <span className="rounded bg-surface-3 px-2 py-0.5 text-xs font-semibold">
          {subscription.status in SUBSCRIPTION_STATUS_KEYS
            ? t(SUBSCRIPTION_STATUS_KEYS[subscription.status])
            : subscription.status}
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
              {t('manage.pastDueTitle')}
            </p>
            <p>{t('manage.pastDue', { date: formatDate(language, data.grace_until, SHORT_DATE) })}</p>
          </div>
        </div>
      ) : null}

      {data.ends_at ? (
        <p className="mt-4 text-base">
          <WithStrong text={(date) => t('overview.endsOn', { date })}>
            {formatDate(language, data.ends_at, SHORT_DATE)}
          </WithStrong>
        </p>
      ) : data.renewal_date ? (
        <p className="mt-4 text-base">
          <WithStrong text={(date) => t('overview.renewsOn', { date })}>
            {formatDate(language, data.renewal_date, SHORT_DATE)}
          </WithStrong>
        </p>
      ) : null}

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div className="rounded-md bg-surface-2 p-3">
          <dt className="text-muted">{t('manage.paymentMethod')}</dt>
          <dd className="font-semibold">
            {data.provider ? t(PAYMENT_PROVIDER_KEYS[data.provider]) : t('manage.noneOnFile')}
          </dd>
          {data.provider ? <dd className="mt-1 text-xs text-muted">{t('manage.cardNote')}</dd> : null}
        </div>
        <div className="rounded-md bg-surface-2 p-3">
          <dt className="text-muted">{t('manage.price')}</dt>
          <dd className="font-semibold">
            {premium
              ? t('price.aMonth', { price: rands(language, PLANS.premium.price) })
              : t('manage.freePrice')}
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
            {t('manage.resume')}
          </Button>
        ) : null}
        {data.can_cancel ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('manage.cancel')}
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('manage.cancelTitle')}
        description={
          endDate
            ? t('manage.cancelBodyUntil', { date: formatDate(language, endDate, SHORT_DATE) })
            : t('manage.cancelBody')
        }
        confirmLabel={t('manage.cancel')}
        cancelLabel={t('manage.keepPremium')}
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
  const { t } = useTranslation('billing');
  return (
    <div role="status" aria-busy="true" className="rounded-2xl border border-border bg-surface p-4">
      <span className="sr-only">{t('history.loading')}</span>
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
  const { t } = useTranslation('billing');
  const language = useLanguage();
  return (
    <tr className="border-t border-border">
      <td className="py-3 pr-4 whitespace-nowrap">
        <time dateTime={when}>{formatDate(language, when, SHORT_DATE)}</time>
      </td>
      <td className="py-3 pr-4">{payment.description}</td>
      <td className="py-3 pr-4 text-right font-semibold whitespace-nowrap tabular-nums">
        {rands(language, payment.amount_cents)}
      </td>
      <td className="py-3 pr-4">
        <span
          className={clsx('rounded px-2 py-0.5 text-xs font-semibold', PAYMENT_STATUS_TONES[payment.status])}
        >
          {payment.status in PAYMENT_STATUS_KEYS ? t(PAYMENT_STATUS_KEYS[payment.status]) : payment.status}
        </span>
      </td>
      <td className="py-3 font-mono text-xs break-all text-muted">{payment.reference}</td>
    </tr>
  );
}

function PaymentHistory() {
  const query = usePaymentHistory();
  const { t } = useTranslation('billing');
  let body;
  if (query.isPending) body = <HistorySkeleton />;
  else if (query.isError) {
    body = (
      <QueryErrorState
        title={t('history.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <StateMessage
        icon={<Receipt className="size-8" />}
        title={t('history.emptyTitle')}
        description={t('history.emptyBody')}
      />
    );
  } else {
    body = (
      <div className="overflow-x-auto rounded-2xl border border-border bg-surface p-4">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">{t('history.caption')}</caption>
          <thead>
            <tr className="text-left text-xs text-muted uppercase">
              <th scope="col" className="pr-4 pb-2">
                {t('history.date')}
              </th>
              <th scope="col" className="pr-4 pb-2">
                {t('history.description')}
              </th>
              <th scope="col" className="pr-4 pb-2 text-right">
                {t('history.amount')}
              </th>
              <th scope="col" className="pr-4 pb-2">
                {t('history.status')}
              </th>
              <th scope="col" className="pb-2">
                {t('history.reference')}
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
        {t('history.title')}
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
  const { t } = useTranslation('billing');
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title={t('manage.title')}
        description={t('manage.description')}
        actions={
          <ButtonLink to="/subscription" variant="secondary" size="sm">
            {t('manage.overviewLink')}
          </ButtonLink>
        }
      />
      <div className="grid max-w-4xl gap-8">
        <ErrorBoundary level="section" name={t('manage.planBoundary')}>
          <PlanStatus />
        </ErrorBoundary>
        <ErrorBoundary level="section" name={t('manage.historyBoundary')}>
          <PaymentHistory />
        </ErrorBoundary>
      </div>
    </div>
  );
}
