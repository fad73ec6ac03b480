import { PLANS, type Plan } from '@mzansi/contracts/plans';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useAuth } from '@/hooks/use-auth';
import { authUrlFor, safeDestination } from '@/lib/auth-redirect';
import { useUiStore } from '@/stores/ui-store';
import { usePlanPrice } from '../api/plan-price';
import { pricingUrl } from '../lib/labels';
import { PlanCards } from './plan-cards';
import { UpgradeButton } from './upgrade-button';

/**
 * The shared subscription modal (spec §2): the plans. A signed-in free user starts checkout from here and comes back
 * to this page after paying; a visitor signs up first, then picks up at /pricing with the way back kept.
 */
export function SubscriptionModal() {
  const closeModal = useUiStore((state) => state.closeModal);
  const auth = useAuth();
  const { t } = useTranslation('billing');
  const planPrice = usePlanPrice();
  const location = useLocation();
  const here = safeDestination(`${location.pathname}${location.search}${location.hash}`);

  function actionFor(plan: Plan) {
    if (plan.id !== 'premium' || auth.isPremium) return null;
    if (auth.isAuthenticated) return <UpgradeButton returnUrl={here} className="w-full" />;
    return (
      <ButtonLink
        to={authUrlFor(pricingUrl(here), { tab: 'register', reason: 'subscription' })}
        variant="premium"
        className="w-full"
        onClick={closeModal}
      >
        {t('upgrade.signUp', { price: planPrice(PLANS.premium) })}
      </ButtonLink>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeModal()}
      title={t('modal.title')}
      description={t('modal.description')}
      className="sm:w-[min(48rem,calc(100vw-2rem))]"
    >
      <PlanCards
        currentPlan={auth.isAuthenticated ? (auth.isPremium ? 'premium' : 'free') : null}
        actionFor={actionFor}
        headingLevel={3}
      />
    </Dialog>
  );
}
