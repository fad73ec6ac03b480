import { useTranslation } from 'react-i18next';
import type { StudioTitle } from '../api/studio-api';
import { episodeName, type AttachChoice, type AttachField } from '../api/attach-choice';
import { SelectField } from '@/components/ui/form-field';

export function AttachFields({
  titles,
  value,
  onChange,
  optional = false,
  errors = {},
}: {
  titles: readonly StudioTitle[];
  value: AttachChoice;
  onChange: (value: AttachChoice) => void;
  /** "Not yet" is a choice (at upload time) */
  optional?: boolean;
  /** what is wrong with each part of the choice (the attach form's check, or the server's) */
  errors?: Partial<Record<AttachField, string>>;
}) {
  const { t } = useTranslation('studio');
  const title = titles.find((candidate) => candidate.id === value.titleId);
  const uses: Array<{ value: AttachChoice['use']; label: string }> = title
    ? title.type === 'series'
      ? [
          { value: 'episode', label: t('attach.useEpisode') },
          { value: 'trailer', label: t('attach.useTrailer') },
        ]
      : [
          {
            value: 'main',
            label: title.type === 'documentary' ? t('attach.useDocumentary') : t('attach.useFilm'),
          },
          { value: 'trailer', label: t('attach.useTrailer') },
        ]
    : [];
  const episodes = [...(title?.episodes ?? [])].sort((a, b) => a.season - b.season || a.number - b.number);

  function chooseTitle(titleId: string) {
    const next = titles.find((candidate) => candidate.id === titleId);
    onChange({
      titleId,
      use: next ? (next.type === 'series' ? 'episode' : 'main') : 'trailer',
      episodeId: '',
    });
  }

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label={t('attach.title')}
        value={value.titleId}
        onChange={(event) => chooseTitle(event.target.value)}
        error={errors.titleId}
      >
        <option value="">{optional ? t('attach.notYet') : t('attach.chooseTitle')}</option>
        {titles.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.status === 'draft'
              ? t('attach.draftTitleOption', {
                  title: candidate.title,
                  year: String(candidate.releaseYear),
                })
              : t('attach.titleOption', { title: candidate.title, year: String(candidate.releaseYear) })}
          </option>
        ))}
      </SelectField>
      {title ? (
        <SelectField
          label={t('attach.useAs')}
          value={value.use}
          onChange={(event) =>
            onChange({ ...value, use: event.target.value as AttachChoice['use'], episodeId: '' })
          }
          error={errors.use}
        >
          {uses.map((use) => (
            <option key={use.value} value={use.value}>
              {use.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      {title && value.use === 'episode' ? (
        <SelectField
          label={t('attach.episode')}
          value={value.episodeId}
          onChange={(event) => onChange({ ...value, episodeId: event.target.value })}
          hint={episodes.length === 0 ? t('attach.noEpisodesHint') : undefined}
          error={errors.episodeId}
        >
          <option value="">{t('attach.chooseEpisode')}</option>
          {episodes.map((episode) => (
            <option key={episode.id} value={episode.id}>
              {episodeName(episode)}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}
