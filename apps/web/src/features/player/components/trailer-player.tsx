import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { requestSignedUrl, signedUrlErrorMessage } from '../api/request-signed-url';
import { HlsVideo } from './hls-video';

interface TrailerPlayerProps {
  videoId: string;
  title: string;
  poster?: string;
  /** the video's accessible name; defaults to "Trailer: {title}" */
  label?: string;
}

/** Plays one video through a fresh signed URL; shows the spec's message with Retry when that fails. */
export function TrailerPlayer({ videoId, title, poster, label }: TrailerPlayerProps) {
  const [playbackError, setPlaybackError] = useState<string | null>(null);
  const signedUrl = useQuery({
    queryKey: ['signed-url', videoId],
    queryFn: () => requestSignedUrl(videoId),
    // A signed URL is personal and short-lived: fetch one per playback, never from the cache.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });

  // requestSignedUrl already turns failures into the spec's messages.
  const message = playbackError ?? signedUrl.error?.message ?? null;
  if (message) {
    return (
      <div
        role="alert"
        className="flex size-full flex-col items-center justify-center gap-4 bg-black/80 p-6 text-center"
      >
        <AlertTriangle className="size-8 text-rating-amber" aria-hidden="true" />
        <p className="max-w-md">{message}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setPlaybackError(null);
            void signedUrl.refetch();
          }}
        >
          <RotateCcw className="size-5" aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  if (!signedUrl.data) {
    return (
      <div
        role="status"
        aria-label={`Loading ${label ?? `the trailer of ${title}`}`}
        className="size-full animate-pulse bg-surface-2"
      />
    );
  }
  return (
    <HlsVideo
      src={signedUrl.data.signedUrl}
      poster={poster}
      controls
      autoPlay
      playsInline
      aria-label={label ?? `Trailer: ${title}`}
      data-testid="trailer-video"
      className="size-full bg-black object-contain"
      onFatalError={() => setPlaybackError(signedUrlErrorMessage(null))}
    />
  );
}
