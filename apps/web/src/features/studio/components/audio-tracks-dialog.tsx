import { LANGUAGES } from '@mzansi/contracts/catalogue';
import { AUDIO_TRACK_MAX_BYTES } from '@mzansi/contracts/studio';
import { formatNumber } from '@mzansi/i18n/format';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/i18n';
import { isAudioCandidate } from '../api/upload-rules';
import { useRemoveAudioTrack, useUploadAudioTrack, type StudioVideo } from '../api/studio-api';

/**
 * The audio languages of a ready video (issue 16): one track per language, uploaded as an audio or video file and
 * encoded by the server; viewers switch between them in the player's audio menu.
 */
export function AudioTracksDialog({
  video,
  name,
  onClose,
}: {
  video: StudioVideo;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('studio');
  const language = useLanguage();
  const upload = useUploadAudioTrack();
  const remove = useRemoveAudioTrack();
  const [lang, setLang] = useState<string>('en');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A new file input after each upload: a file input cannot be emptied by its value alone.
  const [fileInputKey, setFileInputKey] = useState(0);
  const tracks = video.audioTracks ?? [];
  const ready = video.status === 'ready';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setProblem(t('audioDialog.chooseFile'));
    if (!isAudioCandidate(file)) return setProblem(t('audioDialog.notAudio', { file: file.name }));
    if (file.size > AUDIO_TRACK_MAX_BYTES) {
      return setProblem(
        t('audioDialog.tooBig', {
          file: file.name,
          megabytes: formatNumber(language, AUDIO_TRACK_MAX_BYTES / (1024 * 1024)),
        }),
      );
    }
    setProblem(null);
    const label = LANGUAGES.find((candidate) => candidate.code === lang)?.name ?? lang;
    upload.mutate(
      { videoId: video.id, file, lang, label },
      {
        onSuccess: () => {
          setFile(null);
          setFileInputKey((key) => key + 1);
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('audioDialog.title', { name })}
      description={t('audioDialog.description')}
      className="sm:w-[min(36rem,calc(100vw-2rem))]"
    >
      {tracks.length > 0 ? (
        <ul
          aria-label={t('audioDialog.listLabel')}
          className="mb-4 divide-y divide-border rounded-xl border border-border"
        >
          {tracks.map((track) => (
            <li key={track.lang} className="flex items-center gap-3 px-3 py-2">
              <span className="flex-1">
                {track.label} <span className="text-sm text-muted">({track.lang})</span>
                {track.default ? (
                  <span className="ml-2 text-sm text-muted">{t('audioDialog.default')}</span>
                ) : null}
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending || upload.isPending || tracks.length < 2}
                onClick={() => remove.mutate({ videoId: video.id, lang: track.lang })}
                aria-label={t('audioDialog.removeLabel', { label: track.label })}
              >
                <X className="size-4" aria-hidden="true" />
                {t('audioDialog.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-muted">{t('audioDialog.none')}</p>
      )}
      {ready ? null : <p className="mb-4 text-sm text-muted">{t('audioDialog.notReady')}</p>}
      <form onSubmit={handleSubmit} noValidate className="grid gap-4" aria-label={t('audioDialog.formLabel')}>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="audio-track-file" className="text-sm font-semibold">
            {t('audioDialog.file')}
          </label>
          <input
            key={fileInputKey}
            id="audio-track-file"
            type="file"
            accept="audio/*,video/*"
            disabled={!ready}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'audio-track-file-error' : undefined}
            className="text-sm file:mr-3 file:h-11 file:cursor-pointer file:rounded-md file:border file:border-border file:bg-surface-2 file:px-4 file:font-semibold file:text-foreground"
          />
          {problem ? (
            <p id="audio-track-file-error" className="text-sm text-danger">
              {problem}
            </p>
          ) : null}
        </div>
        <SelectField
          label={t('audioDialog.language')}
          value={lang}
          disabled={!ready}
          onChange={(event) => setLang(event.target.value)}
        >
          {LANGUAGES.map((candidate) => (
            <option key={candidate.code} value={candidate.code}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
        {upload.isPending ? (
          <p role="status" className="text-sm text-muted">
            {t('audioDialog.encoding')}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('audioDialog.done')}
          </Button>
          <Button type="submit" disabled={!ready || upload.isPending}>
            {upload.isPending ? <Spinner /> : null}
            {t('audioDialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
