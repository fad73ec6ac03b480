import type { VideoListItem } from '@mzansi/contracts/catalogue';
import { PLANS, type Plan } from '@mzansi/contracts/plans';
import { formatRands } from '@mzansi/i18n/format';
import type { Language } from '@mzansi/i18n/languages';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, Play } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/layout/logo';
import { SiteFooter } from '@/components/layout/site-footer';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { AppLink } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button-styles';
import { SkipLink } from '@/components/ui/skip-link';
import { LANDING_TITLES, landingTitlesQueryOptions } from '@/features/catalog/api/page-data';
import { PosterRow, PosterRowSkeleton } from '@/features/catalog/components/poster-row';
import { useAuth } from '@/hooks/use-auth';
import { translate, useLanguage } from '@/lib/i18n';
import { LANDING_TRAILER_ATTRIBUTE } from '../landing/landing-trailer-attribute';

/**
 * `/` for visitors, and for signed-in people who come back to it (the admin guard sends them here with denied=admin):
 * they get their own calls to action and footer. A first load of / is drawn by the server and runs no React at all
 * (app/landing/landing-islands.ts wires its two controls, the theme toggle and the trailer; issue 15: initial JS
 * <= 50 KiB gzip), so everything else on it is a plain link. Inside the app (a client-side navigation to /) the same
 * component renders and its controls are React's.
 */

const HeroTrailer = lazy(() =>
  import('@/features/player/components/hero-trailer').then((m) => ({ default: m.HeroTrailer })),
);

function priceLabel(plan: Plan, language: Language): string {
  return plan.price === 0
    ? formatRands(language, 0)
    : translate('common:landing.perMonth', { price: formatRands(language, plan.price) });
}

/** Each plan's features in the interface language (the plan table's own are English). */
function planFeatures(plan: Plan): string[] {
  if (plan.id === 'free') {
    return [
      translate('common:plans.features.watchTrailers'),
      translate('common:plans.features.sdQuality'),
      translate('common:plans.features.oneDevice'),
      translate('common:plans.features.listAndHistory'),
      translate('common:plans.features.withAds'),
    ];
  }
  return [
    translate('common:plans.features.everything'),
    translate('common:plans.features.hdQuality'),
    translate('common:plans.features.devices', { count: plan.max_devices }),
    translate('common:plans.features.downloads', { count: plan.max_downloads }),
    translate('common:plans.features.noAds'),
  ];
}

type TitlesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: VideoListItem[] };

/** GET /api/videos?limit=12&sort=new, in the page as the server drew it. */
function useLandingTitles(): TitlesState {
  const query = useQuery(landingTitlesQueryOptions());
  if (query.data) return { status: 'ready', items: query.data.items };
  return query.isError ? { status: 'error' } : { status: 'loading' };
}

function PosterStrip({ titles }: { titles: TitlesState }) {
  const { t } = useTranslation('common');
  // A failed or empty strip hides itself; the rest of the page still sells the service (DESIGN.md).
  if (titles.status === 'error' || (titles.status === 'ready' && titles.items.length === 0)) return null;
  return (
    <section aria-labelledby="strip-heading" className="mx-auto max-w-[1440px] px-4 py-10 sm:px-6 lg:px-10">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="strip-heading" className="text-lg font-bold sm:text-xl">
          {t('landing.streamingNow')}
        </h2>
        <AppLink to="/home" className="rounded text-sm font-semibold text-link hover:underline">
          {t('actions.seeAll')}
        </AppLink>
      </div>
      {titles.status === 'loading' ? (
        <PosterRowSkeleton />
      ) : (
        <PosterRow items={titles.items.slice(0, LANDING_TITLES.strip)} label={t('landing.streamingNow')} />
      )}
    </section>
  );
}

