import { useTranslation } from 'react-i18next';

/** First focusable element of every page: jumps over the header to the main landmark. Visible only on focus. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${targetId}`}
      className="fixed top-3 left-3 z-50 -translate-y-[200%] rounded-md bg-action px-4 py-2 font-semibold text-on-action shadow-lg transition-transform focus:translate-y-0"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
