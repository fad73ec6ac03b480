import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from '@/components/ui/error-boundary';
import { HealthBanner } from '@/components/ui/health-banner';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { Toaster } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { describePasswordReasons, passwordsDoNotMatch } from '@/lib/password-rules';
import { applyStoredTheme } from '@/lib/theme';
import { showToast } from '@/stores/ui-store';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { inLanguage } from '@/test/i18n';
import { preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';
import { createAppQueryClient } from '../app-query-client';
import { startLandingIslands } from '../landing/landing-islands';
import { showLoadingError } from '../loading-error';
import { LandingPage } from '../routes/landing-page';
import { SitemapPage } from '../routes/sitemap-page';

/** The shell and the shared UI in the viewer's language (issue 16). */

await preloadAppChunks();

const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  applyStoredTheme();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en-ZA';
});

describe('the app shell in isiZulu and Afrikaans', () => {
  it('desktop header, footer and document title in isiZulu, with the language picker in the header', async () => {
    inLanguage('zu');
    mockApi();
    renderApp('/browse');
    await waitForApp();
    const header = screen.getAllByRole('banner')[0]!;
    const nav = within(header).getByRole('navigation', { name: 'Okuyinhloko' });
    expect(within(nav).getByRole('link', { name: 'Ekhaya' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Phequlula' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Browse' })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Sesha izihloko' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Ngena' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Shintshela endikimbeni ekhanyayo' })).toBeTruthy();
    const picker = within(header).getByLabelText<HTMLSelectElement>('Ulimi lwe-app');
    expect(picker.value).toBe('zu');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Usizo' })).toBeTruthy();
    expect(within(footer).getByText(/Kwenziwe eNingizimu Afrika\.$/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Phequlula · Mzansi Stream'));
  });

  it('the mobile drawer in Afrikaans, with the language picker', async () => {
    inLanguage('af');
    vi.stubGlobal('navigator', { ...navigator, userAgent: MOBILE_UA, onLine: true });
    const session = makeSessionResponse();
    mockApi({ 'GET /auth/session': () => session });
    setAuth(session);
    renderApp('/browse');
    await waitForApp();
    const bar = screen.getByRole('navigation', { name: 'Vinnige navigasie' });
    expect(within(bar).getByRole('link', { name: 'Verken' })).toBeTruthy();
    const header = screen.getAllByRole('banner')[0]!;
    await userEvent.click(within(header).getByRole('button', { name: 'Maak rekeningkieslys oop' }));
    const drawer = await screen.findByRole('dialog', { name: 'My Rekening' });
    expect(within(drawer).getByRole('link', { name: 'My Lys' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Rekeninginstellings' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Meld af' })).toBeTruthy();
    expect(within(drawer).getByText('Gratis vlak')).toBeTruthy();
    expect(within(drawer).getByLabelText<HTMLSelectElement>('App-taal').value).toBe('af');
  });

  it('the 404 page in isiZulu, titled in isiZulu', async () => {
    inLanguage('zu');
    mockApi();
    renderApp('/no/such/page');
    await waitForApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asilitholanga lelo khasi' })).toBeTruthy();
    expect(screen.queryByText("We couldn't find that page")).toBeNull();
    await waitFor(() => expect(document.title).toBe('Ikhasi alitholakalanga · Mzansi Stream'));
  });

  it('the site map in Afrikaans: the route table named in Afrikaans', () => {
    inLanguage('af');
    render(
      <MemoryRouter>
        <SitemapPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Werfkaart' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hulp en regsinligting' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privaatheidsbeleid' })).toBeTruthy();
    expect(screen.getByText('Die koekies wat ons gebruik en hoekom.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull();
  });
});

describe('the shared UI in isiZulu and Afrikaans', () => {
  it('the health banner, the offline notice, an error panel and the toaster in isiZulu', async () => {
    inLanguage('zu');
    render(
      <>
        <HealthBanner onRetry={() => {}} checking={false} />
        <OfflineNotice onReload={() => {}} onTryAgain={() => {}} />
        <ErrorPanel level="section" name="Okunconyelwe wena" />
        <Toaster />
      </>,
    );
    const banner = screen.getByRole('alert', { name: 'Isevisi ye-API ayitholakali' });
    expect(banner.textContent).toContain('Ayikwazi ukuxhumana namasevisi');
    expect(screen.getByRole('alertdialog', { name: 'Awuxhunyiwe ku-inthanethi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Layisha kabusha' })).toBeTruthy();
    expect(screen.getByText('Iphutha Lesigaba')).toBeTruthy();
    expect(screen.getByText('Asikwazanga ukukhombisa lokhu: Okunconyelwe wena.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fihla Isigaba' })).toBeTruthy();
    showToast({ type: 'info', title: 'A' });
    showToast({ type: 'info', title: 'B' });
    expect(await screen.findByText('nokunye okungu-1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cisha isaziso' })).toBeTruthy();
  });

  it('request errors and password rules in Afrikaans', () => {
    inLanguage('af');
    expect(apiErrorMessage(new ApiError('x', { status: 408, code: 'timeout' }))).toBe('Versoek het uitgetel');
    expect(apiErrorMessage(null)).toBe('Iets het verkeerd geloop. Probeer asseblief weer.');
    expect(describePasswordReasons(['too_short', 'common'])[0]).toMatch(/^Gebruik minstens \d+ karakters\.$/);
    expect(passwordsDoNotMatch()).toBe('Die wagwoorde stem nie ooreen nie.');
  });

  it('the Loading Error page in the page’s language, with or without the catalogues', () => {
    const container = document.createElement('div');
    document.documentElement.lang = 'xh-ZA';
    showLoadingError(container);
    expect(container.querySelector('h1')?.textContent).toBe('Impazamo yokulayisha');
    expect(container.querySelector('button')?.textContent).toBe('Hlaziya');

    inLanguage('af');
    document.documentElement.lang = 'af-ZA';
    showLoadingError(container);
    expect(container.querySelector('h1')?.textContent).toBe('Laaifout');
    expect(container.querySelector('p')?.textContent).toContain('Herlaai asseblief die bladsy');
  });
});

describe('the landing page in Afrikaans', () => {
  it('is drawn in Afrikaans, and its own script names the theme toggle in Afrikaans without catalogues', async () => {
    inLanguage('af');
    mockApi();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <QueryClientProvider client={createAppQueryClient()}>
        <LandingPage />
      </QueryClientProvider>,
    );
    document.body.append(container);
    const page = within(container);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Ons stories, gestroom oral waar jy is');
    expect(page.getByRole('link', { name: /Begin kyk/ })).toBeTruthy();
    expect(page.getByText('R59/maand')).toBeTruthy();
    expect(page.getByText("Kyk op 4 toestelle op 'n slag")).toBeTruthy();
    expect(page.queryByText('Start watching')).toBeNull();
    startLandingIslands(container, () => {});
    const toggle = page.getByRole('button', { name: 'Skakel oor na die ligte tema' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-label')).toBe('Skakel oor na die donker tema');
    container.remove();
  });
});
