import type Hls from 'hls.js';
import { type ComponentProps, useEffect, useEffectEvent, useRef } from 'react';
import { translate } from '@/lib/i18n';

interface HlsVideoProps extends Omit<ComponentProps<'video'>, 'src' | 'onError'> {
  /** URL of an HLS master playlist */
  src: string;
  onFatalError?: (message: string) => void;
}

/**
 * A <video> that plays HLS: natively where the browser can (Safari), else through hls.js, which is loaded only
 * when a video is actually played.
 */
export function HlsVideo({ src, onFatalError, ...videoProps }: HlsVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reportFatal = useEffectEvent((message: string) => onFatalError?.(message));

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let hls: Hls | undefined;
    let cancelled = false;
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
    } else {
      void import('hls.js').then(({ default: HlsClass }) => {
        if (cancelled) return;
        if (!HlsClass.isSupported()) {
          reportFatal(translate('player:errors.cannotPlay'));
          return;
        }
        hls = new HlsClass({ maxBufferLength: 30 });
        hls.on(HlsClass.Events.ERROR, (_event, data) => {
          if (data.fatal) reportFatal(data.details);
        });
        hls.loadSource(src);
        hls.attachMedia(video);
      });
    }
    return () => {
      cancelled = true;
      hls?.destroy();
      video.removeAttribute('src');
      video.load();
    };
  }, [src]);

  // Caption <track>s come in as children: which ones exist depends on the video.
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return <video ref={videoRef} {...videoProps} />;
}
