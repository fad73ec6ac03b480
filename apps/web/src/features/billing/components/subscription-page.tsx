import type { UserSubscription } from '@mzansi/contracts/billing';
import { formatDate } from '@mzansi/i18n/format';
import { PLANS } from '@mzansi/contracts/plans';
import { clsx } from 'clsx';
import { Crown, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BarePage } from '@/components/layout/bare-page';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { useLanguage } from '@/lib/i18n';
import { useUserSubscription } from '../api/subscription';
import { SHORT_DATE } from '../lib/dates';
import { planFeatureKey, SUBSCRIPTION_STATUS_KEYS } from '../lib/labels';
import { WithStrong } from '@/components/ui/with-strong';
import { UpgradeButton } from './upgrade-button';

const SKELETON = 'rounded bg-surface-2 motion-safe:animate-pulse';

function OverviewSkeleton() {
  const { t } = useTranslation('billing');
  return (
    <div role="status" aria-busy="true" className="mt-6 rounded-2xl border border-border bg-surface p-6">
      <span className="sr-only">{t('overview.loading')}</span>
      <div aria-hidden="true">
        <div className={clsx(SKELETON, 'h-6 w-32')} />
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className={clsx(SKELETON, 'h-10')} />
          ))}
        </div>
        <div className={clsx(SKELETON, 'mt-6 h-11 w-56')} />
      </div>
    </div>
  );
}

/** The line that says where the plan stands: past due, ending, renewing, or free. */
function StandingLine({ data }: { data: UserSubscription }) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  if (data.grace_until) {
    return (
      <p className="mt-3 text-sm">
        <strong>{t('overview.pastDueLabel')}</strong>{' '}
        {t('overview.pastDue', { date: formatDate(language, data.grace_until, SHORT_DATE) })}
      </p>
    );
  }
  if (data.ends_at) {
    return (
      <p className="mt-3 text-base">
        <WithStrong text={(date) => t('overview.endsOn', { date })}>
          {formatDate(language, data.ends_at, SHORT_DATE)}
        </WithStrong>
      </p>
    );
  }
  if (data.renewal_date) {
    return (
      <p className="mt-3 text-base">
        <WithStrong text={(date) => t('overview.renewsOn', { date })}>
          {formatDate(language, data.renewal_date, SHORT_DATE)}
        </WithStrong>
      </p>
    );
  }
  return data.subscription.is_premium ? null : (
    <p className="mt-3 text-base text-muted">{t('overview.freePitch')}</p>
  );
}

function Overview() {
  const query = useUserSubscription();
  const { t } = useTranslation('billing');
  if (query.isPending) return <OverviewSkeleton />;
  if (query.isError) {
    return (
      <QueryErrorState
        className="mt-6"
        title={t('overview.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const data = query.data;
  const { subscription, allowed } = data;
  const premium = subscription.is_premium;
  const plan = premium ? PLANS.premium : PLANS.free;
  const Icon = premium ? Crown : Sparkles;

  return (
    <section
      aria-labelledby="current-plan"
      className={clsx(
        'mt-6 rounded-2xl border bg-surface p-6',
        premium ? 'border-accent/60' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="current-plan" className="flex items-center gap-2 text-lg font-bold">
          <Icon className={premium ? 'size-5 text-accent' : 'size-5 text-link'} aria-hidden="true" />
          {premium ? t('plan.premium') : t('plan.freeTier')}
        </h2>
        <span className="rounded bg-surface-3 px-2 py-0.5 text-xs font-semibold">
          <span className="sr-only">{t('overview.statusLabel')} </span>
          {subscription.status in SUBSCRIPTION_STATUS_KEYS
            ? t(SUBSCRIPTION_STATUS_KEYS[subscription.status])
            : subscription.status}
        </span>
      </div>
      <StandingLine data={data} />

      <h3 id="plan-includes" className="mt-6 text-base font-semibold">
        {t('overview.includes')}
      </h3>
      <dl aria-labelledby="plan-includes" className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div className="rounded-md bg-surface-2 p-3">
          <dt className="text-muted">{t('overview.quality')}</dt>
          <dd className="font-semibold">{allowed.video_quality}</dd>
        </div>
        <div className="rounded-md bg-surface-2 p-3">
          <dt className="text-muted">{t('overview.devices')}</dt>
          <dd className="font-semibold">{allowed.max_devices}</dd>
        </div>
        <div className="rounded-md bg-surface-2 p-3">
          <dt className="text-muted">{t('overview.downloads')}</dt>
          <dd className="font-semibold">
            {allowed.offline_downloads ? allowed.max_downloads : t('overview.none')}
          </dd>
        </div>
        <div className="rounded-md bg-surface-2 p-3">
          <dt className="text-muted">{t('overview.ads')}</dt>
          <dd className="font-semibold">{allowed.has_ads ? t('overview.withAds') : t('overview.noAds')}</dd>
        </div>
      </dl>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-muted">
        {plan.features.map((feature) => {
          const key = planFeatureKey(feature);
          return <li key={feature}>{key ? t(key) : feature}</li>;
        })}
      </ul>

      <div className="mt-6 flex flex-wrap gap-3">
        {premium ? (
          <ButtonLink to="/subscription/manage">{t('actions.manage')}</ButtonLink>
        ) : (
          <>
            <UpgradeButton returnUrl="/subscription" />
            <ButtonLink to="/pricing" variant="ghost">
              {t('overview.comparePlans')}
            </ButtonLink>
          </>
        )}
      </div>
      <p className="mt-4 text-sm text-muted">
        {premium ? t('overview.premiumLinkIntro') : t('overview.freeLinkIntro')}{' '}
        <AppLink to="/subscription/manage" className="rounded font-semibold text-link hover:underline">
          {premium ? t('overview.premiumLink') : t('overview.freeLink')}
        </AppLink>
      </p>
    </section>
  );
}

/**
 * /subscription (spec §2, in the navigation, no shell): the overview. Your plan, where it stands, what it includes,
 * and the one thing to do next: Upgrade, or Manage subscription. Billing itself (cancel or resume, the payment
 * method, the payments) lives on /subscription/manage (D61).
 */
export function SubscriptionPage() {
  const { t } = useTranslation('billing');
  return (
    <BarePage
      aside={
        <ButtonLink to="/home" variant="ghost" size="sm">
          {t('overview.home')}
        </ButtonLink>
      }
    >
      <div className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold">{t('overview.title')}</h1>
        <Overview />
      </div>
    </BarePage>
  );
}
