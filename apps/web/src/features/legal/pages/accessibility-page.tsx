import { usePageMeta } from '@/hooks/use-page-meta';
import { LegalDocument } from '../components/legal-document';
import { ACCESSIBILITY } from '../content/accessibility';

export function AccessibilityPage() {
  usePageMeta(ACCESSIBILITY.metaTitle, ACCESSIBILITY.description);
  return <LegalDocument content={ACCESSIBILITY} />;
}
