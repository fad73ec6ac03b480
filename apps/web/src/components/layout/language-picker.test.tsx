import { LANGUAGE_COOKIE } from '@mzansi/i18n/languages';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppQueryClient } from '@/app/app-query-client';
import { appI18n } from '@/lib/i18n';
import { useUiStore } from '@/stores/ui-store';
import { inLanguage } from '@/test/i18n';
import { SiteFooter } from './site-footer';

function renderFooter() {
  return render(
    <QueryClientProvider client={createAppQueryClient()}>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('language picker', () => {
  it('is named in the interface language and names each language in itself', () => {
    inLanguage('zu');
    renderFooter();
    const picker = screen.getByLabelText('Ulimi lwe-app');
    expect((picker as HTMLSelectElement).value).toBe('zu');
    expect([...(picker as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'English',
      'isiZulu',
      'isiXhosa',
      'Afrikaans',
    ]);
  });

  it('switches the interface, remembers the choice on the device and sets <html lang>', async () => {
    renderFooter();
    await userEvent.selectOptions(screen.getByLabelText('App language'), 'af');
    await waitFor(() => expect(appI18n().language).toBe('af'));
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=af`);
    expect(document.documentElement.lang).toBe('af-ZA');
    expect(await screen.findByLabelText('App-taal')).toBeTruthy();
    expect(useUiStore.getState().toasts.map((toast) => toast.title)).toEqual([
      'Die app is nou in Afrikaans.',
    ]);
  });
});
