import { formatRands as formatRandsEnglish, type Plan } from '@mzansi/contracts/plans';
import type { Language } from '@mzansi/i18n/languages';
import { formatRands } from '@mzansi/i18n/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';

/**
 * Rands from cents in the interface language: "R59", "R59,50" (af-ZA). English keeps the app's own "R59.50"
 * (DESIGN.md: rands as R59), which the other languages' locales write their own way.
 */
export function rands(language: Language, cents: number): string {
  return language === 'en' ? formatRandsEnglish(cents) : formatRands(language, cents);
}

/** "R0" or "R59/month" (DESIGN.md: rands as R59), in the interface language ("R59/maand"). */
export function usePlanPrice(): (plan: Plan) => string {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  return (plan) =>
    plan.price === 0 ? rands(language, 0) : t('price.perMonth', { price: rands(language, plan.price) });
}
