import { LANGUAGES } from '@mzansi/contracts/catalogue';
import { formatClock } from '@mzansi/contracts/format';
import { formatDate } from '@mzansi/i18n/format';
import { CAPTION_LABEL_MAX_LENGTH, CAPTION_MAX_BYTES, captionFieldsSchema } from '@mzansi/contracts/studio';
import { AudioLines, Captions, Link2, Play, TriangleAlert, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormMessage, SelectField, TextField } from '@/components/ui/form-field';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { blankAsUndefined, contractResolver, showServerFieldErrors } from '@/lib/forms';
import { currentLanguage, translate } from '@/lib/i18n';
import {
  isSettled,
  useAttachVideo,
  useRemoveCaptions,
  useLiveStudioVideos,
  useUploadCaptions,
  type StudioTitle,
  type StudioVideo,
} from '../api/studio-api';
import { NO_ATTACHMENT, type AttachChoice } from '../api/attach-choice';
import { attachFormResolver } from '../api/studio-forms';
import { captionProblem } from '../api/upload-rules';
import { clampPercent, progressLabel } from '../api/video-status-text';
import { AttachFields } from './attach-fields';
import { AudioTracksDialog } from './audio-tracks-dialog';
import { ProgressMeter, VideoStatusBadge } from './video-status';

