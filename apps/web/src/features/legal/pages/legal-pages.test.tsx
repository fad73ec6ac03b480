import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '@/hooks/use-page-meta';
import { appI18n } from '@/lib/i18n';
import { inLanguage } from '@/test/i18n';
import { useUiStore } from '@/stores/ui-store';
import { accessibilityContent } from '../content/accessibility';
import { cookiesContent } from '../content/cookies';
import { privacyContent } from '../content/privacy';
import { termsContent } from '../content/terms';
import type { LegalDocumentContent } from '../content/types';
import { AccessibilityPage } from './accessibility-page';
import { CookiesPage } from './cookies-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

/** The documents in English, from the catalogues. */
const TERMS = termsContent(appI18n().getFixedT('en', 'legal-terms'), 'en');
const PRIVACY = privacyContent(appI18n().getFixedT('en', 'legal-privacy'), 'en');
const COOKIES = cookiesContent(appI18n().getFixedT('en', 'legal-cookies'), 'en');
const ACCESSIBILITY = accessibilityContent(appI18n().getFixedT('en', 'legal-accessibility'), 'en');

const PAGES: Array<[string, ComponentType, LegalDocumentContent]> = [
  ['/terms', TermsPage, TERMS],
  ['/privacy', PrivacyPage, PRIVACY],
  ['/cookies', CookiesPage, COOKIES],
  ['/accessibility', AccessibilityPage, ACCESSIBILITY],
];