/** The hero's featured title: its backdrop, and its trailer playing in place when asked (free for everyone). */
function FeaturedTrailer({ titles }: { titles: TitlesState }) {
  const { t } = useTranslation('common');
  const [playing, setPlaying] = useState(false);
  const featured =
    titles.status === 'ready'
      ? titles.items.find((item) => item.trailerVideoId && item.backdrop.src)
      : undefined;
  if (titles.status !== 'loading' && !featured) return null;

  return (
    <figure className="relative aspect-video w-full overflow-hidden rounded-2xl bg-surface-2 shadow-2xl ring-1 ring-border/60">
      {!featured ? (
        <div className="size-full animate-pulse bg-surface-3" aria-hidden="true" />
      ) : playing ? (
        <Suspense fallback={<div className="size-full bg-black" aria-hidden="true" />}>
          <HeroTrailer
            videoId={featured.trailerVideoId!}
            title={featured.title}
            poster={featured.backdrop.src}
          />
        </Suspense>
      ) : (
        <>
          <img
            src={featured.backdrop.src}
            srcSet={featured.backdrop.srcSet || undefined}
            // The server preloads this image with the same sizes (the page's largest paint).
            sizes="(min-width: 1024px) 560px, 100vw"
            width={featured.backdrop.width || 1280}
            height={featured.backdrop.height || 720}
            alt=""
            fetchPriority="high"
            className="size-full object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/20 to-transparent" />
          <figcaption className="absolute inset-x-0 bottom-0 flex flex-wrap items-end justify-between gap-3 p-4 text-white sm:p-6">
            <span className="min-w-0">
              <span className="block text-xs font-semibold tracking-widest uppercase opacity-80">
                {t('landing.nowStreaming')}
              </span>
              <span className="block truncate text-lg font-bold sm:text-xl">{featured.title}</span>
            </span>
            <button
              type="button"
              onClick={() => setPlaying(true)}
              // What the landing page's own script needs to play it where React does not run (landing-islands.ts).
              {...{
                [LANDING_TRAILER_ATTRIBUTE]: JSON.stringify({
                  videoId: featured.trailerVideoId,
                  title: featured.title,
                  poster: featured.backdrop.src,
                }),
              }}
              // The visible words first, then which title (WCAG 2.5.3).
              aria-label={t('landing.watchTrailerOf', { title: featured.title })}
              className={buttonClasses({ variant: 'primary' })}
            >
              <Play className="size-5" aria-hidden="true" />
              {t('landing.watchTrailer')}
            </button>
          </figcaption>
        </>
      )}
    </figure>
  );
}

