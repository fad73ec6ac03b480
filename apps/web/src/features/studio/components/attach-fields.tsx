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
  const title = titles.find((candidate) => candidate.id === value.titleId);
  const uses: Array<{ value: AttachChoice['use']; label: string }> = title
    ? title.type === 'series'
      ? [
          { value: 'episode', label: 'Episode' },
          { value: 'trailer', label: 'Trailer' },
        ]
      : [
          { value: 'main', label: title.type === 'documentary' ? 'The documentary' : 'The film' },
          { value: 'trailer', label: 'Trailer' },
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
        label="Title"
        value={value.titleId}
        onChange={(event) => chooseTitle(event.target.value)}
        error={errors.titleId}
      >
        <option value="">{optional ? 'Not yet' : 'Choose a title'}</option>
        {titles.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.title} ({candidate.releaseYear}){candidate.status === 'draft' ? ' · draft' : ''}
          </option>
        ))}
      </SelectField>
      {title ? (
        <SelectField
          label="Use as"
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
          label="Episode"
          value={value.episodeId}
          onChange={(event) => onChange({ ...value, episodeId: event.target.value })}
          hint={episodes.length === 0 ? 'Add an episode to this series under Titles first.' : undefined}
          error={errors.episodeId}
        >
          <option value="">Choose the episode</option>
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
