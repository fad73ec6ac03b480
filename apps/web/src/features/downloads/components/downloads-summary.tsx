import { formatDataSize } from '@mzansi/i18n/format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/switch-field';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLanguage } from '@/lib/i18n';
import { readString, removeKey, STORAGE_KEYS, writeString } from '@/lib/storage';
import { useDownloadLicences } from '../api/downloads';
import type { DownloadRecord } from '../lib/download-db';
import { knowsConnectionType, pumpQueue, removeDownload } from '../lib/download-manager';
import { storageEstimate } from '../lib/offline-files';

/** Storage used and available on this device, the account's count against the plan, and Delete all. */
export function DownloadsStorage({ records, online }: { records: DownloadRecord[]; online: boolean }) {
  const { t } = useTranslation('downloads');
  const language = useLanguage();
  const licences = useDownloadLicences(online);
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const stored = records.reduce((sum, record) => sum + record.bytesDone, 0);
  useEffect(() => {
    void storageEstimate().then(setEstimate);
  }, [stored]);

  return (
    <section
      aria-labelledby="downloads-storage"
      className="space-y-2 rounded-xl border border-border bg-surface p-4"
    >
      <h2 id="downloads-storage" className="font-semibold">
        {t('storage.heading')}
      </h2>
      <p className="text-sm text-muted">
        {estimate
          ? t('storage.used', {
              downloads: formatDataSize(language, stored),
              available: formatDataSize(language, Math.max(0, estimate.quota - estimate.usage)),
            })
          : t('storage.usedUnknown', { downloads: formatDataSize(language, stored) })}
      </p>
      {licences.data ? (
        <p className="text-sm text-muted">
          {t('storage.count', { used: licences.data.used, limit: licences.data.limit })}
        </p>
      ) : null}
      {records.length > 0 ? (
        <>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {t('storage.deleteAll')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('storage.deleteAllTitle')}
            description={t('storage.deleteAllBody', { count: records.length })}
            confirmLabel={t('storage.deleteAll')}
            cancelLabel={t('storage.keep')}
            pending={deleting}
            onConfirm={() => {
              setDeleting(true);
              void (async () => {
                for (const record of records) await removeDownload(record.id);
                setDeleting(false);
                setConfirming(false);
              })();
            }}
          />
        </>
      ) : null}
    </section>
  );
}

/** "Download on Wi-Fi only", which says when the browser cannot tell what the connection is. */
export function WifiOnlySetting() {
  const { t } = useTranslation('downloads');
  // The device's setting and connection, read once the server's HTML is taken over (the server knows neither).
  const hydrated = useHydrated();
  const [choice, setChoice] = useState<boolean | null>(null);
  const on = choice ?? (hydrated && readString(STORAGE_KEYS.downloadsWifiOnly) === 'on');
  const knows = hydrated && knowsConnectionType();
  function handleChange(next: boolean) {
    setChoice(next);
    if (next) writeString(STORAGE_KEYS.downloadsWifiOnly, 'on');
    else removeKey(STORAGE_KEYS.downloadsWifiOnly);
    pumpQueue();
  }
  return (
    <div className="rounded-xl border border-border bg-surface p-4">
      <SwitchField
        label={t('wifi.label')}
        hint={knows ? t('wifi.hint') : t('wifi.cannotTell')}
        checked={on}
        onChange={(event) => handleChange(event.target.checked)}
      />
    </div>
  );
}
