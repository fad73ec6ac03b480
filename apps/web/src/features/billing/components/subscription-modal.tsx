import { PLANS, type Plan } from '@mzansi/contracts/plans';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useAuth } from '@/hooks/use-auth';
import { useUiStore } from '@/stores/ui-store';
import { planPrice } from '../api/plan-price';
import { PlanCards } from './plan-cards';

/** The shared subscription modal (spec §2): the plans, and Upgrade to /pricing. */
export function SubscriptionModal() {
  const closeModal = useUiStore((state) => state.closeModal);
  const auth = useAuth();

  function actionFor(plan: Plan) {
    if (plan.id !== 'premium' || auth.isPremium) return null;
    return (
      <ButtonLink to="/pricing" variant="premium" className="w-full" onClick={closeModal}>
        Upgrade — {planPrice(PLANS.premium)}
      </ButtonLink>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeModal()}
      title="Go Premium to watch"
      description="Free plays trailers. Premium plays every movie, series and documentary in HD."
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
