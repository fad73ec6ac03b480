import type { AdCampaign } from '@mzansi/contracts/ads';
import { AD_SKIP_OFFSET_SECONDS } from '@mzansi/contracts/ads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '@/components/layout/admin-nav';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { AdReport } from './ad-report';
import { CampaignFormDialog } from './campaign-form-dialog';
import { CampaignTable } from './campaign-table';

/**
 * /admin/ads (admin only, issue 18): the house ad campaigns (create, edit, pause, delete, upload a creative) and
 * their report per campaign and day.
 */
export function AdsAdminPage() {
  const { t } = useTranslation('ads-admin');
  // A new form per opening (its key): it starts from the campaign it edits, or blank. Closing keeps the key, so the
  // dialog closes as dialogs do (focus back to the opener).
  const [editing, setEditing] = useState<{ key: number; open: boolean; campaign?: AdCampaign }>({
    key: 0,
    open: false,
  });
  const open = (campaign?: AdCampaign) =>
    setEditing((current) => ({ key: current.key + 1, open: true, campaign }));
  return (
    <div className={PAGE_CONTAINER}>
      <AdminNav />
      <PageHeader
        title={t('page.title')}
        description={t('page.description', { skip: AD_SKIP_OFFSET_SECONDS })}
        actions={<Button onClick={() => open()}>{t('actions.new')}</Button>}
      />
      <div className="grid gap-12">
        <section aria-labelledby="ads-campaigns" className="grid gap-3">
          <h2 id="ads-campaigns" tabIndex={-1} className="text-xl font-bold focus:outline-none">
            {t('table.heading')}
          </h2>
          <ErrorBoundary level="section" name={t('table.heading')}>
            <CampaignTable onEdit={(campaign) => open(campaign)} />
          </ErrorBoundary>
        </section>
        <section aria-labelledby="ads-report" className="grid gap-3">
          <h2 id="ads-report" className="text-xl font-bold">
            {t('report.heading')}
          </h2>
          <p className="text-sm text-muted">{t('report.description')}</p>
          <ErrorBoundary level="section" name={t('report.heading')}>
            <AdReport />
          </ErrorBoundary>
        </section>
      </div>
      <CampaignFormDialog
        key={editing.key}
        open={editing.open}
        onOpenChange={(next) => setEditing((current) => ({ ...current, open: next }))}
        campaign={editing.campaign}
      />
    </div>
  );
}
