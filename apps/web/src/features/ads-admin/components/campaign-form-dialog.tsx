import {
  AD_CAMPAIGN_NAME_MAX_LENGTH,
  AD_CAMPAIGN_STATUSES,
  AD_WEIGHT_MAX,
  type AdCampaign,
} from '@mzansi/contracts/ads';
import { AGE_RATINGS, LANGUAGES } from '@mzansi/contracts/catalogue';
import { endpoints } from '@mzansi/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { AGE_RATING_NAME_KEYS } from '@/lib/age-rating-names';
import { showServerFieldErrors } from '@/lib/forms';
import { useCreateAdCampaign, useUpdateAdCampaign } from '../api/ad-campaigns';
import {
  campaignFormDefaults,
  campaignFormResolver,
  type CampaignFormOutput,
  type CampaignFormValues,
} from '../lib/campaign-form';
import { STATUS_KEYS } from '../lib/labels';
import { CreativeUpload } from './creative-upload';

const FIELDS: Array<Path<CampaignFormValues>> = [
  'name',
  'status',
  'creativeVideoId',
  'clickThroughUrl',
  'startsAt',
  'endsAt',
  'dailyImpressionCap',
  'totalImpressionCap',
  'frequencyCapPerDay',
  'targetLanguages',
  'targetGenres',
  'maxAgeRating',
  'weight',
];

const SELECT_CLASSES =
  'h-11 w-full rounded-md border border-border bg-background px-3 text-base text-foreground focus-visible:border-primary';

/** The catalogue's genres (its categories), for targeting. */
function useGenres() {
  return useQuery({
    queryKey: ['admin', 'ads', 'genres'],
    queryFn: ({ signal }) => api(endpoints.categories, {}, { signal, retries: 0 }).then((body) => body.items),
    staleTime: 5 * 60_000,
  });
}

interface CampaignFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the campaign to edit; none: a new one */
  campaign?: AdCampaign;
}

/** New or edit campaign, in a dialog; mounted fresh for each opening (its key), so it starts from the campaign. */
export function CampaignFormDialog({ open, onOpenChange, campaign }: CampaignFormDialogProps) {
  const { t } = useTranslation('ads-admin');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={campaign ? t('form.editTitle', { name: campaign.name }) : t('form.newTitle')}
      description={t('form.description')}
      className="max-w-2xl"
    >
      {open ? <CampaignForm campaign={campaign} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {message}
    </p>
  );
}

