import { Link } from 'react-router';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { sitemapGroup, sitemapRoutes } from '../sitemap-routes';

/** /sitemap (spec §2): every page of the route table that is not hidden. */
export function SitemapPage() {
  const routes = sitemapRoutes();
  const groups = (['Watch', 'Account', 'Help and legal'] as const).map((name) => ({
    name,
    routes: routes.filter((route) => sitemapGroup(route) === name),
  }));
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader title="Site map" description="Every page of Mzansi Stream." />
      <div className="grid gap-8 md:grid-cols-3">
        {groups.map(({ name, routes: entries }) => (
          <section key={name} aria-labelledby={`sitemap-${name}`}>
            <h2 id={`sitemap-${name}`} className="text-lg font-semibold">
              {name}
            </h2>
            <ul className="mt-3 space-y-3">
              {entries.map((route) => (
                <li key={route.id}>
                  <Link to={route.path} className="rounded font-semibold text-link hover:underline">
                    {route.id === 'landing' ? 'Welcome' : route.title}
                  </Link>
                  {route.description ? <p className="text-sm text-muted">{route.description}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
