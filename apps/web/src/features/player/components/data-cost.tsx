import { formatDataSize } from '@mzansi/i18n/format';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/hooks/use-auth';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { isDataSaverOn } from '@/lib/data-saver';
import { useLanguage } from '@/lib/i18n';
import { useVideoSizes } from '@/lib/video-sizes';
import { dataCostFor } from '../lib/data-cost';

/**
 * "about 180 MB at SD" beside Play (D77): small and muted, on a line whose height is kept while the sizes load so
 * nothing moves when they arrive. Asks for the sizes only when near the viewport (an episode list is long).
 */
export function DataCost({ videoId, className = '' }: { videoId: string; className?: string }) {
  const { t } = useTranslation('player');
  const language = useLanguage();
  const { isPremium } = useAuth();
  const [ref, near] = useNearViewport<HTMLParagraphElement>();
  const sizes = useVideoSizes(videoId, { enabled: near });
  const cost = sizes.data
    ? dataCostFor(sizes.data, { premium: isPremium, dataSaver: isDataSaverOn() })
    : null;
  let text = '';
  if (cost?.kind === 'dataSaver')
    text = t('dataCost.dataSaver', { size: formatDataSize(language, cost.bytes) });
  else if (cost)
    text = t('dataCost.quality', { size: formatDataSize(language, cost.bytes), quality: cost.quality });
  return (
    <p ref={ref} className={`min-h-5 text-sm leading-5 text-muted ${className}`}>
      {text}
    </p>
  );
}
