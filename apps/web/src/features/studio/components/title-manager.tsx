import { AGE_RATINGS, LANGUAGES, TITLE_TYPES, type TitleType } from '@mzansi/contracts/catalogue';
import {
  TITLE_TRANSLATION_LANGUAGES,
  type TitleTranslation,
  type TitleTranslationLanguage,
} from '@mzansi/contracts/studio';
import { LANGUAGE_NATIVE_NAMES } from '@mzansi/i18n/languages';
import { ChevronDown, Eye, EyeOff, Languages, Pencil, Plus, Undo2 } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { AGE_RATING_NAME_KEYS } from '@/lib/age-rating-names';
import { showServerFieldErrors } from '@/lib/forms';
import {
  useAddEpisode,
  useCreateTitle,
  useRemoveTitleTranslation,
  useSaveTitleTranslation,
  useSetTitleStatus,
  type CreateTitleInput,
  type StudioTitle,
} from '../api/studio-api';
import { episodeFormResolver, titleFormResolver, translationFormResolver } from '../api/studio-forms';
import { statusLabel } from '../api/video-status-text';
import { useStudioOptions } from '../api/studio-editing-api';
import { TitleEditorDialog } from './title-editor';
import { TitleStatsPanel } from './title-stats';

const TYPE_LABELS = {
  movie: 'titles.type.movie',
  series: 'titles.type.series',
  documentary: 'titles.type.documentary',
} as const satisfies Record<TitleType, string>;
const NEW_TITLE: Omit<CreateTitleInput, 'releaseYear' | 'originalLanguage'> & { originalLanguage: '' } = {
  title: '',
  type: 'movie',
  tagline: '',
  synopsis: '',
  ageRating: '13',
  // No language is assumed: the creator chooses it (D62).
  originalLanguage: '',
  isPremium: true,
};
const NO_TRANSLATION: TitleTranslation = { tagline: '', synopsis: '' };
const NO_TRANSLATIONS: Record<TitleTranslationLanguage, TitleTranslation> = {
  zu: NO_TRANSLATION,
  xh: NO_TRANSLATION,
  af: NO_TRANSLATION,
};
/** The request's fields the server may refuse, by their names in the form (the translations' too). */
const TITLE_FIELDS = [
  ...(Object.keys(NEW_TITLE) as Array<keyof typeof NEW_TITLE>),
  'releaseYear',
  ...TITLE_TRANSLATION_LANGUAGES.flatMap(
    (language) => [`translations.${language}.tagline`, `translations.${language}.synopsis`] as const,
  ),
] as const;

/** The tagline ("one-line hook") and synopsis of one language, labelled and marked as that language. */
function TranslationFields({
  language,
  field,
  errors,
}: {
  language: TitleTranslationLanguage;
  /** the form's registration of each field */
  field: (name: keyof TitleTranslation) => UseFormRegisterReturn;
  errors: Partial<Record<keyof TitleTranslation, { message?: string }>> | undefined;
}) {
  const { t } = useTranslation('studio');
  const name = LANGUAGE_NATIVE_NAMES[language];
  return (
    <>
      <TextField
        label={t('translations.hook', { language: name })}
        lang={language}
        maxLength={90}
        {...field('tagline')}
        error={errors?.tagline?.message}
      />
      <TextAreaField
        label={t('translations.synopsis', { language: name })}
        lang={language}
        maxLength={2000}
        {...field('synopsis')}
        error={errors?.synopsis?.message}
      />
    </>
  );
}

/** A button that shows and hides the part it controls. */
function DisclosureButton({
  open,
  controls,
  onToggle,
  label,
  children,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={onToggle}
      className="justify-self-start"
    >
      <Languages className="size-4" aria-hidden="true" />
      {children}
      <ChevronDown className={open ? 'size-4 rotate-180' : 'size-4'} aria-hidden="true" />
    </Button>
  );
}
const STATUS_LABELS = {
  draft: 'titles.status.draft',
  published: 'titles.status.published',
  archived: 'titles.status.archived',
} as const satisfies Record<StudioTitle['status'], string>;

