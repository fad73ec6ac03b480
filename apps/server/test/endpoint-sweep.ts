import { randomUUID } from 'node:crypto';
import { endpointSchemas, type EndpointSchema } from '@mzansi/contracts/endpoint-schemas';
import { ENDPOINT_LIST, type Endpoint } from '@mzansi/contracts/endpoints';
import { z } from 'zod';
import { demoIds } from '../src/seed/demo-ids';
import type { TestServer } from './harness';

/**
 * What the endpoint sweeps (guard, cross-site, fuzz) share: every endpoint of the map, a concrete URL for it with
 * plausible path parameters (real demo ids where the name says what they are), and valid bodies and queries made
 * from its schemas, for the sweeps to spoil one part at a time.
 */

export const schemaOf = (endpoint: Endpoint): EndpointSchema =>
  (endpointSchemas as Record<string, EndpointSchema>)[endpoint.name]!;

/** Path parameter values that reach past validation: real demo rows where there are some. */
export function sampleParams(endpoint: Endpoint): Record<string, string> {
  const title = demoIds.title('umkhokha');
  const byName: Record<string, string> = {
    videoId: endpoint.name === 'mediaFile' ? demoIds.trailer('umkhokha') : title,
    titleId: title,
    reference: 'pay_unknown_reference',
    provider: 'local',
    lang: 'en',
    token: 'not-a-token',
    '*': endpoint.name === 'artwork' ? `titles/${title}/poster-0000.webp` : 'master.m3u8',
  };
  const params: Record<string, string> = {};
  for (const match of endpoint.path.matchAll(/:(\w+)|\*$/g)) {
    const name = match[1] ?? '*';
    params[name] =
      byName[name] ??
      (endpoint.name === 'videoDetail' || endpoint.name === 'addEpisode' || endpoint.name === 'setTitleStatus'
        ? title
        : randomUUID());
  }
  return params;
}

/** The URL path of an endpoint with the given raw (already encoded) parameter values. */
export function pathWith(endpoint: Endpoint, rawParams: Record<string, string>): string {
  return endpoint.path
    .replace(/:(\w+)/g, (_match, name: string) => rawParams[name] ?? '')
    .replace(/\*$/, rawParams['*'] ?? '');
}

export function encodedParams(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      name === '*' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value),
    ]),
  );
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  items?: JsonSchema;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
};

export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  return schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;
}

/** A value the schema accepts (or close to it: patterns are not followed), for fields that are not the one spoiled. */
export function sampleOf(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sampleOf(choice.find((option) => option.type !== 'null') ?? choice[0]!, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return name === 'videoId' ? demoIds.trailer('umkhokha') : randomUUID();
      if (schema.format === 'email') return `fuzz.${randomUUID().slice(0, 8)}@example.co.za`;
      if (schema.format === 'uri' || /url/i.test(name)) return '/home';
      if (/password/i.test(name)) return 'jacaranda-season-2026';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'number':
    case 'integer':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => sampleOf(schema.items ?? {}, name));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = sampleOf(schema.properties?.[key] ?? {}, key);
      return value;
    }
    default:
      return 'x';
  }
}

/** The properties of an object schema (what the fuzz spoils one at a time). */
export function propertiesOf(schema: JsonSchema | undefined): string[] {
  return Object.keys(schema?.properties ?? {});
}

/** Endpoints that answer a browser's request from its own pages, by method and path. */
export const API_ENDPOINTS = ENDPOINT_LIST.filter((endpoint) => endpoint.path.startsWith('/api/'));

/** The operations of the app's OpenAPI document, as `METHOD /path/:param`. */
export function openApiOperations(server: TestServer): string[] {
  const document = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const operations: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of Object.keys(item)) {
      if (!['get', 'head', 'post', 'put', 'patch', 'delete', 'options'].includes(method)) continue;
      operations.push(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
    }
  }
  return operations;
}

export const describeEndpoint = (endpoint: Endpoint) =>
  `${endpoint.name} (${endpoint.method} ${endpoint.path})`;
