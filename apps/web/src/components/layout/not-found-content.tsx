import { Compass, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';

/** The 404 body: the 404 page, the route error screen for 404 responses, and pages whose item does not exist. */
export function NotFoundContent() {
  const { t } = useTranslation('common');
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center"
    >
      <p className="text-sm font-semibold tracking-widest text-link uppercase">{t('notFound.eyebrow')}</p>
      <h1 id="not-found-title" className="mt-3 text-2xl font-bold sm:text-3xl">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-base text-muted">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/home">
          <House className="size-5" aria-hidden="true" />
          {t('nav.home')}
        </ButtonLink>
        <ButtonLink to="/browse" variant="secondary">
          <Compass className="size-5" aria-hidden="true" />
          {t('nav.browse')}
        </ButtonLink>
      </div>
    </section>
  );
}
