import '@fontsource-variable/inter';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadAtStart } from './app/preload';
import { installGlobalErrorReporting, reportError } from './lib/telemetry';
import { applyStoredTheme } from './lib/theme';
import { refreshSession } from './stores/auth-store';

function showLoadingError(container: HTMLElement) {
  // Spec §4: a fatal startup failure shows a Loading Error page telling the user to refresh. Plain DOM on purpose.
  container.innerHTML = `
    <main style="min-height:100dvh;display:grid;place-items:center;padding:24px;text-align:center;font-family:system-ui,sans-serif">
      <div>
        <h1 style="font-size:24px;margin:0 0 12px">Loading Error</h1>
        <p style="margin:0 0 16px">Mzansi Stream could not start. Please refresh the page to try again.</p>
        <button type="button" style="font:inherit;padding:10px 20px;border-radius:6px;border:0;background:#2563eb;color:#fff;cursor:pointer">Refresh</button>
      </div>
    </main>`;
  container.querySelector('button')?.addEventListener('click', () => window.location.reload());
}

const container = document.getElementById('root');
if (container) {
  try {
    installGlobalErrorReporting();
    applyStoredTheme();
    // The session read starts now, alongside the page's chunks, rather than after the first render.
    void refreshSession();
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error('[app] failed to start', error);
    reportError(error, { type: 'browser-compatibility', severity: 'critical', recoverable: false });
    showLoadingError(container);
  }

  // Spec §9: home and browse (and the shell) are fetched while the visitor reads the first page.
  preloadAtStart();
}
