import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useLanguage } from '@/lib/i18n';
import { LegalDocument } from '../components/legal-document';
import { privacyContent } from '../content/privacy';

export function PrivacyPage() {
  const { t } = useTranslation('legal-privacy');
  const content = privacyContent(t, useLanguage());
  usePageMeta(content.metaTitle, content.description);
  return <LegalDocument content={content} />;
}
