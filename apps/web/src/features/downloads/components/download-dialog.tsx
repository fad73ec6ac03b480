import type { VideoQuality } from '@mzansi/contracts/plans';
import { formatDataSize } from '@mzansi/i18n/format';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useLanguage } from '@/lib/i18n';
import { videoSizesQueryOptions } from '@/lib/video-sizes';
import { useAuthStore } from '@/stores/auth-store';
import { startDownload } from '../lib/download-manager';

/** A movie or episode a page offers to download, as the Downloads page will show it. */
export interface DownloadTarget {
  videoId: string;
  titleId: string;
  title: string;
  episodeLabel: string | null;
  artworkUrl: string | null;
  durationSeconds: number | null;
}

interface DownloadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** one video, or a season's episodes */
  targets: DownloadTarget[];
  /** the highest quality the plan allows */
  maxQuality: VideoQuality;
  heading: string;
}

/**
 * Quality and size before a download starts (issue 17): SD or HD within the plan, each with the size in MB of
 * everything that will be stored (for a season, all its episodes), from the rungs' measured bitrates.
 */
export function DownloadDialog({ open, onOpenChange, targets, maxQuality, heading }: DownloadDialogProps) {
  const { t } = useTranslation('downloads');
  const language = useLanguage();
  const user = useAuthStore((state) => state.user);
  const profile = useAuthStore((state) => state.viewerProfile);
  const [quality, setQuality] = useState<VideoQuality | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sizes = useQueries({
    queries: targets.map((target) => ({ ...videoSizesQueryOptions(target.videoId), enabled: open })),
  });
  const loading = sizes.some((query) => query.isPending);
  const options = (['SD', 'HD'] as const)
    .filter((option) => option === 'SD' || maxQuality === 'HD')
    .map((option) => {
      const rungs = sizes.map((query) => query.data?.qualities.find((item) => item.quality === option));
      const available = rungs.length > 0 && rungs.every(Boolean);
      const bytes = rungs.reduce((sum, rung) => sum + (rung?.bytes ?? 0), 0);
      const height = Math.max(0, ...rungs.map((rung) => rung?.height ?? 0));
      return { quality: option, available, bytes, height };
    })
    .filter((option) => option.available);
  const chosen = quality ?? options.at(-1)?.quality ?? null;

  async function handleConfirm() {
    if (!chosen || !user || !profile) return;
    setBusy(true);
    setError(null);
    try {
      for (const target of targets) {
        await startDownload({
          ...target,
          quality: chosen,
          userId: user.id,
          profileId: profile.id,
          captionLanguages: [profile.language ?? language],
        });
      }
      onOpenChange(false);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={heading} description={t('dialog.description')}>
      <fieldset className="mt-2 space-y-2" disabled={busy}>
        <legend className="sr-only">{t('dialog.quality')}</legend>
        {loading ? <p className="text-sm text-muted">{t('dialog.sizing')}</p> : null}
        {options.map((option) => (
          <label
            key={option.quality}
            htmlFor={`download-quality-${option.quality}`}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface-2 px-4 py-3 has-[:checked]:border-action"
          >
            <input
              id={`download-quality-${option.quality}`}
              type="radio"
              name="download-quality"
              value={option.quality}
              checked={chosen === option.quality}
              onChange={() => setQuality(option.quality)}
              className="size-4 accent-[var(--color-action)]"
            />
            <span className="flex-1 font-semibold">
              {t(option.quality === 'HD' ? 'dialog.hd' : 'dialog.sd', { height: option.height })}
            </span>
            <span className="text-sm text-muted">
              {t('dialog.size', { size: formatDataSize(language, option.bytes) })}
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('dialog.cancel')}
        </Button>
        <Button onClick={() => void handleConfirm()} disabled={!chosen || busy || loading}>
          {t('dialog.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
