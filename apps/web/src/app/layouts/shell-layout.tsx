import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SkipLink } from '@/components/ui/skip-link';
import { prefetchVideoList } from '@/features/catalog/api/get-videos';
import { useIsMobileLayout } from '@/hooks/use-is-mobile-layout';
import { showsBottomBar } from '@/lib/device';
import { useAuthStore } from '@/stores/auth-store';
import { BottomBar } from './bottom-bar';
import { MobileHeader } from './mobile-header';
import { SiteHeader } from './site-header';

/** The normal page shell (spec §2 layouts): desktop or mobile header, main landmark, footer, mobile bottom bar. */
export function ShellLayout() {
  const mobile = useIsMobileLayout();
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const kids = useAuthStore((state) => state.isAuthenticated && state.viewerProfile?.kids === true);
  const { pathname } = useLocation();
  const bottomBar = showsBottomBar(mobile, signedIn, pathname);
  const queryClient = useQueryClient();

  useEffect(() => {
    // Spec §9: the video list (limit=20) is prefetched as the app starts; /browse and the home hero read it.
    void prefetchVideoList(queryClient);
  }, [queryClient]);

  return (
    <div
      className={clsx('flex min-h-dvh flex-col', bottomBar && 'pb-20')}
      data-layout={mobile ? 'mobile' : 'desktop'}
    >
      <SkipLink />
      {mobile ? <MobileHeader /> : <SiteHeader />}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter signedIn={signedIn} kids={kids} />
      {bottomBar ? <BottomBar kids={kids} /> : null}
    </div>
  );
}
