import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { VideoDetail, VideoPage } from './discovery';
import { endpointSchemas, type EndpointSchema } from './endpoint-schemas';
import {
  ENDPOINT_LIST,
  endpointPath,
  endpoints,
  type EndpointBody,
  type EndpointInput,
  type EndpointResponse,
} from './endpoints';

const schemaOf = (name: string) => (endpointSchemas as Record<string, EndpointSchema>)[name]!;

describe('the endpoint map', () => {
  it('has one schema entry per endpoint and no other', () => {
    expect(Object.keys(endpointSchemas).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('names each endpoint after its key', () => {
    for (const [key, endpoint] of Object.entries(endpoints)) expect(endpoint.name).toBe(key);
  });

  it('lists each method and path once', () => {
    const routes = ENDPOINT_LIST.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('declares a params schema with exactly the parameters its path names', () => {
    for (const endpoint of ENDPOINT_LIST) {
      const names = [...endpoint.path.matchAll(/:(\w+)|\*$/g)].map((match) => match[1] ?? '*');
      const params = schemaOf(endpoint.name).params as z.ZodObject | undefined;
      if (names.length === 0) {
        expect(params, endpoint.name).toBeUndefined();
        continue;
      }
      expect(Object.keys(params?.shape ?? {}).sort(), endpoint.name).toEqual(names.sort());
    }
  });

  it('gives a body schema to JSON endpoints that take a body, and none to the others', () => {
    for (const endpoint of ENDPOINT_LIST) {
      const body = schemaOf(endpoint.name).body;
      if (body) {
        expect(['POST', 'PUT', 'PATCH', 'DELETE'], endpoint.name).toContain(endpoint.method);
        expect('body' in endpoint ? endpoint.body : 'json', endpoint.name).toBe('json');
      }
    }
  });

  it('lets only signed server-to-server notifications through from other sites', () => {
    const crossSite = ENDPOINT_LIST.filter((endpoint) => 'crossSite' in endpoint && endpoint.crossSite);
    expect(crossSite.map((endpoint) => endpoint.name)).toEqual(['paymentNotification']);
    for (const endpoint of crossSite) expect(endpoint.access).toBe('signature');
  });

  it('types calls from the schemas', () => {
    expectTypeOf<EndpointResponse<'videoDetail'>>().toEqualTypeOf<VideoDetail>();
    expectTypeOf<EndpointResponse<'videos'>>().toEqualTypeOf<VideoPage>();
    expectTypeOf<EndpointInput<'videoDetail'>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<EndpointBody<'uploadAvatar'>>().toEqualTypeOf<FormData>();
    expectTypeOf<EndpointResponse<'logout'>>().toEqualTypeOf<null>();
  });
});

describe('endpointPath', () => {
  it('encodes path parameters', () => {
    expect(endpointPath(endpoints.videoDetail, { params: { id: 'a b/c' } })).toBe('/api/videos/a%20b%2Fc');
  });

  it('keeps the query in the order given and leaves out what is not set', () => {
    expect(
      endpointPath(endpoints.videos, {
        query: { limit: 20, cursor: undefined, genre: 'drama', type: null, sort: 'popular' },
      }),
    ).toBe('/api/videos?limit=20&genre=drama&sort=popular');
    expect(endpointPath(endpoints.videos, { query: {} })).toBe('/api/videos');
  });

  it('keeps the rest of a file path as a path', () => {
    expect(endpointPath(endpoints.artwork, { params: { '*': 'titles/x/poster-1.webp' } })).toBe(
      '/media/artwork/titles/x/poster-1.webp',
    );
  });

  it('refuses a call without a path parameter it needs', () => {
    expect(() => endpointPath(endpoints.videoDetail, { params: {} })).toThrow(/"id" is missing/);
  });
});
