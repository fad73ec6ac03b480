import { PLANS } from '@mzansi/contracts/plans';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ButtonSize } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { useUiStore } from '@/stores/ui-store';
import { useCheckout } from '../api/checkout';
import { usePlanPrice } from '../api/plan-price';

/**
 * Starts Premium checkout for a signed-in free user: asks the server for the gateway's form and posts it. Pending
 * from the press until the browser has left (a failure shows "Action failed" with the reason and re-enables it).
 */
export function UpgradeButton({
  returnUrl,
  label,
  size,
  className,
}: {
  /** where the gateway sends the user back to afterwards (a same-origin path) */
  returnUrl?: string | null;
  label?: string;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation('billing');
  const planPrice = usePlanPrice();
  const opening = t('upgrade.opening');
  const checkout = useCheckout();
  const { reset } = checkout;
  // Submitted means the browser is on its way to the gateway; keep saying so until the page is gone.
  const busy = checkout.isPending || checkout.isSuccess;
  const handedOff = checkout.isSuccess;

  useEffect(() => {
    // The hand-off to the gateway is a wait nothing on the page can shorten: the loading overlay (spec §2) says so
    // and keeps the page from being used meanwhile, until the browser has left (or comes back through bfcache).
    if (!handedOff) return;
    const { setGlobalLoading } = useUiStore.getState();
    setGlobalLoading(true, opening);
    return () => setGlobalLoading(false);
  }, [handedOff, opening]);

  useEffect(() => {
    // Back from the gateway through the browser's back/forward cache: the button works again.
    function handlePageShow(event: PageTransitionEvent) {
      if (event.persisted) reset();
    }
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, [reset]);

  return (
    <Button
      variant="premium"
      size={size}
      className={className}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => checkout.mutate({ returnUrl })}
    >
      {busy ? <Spinner className="size-4" /> : null}
      {busy ? opening : (label ?? t('upgrade.label', { price: planPrice(PLANS.premium) }))}
    </Button>
  );
}
