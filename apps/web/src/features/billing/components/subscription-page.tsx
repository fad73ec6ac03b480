import { formatDate } from '@mzansi/contracts/format';
import { PLANS } from '@mzansi/contracts/plans';
import { clsx } from 'clsx';
import { Crown, Sparkles } from 'lucide-react';
import { BarePage } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { useUserSubscription } from '../api/subscription';
import { SUBSCRIPTION_STATUS_LABELS } from '../lib/labels';

const SKELETON = 'rounded bg-surface-2 motion-safe:animate-pulse';

function OverviewSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mt-6 rounded-2xl border border-border bg-surface p-6">
      <span className="sr-only">Loading your subscription…</span>
      <div aria-hidden="true">
        <div className={clsx(SKELETON, 'h-6 w-32')} />
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className={clsx(SKELETON, 'h-10')} />
          ))}
        </div>
        <div className={clsx(SKELETON, 'mt-6 h-11 w-56')} />
      </div>
    </div>
  );
}

function Overview() {
  const query = useUserSubscription();
  if (query.isPending) return <OverviewSkeleton />;
  if (query.isError) {
    return (
      <QueryErrorState
        className="mt-6"
        title="We could not load your subscription"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { subscription, allowed, renewal_date, ends_at, grace_until } = query.data;
  const premium = subscription.is_premium;
  const plan = premium ? PLANS.premium : PLANS.free;
  const Icon = premium ? Crown : Sparkles;
  const dateShown = ends_at ?? renewal_date;

  return (
    <section aria-labelledby="current-plan" className="mt-6 rounded-2xl border border-border bg-surface p-6">
      <h2 id="current-plan" className="flex items-center gap-2 text-lg font-bold">
        <Icon className={premium ? 'size-5 text-accent' : 'size-5 text-link'} aria-hidden="true" />
        {premium ? 'Premium' : 'Free Tier'}
      </h2>
      {grace_until ? (
        <p className="mt-3 text-sm">
          <strong>Past due:</strong> your last payment did not go through. Premium continues until{' '}
          {formatDate(grace_until)}.
        </p>
      ) : null}
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Status</dt>
          <dd className="font-semibold">
            {SUBSCRIPTION_STATUS_LABELS[subscription.status] ?? subscription.status}
          </dd>
        </div>
        {dateShown ? (
          <div>
            <dt className="text-muted">{ends_at ? 'Premium ends on' : 'Renews on'}</dt>
            <dd className="font-semibold">{formatDate(dateShown)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted">Quality</dt>
          <dd className="font-semibold">{allowed.video_quality}</dd>
        </div>
        <div>
          <dt className="text-muted">Devices at a time</dt>
          <dd className="font-semibold">{allowed.max_devices}</dd>
        </div>
      </dl>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-muted">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        {premium ? null : (
          <ButtonLink to="/pricing" variant="premium">
            Upgrade
          </ButtonLink>
        )}
        <ButtonLink to="/subscription/manage" variant={premium ? 'primary' : 'secondary'}>
          Manage subscription
        </ButtonLink>
      </div>
    </section>
  );
}

/** /subscription (spec §2, no shell): your plan, what it includes, and the way to manage it. */
export function SubscriptionPage() {
  return (
    <BarePage
      aside={
        <ButtonLink to="/home" variant="ghost" size="sm">
          Home
        </ButtonLink>
      }
    >
      <div className="mx-auto max-w-xl">
        <h1 className="text-2xl font-bold">Your subscription</h1>
        <Overview />
      </div>
    </BarePage>
  );
}