function PlanCard({ plan, highlighted }: { plan: Plan; highlighted?: boolean }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <div
      className={clsx(
        'flex flex-col rounded-2xl border bg-surface p-6',
        highlighted ? 'border-accent shadow-[0_0_0_1px_var(--color-accent)]' : 'border-border',
      )}
    >
      <h3 className="text-lg font-bold">{plan.name}</h3>
      <p className="mt-2 text-2xl font-bold">
        {priceLabel(plan, language)}
        {plan.price === 0 ? (
          <span className="ml-2 text-base font-normal text-muted">{t('landing.forever')}</span>
        ) : null}
      </p>
      <ul className="mt-4 space-y-2 text-sm">
        {planFeatures(plan).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check
              className={clsx('mt-0.5 size-4 shrink-0', highlighted ? 'text-accent' : 'text-link')}
              aria-hidden="true"
            />
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec §2/§8: the admin guard sends non-admins here with `denied=admin`. */
function DeniedNotice() {
  const { t } = useTranslation('messages');
  return (
    <div role="alert" className="mx-auto max-w-[1440px] px-4 pt-20 sm:px-6 lg:px-10">
      <div className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
        <p className="font-semibold">{t('guardAdmin.title')}</p>
        <p className="text-muted">{t('guardAdmin.description')}</p>
      </div>
    </div>
  );
}

/** `/`: pitch, a trailer to play, a taste of the catalogue, the plans, and the way in. Its own header (no shell). */
export function LandingPage({ denied }: { denied?: string | null }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const premiumPrice = priceLabel(PLANS.premium, language);
  const auth = useAuth();
  // Signed-in people land here too (the admin guard sends them with denied=admin): no Sign up for them.
  const signedIn = auth.isAuthenticated;
  const titles = useLandingTitles();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="absolute inset-x-0 top-0 z-40">
        <div className="mx-auto flex h-16 max-w-[1440px] items-center justify-between gap-4 px-4 sm:px-6 lg:px-10">
          <Logo />
          <nav aria-label={t('nav.account')} className="flex items-center gap-2">
            <ThemeToggle />
            {signedIn ? (
              <AppLink
                to="/home"
                className="inline-flex items-center gap-2 rounded-full py-1 pl-1 text-sm font-semibold hover:bg-surface-2 sm:pr-3"
              >
                <Avatar initials={auth.initials} src={auth.avatarUrl} size="sm" />
                {/* On a phone the avatar alone, beside the logo and its tagline; the words stay for screen readers. */}
                <span className="max-sm:sr-only">{t('landing.continueWatching')}</span>
              </AppLink>
            ) : (
              <>
                <AppLink to="/auth" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  {t('nav.signIn')}
                </AppLink>
                {/* On a phone the hero's own Sign up is a thumb away; the header keeps room for the tagline. */}
                <AppLink to="/register" className={buttonClasses({ size: 'sm', className: 'max-sm:hidden' })}>
                  {t('nav.signUp')}
                </AppLink>
              </>
            )}
          </nav>
        </div>
      </header>

      {denied === 'admin' ? <DeniedNotice /> : null}

      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <section
          aria-labelledby="hero-heading"
          className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top_left,color-mix(in_oklab,var(--color-primary)_28%,transparent),transparent_60%),radial-gradient(ellipse_at_bottom_right,color-mix(in_oklab,var(--color-accent)_22%,transparent),transparent_55%)]"
        >
          <div
            className={clsx(
              'mx-auto grid max-w-[1440px] items-center gap-10 px-4 pb-16 sm:px-6 sm:pb-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,560px)] lg:px-10',
              denied === 'admin' ? 'pt-10' : 'pt-32 sm:pt-40',
            )}
          >
            <div>
              <p className="text-sm font-semibold tracking-widest text-link uppercase">
                {t('landing.eyebrow')}
              </p>
              <h1 id="hero-heading" className="mt-3 max-w-3xl text-2xl font-bold sm:text-3xl">
                {t('landing.heading')}
              </h1>
              <p className="mt-4 max-w-2xl text-lg text-muted">
                {t('landing.pitch', { price: premiumPrice })}
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                {signedIn ? (
                  <>
                    <AppLink to="/home" className={buttonClasses({ size: 'lg' })}>
                      <Play className="size-5" aria-hidden="true" />
                      {t('landing.goHome')}
                    </AppLink>
                    <AppLink to="/browse" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
                      {t('nav.browse')}
                    </AppLink>
                  </>
                ) : (
                  <>
                    <AppLink to="/home" className={buttonClasses({ size: 'lg' })}>
                      <Play className="size-5" aria-hidden="true" />
                      {t('landing.startWatching')}
                    </AppLink>
                    <AppLink to="/register" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
                      {t('nav.signUp')}
                    </AppLink>
                  </>
                )}
              </div>
            </div>
            <FeaturedTrailer titles={titles} />
          </div>
        </section>

        <PosterStrip titles={titles} />

        <section
          aria-labelledby="plans-heading"
          className="mx-auto max-w-[1440px] px-4 py-10 sm:px-6 lg:px-10"
        >
          <h2 id="plans-heading" className="text-lg font-bold sm:text-xl">
            {t('landing.plansHeading')}
          </h2>
          <p className="mt-2 max-w-2xl text-base text-muted">
            {t('landing.plansBody', { devices: PLANS.premium.max_devices })}
          </p>
          <div className="mt-6 grid max-w-4xl gap-4 md:grid-cols-2">
            <PlanCard plan={PLANS.free} />
            <PlanCard plan={PLANS.premium} highlighted />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            {auth.isPremium ? (
              <AppLink to="/subscription" className={buttonClasses({ variant: 'premium' })}>
                {t('landing.yourSubscription')}
              </AppLink>
            ) : (
              // A signed-in free user upgrades from the plans page; a visitor makes an account first.
              <AppLink
                to={signedIn ? '/pricing' : '/register'}
                className={buttonClasses({ variant: 'premium' })}
              >
                {t('landing.startPremium', { price: premiumPrice })}
              </AppLink>
            )}
            <AppLink to="/pricing" className={buttonClasses({ variant: 'ghost' })}>
              {t('landing.comparePlans')}
            </AppLink>
          </div>
        </section>
      </main>

      <SiteFooter signedIn={signedIn} />
    </div>
  );
}
