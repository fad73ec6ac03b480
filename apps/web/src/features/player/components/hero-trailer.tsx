import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { requestSignedUrl } from '../api/request-signed-url';
import { HlsVideo } from './hls-video';
import { useTranslation } from 'react-i18next';

type State = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error'; message: string };

/**
 * The landing hero's trailer: a fresh signed URL (the public call, spec §7), then HLS in place. No query client:
 * the landing page runs without the app's providers.
 */
export function HeroTrailer({ videoId, title, poster }: { videoId: string; title: string; poster?: string }) {
  const { t } = useTranslation('player');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    requestSignedUrl(videoId).then(
      (grant) => !cancelled && setState({ status: 'ready', src: grant.signedUrl }),
      (error: unknown) =>
        !cancelled &&
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [videoId, attempt]);

  if (state.status === 'error') {
    return (
      <div
        role="alert"
        className="flex size-full flex-col items-center justify-center gap-4 bg-black/85 p-6 text-center text-white"
      >
        <AlertTriangle className="size-8 text-rating-amber" aria-hidden="true" />
        <p className="max-w-md">{state.message}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          <RotateCcw className="size-5" aria-hidden="true" />
          {t('panels.retry')}
        </Button>
      </div>
    );
  }
  if (state.status === 'loading') return <div className="size-full bg-black" aria-hidden="true" />;
  return (
    <HlsVideo
      src={state.src}
      poster={poster}
      aria-label={t('trailerLabel', { title })}
      controls
      autoPlay
      playsInline
      className="size-full bg-black object-contain"
      onFatalError={() => setState({ status: 'error', message: t('errors.trailerStopped') })}
    />
  );
}
