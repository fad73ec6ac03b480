import { PLANS, type Plan, type PlanId } from '@mzansi/contracts/plans';
import { usePlanPrice } from '../api/plan-price';
import { planFeatureKey } from '../lib/labels';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Free and Premium side by side (spec §3/§9 plans), the current one marked. */
export function PlanCards({
  currentPlan,
  actionFor,
  headingLevel = 2,
}: {
  currentPlan: PlanId | null;
  actionFor?: (plan: Plan) => ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('billing');
  const planPrice = usePlanPrice();
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={t('cards.label')}>
      {[PLANS.free, PLANS.premium].map((plan) => {
        const current = plan.id === currentPlan;
        const premium = plan.id === 'premium';
        return (
          <li
            key={plan.id}
            aria-current={current ? 'true' : undefined}
            className={clsx(
              'flex flex-col rounded-2xl border bg-surface p-6',
              premium ? 'border-accent shadow-[0_0_0_1px_var(--color-accent)]' : 'border-border',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <Heading className="text-lg font-bold">{plan.name}</Heading>
              {current ? (
                <span className="rounded bg-surface-3 px-2 py-0.5 text-xs font-semibold">
                  {t('cards.yourPlan')}
                </span>
              ) : null}
            </div>
            <p className="mt-2 text-2xl font-bold">
              {planPrice(plan)}
              {plan.price === 0 ? (
                <span className="ml-2 text-base font-normal text-muted">{t('cards.forever')}</span>
              ) : null}
            </p>
            <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-xs">
              <div className="rounded-md bg-surface-2 p-2">
                <dt className="text-muted">{t('cards.quality')}</dt>
                <dd className="text-sm font-semibold">{plan.video_quality}</dd>
              </div>
              <div className="rounded-md bg-surface-2 p-2">
                <dt className="text-muted">{t('cards.devices')}</dt>
                <dd className="text-sm font-semibold">{plan.max_devices}</dd>
              </div>
              <div className="rounded-md bg-surface-2 p-2">
                <dt className="text-muted">{t('cards.downloads')}</dt>
                <dd className="text-sm font-semibold">
                  {plan.offline_downloads ? plan.max_downloads : t('cards.none')}
                </dd>
              </div>
            </dl>
            <ul className="mt-4 flex-1 space-y-2 text-sm">
              {plan.features.map((feature) => {
                const key = planFeatureKey(feature);
                return (
                  <li key={feature} className="flex gap-2">
                    <Check
                      className={clsx('mt-0.5 size-4 shrink-0', premium ? 'text-accent' : 'text-link')}
                      aria-hidden="true"
                    />
                    {key ? t(key) : feature}
                  </li>
                );
              })}
            </ul>
            {actionFor ? <div className="mt-6">{actionFor(plan)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
