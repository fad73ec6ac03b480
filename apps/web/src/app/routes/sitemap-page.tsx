import { routeTitleAndDescription } from '@mzansi/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { sitemapGroup, sitemapRoutes } from '../sitemap-routes';

/** Each group's heading (the group names are the route table's grouping, not words shown). */
const GROUP_NAMES = {
  Watch: 'sitemap.watch',
  Account: 'sitemap.account',
  'Help and legal': 'sitemap.legal',
} as const;

/** /sitemap (spec §2): every page of the route table that is not hidden, named in the interface language. */
export function SitemapPage() {
  const { t } = useTranslation(['common', 'seo']);
  const head = (key: string, values?: Record<string, string>) => t(key as never, values);
  const routes = sitemapRoutes();
  const groups = (['Watch', 'Account', 'Help and legal'] as const).map((name) => ({
    name,
    routes: routes.filter((route) => sitemapGroup(route) === name),
  }));
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader title={t('seo:routes.sitemap.title')} description={t('seo:routes.sitemap.description')} />
      <div className="grid gap-8 md:grid-cols-3">
        {groups.map(({ name, routes: entries }) => (
          <section key={name} aria-labelledby={`sitemap-${name}`}>
            <h2 id={`sitemap-${name}`} className="text-lg font-semibold">
              {t(GROUP_NAMES[name])}
            </h2>
            <ul className="mt-3 space-y-3">
              {entries.map((route) => {
                const text = routeTitleAndDescription(route, head);
                return (
                  <li key={route.id}>
                    <Link to={route.path} className="rounded font-semibold text-link hover:underline">
                      {route.id === 'landing' ? t('sitemap.welcome') : text.title}
                    </Link>
                    {text.description ? <p className="text-sm text-muted">{text.description}</p> : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
