import { MESSAGES } from '@mzansi/contracts/messages';
import { PLANS, type Plan } from '@mzansi/contracts/plans';
import { useSearchParams } from 'react-router';
import { BarePage } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { useAuth } from '@/hooks/use-auth';
import { authUrlFor, safeDestination } from '@/lib/auth-redirect';
import { planPrice } from '../api/plan-price';
import { pricingUrl } from '../lib/labels';
import { PlanCards } from './plan-cards';
import { UpgradeButton } from './upgrade-button';

/**
 * /pricing (spec §2, no shell): Free and Premium side by side, the current plan marked. A signed-in free user's
 * Upgrade goes straight to checkout (and back to returnUrl after paying); a visitor signs up first and comes back
 * here, returnUrl kept.
 */
export function PricingPage() {
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  const returnUrl = safeDestination(searchParams.get('returnUrl'));
  const currentPlan = auth.isAuthenticated ? (auth.isPremium ? 'premium' : 'free') : null;

  function actionFor(plan: Plan) {
    if (plan.id === 'free') {
      if (auth.isAuthenticated) return null;
      return (
        <ButtonLink to="/register" variant="secondary" className="w-full">
          Start free
        </ButtonLink>
      );
    }
    if (auth.isPremium) {
      return (
        <ButtonLink to="/subscription/manage" variant="secondary" className="w-full">
          Manage subscription
        </ButtonLink>
      );
    }
    if (auth.isAuthenticated) return <UpgradeButton returnUrl={returnUrl} className="w-full" />;
    return (
      <ButtonLink
        to={authUrlFor(pricingUrl(returnUrl), { tab: 'register', reason: 'subscription' })}
        variant="premium"
        className="w-full"
      >
        Upgrade — {planPrice(PLANS.premium)}
      </ButtonLink>
    );
  }

  return (
    <BarePage
      aside={
        auth.isAuthenticated ? (
          <ButtonLink to={returnUrl ?? '/home'} variant="ghost" size="sm">
            {returnUrl ? 'Back' : 'Home'}
          </ButtonLink>
        ) : (
          <ButtonLink to={authUrlFor(pricingUrl(returnUrl))} variant="ghost" size="sm">
            Sign in
          </ButtonLink>
        )
      }
    >
      <div className="mx-auto max-w-4xl">
        <h1 className="text-center text-2xl font-bold sm:text-3xl">Plans and pricing</h1>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-muted">
          Trailers are free for everyone. Premium unlocks every movie, series and documentary in HD.
        </p>
        {returnUrl && auth.isAuthenticated && !auth.isPremium ? (
          <div className="mx-auto mt-6 max-w-xl">
            <FormMessage tone="info">
              That page needs Premium. {MESSAGES.guardSubscription.description}
            </FormMessage>
          </div>
        ) : null}
        <div className="mt-8">
          <PlanCards currentPlan={currentPlan} actionFor={actionFor} />
        </div>
        <p className="mt-6 text-center text-sm text-muted">Prices in rands, VAT included. Cancel any time.</p>
      </div>
    </BarePage>
  );
}
