import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGatewayForm, isAllowedGatewayAction, submitGatewayForm } from './gateway-form';

const CHECKOUT = {
  action: 'https://sandbox.payfast.co.za/eng/process',
  method: 'POST' as const,
  fields: [
    ['merchant_id', '10000100'],
    ['merchant_key', '46f0cd694581a'],
    ['return_url', 'https://mzansi.example/payment/success?reference=MZ-1'],
    ['amount', '59.00'],
    ['item_name', 'Mzansi Stream Premium'],
    ['signature', 'abc123'],
  ] as Array<[string, string]>,
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the gateway form (a real browser form POST)', () => {
  it('has one hidden input per field, in the given order, posting to the action', () => {
    const form = buildGatewayForm(CHECKOUT);
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe(CHECKOUT.action);
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.map((input) => [input.name, input.value])).toEqual(CHECKOUT.fields);
    expect(inputs.every((input) => input.type === 'hidden')).toBe(true);
  });

  it('keeps repeated names and empty values as they are', () => {
    const form = buildGatewayForm({
      ...CHECKOUT,
      fields: [
        ['a', ''],
        ['a', '2'],
        ['b', 'x & y'],
      ],
    });
    expect([...form.querySelectorAll('input')].map((input) => [input.name, input.value])).toEqual([
      ['a', ''],
      ['a', '2'],
      ['b', 'x & y'],
    ]);
  });

  it('is added to the page and submitted', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const form = submitGatewayForm(CHECKOUT);
    expect(submitted).toHaveLength(1);
    expect(form.isConnected).toBe(true);
    expect(document.forms).toHaveLength(1);
    // (happy-dom hands methods a proxy of the element, so compare what was submitted, not identity)
    expect(submitted[0]!.getAttribute('action')).toBe(CHECKOUT.action);
    expect(submitted[0]!.querySelectorAll('input')).toHaveLength(CHECKOUT.fields.length);
  });

  it('posts to the local test gateway on our own origin', () => {
    const form = buildGatewayForm({ ...CHECKOUT, action: '/payments/local-gateway/MZ-1' });
    expect(form.getAttribute('action')).toBe('/payments/local-gateway/MZ-1');
  });

  it('refuses to post anywhere but HTTPS (or HTTP from an HTTP page, in development)', () => {
    const origin = 'https://mzansi.example';
    expect(isAllowedGatewayAction('https://www.payfast.co.za/eng/process', origin)).toBe(true);
    expect(isAllowedGatewayAction('/payments/local-gateway/MZ-1', origin)).toBe(true);
    expect(isAllowedGatewayAction('http://evil.example/collect', origin)).toBe(false);
    // Vite on :5173, the API server (and its local test gateway) on :3000
    expect(
      isAllowedGatewayAction(
        'http://localhost:3000/payments/local-gateway/checkout',
        'http://localhost:5173',
      ),
    ).toBe(true);
    expect(isAllowedGatewayAction('javascript:alert(1)', origin)).toBe(false);
    expect(isAllowedGatewayAction('data:text/html,hi', origin)).toBe(false);
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    expect(() => submitGatewayForm({ ...CHECKOUT, action: 'javascript:alert(1)' })).toThrow();
    expect(submit).not.toHaveBeenCalled();
  });
});
