import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useLanguage } from '@/lib/i18n';
import { LegalDocument } from '../components/legal-document';
import { cookiesContent } from '../content/cookies';

export function CookiesPage() {
  const { t } = useTranslation('legal-cookies');
  const content = cookiesContent(t, useLanguage());
  usePageMeta(content.metaTitle, content.description);
  return <LegalDocument content={content} />;
}
