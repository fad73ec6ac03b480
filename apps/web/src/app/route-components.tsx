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
  /**
   * The module `load` imports, as the build's manifest names it: a page the server draws tells the server which
   * chunks to preload for its hydration (entry-server.tsx). route-components.test.ts checks each one exists.
   */
  source?: string;
  /** already in the entry chunk */
  eager?: ComponentType;
}

function eager(Component: ComponentType): RouteComponentEntry {
  return { load: () => Promise.resolve(Component), eager: Component };
}

export const ROUTE_COMPONENTS: Record<string, RouteComponentEntry> = {
  landing: {
    source: 'src/app/routes/landing-route.tsx',
    load: () => import('./routes/landing-route').then((m) => m.LandingRoute),
  },
  'not-found': eager(NotFoundPage),
  auth: {
    source: 'src/features/auth/components/auth-page.tsx',
    load: () => import('@/features/auth/components/auth-page').then((m) => m.AuthPage),
  },
  'auth-callback': {
    source: 'src/features/auth/components/auth-callback-page.tsx',
    load: () => import('@/features/auth/components/auth-callback-page').then((m) => m.AuthCallbackPage),
  },
  pricing: {
    source: 'src/features/billing/components/pricing-page.tsx',
    load: () => import('@/features/billing/components/pricing-page').then((m) => m.PricingPage),
  },
  home: {
    source: 'src/app/routes/home-page.tsx',
    load: () => import('./routes/home-page').then((m) => m.HomePage),
  },
  browse: {
    source: 'src/features/catalog/components/browse-page.tsx',
    load: () => import('@/features/catalog/components/browse-page').then((m) => m.BrowsePage),
  },
  'browse-category': {
    source: 'src/features/catalog/components/browse-page.tsx',
    load: () => import('@/features/catalog/components/browse-page').then((m) => m.BrowsePage),
  },
  search: {
    source: 'src/features/catalog/components/search-page.tsx',
    load: () => import('@/features/catalog/components/search-page').then((m) => m.SearchPage),
  },
  discover: {
    source: 'src/features/catalog/components/discover-page.tsx',
    load: () => import('@/features/catalog/components/discover-page').then((m) => m.DiscoverPage),
  },
  recommendations: {
    source: 'src/features/catalog/components/recommendations-page.tsx',
    load: () =>
      import('@/features/catalog/components/recommendations-page').then((m) => m.RecommendationsPage),
  },
  library: {
    source: 'src/features/catalog/components/library-page.tsx',
    load: () => import('@/features/catalog/components/library-page').then((m) => m.LibraryPage),
  },
  watch: {
    source: 'src/app/routes/watch-page.tsx',
    load: () => import('./routes/watch-page').then((m) => m.WatchPage),
  },
  profile: {
    source: 'src/features/account/components/profile-page.tsx',
    load: () => import('@/features/account/components/profile-page').then((m) => m.ProfilePage),
  },
  settings: {
    source: 'src/features/account/components/settings-page.tsx',
    load: () => import('@/features/account/components/settings-page').then((m) => m.SettingsPage),
  },
  profiles: {
    source: 'src/features/viewer-profiles/components/profiles-page.tsx',
    load: () => import('@/features/viewer-profiles/components/profiles-page').then((m) => m.ProfilesPage),
  },
  'profiles-manage': {
    source: 'src/features/viewer-profiles/components/manage-profiles-page.tsx',
    load: () =>
      import('@/features/viewer-profiles/components/manage-profiles-page').then((m) => m.ManageProfilesPage),
  },
  watchlist: {
    source: 'src/app/routes/my-list-page.tsx',
    load: () => import('./routes/my-list-page').then((m) => m.MyListPage),
  },
  'my-list': {
    source: 'src/app/routes/my-list-page.tsx',
    load: () => import('./routes/my-list-page').then((m) => m.MyListPage),
  },
  list: {
    source: 'src/app/routes/my-list-page.tsx',
    load: () => import('./routes/my-list-page').then((m) => m.MyListPage),
  },
  downloads: {
    source: 'src/app/routes/downloads-page.tsx',
    load: () => import('./routes/downloads-page').then((m) => m.DownloadsPage),
  },
  history: {
    source: 'src/features/history/components/history-page.tsx',
    load: () => import('@/features/history/components/history-page').then((m) => m.HistoryPage),
  },
  subscription: {
    source: 'src/features/billing/components/subscription-page.tsx',
    load: () => import('@/features/billing/components/subscription-page').then((m) => m.SubscriptionPage),
  },
  'subscription-manage': {
    source: 'src/features/billing/components/subscription-manage-page.tsx',
    load: () =>
      import('@/features/billing/components/subscription-manage-page').then((m) => m.SubscriptionManagePage),
  },
  'payment-success': {
    source: 'src/features/billing/components/payment-success-page.tsx',
    load: () =>
      import('@/features/billing/components/payment-success-page').then((m) => m.PaymentSuccessPage),
  },
  'payment-cancel': {
    source: 'src/features/billing/components/payment-cancel-page.tsx',
    load: () => import('@/features/billing/components/payment-cancel-page').then((m) => m.PaymentCancelPage),
  },
  // The admin area's first page: the dashboard (issue 19). uPlot is loaded by its charts, so only here.
  admin: {
    source: 'src/features/analytics/components/dashboard-page.tsx',
    load: () => import('@/features/analytics/components/dashboard-page').then((m) => m.DashboardPage),
  },
  'admin-users': {
    source: 'src/features/admin/components/admin-page.tsx',
    load: () => import('@/features/admin/components/admin-page').then((m) => m.AdminUsersPage),
  },
  'admin-user': {
    source: 'src/features/admin/components/user-page.tsx',
    load: () => import('@/features/admin/components/user-page').then((m) => m.AdminUserPage),
  },
  'admin-ads': {
    source: 'src/features/ads-admin/components/ads-admin-page.tsx',
    load: () => import('@/features/ads-admin/components/ads-admin-page').then((m) => m.AdsAdminPage),
  },
  // The moderation page's second queue, creator titles to review, is the studio's: handed in here.
  'admin-moderation': {
    load: () =>
      Promise.all([
        import('@/features/reviews/components/moderation-page'),
        import('@/features/studio/components/titles-review-queue'),
      ]).then(
        ([{ ModerationPage }, { TitlesReviewQueue }]) =>
          function ModerationRoute() {
            return <ModerationPage titlesQueue={<TitlesReviewQueue />} />;
          },
      ),
  },
  'admin-feedback': {
    source: 'src/features/admin/components/feedback-inbox-page.tsx',
    load: () => import('@/features/admin/components/feedback-inbox-page').then((m) => m.AdminFeedbackPage),
  },
  'admin-feedback-item': {
    source: 'src/features/admin/components/feedback-item-page.tsx',
    load: () => import('@/features/admin/components/feedback-item-page').then((m) => m.AdminFeedbackItemPage),
  },
  'admin-errors': {
    source: 'src/features/admin/components/client-errors-page.tsx',
    load: () => import('@/features/admin/components/client-errors-page').then((m) => m.AdminClientErrorsPage),
  },
  'admin-audit': {
    source: 'src/features/admin/components/audit-log-page.tsx',
    load: () => import('@/features/admin/components/audit-log-page').then((m) => m.AdminAuditPage),
  },
  studio: {
    source: 'src/features/studio/components/studio-page.tsx',
    load: () => import('@/features/studio/components/studio-page').then((m) => m.StudioPage),
  },
  terms: {
    source: 'src/features/legal/pages/terms-page.tsx',
    load: () => import('@/features/legal/pages/terms-page').then((m) => m.TermsPage),
  },
  privacy: {
    source: 'src/features/legal/pages/privacy-page.tsx',
    load: () => import('@/features/legal/pages/privacy-page').then((m) => m.PrivacyPage),
  },
  cookies: {
    source: 'src/features/legal/pages/cookies-page.tsx',
    load: () => import('@/features/legal/pages/cookies-page').then((m) => m.CookiesPage),
  },
  accessibility: {
    source: 'src/features/legal/pages/accessibility-page.tsx',
    load: () => import('@/features/legal/pages/accessibility-page').then((m) => m.AccessibilityPage),
  },
  feedback: {
    source: 'src/features/legal/pages/feedback-page.tsx',
    load: () => import('@/features/legal/pages/feedback-page').then((m) => m.FeedbackPage),
  },
  sitemap: {
    source: 'src/app/routes/sitemap-page.tsx',
    load: () => import('./routes/sitemap-page').then((m) => m.SitemapPage),
  },
};

/** The shell layout chunk (header, drawers, bottom bar, footer), and its module (see `source` above). */
export const SHELL_LAYOUT_SOURCE = 'src/app/layouts/shell-layout.tsx';
export function loadShellLayout() {
  return import('./layouts/shell-layout').then((m) => m.ShellLayout);
}
