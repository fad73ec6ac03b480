import { MESSAGES } from '@mzansi/contracts/messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { QueryErrorState } from './query-error-state';

describe('apiErrorMessage (spec §8)', () => {
  it('says "Request timeout" for a timeout, a proxy’s bare 408 included', () => {
    expect(apiErrorMessage(new ApiError(MESSAGES.apiTimeout, { status: 408 }))).toBe('Request timeout');
    expect(apiErrorMessage(new ApiError('HTTP 408 Request Timeout', { status: 408 }))).toBe(
      'Request timeout',
    );
  });

  it('says "Network connection failed" when no answer came', () => {
    expect(apiErrorMessage(new ApiError('Failed to fetch', { status: 0 }))).toBe('Network connection failed');
  });

  it('otherwise gives the server’s message, or the HTTP status and text it fell back to', () => {
    expect(apiErrorMessage(new ApiError('Not allowed right now', { status: 403, code: 'forbidden' }))).toBe(
      'Not allowed right now',
    );
    expect(apiErrorMessage(new ApiError('HTTP 502 Bad Gateway', { status: 502 }))).toBe(
      'HTTP 502 Bad Gateway',
    );
    expect(apiErrorMessage(new ApiError('', { status: 500 }))).toBe('HTTP 500');
  });

  it('keeps the words of an error that is not the API’s, and has a sentence for anything else', () => {
    expect(apiErrorMessage(new Error('The payment page could not be opened. Please try again.'))).toBe(
      'The payment page could not be opened. Please try again.',
    );
    expect(apiErrorMessage('boom')).toBe('Something went wrong. Please try again.');
    expect(apiErrorMessage(null)).toBe('Something went wrong. Please try again.');
  });
});

describe('QueryErrorState', () => {
  it('page: the page’s title, the spec’s message and Retry, as an alert', async () => {
    const onRetry = vi.fn();
    render(
      <QueryErrorState
        title="We couldn't load your list"
        error={new ApiError(MESSAGES.apiNetworkFailure, { status: 0 })}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: "We couldn't load your list" })).toBeTruthy();
    expect(within(alert).getByText('Network connection failed')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('page: Retry waits while the query is asking again, and more actions follow it', () => {
    render(
      <QueryErrorState
        title="We couldn't load this title"
        error={new ApiError('HTTP 408', { status: 408 })}
        onRetry={() => {}}
        retrying
        actions={<a href="/home">Go Home</a>}
      />,
    );
    expect(screen.getByText('Request timeout')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Retry' }).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeTruthy();
  });

  it('compact: a short alert with the message and Retry', async () => {
    const onRetry = vi.fn();
    render(
      <QueryErrorState
        variant="compact"
        title="We could not load your devices."
        error={new ApiError('Something went sideways', { status: 500, code: 'internal' })}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not load your devices.');
    expect(alert.textContent).toContain('Something went sideways');
    expect(screen.queryByRole('heading')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('section: the row’s "Section Error" (spec §2) with the message, Retry and Hide Section', async () => {
    const onRetry = vi.fn();
    const onHide = vi.fn();
    render(
      <QueryErrorState
        variant="section"
        name="Collections"
        error={new ApiError(MESSAGES.apiTimeout, { status: 408 })}
        onRetry={onRetry}
        onHide={onHide}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Section Error')).toBeTruthy();
    expect(alert.textContent).toContain('Collections could not be shown. Request timeout');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Hide Section' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});
