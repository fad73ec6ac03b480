import { CircleX } from 'lucide-react';
import { BarePage } from '@/components/layout/bare-page';
import { ButtonLink } from '@/components/ui/button';

/** /payment/cancel (no shell): nothing was charged; back to the plans or home. */
export function PaymentCancelPage() {
  return (
    <BarePage>
      <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
        <CircleX className="size-12 text-muted" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Payment cancelled</h1>
        <p className="text-base text-muted">
          Nothing was charged. You can choose a plan again whenever you are ready.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to="/pricing">See plans</ButtonLink>
          <ButtonLink to="/home" variant="secondary">
            Back to Home
          </ButtonLink>
        </div>
      </div>
    </BarePage>
  );
}
