import { AD_CREATIVE_MAX_SECONDS, AD_CREATIVE_MIN_SECONDS } from '@mzansi/contracts/ads';
import type { VideoStatus } from '@mzansi/contracts/catalogue';
import { UPLOAD_EXTENSIONS } from '@mzansi/contracts/studio';
import { formatNumber } from '@mzansi/i18n/format';
import type { Upload } from 'tus-js-client';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/i18n';
import { isRetryableUploadError, prepareTusUpload, uploadErrorMessage } from '@/lib/tus-upload';
import { CREATIVE_STATUS_KEYS } from '../lib/labels';

const ACCEPT = [...UPLOAD_EXTENSIONS.map((extension) => `.${extension}`), 'video/*'].join(',');

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; sent: number; total: number }
  | { kind: 'failed'; fileName: string; message: string; retryable: boolean }
  | { kind: 'done'; fileName: string };

interface CreativeUploadProps {
  /** the campaign's name, for the controls' names */
  campaignName: string;
  /** the video attached now (null: none) */
  videoId: string | null;
  /** its transcode state as the server last said (null: not known yet, e.g. just uploaded) */
  status: VideoStatus | null;
  durationSeconds: number | null;
  /** the upload finished: this is the creative's video */
  onUploaded: (videoId: string) => void;
  onRemove: () => void;
}

/**
 * The creative of a campaign: a video sent through the studio's tus upload with `purpose=ad` in its Upload-Metadata
 * (admins only), checked and transcoded to the creatives' small ladder on the server. Its state comes from the
 * campaign (creativeStatus) once the campaign is saved.
 */
export function CreativeUpload({
  campaignName,
  videoId,
  status,
  durationSeconds,
  onUploaded,
  onRemove,
}: CreativeUploadProps) {
  const { t } = useTranslation('ads-admin');
  const language = useLanguage();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const upload = useRef<Upload | null>(null);

  // Leaving the form stops sending (the server keeps what it has: choosing the same file again resumes).
  useEffect(() => () => void upload.current?.abort(false), []);

  async function start(file: File) {
    const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
    if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
      setState({
        kind: 'failed',
        fileName: file.name,
        message: t('creative.notVideo', { file: file.name }),
        retryable: false,
      });
      return;
    }
    setState({ kind: 'uploading', fileName: file.name, sent: 0, total: file.size });
    const prepared = await prepareTusUpload(file, {
      metadata: { purpose: 'ad' },
      onProgress: (sent, total) => setState({ kind: 'uploading', fileName: file.name, sent, total }),
      onError: (error) =>
        setState({
          kind: 'failed',
          fileName: file.name,
          message: uploadErrorMessage(error),
          retryable: isRetryableUploadError(error),
        }),
      onSuccess: (id) => {
        upload.current = null;
        setState({ kind: 'done', fileName: file.name });
        if (id) onUploaded(id);
      },
    });
    upload.current = prepared.upload;
    prepared.upload.start();
  }

  const percent =
    state.kind === 'uploading' && state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;

  return (
    <fieldset className="grid gap-2 rounded-xl border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{t('creative.legend')}</legend>
      <p id={hintId} className="text-xs text-muted">
        {t('creative.rule', { min: AD_CREATIVE_MIN_SECONDS, max: AD_CREATIVE_MAX_SECONDS })}
      </p>
      <p role="status" className="text-sm">
        {state.kind === 'uploading'
          ? t('creative.uploading', { file: state.fileName, percent: formatNumber(language, percent) })
          : state.kind === 'done'
            ? t('creative.uploaded', { file: state.fileName })
            : videoId === null
              ? t('creative.none')
              : status
                ? durationSeconds !== null
                  ? t('creative.stateWithLength', {
                      state: t(CREATIVE_STATUS_KEYS[status]),
                      seconds: formatNumber(language, Math.round(durationSeconds)),
                    })
                  : t(CREATIVE_STATUS_KEYS[status])
                : t('creative.attached')}
      </p>
      {state.kind === 'uploading' ? (
        <progress
          className="h-2 w-full"
          max={100}
          value={percent}
          aria-label={t('creative.progress', { file: state.fileName })}
        />
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="text-sm text-danger">
          {state.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="text-sm font-semibold">
          {videoId
            ? t('creative.replace', { name: campaignName })
            : t('creative.choose', { name: campaignName })}
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          aria-describedby={hintId}
          disabled={state.kind === 'uploading'}
          className="text-sm"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void start(file);
          }}
        />
        {videoId && state.kind !== 'uploading' ? (
          <Button type="button" size="sm" variant="secondary" onClick={onRemove}>
            {t('creative.remove')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