function CampaignForm({ campaign, onDone }: { campaign?: AdCampaign; onDone: () => void }) {
  const { t } = useTranslation('ads-admin');
  const { t: tc } = useTranslation(['ads-admin', 'catalogue']);
  const id = useId();
  const create = useCreateAdCampaign();
  const update = useUpdateAdCampaign();
  const genres = useGenres();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CampaignFormValues, unknown, CampaignFormOutput>({
    resolver: campaignFormResolver(),
    defaultValues: campaignFormDefaults(campaign),
  });
  const creativeVideoId = useWatch({ control, name: 'creativeVideoId' });
  const name = useWatch({ control, name: 'name' });
  const pending = isSubmitting || create.isPending || update.isPending;

  async function submit(body: CampaignFormOutput) {
    setServerError(null);
    try {
      if (campaign) await update.mutateAsync({ id: campaign.id, patch: body });
      else await create.mutateAsync(body);
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, setError, FIELDS)) setServerError(apiErrorMessage(error));
    }
  }

  const errorId = (name: string) => `${id}-${name}-error`;
  const described = (name: keyof CampaignFormValues) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(name) } : {};

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4">
      <TextField
        label={t('form.name')}
        maxLength={AD_CAMPAIGN_NAME_MAX_LENGTH}
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-status`} className="text-sm font-semibold">
            {t('form.status')}
          </label>
          <select id={`${id}-status`} className={SELECT_CLASSES} {...register('status')}>
            {AD_CAMPAIGN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_KEYS[status])}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('form.weight')}
          type="number"
          inputMode="numeric"
          min={1}
          max={AD_WEIGHT_MAX}
          hint={t('form.weightHint', { max: AD_WEIGHT_MAX })}
          error={errors.weight?.message}
          {...register('weight')}
        />
      </div>
      <TextField
        label={t('form.clickThroughUrl')}
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={t('form.clickThroughHint')}
        error={errors.clickThroughUrl?.message}
        {...register('clickThroughUrl')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.startsAt')}
          type="datetime-local"
          error={errors.startsAt?.message}
          {...register('startsAt')}
        />
        <TextField
          label={t('form.endsAt')}
          type="datetime-local"
          hint={t('form.endsAtHint')}
          error={errors.endsAt?.message}
          {...register('endsAt')}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-semibold">{t('form.caps')}</legend>
        <TextField
          label={t('form.dailyImpressionCap')}
          type="number"
          inputMode="numeric"
          min={1}
          placeholder={t('form.noCap')}
          error={errors.dailyImpressionCap?.message}
          {...register('dailyImpressionCap')}
        />
        <TextField
          label={t('form.totalImpressionCap')}
          type="number"
          inputMode="numeric"
          min={1}
          placeholder={t('form.noCap')}
          error={errors.totalImpressionCap?.message}
          {...register('totalImpressionCap')}
        />
        <TextField
          label={t('form.frequencyCapPerDay')}
          type="number"
          inputMode="numeric"
          min={1}
          placeholder={t('form.noCap')}
          error={errors.frequencyCapPerDay?.message}
          {...register('frequencyCapPerDay')}
        />
        <p className="text-xs text-muted sm:col-span-3">{t('form.capsHint')}</p>
      </fieldset>
      <fieldset {...described('targetLanguages')}>
        <legend className="mb-1 text-sm font-semibold">{t('form.targetLanguages')}</legend>
        <p className="mb-2 text-xs text-muted">{t('form.targetLanguagesHint')}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {LANGUAGES.map((language) => (
            <label key={language.code} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={language.code}
                className="size-4 accent-[var(--color-primary)]"
                {...register('targetLanguages')}
              />
              {language.name}
            </label>
          ))}
        </div>
        <FieldError id={errorId('targetLanguages')} message={errors.targetLanguages?.message} />
      </fieldset>
      <fieldset {...described('targetGenres')}>
        <legend className="mb-1 text-sm font-semibold">{t('form.targetGenres')}</legend>
        <p className="mb-2 text-xs text-muted">{t('form.targetGenresHint')}</p>
        {genres.isPending ? (
          <Spinner className="size-4" />
        ) : genres.isError ? (
          <p className="text-sm text-danger">{t('form.genresError')}</p>
        ) : (
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {genres.data.map((genre) => (
              <label key={genre.slug} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={genre.slug}
                  className="size-4 accent-[var(--color-primary)]"
                  {...register('targetGenres')}
                />
                {genre.name}
              </label>
            ))}
          </div>
        )}
        <FieldError id={errorId('targetGenres')} message={errors.targetGenres?.message} />
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-rating`} className="text-sm font-semibold">
          {t('form.maxAgeRating')}
        </label>
        <select id={`${id}-rating`} className={SELECT_CLASSES} {...register('maxAgeRating')}>
          <option value="">{t('form.anyRating')}</option>
          {AGE_RATINGS.map((rating) => (
            <option key={rating.code} value={rating.code}>
              {`${rating.code}: ${tc(AGE_RATING_NAME_KEYS[rating.code])}`}
            </option>
          ))}
        </select>
      </div>
      <CreativeUpload
        campaignName={name.trim() || t('form.thisCampaign')}
        videoId={creativeVideoId}
        status={campaign && campaign.creativeVideoId === creativeVideoId ? campaign.creativeStatus : null}
        durationSeconds={
          campaign && campaign.creativeVideoId === creativeVideoId ? campaign.creativeDurationSeconds : null
        }
        onUploaded={(videoId) => setValue('creativeVideoId', videoId, { shouldDirty: true })}
        onRemove={() => setValue('creativeVideoId', null, { shouldDirty: true })}
      />
      {serverError ? (
        <p role="alert" className="text-sm text-danger">
          {serverError}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onDone} disabled={pending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner className="size-4" /> : null}
          {campaign ? t('form.save') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
