import { formatDataSize, formatDate } from '@mzansi/i18n/format';
import { AlertTriangle, Pause, Play, RotateCcw, Trash2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/i18n';
import { downloadedShare } from '../hooks/use-downloads';
import type { DownloadRecord } from '../lib/download-db';
import { pauseDownload, removeDownload, resumeDownload } from '../lib/download-manager';
import { effectiveExpiry, playability } from '../lib/licence-sync';
import { offlineUrl, readOfflineFile } from '../lib/offline-files';

/** The stored poster artwork, drawn from storage (offline too). */
function StoredArtwork({ record }: { record: DownloadRecord }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    void readOfflineFile(offlineUrl(record.id, 'artwork')).then(async (response) => {
      if (!response || cancelled) return;
      url = URL.createObjectURL(await response.blob());
      setSrc(url);
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [record.id, record.state]);
  return src ? (
    <img src={src} alt="" className="aspect-[2/3] w-16 shrink-0 rounded-md object-cover sm:w-20" />
  ) : (
    <div aria-hidden="true" className="aspect-[2/3] w-16 shrink-0 rounded-md bg-surface-3 sm:w-20" />
  );
}

function DownloadStatus({ record, share }: { record: DownloadRecord; share: number }) {
  const { t } = useTranslation('downloads');
  const language = useLanguage();
  if (record.state === 'complete') {
    const expiry = effectiveExpiry(record);
    return playability(record).ok ? (
      <p className="text-sm text-muted">{t('status.expires', { date: formatDate(language, expiry) })}</p>
    ) : (
      <p className="text-sm text-danger">{t('status.expired')}</p>
    );
  }
  const percent = Math.round(share * 100);
  const words: Record<Exclude<DownloadRecord['state'], 'complete'>, string> = {
    queued: t('status.queued'),
    downloading: t('status.downloading', { percent }),
    paused: t('status.paused', { percent }),
    'waiting-network': t('status.waitingNetwork', { percent }),
    'waiting-wifi': t('status.waitingWifi', { percent }),
    failed: record.detail ?? t('status.failed'),
  };
  return (
    <div className="space-y-1">
      <p className={record.state === 'failed' ? 'text-sm text-danger' : 'text-sm text-muted'}>
        {words[record.state]}
      </p>
      <div
        role="progressbar"
        aria-label={t('status.progress', { title: record.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-surface-3"
      >
        <div className="h-full bg-action" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

interface DownloadsListProps {
  records: DownloadRecord[];
  inFlight: Record<string, number>;
  onPlay: (record: DownloadRecord) => void;
}

/** This device's downloads: size, quality, progress or expiry, and what can be done with each. */
export function DownloadsList({ records, inFlight, onPlay }: DownloadsListProps) {
  const { t } = useTranslation('downloads');
  const language = useLanguage();
  return (
    <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
      {records.map((record) => {
        const share = downloadedShare(record, inFlight);
        const name = record.episodeLabel ? `${record.title} · ${record.episodeLabel}` : record.title;
        const playable = playability(record).ok;
        const active = record.state === 'downloading' || record.state === 'queued';
        return (
          <li
            key={record.id}
            data-testid="download-item"
            data-state={record.state}
            className="flex gap-4 p-4"
          >
            <StoredArtwork record={record} />
            <div className="min-w-0 flex-1 space-y-1">
              <h2 className="truncate font-semibold">{record.title}</h2>
              {record.episodeLabel ? <p className="truncate text-sm">{record.episodeLabel}</p> : null}
              <p className="text-sm text-muted">
                {t('item.facts', {
                  quality: `${record.quality} · ${record.height}p`,
                  size: formatDataSize(
                    language,
                    record.state === 'complete' ? record.bytesDone : record.bytesTotal,
                  ),
                })}
              </p>
              <DownloadStatus record={record} share={share} />
              <div className="flex flex-wrap gap-2 pt-2">
                {record.state === 'complete' ? (
                  <Button size="sm" onClick={() => onPlay(record)} disabled={!playable}>
                    <Play className="size-4 fill-current" aria-hidden="true" />
                    {t('item.play')}
                    <span className="sr-only">{name}</span>
                  </Button>
                ) : active ? (
                  <Button size="sm" variant="secondary" onClick={() => void pauseDownload(record.id)}>
                    <Pause className="size-4" aria-hidden="true" />
                    {t('item.pause')}
                    <span className="sr-only">{name}</span>
                  </Button>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => void resumeDownload(record.id)}>
                    {record.state === 'failed' ? (
                      <RotateCcw className="size-4" aria-hidden="true" />
                    ) : (
                      <Play className="size-4" aria-hidden="true" />
                    )}
                    {record.state === 'failed' ? t('item.retry') : t('item.resume')}
                    <span className="sr-only">{name}</span>
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={() => void removeDownload(record.id)}>
                  {record.state === 'complete' ? (
                    <Trash2 className="size-4" aria-hidden="true" />
                  ) : (
                    <X className="size-4" aria-hidden="true" />
                  )}
                  {record.state === 'complete' ? t('item.delete') : t('item.cancel')}
                  <span className="sr-only">{name}</span>
                </Button>
              </div>
              {!playable && record.state === 'complete' ? (
                <p className="flex items-center gap-1 text-sm text-muted">
                  <AlertTriangle className="size-4" aria-hidden="true" />
                  {t('item.renewOnline')}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
