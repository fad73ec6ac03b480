import type { ReactNode } from 'react';
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
  const titles = useStudioTitles();
  const list = titles.data ?? [];
  return (
    <div className="grid gap-12">
      <Section
        id="studio-upload"
        level={headingLevel}
        title="Upload a video"
        description="Source files are checked, then transcoded for every screen and connection."
      >
        <UploadPanel titles={list} />
      </Section>
      <Section
        id="studio-videos"
        level={headingLevel}
        title="Videos"
        description="Transcoding progress updates by itself."
      >
        <VideoList titles={list} />
      </Section>
      <Section
        id="studio-titles"
        level={headingLevel}
        title="Titles"
        description="Drafts stay private until you publish them."
      >
        {titles.isPending ? (
          <LoadingState className="min-h-24" label="Loading your titles..." />
        ) : titles.isError ? (
          <QueryErrorState
            title="We couldn't load your titles"
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
