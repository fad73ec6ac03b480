import { CloudOff, Download, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ClientOnly } from '@/components/ui/client-only';
import { StateMessage } from '@/components/ui/state-message';
import { DownloadsList } from '@/features/downloads/components/downloads-list';
import { DownloadsStorage, WifiOnlySetting } from '@/features/downloads/components/downloads-summary';
import { useDownloads } from '@/features/downloads/hooks/use-downloads';
import {
  allNotices,
  clearNotices,
  type DownloadRecord,
  type RemovalNotice,
} from '@/features/downloads/lib/download-db';
import { notePlayStarted, playability, saveOfflinePosition } from '@/features/downloads/lib/licence-sync';
import { offlineMasterUrl, readOfflineFile } from '@/features/downloads/lib/offline-files';
import { LazyVideoPlayer } from '@/features/player/components/lazy-video-player';
import { useAuth } from '@/hooks/use-auth';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';
import { useOnlineStatus } from '../hooks/use-network-effects';

const PLAY_PARAM = 'play';

const NOTICE_KEYS = {
  expired: 'notices.reason.expired',
  deleted: 'notices.reason.deleted',
  subscription_ended: 'notices.reason.subscription_ended',
  device_removed: 'notices.reason.device_removed',
  unpublished: 'notices.reason.unpublished',
  maturity_restricted: 'notices.reason.maturity_restricted',
} as const satisfies Record<RemovalNotice['reason'], string>;

/** Downloads removed since the viewer last looked, and why (a licence check ended them). */
function RemovalNotices() {
  const { t } = useTranslation('downloads');
  const profileId = useAuthStore((state) => state.viewerProfile?.id ?? null);
  const [notices, setNotices] = useState<RemovalNotice[]>([]);
  const { records } = useDownloads();
  useEffect(() => {
    void allNotices().then((all) =>
      setNotices(all.filter((notice) => !profileId || notice.profileId === profileId)),
    );
  }, [profileId, records.length]);
  if (notices.length === 0) return null;
  return (
    <section role="status" className="space-y-2 rounded-xl border border-border bg-surface-2 p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold">{t('notices.heading')}</h2>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            void clearNotices();
            setNotices([]);
          }}
        >
          <X className="size-4" aria-hidden="true" />
          {t('notices.dismiss')}
        </Button>
      </div>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {notices.map((notice) => (
          <li key={notice.id} data-testid="download-notice">
            {t(NOTICE_KEYS[notice.reason], { title: notice.title })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A download playing from this device's storage, through the app's own player. */
function OfflinePlayer({ record, onClose }: { record: DownloadRecord; onClose: () => void }) {
  const { t } = useTranslation('downloads');
  useEffect(() => {
    void notePlayStarted(record.id);
  }, [record.id]);
  const [source] = useState(() => ({
    src: offlineMasterUrl(record.id),
    quality: record.quality,
    resumeFromSeconds: record.positionSeconds > 0 ? record.positionSeconds : null,
    read: readOfflineFile,
    saveProgress: (snapshot: { positionSeconds: number; durationSeconds: number }) =>
      saveOfflinePosition(record.id, snapshot.positionSeconds, snapshot.durationSeconds),
  }));
  const label = record.episodeLabel ? `${record.title} · ${record.episodeLabel}` : record.title;
  return (
    <div className="mx-auto max-w-[1440px] lg:pt-6">
      <div className="relative aspect-video max-h-[78vh] w-full overflow-hidden bg-black lg:rounded-xl">
        <ClientOnly fallback={null}>
          <LazyVideoPlayer
            videoId={record.videoId}
            titleId={record.titleId}
            label={label}
            kind={record.episodeLabel ? 'episode' : 'main'}
            durationHint={record.durationSeconds}
            offline={source}
            focusOnOpen
          />
        </ClientOnly>
      </div>
      <div className="flex justify-end px-4 pt-2 sm:px-6 lg:px-0">
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X className="size-4" aria-hidden="true" />
          {t('player.close')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /downloads (issue 17): what this device keeps to watch offline, for the viewer profile in use. It works without a
 * network: everything on it comes from the device's storage, and the player reads the files from there.
 */
export function DownloadsPage() {
  const { t } = useTranslation('downloads');
  usePageMeta(t('heading'));
  const online = useOnlineStatus();
  const { isPremium, isAdmin } = useAuth();
  const openModal = useUiStore((state) => state.openModal);
  const { records, inFlight } = useDownloads();
  const [searchParams, setSearchParams] = useSearchParams();
  const playing = records.find((record) => record.id === searchParams.get(PLAY_PARAM));
  const refused = playing ? playability(playing) : null;

  function handlePlay(record: DownloadRecord) {
    setSearchParams({ [PLAY_PARAM]: record.id });
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      {playing && refused?.ok ? (
        <OfflinePlayer
          key={playing.id}
          record={playing}
          onClose={() => setSearchParams({}, { replace: true })}
        />
      ) : null}
      <header className="space-y-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('heading')}</h1>
        <p className="text-base text-muted">{t('intro')}</p>
        {!online ? (
          <p role="status" className="flex items-center gap-2 text-sm font-semibold">
            <CloudOff className="size-4" aria-hidden="true" />
            {t('offline')}
          </p>
        ) : null}
      </header>
      {playing && refused && !refused.ok ? (
        <p role="alert" className="text-sm text-danger">
          {refused.reason === 'expired' ? t('player.expired') : t('player.incomplete')}
        </p>
      ) : null}
      <RemovalNotices />
      {records.length === 0 ? (
        isPremium || isAdmin ? (
          <StateMessage
            icon={<Download className="size-10" />}
            title={t('empty.title')}
            description={t('empty.body')}
            actions={<ButtonLink to="/browse">{t('empty.browse')}</ButtonLink>}
          />
        ) : (
          <StateMessage
            icon={<Download className="size-10" />}
            title={t('premium.title')}
            description={t('premium.body')}
            actions={
              <Button variant="premium" onClick={() => openModal('subscription')}>
                {t('premium.cta')}
              </Button>
            }
          />
        )
      ) : (
        <DownloadsList records={records} inFlight={inFlight} onPlay={handlePlay} />
      )}
      <DownloadsStorage records={records} online={online} />
      <WifiOnlySetting />
    </div>
  );
}
