import {
  ADVISORIES,
  AGE_RATINGS,
  CREDIT_ROLES,
  LANGUAGES,
  type AdvisoryCode,
  type CreditRole,
  type LanguageCode,
} from '@mzansi/contracts/catalogue';
import {
  ARTWORK_MAX_BYTES,
  ARTWORK_TYPES,
  CHARACTER_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  type ArtworkKind,
} from '@mzansi/contracts/studio-editing';
import { ArrowDown, ArrowUp, Trash2, UserPlus } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { AGE_RATING_NAME_KEYS } from '@/lib/age-rating-names';
import { apiErrorMessage } from '@/lib/api-error-message';
import { serverFieldErrors } from '@/lib/forms';
import type { StudioTitle } from '../api/studio-api';
import {
  usePeopleSearch,
  useSaveTitleDetails,
  useStudioOptions,
  useTitleDetails,
  useUploadArtwork,
  type StudioOptions,
  type TitleDetails,
} from '../api/studio-editing-api';

const ROLE_KEYS = {
  actor: 'editor.roles.actor',
  director: 'editor.roles.director',
  writer: 'editor.roles.writer',
  producer: 'editor.roles.producer',
  creator: 'editor.roles.creator',
  narrator: 'editor.roles.narrator',
} as const satisfies Record<CreditRole, string>;

const ADVISORY_KEYS = {
  D: 'editor.advisories.D',
  H: 'editor.advisories.H',
  L: 'editor.advisories.L',
  N: 'editor.advisories.N',
  P: 'editor.advisories.P',
  S: 'editor.advisories.S',
  V: 'editor.advisories.V',
  SV: 'editor.advisories.SV',
} as const satisfies Record<AdvisoryCode, string>;

const ARTWORK_LABELS = {
  poster: { input: 'editor.artwork.poster', preview: 'editor.artwork.posterPreview' },
  backdrop: { input: 'editor.artwork.backdrop', preview: 'editor.artwork.backdropPreview' },
} as const satisfies Record<ArtworkKind, { input: string; preview: string }>;

interface CreditRow {
  key: number;
  personId?: string;
  name: string;
  role: CreditRole;
  character: string;
}

interface FormState {
  tagline: string;
  synopsis: string;
  ageRating: TitleDetails['ageRating'];
  advisories: string[];
  genres: string[];
  spokenLanguages: string[];
  collections: string[];
  credits: CreditRow[];
}

let nextKey = 1;

const fromDetails = (details: TitleDetails): FormState => ({
  tagline: details.tagline,
  synopsis: details.synopsis,
  ageRating: details.ageRating,
  advisories: details.advisories,
  genres: details.genres,
  spokenLanguages: details.spokenLanguages,
  collections: details.collections,
  credits: details.credits.map((credit) => ({
    key: nextKey++,
    personId: credit.personId,
    name: credit.name,
    role: credit.role,
    character: credit.character ?? '',
  })),
});

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((item) => item !== value);

const hasCharacter = (role: CreditRole) => role === 'actor' || role === 'narrator';

/** A group of checkboxes: the accessible multi-select for genres, languages, advisories and collections. */
function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
  error,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onChange: (value: string, on: boolean) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-primary)]"
              checked={selected.includes(option.value)}
              onChange={(event) => onChange(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Picks an existing person by name, or adds a new one by the typed name. */
function PersonPicker({ onPick }: { onPick: (person: { id?: string; name: string }) => void }) {
  const { t } = useTranslation('studio');
  const [query, setQuery] = useState('');
  const people = usePeopleSearch(query);
  const typed = query.trim();
  const exact = people.data?.some((person) => person.name.toLowerCase() === typed.toLowerCase());
  const pick = (person: { id?: string; name: string }) => {
    onPick(person);
    setQuery('');
  };
  return (
    <div className="grid gap-2">
      <TextField
        label={t('editor.findPerson')}
        hint={t('editor.findPersonHint')}
        value={query}
        maxLength={PERSON_NAME_MAX_LENGTH}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          // Enter in the search does not send the whole form.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {typed.length >= 2 ? (
        <ul aria-label={t('editor.suggestions')} className="flex flex-wrap gap-2">
          {(people.data ?? []).map((person) => (
            <li key={person.id}>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => pick({ id: person.id, name: person.name })}
                aria-label={t('editor.addPerson', { name: person.name })}
              >
                {person.name}
              </Button>
            </li>
          ))}
          {exact ? null : (
            <li>
              <Button size="sm" variant="ghost" onClick={() => pick({ name: typed })}>
                <UserPlus className="size-4" aria-hidden="true" />
                {t('editor.createPerson', { name: typed })}
              </Button>
            </li>
          )}
        </ul>
      ) : null}
    </div>
  );
}

