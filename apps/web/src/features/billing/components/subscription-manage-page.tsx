import { formatDate } from '@mzansi/contracts/format';
import { PLANS } from '@mzansi/contracts/plans';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { useAuth } from '@/hooks/use-auth';
import { useAuthStore } from '@/stores/auth-store';
import { PlanCards } from './plan-cards';

/** /subscription/manage: the plan, renewal, and — once the payments work lands — checkout and cancellation. */
export function SubscriptionManagePage() {
  const auth = useAuth();
  const subscription = useAuthStore((state) => state.subscription);
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title="Manage subscription"
        description={auth.isPremium ? 'You are on Premium.' : 'You are on the Free Tier.'}
        actions={
          <ButtonLink to="/subscription" variant="secondary" size="sm">
            Subscription overview
          </ButtonLink>
        }
      />
      <div className="grid max-w-4xl gap-6">
        {subscription?.end_date ? (
          <p className="text-base">
            {subscription.cancel_at_period_end ? 'Your Premium ends on ' : 'Your plan renews on '}
            <strong>{formatDate(subscription.end_date)}</strong>.
          </p>
        ) : null}
        <FormMessage tone="info">
          Payment options are coming soon. Until then, Premium ({PLANS.premium.name}) cannot be bought here.
        </FormMessage>
        <PlanCards currentPlan={auth.isPremium ? 'premium' : 'free'} />
      </div>
    </div>
  );
}
