import { ENDPOINT_LIST, isOpenEndpoint, SAFE_METHODS, type Endpoint } from '@mzansi/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSession, signInDemo, signUpAndConfirm } from '../../test/accounts';
import {
  describeEndpoint,
  encodedParams,
  jsonSchemaOf,
  openApiOperations,
  pathWith,
  propertiesOf,
  sampleOf,
  sampleParams,
  schemaOf,
} from '../../test/endpoint-sweep';
import { startTestServer, type TestServer } from '../../test/harness';

/**
 * The fuzz sweep: every endpoint of the map (the OpenAPI document's operations and the hidden pages and media
 * routes) gets wrong types, NUL characters, lone surrogates, megabyte strings, deep nesting, huge and negative
 * numbers, malformed JSON and wrong content types in each of its path parameters, query fields and body fields,
 * as a visitor, a free user and an admin. Not one answer may be a 5xx, and the server must still be healthy.
 * A new endpoint is swept as soon as it is in the map.
 */

interface Probe {
  label: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Percent-encoded path segments: NUL, a lone surrogate's UTF-8, broken escapes, traversal, odd numbers. */
const BAD_SEGMENTS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F%98',
  '%',
  '%zz',
  'x'.repeat(4000),
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '99999999999999999999999',
  '1e309',
  '%E2%80%AE',
];

/** Query values (raw, already encoded) of every wrong kind. */
const BAD_QUERY_VALUES = [
  '%00',
  '%ED%A0%80',
  '%',
  'x'.repeat(6000),
  '-1',
  '99999999999999999999999',
  '1e309',
  'NaN',
  '',
];

const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** Values for one JSON body field: wrong types, bad text, extreme numbers, nesting. Raw JSON text. */
const BAD_FIELD_VALUES = [
  'null',
  '0',
  '-1',
  '9007199254740993',
  '1e308',
  '-1e308',
  'true',
  '[]',
  '{}',
  '"a\\u0000b"',
  '"\\ud800x"',
  '"x\\udfff"',
  '""',
  '"%00"',
  JSON.stringify('é'.repeat(20_000)),
  JSON.stringify(deepObject(2000)),
  '{"__proto__":{"polluted":true}}',
];

/** Whole bodies of every wrong shape, with the content type they claim. */
const BAD_BODIES: Array<{ label: string; type?: string; body: string }> = [
  { label: 'malformed JSON', type: 'application/json', body: '{"a":' },
  { label: 'empty JSON', type: 'application/json', body: '' },
  { label: 'JSON null', type: 'application/json', body: 'null' },
  { label: 'JSON string', type: 'application/json', body: '"text"' },
  { label: 'JSON array', type: 'application/json', body: '[1,2,3]' },
  { label: 'deep JSON', type: 'application/json', body: deepJson(100_000) },
  { label: 'NUL in a key', type: 'application/json', body: '{"a\\u0000":1}' },
  { label: 'lone surrogate in a key', type: 'application/json', body: '{"\\ud800":1}' },
  { label: 'prototype pollution', type: 'application/json', body: '{"constructor":{"prototype":{"x":1}}}' },
  { label: '1 MB string', type: 'application/json', body: JSON.stringify({ text: 'x'.repeat(1024 * 1024) }) },
  { label: 'text/plain JSON', type: 'text/plain', body: '{"a":"\\u0000"}' },
  { label: 'text/plain garbage', type: 'text/plain', body: 'a\u0000b\ud800' },
  { label: 'form', type: 'application/x-www-form-urlencoded', body: 'a=%00&b=%ED%A0%80&c=%' },
  {
    label: 'broken multipart',
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form',
  },
  { label: 'XML', type: 'application/xml', body: '<a>\u0000</a>' },
  { label: 'no content type', body: '{"a":1}' },
  { label: 'unknown charset', type: 'application/json; charset=klingon', body: '{}' },
];

/** tus headers of every wrong kind (the upload endpoints read headers, not bodies). */
const BAD_TUS_HEADERS: Array<Record<string, string>> = [
  { 'upload-length': '-1' },
  { 'upload-length': '1e99' },
  { 'upload-length': 'abc' },
  { 'upload-length': '10', 'upload-metadata': 'filename AA==,filetype dmlkZW8vbXA0' },
  { 'upload-length': '10', 'upload-metadata': 'filename 7aCA' },
  { 'upload-length': '10', 'upload-metadata': 'filename %%%,,, x' },
  { 'upload-offset': '-5', 'content-type': 'application/offset+octet-stream' },
  { 'upload-offset': '99999999999999999999', 'content-type': 'application/offset+octet-stream' },
  { 'tus-resumable': '0.2.2' },
];

/**
 * The probes for one endpoint. A caller the endpoint's guard turns away never gets as far as the body: for them
 * only what the router and the guard see first (path, query, a couple of bodies) is worth sending.
 */
