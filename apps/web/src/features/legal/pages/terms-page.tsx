import { usePageMeta } from '@/hooks/use-page-meta';
import { LegalDocument } from '../components/legal-document';
import { TERMS } from '../content/terms';

export function TermsPage() {
  usePageMeta(TERMS.metaTitle, TERMS.description);
  return <LegalDocument content={TERMS} />;
}
