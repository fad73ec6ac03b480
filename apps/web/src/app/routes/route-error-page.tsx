import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { ButtonLink } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ErrorScreen } from '@/components/ui/error-screen';
import { usePageMeta } from '@/hooks/use-page-meta';
import { reportError } from '@/lib/telemetry';

function handleTryAgain() {
  // A reload also recovers from a chunk that failed to load after a new deployment.
  window.location.reload();
}

/** Page-level error screen (spec §2): "Page Error" with Try Again and Go Home. */
export function RouteErrorPage() {
  const { t } = useTranslation(['common', 'seo']);
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  usePageMeta(notFound ? t('seo:routes.not-found.title') : t('errors.pageTitle'));

  useEffect(() => {
    if (!notFound) reportError(error, { type: 'route-navigation', severity: 'high' });
  }, [error, notFound]);

  if (notFound) return <NotFoundContent />;

  return (
    <ErrorScreen
      title={t('errors.pageTitle')}
      description={t('errors.pageBody')}
      actions={
        <>
          <button type="button" className={buttonClasses()} onClick={handleTryAgain}>
            {t('errors.tryAgain')}
          </button>
          <ButtonLink to="/home" variant="secondary">
            {t('errors.goHome')}
          </ButtonLink>
        </>
      }
    />
  );
}
