import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PAYFAST_CHECKOUT_FIELD_ORDER,
  apiSignature,
  checkoutParamString,
  checkoutSignature,
  itnParamString,
  itnSignature,
  itnSignatureValid,
  orderCheckoutFields,
  parseFormBody,
  phpStripslashes,
  phpUrlencode,
} from './payfast-signature';

/**
 * Expected values are never computed with the functions under test: either a string written out by hand and
 * hashed here with node:crypto, or a literal MD5 computed outside this code (the command is given beside it).
 */
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const PASSPHRASE = 'MzansiPass2026';

/** Our typical checkout, in the documented order, with cycles=0 (posted, but not signed). */
const CHECKOUT: Array<[string, string]> = [
  ['merchant_id', '10000100'],
  ['merchant_key', '46f0cd694581a'],
  ['return_url', 'https://mzansi.example/payment/success?ref=MZ-2026-0001'],
  ['cancel_url', 'https://mzansi.example/payment/cancelled'],
  ['notify_url', 'https://mzansi.example/api/payments/payfast/notify'],
  ['name_first', "Thabo O'Neil"],
  ['email_address', 'thabo+test@example.co.za'],
  ['m_payment_id', 'MZ-2026-0001'],
  ['amount', '59.00'],
  ['item_name', 'Mzansi Stream Premium (monthly) ~ R59!'],
  ['subscription_type', '1'],
  ['billing_date', '2026-11-22'],
  ['recurring_amount', '59.00'],
  ['frequency', '3'],
  ['cycles', '0'],
];

describe('phpUrlencode', () => {
  it('encodes a space as "+" and escapes ~ ! \' ( ) * like PHP, with uppercase hex', () => {
    expect(phpUrlencode('a b')).toBe('a+b');
    expect(phpUrlencode("~!'()*")).toBe('%7E%21%27%28%29%2A');
    expect(phpUrlencode('/:?&=+@#%')).toBe('%2F%3A%3F%26%3D%2B%40%23%25');
    expect(phpUrlencode('Aa0-_.')).toBe('Aa0-_.');
  });

  it('encodes the UTF-8 bytes of other characters', () => {
    expect(phpUrlencode('Zoë')).toBe('Zo%C3%AB');
    expect(phpUrlencode('R59 – monthly')).toBe('R59+%E2%80%93+monthly');
  });
});

describe('checkout signature', () => {
  // The string PayFast hashes, written by hand from the documented rules: documented order, cycles=0 left out,
  // spaces as "+", ' ( ) ~ ! escaped, passphrase appended.
  const expectedString =
    'merchant_id=10000100&merchant_key=46f0cd694581a' +
    '&return_url=https%3A%2F%2Fmzansi.example%2Fpayment%2Fsuccess%3Fref%3DMZ-2026-0001' +
    '&cancel_url=https%3A%2F%2Fmzansi.example%2Fpayment%2Fcancelled' +
    '&notify_url=https%3A%2F%2Fmzansi.example%2Fapi%2Fpayments%2Fpayfast%2Fnotify' +
    '&name_first=Thabo+O%27Neil&email_address=thabo%2Btest%40example.co.za&m_payment_id=MZ-2026-0001' +
    '&amount=59.00&item_name=Mzansi+Stream+Premium+%28monthly%29+%7E+R59%21' +
    '&subscription_type=1&billing_date=2026-11-22&recurring_amount=59.00&frequency=3' +
    '&passphrase=MzansiPass2026';

  it('hashes the documented string: "0" (cycles) and empty values skipped, passphrase appended', () => {
    expect(checkoutParamString(CHECKOUT, PASSPHRASE)).toBe(expectedString);
    expect(checkoutSignature(CHECKOUT, PASSPHRASE)).toBe(md5(expectedString));
  });

  it('matches a vector computed outside this code', () => {
    // python3: md5 of '&'.join(k+'='+quote_plus(v.strip(),safe='').replace('~','%7E') for k,v in fields
    //   if v not in ('','0')) + '&passphrase=MzansiPass2026'; perl (URI::Escape + Digest::MD5) agrees.
    expect(checkoutSignature(CHECKOUT, PASSPHRASE)).toBe('6a03c3adc09dfaba005667a8eab151b7');
  });

  it('trims values and skips empty ones, so padding does not change the signature', () => {
    const padded = CHECKOUT.map(([name, value]): [string, string] => [
      name,
      value === '0' ? value : ` ${value}  `,
    ]);
    const withEmpties = orderCheckoutFields({
      ...Object.fromEntries(CHECKOUT),
      name_last: '',
      item_description: '',
    });
    expect(checkoutSignature(padded, PASSPHRASE)).toBe(md5(expectedString));
    expect(checkoutSignature(withEmpties, PASSPHRASE)).toBe(md5(expectedString));
  });

  it('signs cycles when it is not "0" (12 monthly payments)', () => {
    const twelve = CHECKOUT.map(([name, value]): [string, string] => [
      name,
      name === 'cycles' ? '12' : value,
    ]);
    expect(checkoutSignature(twelve, PASSPHRASE)).toBe(
      md5(expectedString.replace('&passphrase', '&cycles=12&passphrase')),
    );
  });

  it('trims the passphrase and leaves it out when there is none', () => {
    expect(checkoutSignature(CHECKOUT, `  ${PASSPHRASE} `)).toBe(md5(expectedString));
    expect(checkoutSignature(CHECKOUT, '')).toBe(
      md5(expectedString.replace('&passphrase=MzansiPass2026', '')),
    );
  });

  it('ignores a signature field already in the form', () => {
    expect(checkoutSignature([...CHECKOUT, ['signature', 'abc']], PASSPHRASE)).toBe(md5(expectedString));
  });

  it('refuses fields out of the documented order and unknown fields, which PayFast would sign differently', () => {
    const swapped = [CHECKOUT[1]!, CHECKOUT[0]!, ...CHECKOUT.slice(2)];
    expect(() => checkoutSignature(swapped, PASSPHRASE)).toThrow(/out of the documented order/);
    expect(() => checkoutSignature([...CHECKOUT, ['plan', 'premium']], PASSPHRASE)).toThrow(/Unknown/);
  });

  it('orders an unordered record into the documented order, dropping absent fields', () => {
    const shuffled = Object.fromEntries([...CHECKOUT].reverse());
    const ordered = orderCheckoutFields({ ...shuffled, name_last: null, cell_number: undefined });
    expect(ordered).toEqual(CHECKOUT);
    expect(() => orderCheckoutFields({ merchant_id: '1', plan: 'x' } as never)).toThrow(/Unknown/);
  });

  it('keeps the documented order of the subscription and custom fields', () => {
    const order = PAYFAST_CHECKOUT_FIELD_ORDER as readonly string[];
    const at = (name: string) => order.indexOf(name);
    expect(at('merchant_id')).toBe(0);
    expect(at('notify_url')).toBeLessThan(at('name_first'));
    expect(at('cell_number')).toBeLessThan(at('m_payment_id'));
    expect(at('custom_int5')).toBeLessThan(at('custom_str1'));
    expect(at('confirmation_address')).toBeLessThan(at('payment_method'));
    expect(order.slice(at('subscription_type'), at('cycles') + 1)).toEqual([
      'subscription_type',
      'billing_date',
      'recurring_amount',
      'frequency',
      'cycles',
    ]);
  });
});

