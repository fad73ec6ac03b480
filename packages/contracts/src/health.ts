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

/** GET /api/health/live: the process is up and its event loop answers (touches nothing else). */
export const livenessResponseSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/**
 * GET /api/health/ready: whether a load balancer should send this process requests. 503 while it drains (a
 * shutdown has begun; no check is run) or when the database or the storage fails (named in checks).
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  draining: z.boolean(),
  checks: z.object({ database: healthCheckSchema, storage: healthCheckSchema }).optional(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