function renderPage(path: string, Page: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

describe.each(PAGES)('%s', (path, Page, content) => {
  it('renders one h1 with the document title and the last-updated date', () => {
    renderPage(path, Page);

    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toBe(content.title);
    const updated = screen.getByText(content.updated.label);
    expect(updated.tagName).toBe('TIME');
    expect(updated.getAttribute('datetime')).toBe(content.updated.iso);
    expect(updated.parentElement!.textContent).toBe(`Last updated ${content.updated.label}`);
  });

  it('lists every section in the table of contents, each link pointing at its h2', () => {
    renderPage(path, Page);

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(content.sections.map((section) => section.title));
    for (const link of links) {
      const href = link.getAttribute('href')!;
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      const target = document.getElementById(href.slice(1));
      expect(target?.tagName, href).toBe('H2');
      expect(target!.textContent).toBe(link.textContent);
    }
  });

  it('renders each subsection as an h3 under its section', () => {
    renderPage(path, Page);

    for (const section of content.sections) {
      for (const subsection of section.subsections ?? []) {
        expect(screen.getByRole('heading', { level: 3, name: subsection.title }).id).toBe(subsection.id);
      }
    }
  });

  it('sets the document title and hands its description to the document head', () => {
    renderPage(path, Page);

    expect(document.title).toBe(pageTitle(content.metaTitle));
    expect(useUiStore.getState().pageMeta).toMatchObject({ path, description: content.description });
  });
});

describe('legal page content', () => {
  it('draws the liability limits in the terms to the reader’s attention', () => {
    renderPage('/terms', TermsPage);

    const heading = screen.getByRole('heading', { level: 2, name: 'Our liability to you' });
    const section = heading.closest('section')!;
    expect(section.className).toContain('border');
    expect(within(section).getByText(/Please read this section carefully/)).toBeTruthy();
  });

  it('shows the plan table with row and column headers', () => {
    renderPage('/terms', TermsPage);

    const table = screen.getByRole('table', { name: 'What each plan includes' });
    expect(within(table).getByRole('columnheader', { name: 'Premium' })).toBeTruthy();
    const price = within(table).getByRole('rowheader', { name: 'Price' }).closest('tr')!;
    expect(within(price).getByText('R59 per month, including VAT')).toBeTruthy();
  });

  it('links app pages through the router and e-mail addresses as mailto links', () => {
    renderPage('/privacy', PrivacyPage);

    expect(screen.getAllByRole('link', { name: 'Cookie Policy' })[0]!.getAttribute('href')).toBe('/cookies');
    expect(screen.getAllByRole('link', { name: 'privacy@mzansistream.co.za' })[0]!.getAttribute('href')).toBe(
      'mailto:privacy@mzansistream.co.za',
    );
    expect(screen.getByRole('link', { name: 'inforegulator.org.za' }).getAttribute('href')).toBe(
      'https://inforegulator.org.za',
    );
  });

  it('sends accessibility feedback to the form with the accessibility topic chosen', () => {
    renderPage('/accessibility', AccessibilityPage);

    expect(screen.getByRole('link', { name: 'feedback form' }).getAttribute('href')).toBe(
      '/feedback?topic=accessibility',
    );
  });
});

describe('legal pages in other languages', () => {
  it('draws the terms in Afrikaans: headings, table, links, the date in Afrikaans, and that English prevails', () => {
    inLanguage('af');
    renderPage('/terms', TermsPage);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Diensbepalings');
    const updated = screen.getByText('1 November 2026');
    expect(updated.tagName).toBe('TIME');
    expect(updated.parentElement!.textContent).toBe('Laas bygewerk op 1 November 2026');
    expect(
      screen.getByText(
        'Dit is die Afrikaanse weergawe. As dit van die Engelse weergawe verskil, geld die Engelse weergawe.',
      ),
    ).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Op hierdie bladsy' });
    expect(
      within(contents).getByRole('link', { name: 'Ons aanspreeklikheid teenoor jou' }).getAttribute('href'),
    ).toBe('#liability');
    const table = screen.getByRole('table', { name: 'Wat elke plan insluit' });
    const price = within(table).getByRole('rowheader', { name: 'Prys' }).closest('tr')!;
    expect(within(price).getByText('R59 per maand, BTW ingesluit')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Privaatheidsbeleid' })[0]!.getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getAllByRole('link', { name: 'Bestuur intekening' })[0]!.getAttribute('href')).toBe(
      '/subscription/manage',
    );
    expect(document.title).toBe(pageTitle('Diensbepalings'));
    expect(screen.queryByText(/Please read this section carefully/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Who we are' })).toBeNull();
  });

  it('draws the terms in isiXhosa, with the notice that the English version prevails', () => {
    inLanguage('xh');
    renderPage('/terms', TermsPage);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Imiqathango yeNkonzo');
    expect(screen.getByRole('heading', { level: 2, name: 'Uxanduva lwethu kuwe' })).toBeTruthy();
    expect(screen.getByText(/Le yinguqulelo yesiXhosa/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'support@mzansistream.co.za' })[0]!.getAttribute('href')).toBe(
      'mailto:support@mzansistream.co.za',
    );
  });

  it('draws the privacy policy in isiZulu, with its own date in isiZulu and links that still work', () => {
    inLanguage('zu');
    renderPage('/privacy', PrivacyPage);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inqubomgomo Yobumfihlo');
    const updated = screen.getByText('Novemba 25, 2026');
    expect(updated.getAttribute('datetime')).toBe('2026-11-25');
    expect(updated.parentElement!.textContent).toBe('Kubuyekezwe okokugcina: Novemba 25, 2026');
    expect(screen.getByRole('heading', { level: 3, name: 'Bona ulwazi lwakho (isigaba 23)' }).id).toBe(
      'right-of-access',
    );
    expect(screen.getByRole('link', { name: 'Inqubomgomo yethu Yamakhukhi' }).getAttribute('href')).toBe(
      '/cookies',
    );
    expect(screen.getByText('Ucingo: 010 023 5200')).toBeTruthy();
    expect(screen.queryByText(/Who is responsible for your information/)).toBeNull();
  });

  it('draws the cookie policy in Afrikaans, with the storage keys unchanged', () => {
    inLanguage('af');
    renderPage('/cookies', CookiesPage);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Koekiebeleid');
    const table = screen.getByRole('table', { name: 'Ons plaaslike bergingsinskrywings' });
    const theme = within(table).getByRole('rowheader', { name: 'mzansi:theme' }).closest('tr')!;
    expect(within(theme).getByText('Jou temakeuse: lig, donker of stelsel.')).toBeTruthy();
    // The device cookie is named in its row and again where the ads' frequency cap uses it.
    for (const code of screen.getAllByText('mz_device')) expect(code.tagName).toBe('CODE');
  });

  it('sends isiZulu readers of the accessibility statement to the form with the accessibility topic chosen', () => {
    inLanguage('zu');
    renderPage('/accessibility', AccessibilityPage);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Isitatimende sokufinyeleleka');
    expect(document.title).toBe(pageTitle('Ukufinyeleleka'));
    expect(screen.getByRole('link', { name: 'ifomu lethu lombono' }).getAttribute('href')).toBe(
      '/feedback?topic=accessibility',
    );
  });

  it('tells English readers that the English version prevails', () => {
    renderPage('/terms', TermsPage);

    expect(screen.getByText('This is the English version, which prevails over translations.')).toBeTruthy();
  });
});
