import type { VideoQuality } from '@mzansi/contracts/plans';
import { CheckCircle2, Download, Pause, Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button-styles';
import { useAuth } from '@/hooks/use-auth';
import { useHydrated } from '@/hooks/use-hydrated';
import { useUiStore } from '@/stores/ui-store';
import { downloadedShare, useDownloads } from '../hooks/use-downloads';
import { pauseDownload, resumeDownload } from '../lib/download-manager';
import { canStoreDownloads } from '../lib/offline-files';
import { DownloadDialog, type DownloadTarget } from './download-dialog';

interface DownloadButtonProps {
  /** one movie or episode, or a season's episodes */
  targets: DownloadTarget[];
  /** the dialog's heading and the button's words for a season ("Download season 1") */
  label?: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** an icon-only button (episode rows), named by `label` for screen readers */
  iconOnly?: boolean;
}

/**
 * Download (issue 17) for signed-in viewers: Premium opens the quality dialog; a free plan is offered Premium, which
 * includes downloads. Once asked, it follows the download: its progress with Pause, Resume, and Downloaded.
 */
export function DownloadButton({
  targets,
  label,
  size = 'lg',
  variant = 'secondary',
  iconOnly = false,
}: DownloadButtonProps) {
  const { t } = useTranslation('downloads');
  const { isAuthenticated, isPremium, isAdmin } = useAuth();
  const openModal = useUiStore((state) => state.openModal);
  const { records, inFlight } = useDownloads();
  const [open, setOpen] = useState(false);
  // Browser storage decides whether it is offered: drawn once the server's HTML is taken over, never in it.
  const hydrated = useHydrated();
  if (!hydrated || !isAuthenticated || targets.length === 0 || !canStoreDownloads()) return null;
  const maxQuality: VideoQuality = isPremium || isAdmin ? 'HD' : 'SD';
  const name = label ?? t('button.download');
  const mine = targets
    .map((target) => records.find((record) => record.videoId === target.videoId))
    .filter((record) => record !== undefined);
  const single = targets.length === 1 ? mine[0] : undefined;
  const text = (words: string) => (iconOnly ? <span className="sr-only">{words}</span> : words);

  if (
    single?.state === 'complete' ||
    (mine.length === targets.length && mine.every((r) => r.state === 'complete'))
  ) {
    return (
      <ButtonLink to="/downloads" size={size} variant={variant}>
        <CheckCircle2 className="size-5 text-accent" aria-hidden="true" />
        {text(t('button.downloaded'))}
      </ButtonLink>
    );
  }
  if (single && (single.state === 'downloading' || single.state === 'queued')) {
    const percent = Math.round(downloadedShare(single, inFlight) * 100);
    return (
      <Button size={size} variant={variant} onClick={() => void pauseDownload(single.id)}>
        <Pause className="size-5" aria-hidden="true" />
        {text(t('button.downloading', { percent }))}
      </Button>
    );
  }
  if (single && single.state !== 'failed') {
    return (
      <Button size={size} variant={variant} onClick={() => void resumeDownload(single.id)}>
        <Play className="size-5" aria-hidden="true" />
        {text(t('button.resume'))}
      </Button>
    );
  }

  function handleClick() {
    if (maxQuality === 'SD' && !isPremium && !isAdmin) {
      openModal('subscription');
      return;
    }
    setOpen(true);
  }

  return (
    <>
      <Button size={size} variant={variant} onClick={handleClick} aria-haspopup="dialog">
        {single?.state === 'failed' ? (
          <RotateCcw className="size-5" aria-hidden="true" />
        ) : (
          <Download className="size-5" aria-hidden="true" />
        )}
        {text(single?.state === 'failed' ? t('button.retry') : name)}
      </Button>
      <DownloadDialog
        open={open}
        onOpenChange={setOpen}
        targets={targets}
        maxQuality={maxQuality}
        heading={targets.length === 1 ? t('dialog.title', { title: targetName(targets[0]!) }) : name}
      />
    </>
  );
}

function targetName(target: DownloadTarget): string {
  return target.episodeLabel ? `${target.title} · ${target.episodeLabel}` : target.title;
}
