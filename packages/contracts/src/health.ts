import { z } from 'zod';

export const healthCheckSchema = z.object({
  status: z.enum(['ok', 'error']),
  latencyMs: z.number(),
  detail: z.string().optional(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  checks: z.object({
    database: healthCheckSchema,
    storage: healthCheckSchema,
    media: healthCheckSchema,
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
