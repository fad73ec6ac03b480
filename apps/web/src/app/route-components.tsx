import type { ComponentType } from 'react';
import { NotFoundPage } from './routes/not-found-page';

/**
 * The page of each route id of the contracts' route table (spec §2). The 404 ships in the app's entry chunk; every
 * other page is its own chunk, loaded on navigation or preloaded (spec §9). A first load of / does not start the
 * app at all (main.tsx renders the landing page on its own); this entry serves client-side navigations to /.
 * Redirect-only ids (login, register, plans, auth-callback-alias) have no page.
 */
export interface RouteComponentEntry {
  /** resolves the page component (a dynamic import) */
  load: () => Promise<ComponentType>;
  /** already in the entry chunk */
  eager?: ComponentType;
}

function eager(Component: ComponentType): RouteComponentEntry {
  return { load: () => Promise.resolve(Component), eager: Component };
}

export const ROUTE_COMPONENTS: Record<string, RouteComponentEntry> = {
  landing: { load: () => import('./routes/landing-route').then((m) => m.LandingRoute) },
  'not-found': eager(NotFoundPage),
  auth: { load: () => import('@/features/auth/components/auth-page').then((m) => m.AuthPage) },
  'auth-callback': {
    load: () => import('@/features/auth/components/auth-callback-page').then((m) => m.AuthCallbackPage),
  },
  pricing: { load: () => import('@/features/billing/components/pricing-page').then((m) => m.PricingPage) },
  home: { load: () => import('./routes/home-page').then((m) => m.HomePage) },
  browse: { load: () => import('@/features/catalog/components/browse-page').then((m) => m.BrowsePage) },
  'browse-category': {
    load: () => import('@/features/catalog/components/browse-page').then((m) => m.BrowsePage),
  },
  search: { load: () => import('@/features/catalog/components/search-page').then((m) => m.SearchPage) },
  discover: { load: () => import('@/features/catalog/components/discover-page').then((m) => m.DiscoverPage) },
  recommendations: {
    load: () =>
      import('@/features/catalog/components/recommendations-page').then((m) => m.RecommendationsPage),
  },
  library: { load: () => import('@/features/catalog/components/library-page').then((m) => m.LibraryPage) },
  watch: { load: () => import('./routes/watch-page').then((m) => m.WatchPage) },
  profile: { load: () => import('@/features/account/components/profile-page').then((m) => m.ProfilePage) },
  settings: { load: () => import('@/features/account/components/settings-page').then((m) => m.SettingsPage) },
  watchlist: { load: () => import('./routes/my-list-page').then((m) => m.MyListPage) },
  'my-list': { load: () => import('./routes/my-list-page').then((m) => m.MyListPage) },
  list: { load: () => import('./routes/my-list-page').then((m) => m.MyListPage) },
  history: { load: () => import('@/features/history/components/history-page').then((m) => m.HistoryPage) },
  subscription: {
    load: () => import('@/features/billing/components/subscription-page').then((m) => m.SubscriptionPage),
  },
  'subscription-manage': {
    load: () =>
      import('@/features/billing/components/subscription-manage-page').then((m) => m.SubscriptionManagePage),
  },
  'payment-success': {
    load: () =>
      import('@/features/billing/components/payment-success-page').then((m) => m.PaymentSuccessPage),
  },
  'payment-cancel': {
    load: () => import('@/features/billing/components/payment-cancel-page').then((m) => m.PaymentCancelPage),
  },
  // The admin page shows the studio under the users; features do not import each other, so it is handed in here.
  admin: {
    load: () =>
      Promise.all([
        import('@/features/admin/components/admin-page'),
        import('@/features/studio/components/studio-workspace'),
      ]).then(
        ([{ AdminPage }, { StudioWorkspace }]) =>
          function AdminRoute() {
            return <AdminPage studio={<StudioWorkspace headingLevel={3} />} />;
          },
      ),
  },
  studio: { load: () => import('@/features/studio/components/studio-page').then((m) => m.StudioPage) },
  terms: { load: () => import('@/features/legal/pages/terms-page').then((m) => m.TermsPage) },
  privacy: { load: () => import('@/features/legal/pages/privacy-page').then((m) => m.PrivacyPage) },
  cookies: { load: () => import('@/features/legal/pages/cookies-page').then((m) => m.CookiesPage) },
  accessibility: {
    load: () => import('@/features/legal/pages/accessibility-page').then((m) => m.AccessibilityPage),
  },
  feedback: { load: () => import('@/features/legal/pages/feedback-page').then((m) => m.FeedbackPage) },
  sitemap: { load: () => import('./routes/sitemap-page').then((m) => m.SitemapPage) },
};

/** The shell layout chunk (header, drawers, bottom bar, footer). */
export function loadShellLayout() {
  return import('./layouts/shell-layout').then((m) => m.ShellLayout);
}
