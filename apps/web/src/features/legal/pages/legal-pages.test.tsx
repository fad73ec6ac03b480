import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '@/hooks/use-page-meta';
import { useUiStore } from '@/stores/ui-store';
import { ACCESSIBILITY } from '../content/accessibility';
import { COOKIES } from '../content/cookies';
import { PRIVACY } from '../content/privacy';
import { TERMS } from '../content/terms';
import type { LegalDocumentContent } from '../content/types';
import { AccessibilityPage } from './accessibility-page';
import { CookiesPage } from './cookies-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

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
