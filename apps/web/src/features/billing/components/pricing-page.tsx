import { PLANS, type Plan } from '@mzansi/contracts/plans';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BarePage } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { useAuth } from '@/hooks/use-auth';
import { authUrlFor, safeDestination } from '@/lib/auth-redirect';
import { usePlanPrice } from '../api/plan-price';
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
  const { t } = useTranslation(['billing', 'messages']);
  const planPrice = usePlanPrice();
  const [searchParams] = useSearchParams();
  const returnUrl = safeDestination(searchParams.get('returnUrl'));
  const currentPlan = auth.isAuthenticated ? (auth.isPremium ? 'premium' : 'free') : null;

  function actionFor(plan: Plan) {
    if (plan.id === 'free') {
      if (auth.isAuthenticated) return null;
      return (
        <ButtonLink to="/register" variant="secondary" className="w-full">
          {t('pricing.startFree')}
        </ButtonLink>
      );
    }
    if (auth.isPremium) {
      return (
        <ButtonLink to="/subscription/manage" variant="secondary" className="w-full">
          {t('actions.manage')}
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
        {t('upgrade.label', { price: planPrice(PLANS.premium) })}
      </ButtonLink>
    );
  }

  return (
    <BarePage
      aside={
        auth.isAuthenticated ? (
          <ButtonLink to={returnUrl ?? '/home'} variant="ghost" size="sm">
            {returnUrl ? t('pricing.back') : t('pricing.home')}
          </ButtonLink>
        ) : (
          <ButtonLink to={authUrlFor(pricingUrl(returnUrl))} variant="ghost" size="sm">
            {t('pricing.signIn')}
          </ButtonLink>
        )
      }
    >
      <div className="mx-auto max-w-4xl">
        <h1 className="text-center text-2xl font-bold sm:text-3xl">{t('pricing.title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-muted">{t('pricing.intro')}</p>
        {returnUrl && auth.isAuthenticated && !auth.isPremium ? (
          <div className="mx-auto mt-6 max-w-xl">
            <FormMessage tone="info">
              {t('pricing.needsPremium')} {t('messages:guardSubscription.description')}
            </FormMessage>
          </div>
        ) : null}
        <div className="mt-8">
          <PlanCards currentPlan={currentPlan} actionFor={actionFor} />
        </div>
        <p className="mt-6 text-center text-sm text-muted">{t('pricing.footnote')}</p>
      </div>
    </BarePage>
  );
}
