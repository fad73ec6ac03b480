import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useLanguage } from '@/lib/i18n';
import { LegalDocument } from '../components/legal-document';
import { termsContent } from '../content/terms';

export function TermsPage() {
  const { t } = useTranslation('legal-terms');
  const content = termsContent(t, useLanguage());
  usePageMeta(content.metaTitle, content.description);
  return <LegalDocument content={content} />;
}
