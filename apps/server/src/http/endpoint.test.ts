import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditRoutes } from './endpoint';

describe('the route audit', () => {
  it('refuses to start an app with a route outside the endpoint map, naming it', async () => {
    const app = Fastify();
    auditRoutes(app);
    app.get('/api/secret-admin-thing', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/outside the endpoint map.*GET \/api\/secret-admin-thing/);
    await app.close();
  });

  it('accepts the routes a plugin owns while it registers them', async () => {
    const app = Fastify();
    const audit = auditRoutes(app);
    await audit.plugin('a static file server', async () => {
      app.get('/assets/app.js', async () => 'js');
    });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
