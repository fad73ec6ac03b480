import type { AdCampaign } from '@mzansi/contracts/ads';
import { formatDate, formatNumber } from '@mzansi/i18n/format';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingState } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/i18n';
import { useUiStore } from '@/stores/ui-store';
import { useAdCampaigns, useDeleteAdCampaign, useSetAdCampaignStatus } from '../api/ad-campaigns';
import { CREATIVE_STATUS_KEYS, STATUS_KEYS } from '../lib/labels';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function CampaignRow({ campaign, onEdit }: { campaign: AdCampaign; onEdit: (campaign: AdCampaign) => void }) {
  const { t } = useTranslation('ads-admin');
  const language = useLanguage();
  const setStatus = useSetAdCampaignStatus();
  const remove = useDeleteAdCampaign();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const nameRef = useRef<HTMLElement>(null);
  const showToast = useUiStore((state) => state.showToast);
  const number = (value: number) => formatNumber(language, value);
  const cap = (value: number | null) => (value === null ? t('table.noCap') : number(value));
  const canPause = campaign.status === 'active';
  const canResume = campaign.status === 'paused' || campaign.status === 'draft';

  function changeStatus(status: 'active' | 'paused') {
    setStatus.mutate(
      { id: campaign.id, status },
      {
        // A refusal is shown by the app's error toast (the mutation's default).
        onSuccess: () =>
          showToast({
            type: 'success',
            title:
              status === 'paused'
                ? t('toasts.paused', { name: campaign.name })
                : t('toasts.resumed', { name: campaign.name }),
          }),
      },
    );
  }

  return (
    <tr className="border-t border-border align-top">
      <th scope="row" className="py-3 pr-4 text-left font-normal">
        <span ref={nameRef} tabIndex={-1} className="block font-semibold focus:outline-none">
          {campaign.name}
        </span>
        <span className="block text-xs break-all text-muted">{campaign.clickThroughUrl}</span>
      </th>
      <td className="py-3 pr-4">{t(STATUS_KEYS[campaign.status])}</td>
      <td className="py-3 pr-4 text-xs whitespace-nowrap">
        <span className="block">{formatDate(language, campaign.startsAt, DATE_TIME)}</span>
        <span className="block text-muted">
          {campaign.endsAt ? formatDate(language, campaign.endsAt, DATE_TIME) : t('table.noEnd')}
        </span>
      </td>
      <td className="py-3 pr-4 text-right">{number(campaign.weight)}</td>
      <td className="py-3 pr-4 text-xs">
        <span className="block">{t('table.dailyCap', { value: cap(campaign.dailyImpressionCap) })}</span>
        <span className="block">{t('table.totalCap', { value: cap(campaign.totalImpressionCap) })}</span>
        <span className="block">{t('table.frequencyCap', { value: cap(campaign.frequencyCapPerDay) })}</span>
      </td>
      <td className="py-3 pr-4 text-right whitespace-nowrap">
        <span className="block">{number(campaign.impressionsToday)}</span>
        <span className="block text-xs text-muted">{number(campaign.impressionsTotal)}</span>
      </td>
      <td className="py-3 pr-4 text-xs">
        {campaign.creativeStatus ? t(CREATIVE_STATUS_KEYS[campaign.creativeStatus]) : t('creative.none')}
        {campaign.creativeDurationSeconds !== null ? (
          <span className="block text-muted">
            {t('table.seconds', { seconds: number(Math.round(campaign.creativeDurationSeconds)) })}
          </span>
        ) : null}
      </td>
      <td className="py-3">
        <div className="flex flex-wrap justify-end gap-2">
          {canPause ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={setStatus.isPending}
              aria-label={t('actions.pauseLabel', { name: campaign.name })}
              onClick={() => changeStatus('paused')}
            >
              {t('actions.pause')}
            </Button>
          ) : null}
          {canResume ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={setStatus.isPending}
              aria-label={
                campaign.status === 'draft'
                  ? t('actions.activateLabel', { name: campaign.name })
                  : t('actions.resumeLabel', { name: campaign.name })
              }
              onClick={() => changeStatus('active')}
            >
              {campaign.status === 'draft' ? t('actions.activate') : t('actions.resume')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('actions.editLabel', { name: campaign.name })}
            onClick={() => onEdit(campaign)}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('actions.deleteLabel', { name: campaign.name })}
            onClick={() => setConfirmingDelete(true)}
          >
            {t('actions.delete')}
          </Button>
        </div>
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={t('delete.title')}
          description={t('delete.description', { name: campaign.name })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.keep')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(campaign.id, { onSettled: () => setConfirmingDelete(false) })}
          fallbackFocus={() => document.getElementById('ads-campaigns')}
        />
      </td>
    </tr>
  );
}

/** Every campaign, with its dates, weight, caps, impressions and creative; edit, pause/resume and delete. */
export function CampaignTable({ onEdit }: { onEdit: (campaign: AdCampaign) => void }) {
  const { t } = useTranslation('ads-admin');
  const { data, isPending, isError, error, refetch, isFetching } = useAdCampaigns();
  if (isPending) return <LoadingState label={t('table.loading')} />;
  if (isError) {
    return (
      <QueryErrorState
        variant="compact"
        title={t('table.loadError')}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (data.length === 0) return <p className="text-sm text-muted">{t('table.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface p-4">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead>
          <tr className="text-left text-xs text-muted uppercase">
            <th scope="col" className="pb-2">
              {t('table.columns.campaign')}
            </th>
            <th scope="col" className="pb-2">
              {t('table.columns.status')}
            </th>
            <th scope="col" className="pb-2">
              {t('table.columns.dates')}
            </th>
            <th scope="col" className="pb-2 text-right">
              {t('table.columns.weight')}
            </th>
            <th scope="col" className="pb-2">
              {t('table.columns.caps')}
            </th>
            <th scope="col" className="pb-2 text-right">
              {t('table.columns.impressions')}
            </th>
            <th scope="col" className="pb-2">
              {t('table.columns.creative')}
            </th>
            <th scope="col" className="pb-2 text-right">
              <span className="sr-only">{t('table.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} onEdit={onEdit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
