import { usePageMeta } from '@/hooks/use-page-meta';
import { LegalDocument } from '../components/legal-document';
import { COOKIES } from '../content/cookies';

export function CookiesPage() {
  usePageMeta(COOKIES.metaTitle, COOKIES.description);
  return <LegalDocument content={COOKIES} />;
}
