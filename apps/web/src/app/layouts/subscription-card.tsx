import { PLANS } from '@mzansi/contracts/plans';
import { formatRands } from '@mzansi/i18n/format';
import { Crown, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { useLanguage } from '@/lib/i18n';

/** Spec §2: the drawer's subscription status card: Premium, or Free Tier with an Upgrade button. */
export function SubscriptionCard({ premium, onNavigate }: { premium: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  if (premium) {
    return (
      <section aria-label={t('plan.status')} className="rounded-xl border border-accent/50 bg-accent/10 p-4">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Crown className="size-4 text-accent" aria-hidden="true" />
          {t('plan.premium')}
        </p>
        <p className="mt-1 text-sm text-muted">
          {t('plan.premiumBody', { devices: PLANS.premium.max_devices })}
        </p>
      </section>
    );
  }
  return (
    <section aria-label={t('plan.status')} className="rounded-xl border border-border bg-surface-2 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Sparkles className="size-4 text-link" aria-hidden="true" />
        {t('plan.freeTier')}
      </p>
      <p className="mt-1 text-sm text-muted">
        {t('plan.freeBody', { price: formatRands(language, PLANS.premium.price) })}
      </p>
      <ButtonLink to="/pricing" variant="premium" size="sm" className="mt-3 w-full" onClick={onNavigate}>
        {t('plan.upgrade')}
      </ButtonLink>
    </section>
  );
}
