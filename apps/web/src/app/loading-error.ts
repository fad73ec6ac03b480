import { isLanguage, type Language } from '@mzansi/i18n/languages';
import { startedI18n } from '@/lib/started-i18n';

/**
 * The Loading Error page's words in each language, for when the app failed before its catalogues arrived (the
 * catalogue's `common:errors.loading*` when they did).
 */
const BUILT_IN = {
  en: {
    title: 'Loading Error',
    body: 'Mzansi Stream could not start. Please refresh the page to try again.',
    refresh: 'Refresh',
  },
  zu: {
    title: 'Iphutha lokulayisha',
    body: 'I-Mzansi Stream ayikwazanga ukuqala. Sicela uvuselele ikhasi ukuze uzame futhi.',
    refresh: 'Vuselela',
  },
  xh: {
    title: 'Impazamo yokulayisha',
    body: 'I-Mzansi Stream ayikwazanga ukuqalisa. Nceda uhlaziye iphepha ukuze uzame kwakhona.',
    refresh: 'Hlaziya',
  },
  af: {
    title: 'Laaifout',
    body: 'Mzansi Stream kon nie begin nie. Herlaai asseblief die bladsy om weer te probeer.',
    refresh: 'Herlaai',
  },
} as const;

/**
 * The page's words: its language from `<html lang>` (the server's choice, or the one picked since), from the app's
 * catalogue when it got that far. Nothing here loads i18next: this runs from the page's entry (main.tsx).
 */
function loadingErrorText(): { title: string; body: string; refresh: string } {
  const lang = document.documentElement.lang.split('-')[0];
  const language: Language = isLanguage(lang) ? lang : 'en';
  const i18n = startedI18n();
  if (i18n?.language === language && i18n.hasLoadedNamespace('common')) {
    return {
      title: i18n.t('common:errors.loadingTitle'),
      body: i18n.t('common:errors.loadingBody'),
      refresh: i18n.t('common:errors.refresh'),
    };
  }
  return BUILT_IN[language];
}

/** Spec §4: a fatal startup failure shows a Loading Error page telling the user to refresh. Plain DOM on purpose. */
export function showLoadingError(container: HTMLElement): void {
  const text = loadingErrorText();
  container.innerHTML = `
    <main style="min-height:100dvh;display:grid;place-items:center;padding:24px;text-align:center;font-family:system-ui,sans-serif">
      <div>
        <h1 style="font-size:24px;margin:0 0 12px"></h1>
        <p style="margin:0 0 16px"></p>
        <button type="button" style="font:inherit;padding:10px 20px;border-radius:6px;border:0;background:#2563eb;color:#fff;cursor:pointer"></button>
      </div>
    </main>`;
  // As text, never as markup.
  container.querySelector('h1')!.textContent = text.title;
  container.querySelector('p')!.textContent = text.body;
  const button = container.querySelector('button')!;
  button.textContent = text.refresh;
  button.addEventListener('click', () => window.location.reload());
}
