import type { PaymentStatusResponse } from '@mzansi/contracts/billing';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorCode } from '@/lib/api-client';
import { PAYMENT_POLL_MS, PAYMENT_SLOW_POLL_MS, paymentPollInterval } from './checkout';

function pending(status: PaymentStatusResponse['payment']['status'] = 'pending') {
  return { payment: { status } } as PaymentStatusResponse;
}

function afterError(status: number, code?: ApiErrorCode) {
  return paymentPollInterval({
    data: pending(),
    error: new ApiError('failed', { status, code }),
    dataUpdateCount: 1,
    errorUpdateCount: 1,
  });
}

describe('paymentPollInterval', () => {
  it('polls while pending, slower once it has taken a minute, and stops once settled', () => {
    const state = { data: pending(), error: null, dataUpdateCount: 1, errorUpdateCount: 0 };
    expect(paymentPollInterval(state)).toBe(PAYMENT_POLL_MS);
    expect(paymentPollInterval({ ...state, dataUpdateCount: 40 })).toBe(PAYMENT_SLOW_POLL_MS);
    expect(paymentPollInterval({ ...state, data: pending('complete') })).toBe(false);
  });

  it('keeps polling after a client timeout, a network failure, a rate limit or a server error', () => {
    expect(afterError(408)).toBe(PAYMENT_POLL_MS);
    expect(afterError(408, 'timeout')).toBe(PAYMENT_POLL_MS);
    expect(afterError(0, 'network_error')).toBe(PAYMENT_POLL_MS);
    expect(afterError(429, 'rate_limited')).toBe(PAYMENT_POLL_MS);
    expect(afterError(503, 'service_unavailable')).toBe(PAYMENT_POLL_MS);
  });

  it('stops on a final answer: not found, forbidden, invalid, signed out', () => {
    expect(afterError(404, 'not_found')).toBe(false);
    expect(afterError(403, 'forbidden')).toBe(false);
    expect(afterError(400, 'validation_failed')).toBe(false);
    expect(afterError(401, 'unauthenticated')).toBe(false);
  });
});