function probesFor(endpoint: Endpoint, passesGuard: boolean, fieldByField: boolean): Probe[] {
  const schema = schemaOf(endpoint);
  const params = sampleParams(endpoint);
  const goodPath = pathWith(endpoint, encodedParams(params));
  const probes: Probe[] = [];

  for (const name of Object.keys(params)) {
    for (const bad of BAD_SEGMENTS) {
      probes.push({
        label: `path ${name}=${bad.slice(0, 20)}`,
        path: pathWith(endpoint, { ...encodedParams(params), [name]: bad }),
      });
    }
  }

  const query = jsonSchemaOf(schema.query);
  const goodQuery = new URLSearchParams(
    Object.entries((sampleOf(query ?? { type: 'object' }) ?? {}) as Record<string, unknown>).map(
      ([key, value]): [string, string] => [key, String(value)],
    ),
  ).toString();
  for (const name of [...propertiesOf(query), 'unknown']) {
    const values = [
      ...BAD_QUERY_VALUES.map((value) => `${name}=${value}`),
      `${name}=1&${name}=2`,
      `${name}[a]=1`,
    ];
    for (const raw of values) {
      probes.push({
        label: `query ${raw.slice(0, 30)}`,
        path: `${goodPath}?${[goodQuery, raw].filter(Boolean).join('&')}`,
      });
    }
  }

  if (!passesGuard) {
    if (SAFE_METHODS.has(endpoint.method)) return probes;
    return [
      ...probes,
      ...BAD_BODIES.slice(0, 3).map((bad) => ({
        label: `body: ${bad.label}`,
        path: goodPath,
        headers: { 'content-type': bad.type ?? 'text/plain' },
        body: bad.body,
      })),
    ];
  }

  if (!SAFE_METHODS.has(endpoint.method)) {
    const body = jsonSchemaOf(schema.body);
    if (body && fieldByField) {
      const valid = sampleOf(body) as Record<string, unknown>;
      for (const name of [...propertiesOf(body), 'unknown']) {
        for (const value of BAD_FIELD_VALUES) {
          const rest = JSON.stringify({ ...valid, [name]: undefined });
          const text = rest === '{}' ? `{"${name}":${value}}` : `${rest.slice(0, -1)},"${name}":${value}}`;
          probes.push({
            label: `body ${name}=${value.slice(0, 20)}`,
            path: goodPath,
            headers: { 'content-type': 'application/json' },
            body: text,
          });
        }
      }
    }
    for (const bad of BAD_BODIES) {
      probes.push({
        label: `body: ${bad.label}`,
        path: goodPath,
        headers: bad.type ? { 'content-type': bad.type } : {},
        body: bad.body,
      });
    }
  }

  if ('body' in endpoint && endpoint.body === 'tus') {
    for (const headers of BAD_TUS_HEADERS) {
      probes.push({
        label: `tus ${JSON.stringify(headers).slice(0, 60)}`,
        path: goodPath,
        headers: { 'tus-resumable': '1.0.0', ...headers },
        ...(endpoint.method === 'PATCH' ? { body: 'xxxxx' } : {}),
      });
    }
  }
  return probes;
}

/** Endpoints that end the session they are called with: the caller signs in again after them. */
const ENDS_SESSION = new Set([
  'logout',
  'logoutEverywhere',
  'deleteAccount',
  'resetPassword',
  'changePassword',
]);

describe('fuzz sweep: no input makes any endpoint answer 5xx', () => {
  let server: TestServer;
  const failures: string[] = [];
  let sent = 0;

  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_LEVEL: 'silent' } });
  });
  afterAll(() => server?.close());

  /** Sends every probe of every endpoint as one caller; a 5xx is recorded with what caused it. */
  async function sweep(
    caller: string,
    signIn: () => Promise<string | null>,
    passesGuard: (endpoint: Endpoint) => boolean,
    options: { fieldByField: boolean } = { fieldByField: true },
  ) {
    let cookie = await signIn();
    for (const endpoint of ENDPOINT_LIST) {
      const probes = probesFor(endpoint, passesGuard(endpoint), options.fieldByField);
      // A few at a time: quicker, and it also tries them side by side.
      for (let start = 0; start < probes.length; start += 8) {
        await Promise.all(
          probes.slice(start, start + 8).map(async (probe) => {
            let status: number;
            try {
              const response = await server.request(probe.path, {
                method: endpoint.method,
                redirect: 'manual',
                headers: { ...(cookie ? { cookie } : {}), ...probe.headers },
                ...(probe.body === undefined ? {} : { body: probe.body }),
              });
              status = response.status;
              // The event stream stays open: its status is all there is to read.
              if (response.headers.get('content-type')?.startsWith('text/event-stream'))
                await response.body?.cancel();
              else await response.arrayBuffer();
            } catch (error) {
              failures.push(
                `${caller} ${describeEndpoint(endpoint)} ${probe.label}: no answer (${String(error)})`,
              );
              return;
            }
            sent++;
            if (status >= 500)
              failures.push(`${caller} ${describeEndpoint(endpoint)} ${probe.label}: ${status}`);
          }),
        );
      }
      if (cookie && ENDS_SESSION.has(endpoint.name)) {
        if (!(await currentSession(server, { cookie })).session) cookie = await signIn();
      }
    }
  }

  it('walks every operation of the OpenAPI document', () => {
    const swept = new Set(ENDPOINT_LIST.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    for (const operation of openApiOperations(server)) expect(swept, operation).toContain(operation);
  });

  it('answers a visitor, a free user and an admin without a single 5xx', { timeout: 600_000 }, async () => {
    await sweep('visitor', async () => null, isOpenEndpoint);
    // A new account whenever the last one's session ended (the sweep signs out, and may delete the account).
    await sweep(
      'free user',
      async () => (await signUpAndConfirm(server)).cookie,
      (endpoint) => typeof endpoint.access !== 'object',
      { fieldByField: false },
    );
    await sweep(
      'admin',
      () => signInDemo(server, 'admin'),
      () => true,
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(5000);

    const health = await server.request('/api/health');
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('ok');
  });
});