/** Poster or backdrop: a file input and a preview (the chosen file at once, the stored picture after). */
function ArtworkField({
  titleId,
  kind,
  current,
}: {
  titleId: string;
  kind: ArtworkKind;
  current: TitleDetails['poster'];
}) {
  const { t } = useTranslation('studio');
  const upload = useUploadArtwork(titleId);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(ARTWORK_TYPES as readonly string[]).includes(file.type)) {
      setError(t('editor.artwork.wrongType'));
      return;
    }
    if (file.size > ARTWORK_MAX_BYTES) {
      setError(t('editor.artwork.tooLarge', { megabytes: String(ARTWORK_MAX_BYTES / (1024 * 1024)) }));
      return;
    }
    setError(null);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => setPreview(null),
        onError: (caught) => {
          setPreview(null);
          setError(apiErrorMessage(caught));
        },
      },
    );
  }

  const src = preview ?? (current.src || null);
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t(ARTWORK_LABELS[kind].input)}
      </label>
      <input
        id={inputId}
        type="file"
        accept={ARTWORK_TYPES.join(',')}
        onChange={handleChange}
        disabled={upload.isPending}
        aria-describedby={error ? errorId : undefined}
        className="text-sm"
      />
      {src ? (
        <img
          src={src}
          srcSet={preview ? undefined : current.srcSet || undefined}
          sizes={kind === 'poster' ? '10rem' : '20rem'}
          alt={t(ARTWORK_LABELS[kind].preview)}
          className={
            kind === 'poster'
              ? 'aspect-[2/3] w-40 rounded-lg object-cover'
              : 'aspect-video w-80 max-w-full rounded-lg object-cover'
          }
        />
      ) : (
        <p className="text-sm text-muted">{t('editor.artwork.none')}</p>
      )}
      {upload.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner /> {t('editor.artwork.uploading')}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 rounded-xl border border-border p-3">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Server field errors by where the form shows them: `credits.1.personId` on credit 1, `genres.0` on the genres. */
function errorsByPlace(fields: { field: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of fields) {
    const [name = '', index] = field.split('.');
    const place = name === 'credits' && index !== undefined ? `credits.${index}` : name;
    errors[place] ??= message;
  }
  return errors;
}

function EditorForm({
  details,
  options,
  onClose,
}: {
  details: TitleDetails;
  options: StudioOptions;
  onClose: () => void;
}) {
  const { t } = useTranslation(['studio', 'catalogue']);
  const save = useSaveTitleDetails(details.id);
  const [form, setForm] = useState<FormState>(() => fromDetails(details));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const setCredit = (key: number, change: Partial<CreditRow>) =>
    set(
      'credits',
      form.credits.map((credit) => (credit.key === key ? { ...credit, ...change } : credit)),
    );
  const move = (index: number, by: -1 | 1) => {
    const credits = [...form.credits];
    const [moved] = credits.splice(index, 1);
    credits.splice(index + by, 0, moved!);
    set('credits', credits);
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    form.credits.forEach((credit, index) => {
      if (!credit.personId && credit.name.trim() === '') found[`credits.${index}`] = t('editor.nameRequired');
    });
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        tagline: form.tagline,
        synopsis: form.synopsis,
        ageRating: form.ageRating,
        advisories: form.advisories as AdvisoryCode[],
        genres: form.genres,
        spokenLanguages: form.spokenLanguages as LanguageCode[],
        credits: form.credits.map((credit) => ({
          ...(credit.personId ? { personId: credit.personId } : { name: credit.name.trim() }),
          role: credit.role,
          character: hasCharacter(credit.role) ? credit.character.trim() || null : null,
        })),
        ...(options.canEditCollections ? { collections: form.collections } : {}),
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields.length === 0) setProblem(apiErrorMessage(error));
          else setErrors(errorsByPlace(fields));
        },
      },
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="grid gap-4"
      aria-label={t('editor.formLabel', { title: details.title })}
    >
      <Section title={t('editor.artwork.section')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ArtworkField titleId={details.id} kind="poster" current={details.poster} />
          <ArtworkField titleId={details.id} kind="backdrop" current={details.backdrop} />
        </div>
        <p className="text-xs text-muted">{t('editor.artwork.hint')}</p>
      </Section>
      <Section title={t('editor.details')}>
        <TextField
          label={t('titleForm.hook')}
          maxLength={90}
          value={form.tagline}
          onChange={(event) => set('tagline', event.target.value)}
          error={errors.tagline}
        />
        <TextAreaField
          label={t('titleForm.synopsis')}
          maxLength={2000}
          value={form.synopsis}
          onChange={(event) => set('synopsis', event.target.value)}
          error={errors.synopsis}
        />
        <SelectField
          label={t('titleForm.ageRating')}
          value={form.ageRating}
          onChange={(event) => set('ageRating', event.target.value as FormState['ageRating'])}
        >
          {AGE_RATINGS.map((rating) => (
            <option key={rating.code} value={rating.code}>
              {rating.code} · {t(AGE_RATING_NAME_KEYS[rating.code])}
            </option>
          ))}
        </SelectField>
        <CheckboxGroup
          legend={t('editor.advisoriesLabel')}
          options={ADVISORIES.map((advisory) => ({
            value: advisory.code,
            label: t(ADVISORY_KEYS[advisory.code]),
          }))}
          selected={form.advisories}
          onChange={(value, on) => set('advisories', toggle(form.advisories, value, on))}
          error={errors.advisories}
        />
      </Section>
      <Section title={t('editor.genresAndLanguages')}>
        <CheckboxGroup
          legend={t('editor.genres')}
          options={options.genres.map((genre) => ({ value: genre.id, label: genre.name }))}
          selected={form.genres}
          onChange={(value, on) => set('genres', toggle(form.genres, value, on))}
          error={errors.genres}
        />
        <CheckboxGroup
          legend={t('editor.spokenLanguages')}
          options={LANGUAGES.map((language) => ({ value: language.code, label: language.name }))}
          selected={form.spokenLanguages}
          onChange={(value, on) => set('spokenLanguages', toggle(form.spokenLanguages, value, on))}
          error={errors.spokenLanguages}
        />
        {options.canEditCollections ? (
          <CheckboxGroup
            legend={t('editor.collections')}
            options={options.collections.map((collection) => ({
              value: collection.id,
              label: collection.name,
            }))}
            selected={form.collections}
            onChange={(value, on) => set('collections', toggle(form.collections, value, on))}
            error={errors.collections}
          />
        ) : null}
      </Section>
      <Section title={t('editor.credits')}>
        {form.credits.length > 0 ? (
          <ol aria-label={t('editor.credits')} className="grid gap-3">
            {form.credits.map((credit, index) => (
              <li
                key={credit.key}
                className="grid gap-2 rounded-lg bg-surface-2 p-2 sm:grid-cols-[1fr_9rem_1fr_auto] sm:items-end"
              >
                <TextField
                  label={t('editor.personName', { position: String(index + 1) })}
                  value={credit.name}
                  readOnly={Boolean(credit.personId)}
                  maxLength={PERSON_NAME_MAX_LENGTH}
                  onChange={(event) => setCredit(credit.key, { name: event.target.value })}
                  error={errors[`credits.${index}`]}
                />
                <SelectField
                  label={t('editor.role', { position: String(index + 1) })}
                  value={credit.role}
                  onChange={(event) => setCredit(credit.key, { role: event.target.value as CreditRole })}
                >
                  {CREDIT_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(ROLE_KEYS[role])}
                    </option>
                  ))}
                </SelectField>
                {hasCharacter(credit.role) ? (
                  <TextField
                    label={t('editor.character', { position: String(index + 1) })}
                    value={credit.character}
                    maxLength={CHARACTER_MAX_LENGTH}
                    onChange={(event) => setCredit(credit.key, { character: event.target.value })}
                  />
                ) : (
                  <span />
                )}
                <div className="flex gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={t('editor.moveUp', { name: credit.name })}
                  >
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={index === form.credits.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={t('editor.moveDown', { name: credit.name })}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      set(
                        'credits',
                        form.credits.filter((item) => item.key !== credit.key),
                      )
                    }
                    aria-label={t('editor.removePerson', { name: credit.name })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">{t('editor.noCredits')}</p>
        )}
        <PersonPicker
          onPick={(person) =>
            set('credits', [
              ...form.credits,
              { key: nextKey++, personId: person.id, name: person.name, role: 'actor', character: '' },
            ])
          }
        />
      </Section>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('titleForm.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {t('editor.save')}
        </Button>
      </div>
    </form>
  );
}

/** The title editor (issue 19): details, artwork, genres, languages, cast and crew (and collections, for admins). */
export function TitleEditorDialog({ title, onClose }: { title: StudioTitle; onClose: () => void }) {
  const { t } = useTranslation('studio');
  const details = useTitleDetails(title.id);
  const options = useStudioOptions();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('editor.title', { title: title.title })}
      description={t('editor.description')}
      className="sm:w-[min(48rem,calc(100vw-2rem))]"
    >
      {details.isError || options.isError ? (
        <QueryErrorState
          title={t('editor.loadError')}
          error={details.error ?? options.error}
          onRetry={() => void Promise.all([details.refetch(), options.refetch()])}
          retrying={details.isFetching || options.isFetching}
        />
      ) : details.data && options.data ? (
        <EditorForm details={details.data} options={options.data} onClose={onClose} />
      ) : (
        <LoadingState className="min-h-24" label={t('editor.loading')} />
      )}
    </Dialog>
  );
}
