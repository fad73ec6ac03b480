import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { RowSection } from '@/components/ui/row-section';
import { ScrollRow, type RowItemFocusProps } from '@/components/ui/scroll-row';
import { useCatalogWords } from '@/hooks/use-catalog-words';
import { useWatchProgress, type WatchProgressEntry } from '../api/get-watch-progress';

const ITEM = 'basis-[72%] sm:basis-[44%] md:basis-[36%] lg:basis-[28%] xl:basis-[23.5%]';
const SIZES =
  '(min-width: 1440px) 320px, (min-width: 1280px) 23vw, (min-width: 1024px) 27vw, (min-width: 768px) 35vw, (min-width: 640px) 43vw, 70vw';

function resumeHref(entry: WatchProgressEntry): string {
  const base = `/watch/${entry.titleId}`;
  return entry.playbackVideoId ? `${base}?play=${encodeURIComponent(entry.playbackVideoId)}` : base;
}

function ProgressCard({ entry, focusProps }: { entry: WatchProgressEntry; focusProps: RowItemFocusProps }) {
  const { t } = useTranslation('history');
  const words = useCatalogWords();
  const { video, episodeShort } = entry;
  const left = Math.max(0, Math.round((entry.durationSeconds - entry.positionSeconds) / 60));
  return (
    <Link
      to={resumeHref(entry)}
      {...focusProps}
      className="group block rounded-lg focus-visible:outline-offset-4"
    >
      <div className="relative aspect-video overflow-hidden rounded-lg bg-surface-2 ring-1 ring-border/60">
        {video.backdrop.src ? (
          <img
            src={video.backdrop.src}
            srcSet={video.backdrop.srcSet || undefined}
            sizes={SIZES}
            width={video.backdrop.width || 640}
            height={video.backdrop.height || 360}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-200 ease-out group-hover:scale-[1.03]"
          />
        ) : null}
        <div className="absolute inset-x-0 bottom-0 h-1 bg-white/25">
          <div className="h-full bg-primary" style={{ width: `${entry.percent}%` }} />
        </div>
      </div>
      <h3 className="mt-2 line-clamp-1 text-sm leading-tight font-semibold group-hover:text-link">
        {video.title}
      </h3>
      <p className="mt-1 line-clamp-1 text-xs text-muted">
        {episodeShort ? `${episodeShort} · ` : null}
        {left > 0 ? t('continue.timeLeft', { time: words.runtime(left) }) : t('continue.almostDone')}
      </p>
    </Link>
  );
}

/** Continue watching on /home: unfinished titles with their progress. Renders nothing until there is some. */
export function ContinueWatchingRow() {
  const { t } = useTranslation('history');
  const { data } = useWatchProgress();
  if (!data || data.length === 0) return null;
  return (
    <ErrorBoundary level="section" name={t('continue.title')}>
      <RowSection title={t('continue.title')}>
        <ScrollRow
          items={data}
          label={t('continue.title')}
          getKey={(entry) => `${entry.titleId}:${entry.playbackVideoId ?? ''}`}
          itemClassName={ITEM}
          renderItem={(entry, focusProps) => <ProgressCard entry={entry} focusProps={focusProps} />}
        />
      </RowSection>
    </ErrorBoundary>
  );
}
