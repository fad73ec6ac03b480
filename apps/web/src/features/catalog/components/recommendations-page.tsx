import { Compass, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button, ButtonLink } from '@/components/ui/button';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { RowHeadingSkeleton } from '@/components/ui/row-section';
import { StateMessage } from '@/components/ui/state-message';
import { useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';
import { useRecommendations } from '../api/get-recommendations';
import { TitleRowSkeleton } from './title-row';
import { VideoRowSection } from './video-row-section';

function SignInNudge() {
  const { t } = useTranslation('catalog');
  const openModal = useUiStore((state) => state.openModal);
  return (
    <aside
      aria-labelledby="nudge-title"
      className="mb-8 flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <Sparkles className="size-8 shrink-0 text-accent" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="nudge-title" className="text-lg font-bold">
          {t('recommendations.nudgeTitle')}
        </h2>
        <p className="mt-1 text-base text-muted">{t('recommendations.nudgeText')}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() => openModal('auth', { tab: 'login', reason: t('recommendations.signInReason') })}
        >
          {t('recommendations.signIn')}
        </Button>
        <Button variant="secondary" onClick={() => openModal('auth', { tab: 'register' })}>
          {t('recommendations.createAccount')}
        </Button>
      </div>
    </aside>
  );
}

/** /recommendations: the API's named rows; a visitor is invited to sign in for personal ones. */
export function RecommendationsPage() {
  const { t } = useTranslation('catalog');
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const query = useRecommendations();
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader
        title={t('recommendations.title')}
        description={
          signedIn ? t('recommendations.descriptionSignedIn') : t('recommendations.descriptionVisitor')
        }
      />
      {signedIn ? null : <SignInNudge />}
      {query.isPending ? (
        <div className="space-y-10">
          {[0, 1, 2].map((index) => (
            <div key={index}>
              <RowHeadingSkeleton />
              <TitleRowSkeleton />
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <QueryErrorState
          title={t('recommendations.loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <StateMessage
          role="status"
          icon={<Compass className="size-8" />}
          title={t('recommendations.emptyTitle')}
          description={t('recommendations.emptyDescription')}
          actions={<ButtonLink to="/browse">{t('recommendations.browse')}</ButtonLink>}
        />
      ) : (
        <div className="space-y-8 sm:space-y-10">
          {query.data.map((row, index) => (
            <VideoRowSection
              key={row.id}
              title={row.title}
              query={{ data: row.items, isError: false, error: null, refetch: query.refetch }}
              eagerCount={index === 0 ? 3 : 0}
            />
          ))}
        </div>
      )}
    </div>
  );
}