describe('ITN signature', () => {
  /** A real PayFast sandbox ITN (test buyer sbtu01@payfast.co.za, merchant 10000100, no passphrase), published in
   * activemerchant/offsite_payments test/unit/integrations/pay_fast/pay_fast_notification_test.rb. */
  const SANDBOX_ITN =
    'm_payment_id=&pf_payment_id=46591&payment_status=COMPLETE&item_name=Name&item_description=&amount_gross=123.00' +
    '&amount_fee=-2.80&amount_net=120.20&custom_str1=&custom_str2=&custom_str3=&custom_str4=&custom_str5=' +
    '&custom_int1=&custom_int2=&custom_int3=&custom_int4=&custom_int5=&name_first=Test&name_last=User+01' +
    '&email_address=sbtu01%40payfast.co.za&merchant_id=10000100&signature=bae21e96d4dc7bf36bd1a6bb1a103f5f';

  /** A real sandbox subscription ITN (token, billing_date) quoted with its passphrase in a public debugging script;
   * python3 (quote_plus + '~' escaped, received order, empties kept) reproduces its signature. */
  const SUBSCRIPTION_ITN =
    'm_payment_id=c9f3dea7-cb8e-4f3a-9200-f6ed2fc0d7a0&pf_payment_id=2591915&payment_status=COMPLETE' +
    '&item_name=Captain%27s+Club+Subscription&item_description=First+payment+for+Captain%27s+Club+Subscription' +
    '&amount_gross=99.00&amount_fee=-2.30&amount_net=96.70&custom_str1=f50ff0ee-0a56-4c24-bd2f-d46761644db3' +
    '&custom_str2=&custom_str3=&custom_str4=&custom_str5=&custom_int1=&custom_int2=&custom_int3=&custom_int4=' +
    '&custom_int5=&name_first=lk&name_last=&email_address=s%40s.com&merchant_id=10039481' +
    '&token=efff70cc-f23c-42c6-be63-80a3a4b9a12c&billing_date=2025-06-28&signature=2927f356e49313647c4b8aefbd2990eb';

  it('verifies real PayFast sandbox ITNs, with and without a passphrase', () => {
    expect(itnSignatureValid(parseFormBody(SANDBOX_ITN), '')).toBe(true);
    expect(itnSignature(parseFormBody(SANDBOX_ITN), '')).toBe('bae21e96d4dc7bf36bd1a6bb1a103f5f');
    expect(itnSignatureValid(parseFormBody(SUBSCRIPTION_ITN), 'sandboxAlphaBravo2024')).toBe(true);
    expect(itnSignatureValid(parseFormBody(SUBSCRIPTION_ITN), 'another-passphrase')).toBe(false);
  });

  it('keeps the received order and the empty values, stopping at the signature', () => {
    const fields = parseFormBody('b=2&a=&c=x+y&signature=s&after=1');
    expect(itnParamString(fields)).toBe('b=2&a=&c=x+y');
    expect(itnSignature(fields, PASSPHRASE)).toBe(md5('b=2&a=&c=x+y&passphrase=MzansiPass2026'));
  });

  it('does not trim values (unlike the checkout) and strips backslashes', () => {
    const fields: Array<[string, string]> = [
      ['item_name', ' Premium '],
      ['custom_str1', "O\\'Neil"],
      ['custom_str2', 'C:\\\\data'],
    ];
    expect(itnParamString(fields)).toBe('item_name=+Premium+&custom_str1=O%27Neil&custom_str2=C%3A%5Cdata');
  });

  it('matches a vector computed outside this code (backslash, padding, ~ ( ) !, empty value, passphrase)', () => {
    const fields: Array<[string, string]> = [
      ['m_payment_id', 'MZ-2026-0001'],
      ['pf_payment_id', '1089250'],
      ['payment_status', 'COMPLETE'],
      ['item_name', 'Mzansi Stream Premium (monthly) ~ R59!'],
      ['item_description', ''],
      ['amount_gross', '59.00'],
      ['amount_fee', '-1.36'],
      ['amount_net', '57.64'],
      ['custom_str1', "O\\'Neil "],
      ['name_first', 'Thabo'],
      ['email_address', 'thabo+test@example.co.za'],
      ['merchant_id', '10000100'],
      ['token', 'dc0521d3-55fe-269b-fa00-b647310d760f'],
      ['billing_date', '2026-11-22'],
      ['signature', '69160165f990767b0e381cdd406a38e8'],
    ];
    // python3: md5('&'.join(k+'='+quote_plus(v.replace('\\',''),safe='').replace('~','%7E') for k,v in fields)
    //   + '&passphrase=MzansiPass2026')
    expect(itnSignature(fields, PASSPHRASE)).toBe('69160165f990767b0e381cdd406a38e8');
    expect(itnSignatureValid(fields, PASSPHRASE)).toBe(true);
  });

  it('refuses a missing, altered or re-ordered signature', () => {
    const fields = parseFormBody(SANDBOX_ITN);
    expect(
      itnSignatureValid(
        fields.filter(([name]) => name !== 'signature'),
        '',
      ),
    ).toBe(false);
    const altered = fields.map(([name, value]): [string, string] => [
      name,
      name === 'amount_gross' ? '1.00' : value,
    ]);
    expect(itnSignatureValid(altered, '')).toBe(false);
    const reordered = [fields[1]!, fields[0]!, ...fields.slice(2)];
    expect(itnSignatureValid(reordered, '')).toBe(false);
  });

  it("strips slashes as PHP's stripslashes does", () => {
    expect(phpStripslashes("O\\'Neil")).toBe("O'Neil");
    expect(phpStripslashes('a\\\\b')).toBe('a\\b');
    expect(phpStripslashes('nul\\0')).toBe('nul\0');
    expect(phpStripslashes('end\\')).toBe('end');
  });
});