function videoName(video: StudioVideo): string {
  if (video.originalFilename) return video.originalFilename;
  const date = formatDate(currentLanguage(), video.createdAt, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return translate('studio:videos.uploadOf', { date });
}

function attachedTo(video: StudioVideo): string | null {
  if (!video.titleId) return null;
  const title = video.titleName ?? translate('studio:attach.aTitle');
  if (video.kind === 'trailer') return translate('studio:attach.trailerOf', { title });
  if (video.episodeLabel) return translate('studio:attach.episodeOf', { episode: video.episodeLabel, title });
  return translate('studio:attach.mainOf', { title });
}

function currentChoice(video: StudioVideo): AttachChoice {
  if (!video.titleId) return NO_ATTACHMENT;
  return {
    titleId: video.titleId,
    use: video.kind === 'trailer' ? 'trailer' : video.episodeId ? 'episode' : 'main',
    episodeId: video.episodeId ?? '',
  };
}

function AttachDialog({
  video,
  titles,
  onClose,
}: {
  video: StudioVideo;
  titles: readonly StudioTitle[];
  onClose: () => void;
}) {
  const { t } = useTranslation('studio');
  const attach = useAttachVideo();
  const resolver = useMemo(() => attachFormResolver(titles), [titles]);
  const {
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitted },
  } = useForm({ resolver, defaultValues: currentChoice(video) });
  const choice = useWatch({ control }) as AttachChoice;

  // The three selects change together (a new title resets its use and episode), so they are set as one choice.
  function handleChange(next: AttachChoice) {
    for (const field of ['titleId', 'use', 'episodeId'] as const) {
      setValue(field, next[field], { shouldValidate: isSubmitted });
    }
  }

  const handleValid = handleSubmit((body) => {
    attach.mutate(
      { videoId: video.id, ...body },
      {
        onSuccess: onClose,
        onError: (error) =>
          showServerFieldErrors(error, setError, { titleId: 'titleId', kind: 'use', episodeId: 'episodeId' }),
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('attachDialog.title', { name: videoName(video) })}
      description={t('attachDialog.description')}
      className="sm:w-[min(40rem,calc(100vw-2rem))]"
    >
      <form onSubmit={handleValid} noValidate className="grid gap-4" aria-label={t('attachDialog.formLabel')}>
        {titles.length === 0 ? (
          <FormMessage tone="info">{t('attachDialog.noTitles')}</FormMessage>
        ) : (
          <AttachFields
            titles={titles}
            value={choice}
            onChange={handleChange}
            errors={{
              titleId: errors.titleId?.message,
              use: errors.use?.message,
              episodeId: errors.episodeId?.message,
            }}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('attachDialog.cancel')}
          </Button>
          <Button type="submit" disabled={attach.isPending || titles.length === 0}>
            {attach.isPending ? <Spinner /> : null}
            {t('attachDialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The contract's caption fields (a blank label is the language's name), with the WebVTT file checked here first. */
const captionsResolver = contractResolver(
  captionFieldsSchema.extend({
    label: blankAsUndefined(captionFieldsSchema.shape.label),
    file: z
      .custom<File | null>()
      .superRefine(async (file, context) => {
        const problem = file
          ? await captionProblem(file, CAPTION_MAX_BYTES)
          : translate('studio:captionsDialog.chooseFile');
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .transform((file) => file as File),
  }),
  { lang: () => translate('studio:captionsDialog.chooseLanguage') },
);

function CaptionsDialog({ video, onClose }: { video: StudioVideo; onClose: () => void }) {
  const { t } = useTranslation('studio');
  const upload = useUploadCaptions();
  const remove = useRemoveCaptions();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm({
    resolver: captionsResolver,
    defaultValues: { file: null, lang: 'en' as const, label: '' },
  });
  const {
    field: { ref: fileRef, name: fileName, onBlur: handleFileBlur, onChange: handleFileChange },
  } = useController({ control, name: 'file' });
  // A new file input after each upload: a file input cannot be emptied by its value alone.
  const [fileInputKey, setFileInputKey] = useState(0);
  const lang = useWatch({ control, name: 'lang' });
  const languageName = LANGUAGES.find((language) => language.code === lang)?.name ?? lang;

  const handleValid = handleSubmit(({ file, lang: chosen, label }) => {
    const name = LANGUAGES.find((language) => language.code === chosen)?.name ?? chosen;
    upload.mutate(
      { videoId: video.id, file, lang: chosen, label: label ?? name },
      {
        onSuccess: () => {
          reset({ file: null, lang: chosen, label: '' });
          setFileInputKey((key) => key + 1);
        },
        onError: (error) => showServerFieldErrors(error, setError, ['file', 'lang', 'label']),
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('captionsDialog.title', { name: videoName(video) })}
      description={t('captionsDialog.description')}
      className="sm:w-[min(36rem,calc(100vw-2rem))]"
    >
      {video.captions.length > 0 ? (
        <ul
          aria-label={t('captionsDialog.listLabel')}
          className="mb-4 divide-y divide-border rounded-xl border border-border"
        >
          {video.captions.map((caption) => (
            <li key={caption.lang} className="flex items-center gap-3 px-3 py-2">
              <span className="flex-1">
                {caption.label} <span className="text-sm text-muted">({caption.lang})</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ videoId: video.id, lang: caption.lang })}
                aria-label={t('captionsDialog.removeLabel', { label: caption.label })}
              >
                <X className="size-4" aria-hidden="true" />
                {t('captionsDialog.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-muted">{t('captionsDialog.none')}</p>
      )}
      <form
        onSubmit={handleValid}
        noValidate
        className="grid gap-4"
        aria-label={t('captionsDialog.formLabel')}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="caption-file" className="text-sm font-semibold">
            {t('captionsDialog.file')}
          </label>
          <input
            key={fileInputKey}
            id="caption-file"
            type="file"
            accept=".vtt,text/vtt"
            name={fileName}
            ref={fileRef}
            onBlur={handleFileBlur}
            onChange={(event) => handleFileChange(event.target.files?.[0] ?? null)}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? 'caption-file-error' : undefined}
            className="text-sm file:mr-3 file:h-11 file:cursor-pointer file:rounded-md file:border file:border-border file:bg-surface-2 file:px-4 file:font-semibold file:text-foreground"
          />
          {errors.file?.message ? (
            <p id="caption-file-error" className="text-sm text-danger">
              {errors.file.message}
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('captionsDialog.language')}
            defaultValue="en"
            {...register('lang')}
            error={errors.lang?.message}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('captionsDialog.label')}
            placeholder={languageName}
            maxLength={CAPTION_LABEL_MAX_LENGTH}
            {...register('label')}
            error={errors.label?.message}
            hint={t('captionsDialog.labelHint')}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('captionsDialog.done')}
          </Button>
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? <Spinner /> : null}
            {t('captionsDialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function VideoRow({
  video,
  titles,
  onAttach,
  onCaptions,
  onAudio,
}: {
  video: StudioVideo;
  titles: readonly StudioTitle[];
  onAttach: () => void;
  onCaptions: () => void;
  onAudio: () => void;
}) {
  const { t } = useTranslation('studio');
  const name = videoName(video);
  const attached = attachedTo(video);
  const facts = [
    video.durationSeconds ? formatClock(video.durationSeconds) : null,
    video.width && video.height ? `${video.width}×${video.height}` : null,
    video.renditions.length > 0
      ? [...video.renditions]
          .sort((a, b) => a.height - b.height)
          .map((rendition) => rendition.name)
          .join(' · ')
      : null,
  ].filter(Boolean);
  const title = titles.find((candidate) => candidate.id === video.titleId);
  return (
    <li className="grid gap-2 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 truncate font-semibold">{name}</p>
        <VideoStatusBadge video={video} />
      </div>
      {!isSettled(video.status) ? (
        <ProgressMeter
          label={progressLabel(video, name)}
          value={video.status === 'transcoding' ? clampPercent(video.progress) : 0}
        />
      ) : null}
      {video.status === 'failed' ? (
        <p className="flex items-start gap-2 text-sm text-danger">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{video.failureReason ?? t('status.couldNotProcess')}</span>
        </p>
      ) : null}
      {facts.length > 0 ? <p className="text-sm text-muted">{facts.join(' · ')}</p> : null}
      <p className="text-sm">
        {attached ?? <span className="text-muted">{t('videos.notAttached')}</span>}
        {video.captions.length > 0 ? (
          <span className="text-muted">
            {' '}
            ·{' '}
            {t('videos.captionsList', { labels: video.captions.map((caption) => caption.label).join(', ') })}
          </span>
        ) : null}
        {(video.audioTracks ?? []).length > 0 ? (
          <span className="text-muted">
            {' '}
            · {t('videos.audioList', { labels: video.audioTracks.map((track) => track.label).join(', ') })}
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={onAttach}
          disabled={video.status === 'failed'}
          aria-label={
            attached ? t('videos.changeTitleLabel', { name }) : t('videos.attachToTitleLabel', { name })
          }
        >
          <Link2 className="size-4" aria-hidden="true" />
          {attached ? t('videos.changeTitle') : t('videos.attachToTitle')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={onCaptions}
          disabled={video.status === 'failed'}
          aria-label={t('videos.captionsLabel', { name })}
        >
          <Captions className="size-4" aria-hidden="true" />
          {t('videos.captions')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={onAudio}
          disabled={video.status !== 'ready'}
          aria-label={t('videos.audioLabel', { name })}
        >
          <AudioLines className="size-4" aria-hidden="true" />
          {t('videos.audio')}
        </Button>
        {video.status === 'ready' && video.titleId ? (
          <ButtonLink
            size="sm"
            variant="ghost"
            aria-label={t('videos.previewLabel', { name })}
            to={`/watch/${encodeURIComponent(title?.id ?? video.titleId)}?play=${encodeURIComponent(video.id)}`}
          >
            <Play className="size-4" aria-hidden="true" />
            {t('videos.preview')}
          </ButtonLink>
        ) : null}
      </div>
    </li>
  );
}

/** The uploads with their transcoding state (polled while they change), and what to do with each. */
export function VideoList({ titles }: { titles: readonly StudioTitle[] }) {
  const { t } = useTranslation('studio');
  const { videos: live, isPending, isError, error, refetch, isFetching } = useLiveStudioVideos();
  const [dialog, setDialog] = useState<{ type: 'attach' | 'captions' | 'audio'; id: string } | null>(null);

  if (isPending) return <LoadingState className="min-h-24" label={t('videos.loading')} />;
  if (isError) {
    return (
      <QueryErrorState
        title={t('videos.loadError')}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  const videos = live ?? [];
  if (videos.length === 0) {
    return <p className="rounded-2xl border border-border bg-surface p-6 text-muted">{t('videos.empty')}</p>;
  }
  const open = dialog ? videos.find((video) => video.id === dialog.id) : undefined;
  return (
    <>
      <ul
        aria-label={t('videos.listLabel')}
        className="divide-y divide-border rounded-2xl border border-border bg-surface"
      >
        {videos.map((video) => (
          <VideoRow
            key={video.id}
            video={video}
            titles={titles}
            onAttach={() => setDialog({ type: 'attach', id: video.id })}
            onCaptions={() => setDialog({ type: 'captions', id: video.id })}
            onAudio={() => setDialog({ type: 'audio', id: video.id })}
          />
        ))}
      </ul>
      {open && dialog?.type === 'attach' ? (
        <AttachDialog video={open} titles={titles} onClose={() => setDialog(null)} />
      ) : null}
      {open && dialog?.type === 'captions' ? (
        <CaptionsDialog video={open} onClose={() => setDialog(null)} />
      ) : null}
      {open && dialog?.type === 'audio' ? (
        <AudioTracksDialog video={open} name={videoName(open)} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
