import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { PAGE_CONTAINER } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';
import { refreshSession } from '@/stores/auth-store';

/** /payment/success: the gateway sent the user back; the session is re-read so Premium shows at once. */
export function PaymentSuccessPage() {
  useEffect(() => {
    void refreshSession();
  }, []);
  return (
    <div className={PAGE_CONTAINER}>
      <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
        <CircleCheck className="size-12 text-accent" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Payment received</h1>
        <p className="text-base text-muted">
          Thank you. Your Premium starts as soon as the payment is confirmed, usually within a minute.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to="/home">Start watching</ButtonLink>
          <ButtonLink to="/subscription" variant="secondary">
            Your subscription
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
