import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BarePage } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { safeDestination } from '@/lib/auth-redirect';
import { useAbandonCheckout } from '../api/checkout';
import { applySubscriptionSummary } from '../api/subscription';
import { pricingUrl } from '../lib/labels';

/**
 * /payment/cancel (no shell): the user left the gateway without paying. The checkout is marked abandoned (when the
 * gateway gave its reference); nothing was charged; try again or go back.
 */
export function PaymentCancelPage() {
  const [searchParams] = useSearchParams();
  const reference = searchParams.get('reference')?.trim() || null;
  const returnUrl = safeDestination(searchParams.get('returnUrl'));
  const abandon = useAbandonCheckout();
  const { t } = useTranslation('billing');
  const { mutate } = abandon;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per reference (StrictMode runs effects twice).
    if (!reference || sentFor.current === reference) return;
    sentFor.current = reference;
    mutate(reference, {
      onSuccess: (response) => {
        if (response.payment.status === 'complete') applySubscriptionSummary(response.subscription);
      },
    });
  }, [reference, mutate]);

  // The payment went through after all (paid, then the cancel link pressed): say so rather than "cancelled".
  const paidAfterAll = abandon.data?.payment.status === 'complete';

  return (
    <BarePage>
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
        <div role="status" className="flex flex-col items-center gap-4">
          {paidAfterAll ? (
            <CircleCheck className="size-12 text-accent" aria-hidden="true" />
          ) : (
            <CircleX className="size-12 text-muted" aria-hidden="true" />
          )}
          <h1 className="text-2xl font-bold">
            {paidAfterAll ? t('cancelPage.paidTitle') : t('cancelPage.title')}
          </h1>
          <p className="text-base text-muted">
            {paidAfterAll ? t('cancelPage.paidBody') : t('cancelPage.body')}
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          {paidAfterAll ? null : <ButtonLink to={pricingUrl(returnUrl)}>{t('actions.tryAgain')}</ButtonLink>}
          <ButtonLink to={returnUrl ?? '/home'} variant={paidAfterAll ? 'primary' : 'secondary'}>
            {returnUrl ? t('cancelPage.backToWhereYouWere') : t('cancelPage.backHome')}
          </ButtonLink>
        </div>
      </div>
    </BarePage>
  );
}
