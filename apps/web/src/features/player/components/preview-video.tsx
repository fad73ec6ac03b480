import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { requestSignedUrl } from '../api/request-signed-url';
import { HlsVideo } from './hls-video';

/**
 * A muted, captionless trailer preview laid over a backdrop (the home hero). It fades in once it actually plays and
 * fades out at its end; any failure leaves the backdrop as it was. Decorative: the "Watch trailer" button next to
 * it is the accessible way to the trailer.
 */
export function PreviewVideo({ videoId, className }: { videoId: string; className?: string }) {
  const [state, setState] = useState<'loading' | 'playing' | 'done'>('loading');
  const signedUrl = useQuery({
    queryKey: ['signed-url', 'preview', videoId],
    queryFn: () => requestSignedUrl(videoId, undefined, { background: true, purpose: 'preview' }),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  if (!signedUrl.data || state === 'done') return null;
  return (
    <HlsVideo
      src={signedUrl.data.signedUrl}
      muted
      autoPlay
      playsInline
      aria-hidden="true"
      tabIndex={-1}
      data-testid="hero-preview"
      onPlaying={() => setState('playing')}
      onEnded={() => setState('done')}
      onFatalError={() => setState('done')}
      className={clsx(
        'pointer-events-none absolute inset-0 -z-20 size-full object-cover transition-opacity duration-700 ease-out',
        state === 'playing' ? 'opacity-100' : 'opacity-0',
        className,
      )}
    />
  );
}
