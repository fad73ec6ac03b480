/** Spec §4: a fatal startup failure shows a Loading Error page telling the user to refresh. Plain DOM on purpose. */
export function showLoadingError(container: HTMLElement): void {
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
