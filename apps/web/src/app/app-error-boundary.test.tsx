import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('kaboom');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AppErrorBoundary', () => {
  it('replaces a crashed app with "Application Error", Reload Application and Contact Support', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi();

    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Application' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(
      'mailto:support@mzansistream.co.za',
    );
    // The report is sent at once; msw reads its body asynchronously.
    expect(api.callsTo('POST', '/client-errors')).toHaveLength(1);
    await waitFor(() =>
      expect(api.callsTo('POST', '/client-errors')[0]!.body).toMatchObject({
        type: 'component-render',
        severity: 'critical',
        recoverable: false,
        message: 'kaboom',
      }),
    );
  });
});
