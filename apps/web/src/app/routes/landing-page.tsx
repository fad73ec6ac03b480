import { MESSAGES } from '@mzansi/contracts/messages';
import { PLANS, formatRands, type Plan } from '@mzansi/contracts/plans';
import { clsx } from 'clsx';
import { Check, Play } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { SiteFooter } from '@/components/layout/site-footer';
import { ButtonLink } from '@/components/ui/button';
import { SkipLink } from '@/components/ui/skip-link';
import { usePublicVideos } from '@/features/catalog/api/get-public-videos';
import { PosterRow, PosterRowSkeleton } from '@/features/catalog/components/poster-row';
import { Avatar } from '@/components/ui/avatar';
import { useAuth } from '@/hooks/use-auth';
import { showToast } from '@/stores/ui-store';

const STRIP_LIMIT = 10;

function priceLabel(plan: Plan): string {
  return plan.price === 0 ? 'R0' : `${formatRands(plan.price)}/month`;
}

function PosterStrip() {
  const { data, isPending, isError } = usePublicVideos();
  // A failed or empty strip hides itself; the rest of the page still sells the service (DESIGN.md).
  if (isError || (data && data.length === 0)) return null;
  return (
    <section aria-labelledby="strip-heading" className="mx-auto max-w-[1440px] px-4 py-10 sm:px-6 lg:px-10">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="strip-heading" className="text-lg font-bold sm:text-xl">
          Streaming now
        </h2>
        <Link to="/home" className="rounded text-sm font-semibold text-link hover:underline">
          See all
        </Link>
      </div>
      {isPending ? (
        <PosterRowSkeleton />
      ) : (
        <PosterRow items={data.slice(0, STRIP_LIMIT)} label="Streaming now" />
      )}
    </section>
  );
}

function PlanCard({ plan, highlighted }: { plan: Plan; highlighted?: boolean }) {
  return (
    <div
      className={clsx(
        'flex flex-col rounded-2xl border bg-surface p-6',
        highlighted ? 'border-accent shadow-[0_0_0_1px_var(--color-accent)]' : 'border-border',
      )}
    >
      <h3 className="text-lg font-bold">{plan.name}</h3>
      <p className="mt-2 text-2xl font-bold">
        {priceLabel(plan)}
        {plan.price === 0 ? <span className="ml-2 text-base font-normal text-muted">forever</span> : null}
      </p>
      <ul className="mt-4 space-y-2 text-sm">
        {plan.features.map((feature) => (
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

/** `/` for visitors: pitch, a taste of the catalogue, the plans, and the way in. Its own header (no shell). */
export function LandingPage() {
  const premiumPrice = priceLabel(PLANS.premium);
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  const denied = searchParams.get('denied');

  useEffect(() => {
    // Spec §2/§8: the admin guard sends non-admins here with denied=admin.
    if (denied === 'admin') showToast({ type: 'error', ...MESSAGES.guardAdmin });
  }, [denied]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="absolute inset-x-0 top-0 z-40">
        <div className="mx-auto flex h-16 max-w-[1440px] items-center justify-between gap-4 px-4 sm:px-6 lg:px-10">
          <Logo />
          <nav aria-label="Account" className="flex items-center gap-2">
            {auth.isAuthenticated ? (
              <Link
                to="/home"
                className="inline-flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold hover:bg-surface-2"
              >
                <Avatar initials={auth.initials} src={auth.avatarUrl} size="sm" />
                Continue watching
              </Link>
            ) : (
              <>
                <ButtonLink to="/auth" variant="ghost" size="sm">
                  Sign in
                </ButtonLink>
                <ButtonLink to="/register" size="sm">
                  Sign up
                </ButtonLink>
              </>
            )}
          </nav>
        </div>
      </header>

      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <section
          aria-labelledby="hero-heading"
          className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top_left,color-mix(in_oklab,var(--color-primary)_28%,transparent),transparent_60%),radial-gradient(ellipse_at_bottom_right,color-mix(in_oklab,var(--color-accent)_22%,transparent),transparent_55%)]"
        >
          <div className="mx-auto max-w-[1440px] px-4 pt-32 pb-16 sm:px-6 sm:pt-40 sm:pb-24 lg:px-10">
            <p className="text-sm font-semibold tracking-widest text-link uppercase">Made in Mzansi</p>
            <h1 id="hero-heading" className="mt-3 max-w-3xl text-2xl font-bold sm:text-3xl">
              Our stories, streaming everywhere you are
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-muted">
              South African movies, series and documentaries in isiZulu, isiXhosa, Afrikaans, English and more
              — free trailers for everyone, every title with Premium for {premiumPrice}.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/home" size="lg">
                <Play className="size-5" aria-hidden="true" />
                Start watching
              </ButtonLink>
              <ButtonLink to="/register" size="lg" variant="secondary">
                Sign up
              </ButtonLink>
            </div>
          </div>
        </section>

        <PosterStrip />

        <section
          aria-labelledby="plans-heading"
          className="mx-auto max-w-[1440px] px-4 py-10 sm:px-6 lg:px-10"
        >
          <h2 id="plans-heading" className="text-lg font-bold sm:text-xl">
            Start free. Go Premium when you&apos;re ready.
          </h2>
          <p className="mt-2 max-w-2xl text-base text-muted">
            Free gets you every trailer. Premium unlocks every title in HD, on up to{' '}
            {PLANS.premium.max_devices} devices at a time.
          </p>
          <div className="mt-6 grid max-w-4xl gap-4 md:grid-cols-2">
            <PlanCard plan={PLANS.free} />
            <PlanCard plan={PLANS.premium} highlighted />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/register" variant="premium">
              Start Premium — {premiumPrice}
            </ButtonLink>
            <ButtonLink to="/pricing" variant="ghost">
              Compare plans
            </ButtonLink>
          </div>
        </section>
      </main>

      <SiteFooter />
    </div>
  );
}
