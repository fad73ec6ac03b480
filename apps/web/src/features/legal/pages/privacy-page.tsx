import { usePageMeta } from '@/hooks/use-page-meta';
import { LegalDocument } from '../components/legal-document';
import { PRIVACY } from '../content/privacy';

export function PrivacyPage() {
  usePageMeta(PRIVACY.metaTitle, PRIVACY.description);
  return <LegalDocument content={PRIVACY} />;
}
