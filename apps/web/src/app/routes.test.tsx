import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, makeVideoListItem } from '@/test/fixtures';
import { routes } from './routes';

function renderAt(path: string, ...responses: Array<Response | (() => Response)>) {
  const fetchMock = vi.fn(async () => {
    const next = responses.length > 1 ? responses.shift() : responses[0];
    if (!next) throw new TypeError('Failed to fetch');
    return typeof next === 'function' ? next() : next.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('shows the landing page at / with plans and the ways in', async () => {
    renderAt('/', jsonResponse({ items: [makeVideoListItem({ title: 'Kasi Kings' })] }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/streaming/i);
    expect(screen.getByRole('link', { name: /Start watching/ }).getAttribute('href')).toBe('/home');
    expect(screen.getAllByRole('link', { name: 'Sign up' })[0]!.getAttribute('href')).toBe('/register');
    expect(screen.getByText('R59/month')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Kasi Kings' })).toBeTruthy();
    expect(document.title).toBe('Mzansi Stream — South African movies, series and documentaries');
  });

  it('lists every public title on /home, each linking to its title page', async () => {
    const items = [makeVideoListItem({ title: 'Ubuntu Road' }), makeVideoListItem({ title: 'Cape Noir' })];
    renderAt('/home', jsonResponse({ items }));

    const link = await screen.findByRole('link', { name: 'Cape Noir' });
    expect(link.getAttribute('href')).toBe(`/watch/${items[1]!.id}`);
    expect(screen.getByRole('list', { name: 'All titles' }).querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main-content');
    expect(document.title).toBe('Mzansi Stream — Home');
  });

  it('shows the error message with a Retry button on /home, and recovers on retry', async () => {
    const item = makeVideoListItem({ title: 'Second Chance' });
    const { fetchMock } = renderAt(
      '/home',
      jsonResponse({ error: { code: 'not_found', message: 'Catalogue is resting' } }, { status: 404 }),
      jsonResponse({ items: [item] }),
    );

    expect(await screen.findByText('Catalogue is resting')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Second Chance' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows an empty state on /home when there is nothing to list', async () => {
    renderAt('/home', jsonResponse({ items: [] }));

    expect(await screen.findByText('Nothing to watch just yet')).toBeTruthy();
  });

  it('renders a placeholder title page for /watch/:id from the public list', async () => {
    const item = makeVideoListItem({
      title: 'Lindiwe',
      tagline: 'She came home to stay.',
      runtimeMinutes: 90,
    });
    renderAt(`/watch/${item.id}`, jsonResponse({ items: [item] }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lindiwe' })).toBeTruthy();
    expect(screen.getByText('She came home to stay.')).toBeTruthy();
    expect(screen.getByText('1h 30m')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Mzansi Stream — Lindiwe'));
  });

  it('renders the 404 page inside the shell for unknown paths', async () => {
    renderAt('/no/such/page', jsonResponse({ items: [] }));

    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
