import { formatDate } from '@mzansi/contracts/format';
import { PLANS } from '@mzansi/contracts/plans';
import { Crown, Sparkles } from 'lucide-react';
import { BarePage } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { useAuth } from '@/hooks/use-auth';
import { useAuthStore } from '@/stores/auth-store';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  pending: 'Waiting for payment',
  cancelled: 'Cancelled',
  expired: 'Expired',
  payment_failed: 'Payment failed',
  none: 'No subscription',
};

/** /subscription (spec §2, no shell): your plan, what it includes, and where to change it. */
export function SubscriptionPage() {
  const auth = useAuth();
  const subscription = useAuthStore((state) => state.subscription);
  const plan = auth.isPremium ? PLANS.premium : PLANS.free;
  const Icon = auth.isPremium ? Crown : Sparkles;

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
        <section
          aria-labelledby="current-plan"
          className="mt-6 rounded-2xl border border-border bg-surface p-6"
        >
          <h2 id="current-plan" className="flex items-center gap-2 text-lg font-bold">
            <Icon className={auth.isPremium ? 'size-5 text-accent' : 'size-5 text-link'} aria-hidden="true" />
            {auth.isPremium ? 'Premium' : 'Free Tier'}
          </h2>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">Status</dt>
              <dd className="font-semibold">
                {STATUS_LABELS[subscription?.status ?? 'none'] ?? subscription?.status}
              </dd>
            </div>
            {subscription?.end_date ? (
              <div>
                <dt className="text-muted">{subscription.cancel_at_period_end ? 'Ends on' : 'Renews on'}</dt>
                <dd className="font-semibold">{formatDate(subscription.end_date)}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-muted">Quality</dt>
              <dd className="font-semibold">{plan.video_quality}</dd>
            </div>
            <div>
              <dt className="text-muted">Devices at a time</dt>
              <dd className="font-semibold">{plan.max_devices}</dd>
            </div>
          </dl>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-muted">
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            {auth.isPremium ? null : (
              <ButtonLink to="/pricing" variant="premium">
                Upgrade
              </ButtonLink>
            )}
            <ButtonLink to="/subscription/manage" variant="secondary">
              Manage subscription
            </ButtonLink>
          </div>
        </section>
      </div>
    </BarePage>
  );
}
