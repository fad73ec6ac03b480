import {
  AD_CAMPAIGN_STATUSES,
  adCampaignInputSchema,
  type AdCampaign,
  type AdCampaignInput,
  type AdCampaignStatus,
} from '@mzansi/contracts/ads';
import { z } from 'zod';
import { contractResolver } from '@/lib/forms';
import { translate } from '@/lib/i18n';

/**
 * The campaign form on the contract's schema (adCampaignInputSchema): what the inputs hold (text, a local date and
 * time, "no cap" as a blank) is turned into the request's values first, so the client refuses exactly what the
 * server refuses, with the form's words.
 */
export interface CampaignFormValues {
  name: string;
  status: AdCampaignStatus;
  creativeVideoId: string | null;
  clickThroughUrl: string;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone (a datetime-local input) */
  startsAt: string;
  /** blank: runs until paused or ended */
  endsAt: string;
  /** blank: no cap */
  dailyImpressionCap: string;
  totalImpressionCap: string;
  frequencyCapPerDay: string;
  targetLanguages: string[];
  targetGenres: string[];
  /** blank: any age rating */
  maxAgeRating: string;
  weight: string;
}

export type CampaignFormOutput = z.output<typeof adCampaignInputSchema>;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's time zone ("2026-12-01T08:00"). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (local time) as an ISO instant; anything unreadable is left for the schema to refuse. */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : value;
}

/** A blank cap is "no cap" (null); anything else must be a whole number the schema checks. */
function capValue(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

export function campaignFormDefaults(campaign?: AdCampaign, now: Date = new Date()): CampaignFormValues {
  if (!campaign) {
    const start = new Date(now);
    start.setSeconds(0, 0);
    return {
      name: '',
      status: 'draft',
      creativeVideoId: null,
      clickThroughUrl: '',
      startsAt: toLocalInput(start.toISOString()),
      endsAt: '',
      dailyImpressionCap: '',
      totalImpressionCap: '',
      frequencyCapPerDay: '',
      targetLanguages: [],
      targetGenres: [],
      maxAgeRating: '',
      weight: '10',
    };
  }
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    name: campaign.name,
    status: campaign.status,
    creativeVideoId: campaign.creativeVideoId,
    clickThroughUrl: campaign.clickThroughUrl,
    startsAt: toLocalInput(campaign.startsAt),
    endsAt: toLocalInput(campaign.endsAt),
    dailyImpressionCap: text(campaign.dailyImpressionCap),
    totalImpressionCap: text(campaign.totalImpressionCap),
    frequencyCapPerDay: text(campaign.frequencyCapPerDay),
    targetLanguages: campaign.targetLanguages,
    targetGenres: campaign.targetGenres,
    maxAgeRating: campaign.maxAgeRating ?? '',
    weight: String(campaign.weight),
  };
}

const formSchema = z
  .object({
    name: z.string(),
    status: z.enum(AD_CAMPAIGN_STATUSES),
    creativeVideoId: z.string().nullable(),
    clickThroughUrl: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    dailyImpressionCap: z.string(),
    totalImpressionCap: z.string(),
    frequencyCapPerDay: z.string(),
    targetLanguages: z.array(z.string()),
    targetGenres: z.array(z.string()),
    maxAgeRating: z.string(),
    weight: z.string(),
  })
  // The inputs' values as the request's (the enums are left for the contract to check).
  .transform(
    (values) =>
      ({
        ...values,
        startsAt: fromLocalInput(values.startsAt),
        endsAt: values.endsAt.trim() === '' ? null : fromLocalInput(values.endsAt),
        dailyImpressionCap: capValue(values.dailyImpressionCap),
        totalImpressionCap: capValue(values.totalImpressionCap),
        frequencyCapPerDay: capValue(values.frequencyCapPerDay),
        maxAgeRating: values.maxAgeRating === '' ? null : values.maxAgeRating,
        weight: values.weight.trim() === '' ? Number.NaN : Number(values.weight),
      }) as AdCampaignInput,
  )
  .pipe(adCampaignInputSchema)
  // The end comes after the start (a custom issue, worded by the form).
  .refine((campaign) => !campaign.endsAt || Date.parse(campaign.endsAt) > Date.parse(campaign.startsAt), {
    path: ['endsAt'],
  });

/** The form's resolver: the values handed to submit are the request's body. */
export function campaignFormResolver() {
  const cap = () => translate('ads-admin:form.errors.cap');
  return contractResolver<CampaignFormValues, CampaignFormOutput>(formSchema, {
    name: (issue) =>
      issue.code === 'too_big'
        ? translate('ads-admin:form.errors.nameTooLong')
        : translate('ads-admin:form.errors.name'),
    clickThroughUrl: () => translate('ads-admin:form.errors.url'),
    startsAt: () => translate('ads-admin:form.errors.startsAt'),
    endsAt: (issue) =>
      issue.code === 'custom'
        ? translate('ads-admin:form.errors.endsBeforeStart')
        : translate('ads-admin:form.errors.endsAt'),
    dailyImpressionCap: cap,
    totalImpressionCap: cap,
    frequencyCapPerDay: () => translate('ads-admin:form.errors.frequency'),
    weight: () => translate('ads-admin:form.errors.weight'),
  });
}