describe('subscriptions API signature', () => {
  const headers = { 'merchant-id': '10000100', version: 'v1', timestamp: '2026-11-22T10:00:00+02:00' };

  it('sorts headers and passphrase by name and encodes each value', () => {
    const expected = md5(
      'merchant-id=10000100&passphrase=MzansiPass2026&timestamp=2026-11-22T10%3A00%3A00%2B02%3A00&version=v1',
    );
    expect(apiSignature(headers, PASSPHRASE)).toBe(expected);
    // python3: md5('&'.join(k+'='+quote_plus(d[k],safe='') for k in sorted(d))) with d = headers + passphrase;
    // perl with URI::Escape and Digest::MD5 gives the same.
    expect(apiSignature(headers, PASSPHRASE)).toBe('e5c588f3f41d0c7d9b99ecf188db97bb');
  });

  it('keeps empty and zero body values in the sort', () => {
    const params = { ...headers, cycles: '0', amount: '', frequency: '3' };
    expect(apiSignature(params, PASSPHRASE)).toBe(
      md5(
        'amount=&cycles=0&frequency=3&merchant-id=10000100&passphrase=MzansiPass2026' +
          '&timestamp=2026-11-22T10%3A00%3A00%2B02%3A00&version=v1',
      ),
    );
    // python3, as above, with cycles='0', amount='', frequency='3' added
    expect(apiSignature(params, PASSPHRASE)).toBe('5960c2e211ece8bc0e4d5e4ae53f3398');
  });

  it('does not sign a signature parameter, and takes the passphrase from the argument only', () => {
    const withExtras = { ...headers, signature: 'x', passphrase: 'not-this-one' };
    expect(apiSignature(withExtras, PASSPHRASE)).toBe(apiSignature(headers, PASSPHRASE));
  });
});
