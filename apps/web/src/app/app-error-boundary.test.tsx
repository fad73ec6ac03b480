import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('kaboom');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AppErrorBoundary', () => {
  it('replaces a crashed app with "Application Error", Reload Application and Contact Support', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

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
  });
});
