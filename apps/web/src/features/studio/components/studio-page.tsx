import { useTranslation } from 'react-i18next';
import { PAGE_CONTAINER, PageHeader } from '@/components/layout/bare-page';
import { StudioWorkspace } from './studio-workspace';

/** /studio (creators and admins): uploads, transcoding, titles. */
export function StudioPage() {
  const { t } = useTranslation('studio');
  return (
    <div className={PAGE_CONTAINER}>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <StudioWorkspace />
    </div>
  );
}
