import { UPLOAD_MAX_BYTES_DEFAULT } from '@mzansi/contracts/studio';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  CheckCircle2,
  FileVideo,
  Pause,
  Play,
  RotateCcw,
  Trash2,
  TriangleAlert,
  Upload as UploadIcon,
  X,
} from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { translate } from '@/lib/i18n';
import { studioKeys, useLiveStudioVideos, type StudioTitle, type StudioVideo } from '../api/studio-api';
import { clampPercent, progressLabel, statusText } from '../api/video-status-text';
import { formatDataSize, UPLOAD_ACCEPT } from '../api/upload-rules';
import {
  findUnfinishedUploads,
  forgetUnfinishedUpload,
  useUploads,
  type UploadItem,
} from '../hooks/use-uploads';
import {
  attachLabel,
  attachProblem,
  NO_ATTACHMENT,
  toAttachInput,
  type AttachChoice,
} from '../api/attach-choice';
import { AttachFields } from './attach-fields';
import { ProgressMeter } from './video-status';

const unfinishedKey = [...studioKeys.all, 'unfinished-uploads'] as const;

function percentOf(item: UploadItem): number {
  return item.size > 0 ? (item.bytesSent / item.size) * 100 : 0;
}

/**
 * A finished upload is a video on the server: its state there (the same data as the video list, polled while it
 * changes) is what the card says. Until the list has it, the server is checking the file.
 */
function uploadedLine(video: StudioVideo | undefined): string {
  switch (video?.status) {
    case undefined:
    case 'uploaded':
    case 'probing':
      return translate('studio:upload.checking');
    case 'transcoding':
      return translate('studio:upload.transcoding', { status: statusText(video) });
    case 'ready':
      return video.titleId ? translate('studio:upload.ready') : translate('studio:upload.readyAttach');
    case 'failed':
      return video.failureReason ?? translate('studio:status.couldNotProcess');
  }
}

function statusLine(item: UploadItem, video: StudioVideo | undefined): string {
  const sent = translate('studio:upload.sent', {
    sent: formatDataSize(item.bytesSent),
    total: formatDataSize(item.size),
  });
  switch (item.status) {
    case 'uploading': {
      const percent = String(Math.floor(percentOf(item)));
      return item.resumed
        ? translate('studio:upload.uploadingResumed', { sent, percent })
        : translate('studio:upload.uploading', { sent, percent });
    }
    case 'paused':
      return translate('studio:upload.paused', { sent });
    case 'failed':
      return item.retryable
        ? translate('studio:upload.stopped', { sent })
        : translate('studio:upload.chooseAnother');
    case 'done':
      return uploadedLine(video);
  }
}

function UploadRow({ item, video }: { item: UploadItem; video: StudioVideo | undefined }) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const pause = useUploads((state) => state.pause);
  const resume = useUploads((state) => state.resume);
  const cancel = useUploads((state) => state.cancel);
  const dismiss = useUploads((state) => state.dismiss);
  return (
    <li className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center gap-3">
        {item.status === 'done' && video?.status === 'ready' ? (
          <CheckCircle2 className="size-5 shrink-0 text-accent" aria-hidden="true" />
        ) : item.status === 'done' && video?.status === 'failed' ? (
          <TriangleAlert className="size-5 shrink-0 text-danger" aria-hidden="true" />
        ) : (
          <FileVideo className="size-5 shrink-0 text-muted" aria-hidden="true" />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{item.fileName}</p>
          {item.attachLabel ? <p className="truncate text-sm text-muted">{item.attachLabel}</p> : null}
        </div>
        <div className="flex gap-1">
          {item.status === 'uploading' ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => pause(item.id)}
              aria-label={t('upload.pauseLabel', { file: item.fileName })}
            >
              <Pause className="size-4" aria-hidden="true" />
              {t('upload.pause')}
            </Button>
          ) : null}
          {item.status === 'paused' || (item.status === 'failed' && item.retryable) ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => resume(item.id)}
              aria-label={t('upload.resumeLabel', { file: item.fileName })}
            >
              {item.status === 'failed' ? (
                <RotateCcw className="size-4" aria-hidden="true" />
              ) : (
                <Play className="size-4" aria-hidden="true" />
              )}
              {t('upload.resume')}
            </Button>
          ) : null}
          {item.status === 'done' ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => dismiss(item.id)}
              aria-label={t('upload.hideLabel', { file: item.fileName })}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void cancel(item.id).finally(
                  () => void queryClient.invalidateQueries({ queryKey: unfinishedKey }),
                )
              }
              aria-label={
                item.retryable
                  ? t('upload.cancelLabel', { file: item.fileName })
                  : t('upload.removeLabel', { file: item.fileName })
              }
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {item.retryable ? t('upload.cancel') : t('upload.remove')}
            </Button>
          )}
        </div>
      </div>
      {item.status !== 'done' && item.retryable ? (
        <ProgressMeter label={t('upload.progressLabel', { file: item.fileName })} value={percentOf(item)} />
      ) : null}
      {item.status === 'done' && video?.status === 'transcoding' ? (
        <ProgressMeter label={progressLabel(video, item.fileName)} value={clampPercent(video.progress)} />
      ) : null}
      <p
        role={item.status === 'done' ? 'status' : undefined}
        className={clsx(
          'text-sm',
          item.status === 'failed' || (item.status === 'done' && video?.status === 'failed')
            ? 'text-danger'
            : 'text-muted',
        )}
      >
        {item.error ? `${item.error} ` : ''}
        {statusLine(item, video)}
      </p>
    </li>
  );
}