function CreateTitleDialog({ onClose }: { onClose: () => void }) {
  // The age ratings' names are the catalogue's (the title page shows the same words).
  const { t } = useTranslation(['studio', 'catalogue']);
  const create = useCreateTitle();
  const [{ resolver, defaultValues }] = useState(() => {
    const now = new Date();
    return {
      resolver: titleFormResolver(now),
      defaultValues: { ...NEW_TITLE, releaseYear: now.getFullYear(), translations: NO_TRANSLATIONS },
    };
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver, defaultValues });
  const [showLanguages, setShowLanguages] = useState(false);
  const languagesId = useId();

  const handleValid = handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: onClose,
      onError: (error) => showServerFieldErrors(error, setError, TITLE_FIELDS),
    });
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('titleForm.title')}
      description={t('titleForm.description')}
      className="sm:w-[min(40rem,calc(100vw-2rem))]"
    >
      <form onSubmit={handleValid} noValidate className="grid gap-4" aria-label={t('titleForm.title')}>
        <TextField
          label={t('titleForm.name')}
          maxLength={120}
          {...register('title')}
          error={errors.title?.message}
          required
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label={t('titleForm.type')} defaultValue={NEW_TITLE.type} {...register('type')}>
            {TITLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(TYPE_LABELS[type])}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('titleForm.releaseYear')}
            type="number"
            inputMode="numeric"
            {...register('releaseYear', { valueAsNumber: true })}
            error={errors.releaseYear?.message}
          />
          <SelectField
            label={t('titleForm.ageRating')}
            defaultValue={NEW_TITLE.ageRating}
            {...register('ageRating')}
          >
            {AGE_RATINGS.map((rating) => (
              <option key={rating.code} value={rating.code}>
                {rating.code} · {t(AGE_RATING_NAME_KEYS[rating.code])}
              </option>
            ))}
          </SelectField>
        </div>
        <SelectField
          label={t('titleForm.originalLanguage')}
          defaultValue={NEW_TITLE.originalLanguage}
          {...register('originalLanguage')}
          error={errors.originalLanguage?.message}
          required
        >
          <option value="" disabled>
            {t('titleForm.chooseLanguage')}
          </option>
          {LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('titleForm.hook')}
          maxLength={90}
          {...register('tagline')}
          error={errors.tagline?.message}
          hint={t('titleForm.hookHint')}
        />
        <TextAreaField
          label={t('titleForm.synopsis')}
          maxLength={2000}
          {...register('synopsis')}
          error={errors.synopsis?.message}
        />
        <div className="grid gap-3">
          <DisclosureButton
            open={showLanguages || errors.translations !== undefined}
            controls={languagesId}
            onToggle={() => setShowLanguages((open) => !open)}
          >
            {t('translations.section')}
          </DisclosureButton>
          {showLanguages || errors.translations !== undefined ? (
            <div id={languagesId} className="grid gap-4">
              <p className="text-sm text-muted">{t('translations.optional')}</p>
              {TITLE_TRANSLATION_LANGUAGES.map((language) => (
                <fieldset key={language} className="grid gap-3 rounded-xl border border-border p-3">
                  <legend className="px-1 text-sm font-semibold">{LANGUAGE_NATIVE_NAMES[language]}</legend>
                  <TranslationFields
                    language={language}
                    field={(name) => register(`translations.${language}.${name}`)}
                    errors={errors.translations?.[language]}
                  />
                </fieldset>
              ))}
            </div>
          ) : null}
        </div>
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            {...register('isPremium')}
            className="size-4 accent-[var(--color-primary)]"
          />
          {t('titleForm.premiumOnly')}
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('titleForm.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner /> : null}
            {t('titleForm.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function AddEpisodeForm({ title }: { title: StudioTitle }) {
  const { t } = useTranslation('studio');
  const add = useAddEpisode();
  const last = [...title.episodes].sort((a, b) => a.season - b.season || a.number - b.number).at(-1);
  const resolver = useMemo(() => episodeFormResolver(title.episodes), [title.episodes]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { season: last?.season ?? 1, number: (last?.number ?? 0) + 1, name: '' },
  });
  // One line under the row of fields says what is wrong, the first problem first.
  const problem =
    errors.season?.message ?? errors.number?.message ?? errors.name?.message ?? errors.root?.server?.message;
  const problemId = `add-episode-${title.id}-problem`;
  const invalid = (field: 'season' | 'number' | 'name') =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};

  const handleValid = handleSubmit((episode) => {
    add.mutate(
      { titleId: title.id, ...episode },
      {
        onSuccess: () => reset({ season: episode.season, number: episode.number + 1, name: '' }),
        onError: (error) => showServerFieldErrors(error, setError, ['season', 'number', 'name']),
      },
    );
  });

  return (
    <form
      onSubmit={handleValid}
      noValidate
      aria-label={t('episodeForm.formLabel', { title: title.title })}
      className="grid gap-3 sm:grid-cols-[6rem_6rem_1fr_auto] sm:items-end"
    >
      <TextField
        label={t('episodeForm.season')}
        type="number"
        min={1}
        max={99}
        {...register('season', { valueAsNumber: true })}
        {...invalid('season')}
      />
      <TextField
        label={t('episodeForm.episode')}
        type="number"
        min={1}
        max={999}
        {...register('number', { valueAsNumber: true })}
        {...invalid('number')}
      />
      <TextField label={t('episodeForm.name')} maxLength={120} {...register('name')} {...invalid('name')} />
      <Button type="submit" variant="secondary" disabled={add.isPending}>
        {add.isPending ? <Spinner /> : <Plus className="size-5" aria-hidden="true" />}
        {t('episodeForm.submit')}
      </Button>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-danger sm:col-span-4">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** One language's tagline and synopsis of a title: saved on its own; both cleared removes the language. */
function TranslationForm({ title, language }: { title: StudioTitle; language: TitleTranslationLanguage }) {
  const { t } = useTranslation('studio');
  const save = useSaveTitleTranslation();
  const remove = useRemoveTitleTranslation();
  const saved = title.translations?.[language];
  const resolver = useMemo(() => translationFormResolver(), []);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver, defaultValues: saved ?? NO_TRANSLATION });
  const name = LANGUAGE_NATIVE_NAMES[language];
  const pending = save.isPending || remove.isPending;

  const handleValid = handleSubmit((text) => {
    const options = {
      onSuccess: () => reset(text),
      onError: (error: unknown) =>
        showServerFieldErrors(error, setError, {
          [`translations.${language}.tagline`]: 'tagline',
          [`translations.${language}.synopsis`]: 'synopsis',
        }),
    };
    if (text.tagline === '' && text.synopsis === '') {
      remove.mutate({ titleId: title.id, language }, options);
    } else {
      save.mutate({ titleId: title.id, language, text }, options);
    }
  });

  return (
    <form
      onSubmit={handleValid}
      noValidate
      aria-label={t('translations.formLabel', { language: name, title: title.title })}
    >
      <fieldset className="grid gap-3 rounded-xl border border-border p-3">
        <legend className="px-1 text-sm font-semibold">{name}</legend>
        <TranslationFields language={language} field={(name) => register(name)} errors={errors} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted">{t('translations.clearToRemove')}</p>
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={pending}
            aria-label={t('translations.saveLabel', { language: name, title: title.title })}
          >
            {pending ? <Spinner /> : null}
            {t('translations.save')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** The languages a title has text in besides English, and their forms behind a button. */
function TitleTranslations({ title }: { title: StudioTitle }) {
  const { t } = useTranslation('studio');
  const [open, setOpen] = useState(false);
  const formsId = useId();
  const written = TITLE_TRANSLATION_LANGUAGES.filter((language) => title.translations?.[language]);
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        {t('translations.have')}{' '}
        <span className="text-muted">
          {written.length > 0
            ? written.map((language) => LANGUAGE_NATIVE_NAMES[language]).join(', ')
            : t('titles.noneYet')}
        </span>
      </p>
      <DisclosureButton
        open={open}
        controls={formsId}
        onToggle={() => setOpen((value) => !value)}
        label={t('translations.editLabel', { title: title.title })}
      >
        {t('translations.edit')}
      </DisclosureButton>
      {open ? (
        <div id={formsId} className="grid gap-3">
          {TITLE_TRANSLATION_LANGUAGES.map((language) => (
            <TranslationForm key={language} title={title} language={language} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function TitleCard({ title }: { title: StudioTitle }) {
  const { t } = useTranslation('studio');
  const setStatus = useSetTitleStatus();
  const options = useStudioOptions();
  const [editing, setEditing] = useState(false);
  const trailer = title.videos.find((video) => video.kind === 'trailer');
  const main = title.videos.find((video) => video.kind === 'main' && !video.episodeId);
  const hasReadyVideo = title.videos.some((video) => video.status === 'ready');
  const published = title.status === 'published';
  const inReview = !published && title.review?.state === 'pending';
  const rejected = !published && title.review?.state === 'rejected' ? title.review : null;
  const throughReview = options.data?.publishThroughReview ?? false;
  const episodes = [...title.episodes].sort((a, b) => a.season - b.season || a.number - b.number);
  const headingId = `studio-title-${title.id}`;

  return (
    <li aria-labelledby={headingId} className="grid gap-3 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate text-base font-semibold">
            {title.title}
          </h3>
          <p className="text-sm text-muted">
            {t(TYPE_LABELS[title.type])} · {title.releaseYear} · {title.ageRating} ·{' '}
            {title.isPremium ? t('titles.premium') : t('titles.free')}
          </p>
        </div>
        <span
          className={
            published
              ? 'rounded bg-accent px-1.5 py-0.5 text-xs font-semibold text-on-accent'
              : 'rounded bg-surface-3 px-1.5 py-0.5 text-xs font-semibold'
          }
        >
          {inReview ? t('review.inReview') : t(STATUS_LABELS[title.status])}
        </span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(true)}
          aria-label={t('editor.editLabel', { title: title.title })}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t('editor.edit')}
        </Button>
        {published ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate({ titleId: title.id, status: 'draft' })}
            aria-label={t('titles.unpublishLabel', { title: title.title })}
          >
            <EyeOff className="size-4" aria-hidden="true" />
            {t('titles.unpublish')}
          </Button>
        ) : inReview ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate({ titleId: title.id, status: 'draft' })}
            aria-label={t('review.withdrawLabel', { title: title.title })}
          >
            <Undo2 className="size-4" aria-hidden="true" />
            {t('review.withdraw')}
          </Button>
        ) : (
          <Button
            size="sm"
            disabled={setStatus.isPending || !hasReadyVideo}
            onClick={() => setStatus.mutate({ titleId: title.id, status: 'published' })}
            aria-label={
              throughReview
                ? t('review.submitLabel', { title: title.title })
                : t('titles.publishLabel', { title: title.title })
            }
            aria-describedby={hasReadyVideo ? undefined : `${headingId}-needs`}
          >
            <Eye className="size-4" aria-hidden="true" />
            {throughReview ? t('review.submit') : t('titles.publish')}
          </Button>
        )}
      </div>
      {inReview ? <p className="text-sm text-muted">{t('review.waiting')}</p> : null}
      {rejected ? (
        <p className="rounded-md bg-danger/10 p-2 text-sm text-danger">
          {t('review.rejected', { reason: rejected.reason ?? '' })}
        </p>
      ) : null}
      {!published && !hasReadyVideo ? (
        <p id={`${headingId}-needs`} className="text-sm text-muted">
          {t('titles.needsVideo')}
        </p>
      ) : null}
      <p className="text-sm">
        {t('titles.trailer')}{' '}
        <span className="text-muted">{trailer ? statusLabel(trailer.status) : t('titles.noneYet')}</span>
        {title.type !== 'series' ? (
          <>
            {' · '}
            {title.type === 'documentary' ? t('titles.documentary') : t('titles.film')}{' '}
            <span className="text-muted">{main ? statusLabel(main.status) : t('titles.noneYet')}</span>
          </>
        ) : null}
      </p>
      <TitleStatsPanel title={title} />
      <TitleTranslations title={title} />
      {title.type === 'series' ? (
        <div className="grid gap-3 rounded-xl border border-border bg-surface-2 p-3">
          {episodes.length > 0 ? (
            <ol aria-label={t('titles.episodesLabel', { title: title.title })} className="grid gap-1 text-sm">
              {episodes.map((episode) => {
                const video = title.videos.find((candidate) => candidate.episodeId === episode.id);
                return (
                  <li key={episode.id} className="flex flex-wrap gap-x-2">
                    <span className="font-semibold">
                      {t('attach.episodeCode', {
                        season: String(episode.season),
                        number: String(episode.number),
                      })}
                    </span>
                    <span>{episode.name}</span>
                    <span className="text-muted">
                      · {video ? statusLabel(video.status) : t('titles.noVideoYet')}
                    </span>
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className="text-sm text-muted">{t('titles.noEpisodes')}</p>
          )}
          <AddEpisodeForm title={title} />
        </div>
      ) : null}
      {editing ? <TitleEditorDialog title={title} onClose={() => setEditing(false)} /> : null}
    </li>
  );
}

/** Titles: create a draft, add episodes to a series, publish and unpublish. */
export function TitleManager({ titles }: { titles: readonly StudioTitle[] }) {
  const { t } = useTranslation('studio');
  const [creating, setCreating] = useState(false);
  return (
    <div className="grid gap-4">
      <div>
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-5" aria-hidden="true" />
          {t('titles.new')}
        </Button>
      </div>
      {titles.length > 0 ? (
        <ul
          aria-label={t('titles.listLabel')}
          className="divide-y divide-border rounded-2xl border border-border bg-surface"
        >
          {titles.map((title) => (
            <TitleCard key={title.id} title={title} />
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-border bg-surface p-6 text-muted">{t('titles.empty')}</p>
      )}
      {creating ? <CreateTitleDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
