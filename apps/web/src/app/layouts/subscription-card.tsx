import { PLANS, formatRands } from '@mzansi/contracts/plans';
import { Crown, Sparkles } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

/** Spec §2: the drawer's subscription status card: Premium, or Free Tier with an Upgrade button. */
export function SubscriptionCard({ premium, onNavigate }: { premium: boolean; onNavigate?: () => void }) {
  if (premium) {
    return (
      <section
        aria-label="Subscription status"
        className="rounded-xl border border-accent/50 bg-accent/10 p-4"
      >
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Crown className="size-4 text-accent" aria-hidden="true" />
          Premium
        </p>
        <p className="mt-1 text-sm text-muted">
          Every title in HD on up to {PLANS.premium.max_devices} devices.
        </p>
      </section>
    );
  }
  return (
    <section aria-label="Subscription status" className="rounded-xl border border-border bg-surface-2 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Sparkles className="size-4 text-link" aria-hidden="true" />
        Free Tier
      </p>
      <p className="mt-1 text-sm text-muted">
        Trailers only. Premium unlocks everything for {formatRands(PLANS.premium.price)}/month.
      </p>
      <ButtonLink to="/pricing" variant="premium" size="sm" className="mt-3 w-full" onClick={onNavigate}>
        Upgrade
      </ButtonLink>
    </section>
  );
}