function UnfinishedUploads({ activeNames }: { activeNames: Set<string> }) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: unfinishedKey, queryFn: findUnfinishedUploads, staleTime: 0 });
  const waiting = (data ?? []).filter(
    (upload) => !activeNames.has(`${upload.metadata.filename}:${upload.size}`),
  );
  if (waiting.length === 0) return null;
  return (
    <div className="rounded-xl border border-border bg-surface-2 p-4">
      <h3 className="text-base font-semibold">{t('unfinished.title')}</h3>
      <p className="mt-1 text-sm text-muted">{t('unfinished.description')}</p>
      <ul aria-label={t('unfinished.title')} className="mt-3 divide-y divide-border">
        {waiting.map((upload) => (
          <li key={upload.urlStorageKey} className="flex flex-wrap items-center gap-3 py-2">
            <FileVideo className="size-5 text-muted" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate">
              {upload.metadata.filename ?? t('unfinished.unnamed')}
              {upload.size ? <span className="text-muted"> · {formatDataSize(upload.size)}</span> : null}
            </span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void forgetUnfinishedUpload(upload.urlStorageKey, upload.uploadUrl).finally(
                  () => void queryClient.invalidateQueries({ queryKey: unfinishedKey }),
                )
              }
              aria-label={
                upload.metadata.filename
                  ? t('unfinished.forgetLabel', { file: upload.metadata.filename })
                  : t('unfinished.forgetUnnamedLabel')
              }
            >
              {t('unfinished.forget')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Upload with tus: the file is checked here first (type, size), then sent in resumable chunks with a progress bar,
 * Pause, Resume and Cancel. It can be attached to a title right away, or later from the video list.
 */
export function UploadPanel({ titles }: { titles: readonly StudioTitle[] }) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const start = useUploads((state) => state.start);
  const items = useUploads((state) => state.items);
  const { videos } = useLiveStudioVideos();
  const [problem, setProblem] = useState<string | null>(null);
  const [attach, setAttach] = useState<AttachChoice>(NO_ATTACHMENT);
  const [dragging, setDragging] = useState(false);

  async function handleFile(file: File | undefined) {
    if (!file) return;
    if (attach.titleId) {
      const missing = attachProblem(attach, titles);
      if (missing) {
        setProblem(missing);
        return;
      }
    }
    const refusal = await start(file, {
      attach: attach.titleId ? { ...toAttachInput(attach), label: attachLabel(attach, titles) } : undefined,
      onDone: () => {
        void queryClient.invalidateQueries({ queryKey: studioKeys.videos });
        void queryClient.invalidateQueries({ queryKey: unfinishedKey });
      },
    });
    setProblem(refusal);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void handleFile(event.dataTransfer.files[0]);
  }

  const activeNames = new Set(
    items.filter((item) => item.status !== 'done').map((item) => `${item.fileName}:${item.size}`),
  );

  return (
    <div className="grid gap-5">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        className={clsx(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-8 text-center transition-colors duration-150',
          dragging ? 'border-primary bg-primary/10' : 'border-border bg-surface',
        )}
      >
        <UploadIcon className="size-8 text-muted" aria-hidden="true" />
        <div>
          <input
            id="studio-upload-file"
            type="file"
            accept={UPLOAD_ACCEPT}
            className="peer sr-only"
            onChange={(event) => {
              void handleFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <label
            htmlFor="studio-upload-file"
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-md bg-action px-5 font-semibold text-on-action peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary hover:bg-action-hover"
          >
            {t('upload.choose')}
          </label>
        </div>
        <p className="text-sm text-muted">
          {t('upload.dropHint', { max: formatDataSize(UPLOAD_MAX_BYTES_DEFAULT) })}
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('upload.attachLegend')}</legend>
        <AttachFields titles={titles} value={attach} onChange={setAttach} optional />
      </fieldset>
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      {items.length > 0 ? (
        <ul
          aria-label={t('upload.listLabel')}
          className="divide-y divide-border rounded-2xl border border-border bg-surface"
        >
          {items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              video={item.videoId ? videos?.find((video) => video.id === item.videoId) : undefined}
            />
          ))}
        </ul>
      ) : null}
      <UnfinishedUploads activeNames={activeNames} />
    </div>
  );
}
