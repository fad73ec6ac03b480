import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useLanguage } from '@/lib/i18n';
import { LegalDocument } from '../components/legal-document';
import { accessibilityContent } from '../content/accessibility';

export function AccessibilityPage() {
  const { t } = useTranslation('legal-accessibility');
  const content = accessibilityContent(t, useLanguage());
  usePageMeta(content.metaTitle, content.description);
  return <LegalDocument content={content} />;
}
