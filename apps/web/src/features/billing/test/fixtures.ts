import type { Payment, PaymentStatusResponse, UserSubscription } from '@mzansi/contracts/billing';
import { NO_SUBSCRIPTION, type SubscriptionSummary } from '@mzansi/contracts/subscription';
import { vi } from 'vitest';

export const RENEWAL = '2026-12-22T10:00:00.000Z';
export const RENEWAL_TEXT = '22 Dec 2026';

export const FREE_SUMMARY: SubscriptionSummary = NO_SUBSCRIPTION;

export function premiumSummary(overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return {
    status: 'active',
    plan_id: 'premium',
    is_active: true,
    end_date: RENEWAL,
    cancel_at_period_end: false,
    is_premium: true,
    ...overrides,
  };
}

const FREE_ALLOWED: UserSubscription['allowed'] = {
  plan_id: 'free',
  watch_premium: false,
  video_quality: 'SD',
  max_devices: 1,
  offline_downloads: false,
  max_downloads: 0,
  has_ads: true,
};

const PREMIUM_ALLOWED: UserSubscription['allowed'] = {
  plan_id: 'premium',
  watch_premium: true,
  video_quality: 'HD',
  max_devices: 4,
  offline_downloads: true,
  max_downloads: 20,
  has_ads: false,
};

/** GET /api/user/subscription for a free user. */
export function freeSubscription(overrides: Partial<UserSubscription> = {}): UserSubscription {
  return {
    subscription: FREE_SUMMARY,
    provider: null,
    renewal_date: null,
    ends_at: null,
    grace_until: null,
    can_cancel: false,
    can_resume: false,
    allowed: FREE_ALLOWED,
    ...overrides,
  };
}

/** GET /api/user/subscription for a Premium user whose plan renews. */
export function premiumSubscription(overrides: Partial<UserSubscription> = {}): UserSubscription {
  return {
    subscription: premiumSummary(),
    provider: 'payfast',
    renewal_date: RENEWAL,
    ends_at: null,
    grace_until: null,
    can_cancel: true,
    can_resume: false,
    allowed: PREMIUM_ALLOWED,
    ...overrides,
  };
}

/** The same Premium, cancelled at period end. */
export function cancelledSubscription(): UserSubscription {
  return premiumSubscription({
    subscription: premiumSummary({ cancel_at_period_end: true }),
    renewal_date: null,
    ends_at: RENEWAL,
    can_cancel: false,
    can_resume: true,
  });
}

let sequence = 0;
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  sequence += 1;
  return {
    id: `0b6a1c3e-4b5a-4c7d-8e9f-${String(sequence).padStart(12, '0')}`,
    reference: `MZ-${sequence}`,
    provider: 'payfast',
    amount_cents: 5900,
    currency: 'ZAR',
    status: 'complete',
    description: 'Premium, 1 month',
    created_at: '2026-11-22T10:00:00.000Z',
    paid_at: '2026-11-22T10:01:00.000Z',
    ...overrides,
  };
}

export function paymentStatus(
  status: Payment['status'],
  reference = 'MZ-42',
  subscription: SubscriptionSummary = status === 'complete' ? premiumSummary() : FREE_SUMMARY,
): PaymentStatusResponse {
  return { payment: makePayment({ reference, status, paid_at: null }), subscription };
}

/** Records the forms the page submits to the gateway (happy-dom would try to navigate). */
export function captureGatewayForms() {
  const submitted: Array<{ action: string | null; method: string; fields: Array<[string, string]> }> = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({
      action: this.getAttribute('action'),
      method: this.method,
      fields: [...this.querySelectorAll('input')].map((input) => [input.name, input.value]),
    });
  });
  return submitted;
}

/** A stand-in for the browser's EventSource: tests open, emit and check closing by hand. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readonly withCredentials: boolean;
  readyState = 0;
  private listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(url: string | URL, init?: EventSourceInit) {
    this.url = String(url);
    this.withCredentials = Boolean(init?.withCredentials);
    FakeEventSource.instances.push(this);
  }

  static install() {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }

  static latest(): FakeEventSource | undefined {
    return FakeEventSource.instances.at(-1);
  }

  get closed() {
    return this.readyState === 2;
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = 2;
  }

  open() {
    this.readyState = 1;
    this.dispatch(new Event('open'));
  }

  /** The server sends `event: <type>` with `data: <data>`. */
  emit(type: string, data: unknown) {
    this.dispatch(new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  /** A dropped (readyState 0: the browser reconnects) or refused (2: it gives up) connection. */
  fail(readyState: 0 | 2 = 0) {
    this.readyState = readyState;
    this.dispatch(new Event('error'));
  }

  private dispatch(event: Event) {
    for (const listener of this.listeners.get(event.type) ?? []) listener(event);
  }
}
