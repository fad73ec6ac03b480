import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/spinner';
import { useStudioTitles } from '../api/studio-api';
import { TitleManager } from './title-manager';
import { UploadPanel } from './upload-panel';
import { VideoList } from './video-list';

function Section({
  id,
  title,
  description,
  level,
  children,
}: {
  id: string;
  title: string;
  description: string;
  level: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div>
        <Heading id={id} className="text-xl font-bold">
          {title}
        </Heading>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      <ErrorBoundary level="section" name={title}>
        {children}
      </ErrorBoundary>
    </section>
  );
}

/**
 * The studio (creators: their own uploads and titles; admins: everything, the server decides): upload, follow the
 * transcoding, attach to a title, captions, and publish.
 */
export function StudioWorkspace({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  // The studio's catalogue is loaded (suspending) before any part of it, or its toasts and checks, says a word.
  const { t } = useTranslation('studio');
  const titles = useStudioTitles();
  const list = titles.data ?? [];
  return (
    <div className="grid gap-12">
      <Section
        id="studio-upload"
        level={headingLevel}
        title={t('sections.upload.title')}
        description={t('sections.upload.description')}
      >
        <UploadPanel titles={list} />
      </Section>
      <Section
        id="studio-videos"
        level={headingLevel}
        title={t('sections.videos.title')}
        description={t('sections.videos.description')}
      >
        <VideoList titles={list} />
      </Section>
      <Section
        id="studio-titles"
        level={headingLevel}
        title={t('sections.titles.title')}
        description={t('sections.titles.description')}
      >
        {titles.isPending ? (
          <LoadingState className="min-h-24" label={t('titles.loading')} />
        ) : titles.isError ? (
          <QueryErrorState
            title={t('titles.loadError')}
            error={titles.error}
            onRetry={() => void titles.refetch()}
            retrying={titles.isFetching}
          />
        ) : (
          <TitleManager titles={list} />
        )}
      </Section>
    </div>
  );
}
