import { profileResponseSchema } from '@mzansi/contracts/account';
import { errorBodySchema } from '@mzansi/contracts/errors';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, signUpAndConfirm, type TestAccount } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { profiles } from '../../db/schema/index';

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error;
}

function upload(
  server: TestServer,
  cookie: string | undefined,
  file: { name: string; type: string; data: Buffer },
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return server.request('/api/profile/avatar', {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie } : {},
  });
}

describe('/api/profile', () => {
  let server: TestServer;
  let account: TestAccount;
  beforeAll(async () => {
    server = await startTestServer();
    account = await signUpAndConfirm(server, { username: 'mpho_k' });
  });
  afterAll(() => server.close());

  const patch = (json: unknown, cookie = account.cookie) =>
    server.request('/api/profile', { method: 'PATCH', json, headers: { cookie } });

  it('requires a session for every profile call', async () => {
    for (const [method, path] of [
      ['GET', '/api/profile'],
      ['PATCH', '/api/profile'],
      ['POST', '/api/profile/avatar'],
      ['DELETE', '/api/profile/avatar'],
    ] as const) {
      const response = await server.request(path, { method, ...(method === 'PATCH' ? { json: {} } : {}) });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await errorOf(response)).code).toBe('unauthenticated');
    }
  });

  it('answers my profile, private and uncached', async () => {
    const response = await server.request('/api/profile', { headers: { cookie: account.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { profile } = profileResponseSchema.parse(await response.json());
    expect(profile).toMatchObject({
      id: account.userId,
      username: 'mpho_k',
      email: account.email,
      avatar_url: null,
    });
  });

  it('creates the profile on first use if it is missing (spec §4 SIGNED_IN)', async () => {
    const other = await signUpAndConfirm(server);
    await server.ctx.database.db.delete(profiles).where(eq(profiles.id, other.userId));
    const response = await server.request('/api/profile', { headers: { cookie: other.cookie } });
    const { profile } = profileResponseSchema.parse(await response.json());
    expect(profile.username).toBe(other.email.split('@')[0]);
  });

  it('refuses invalid fields with 400: a website that is not http(s), a bad username, overlong text', async () => {
    for (const json of [
      { website: 'javascript:alert(1)' },
      { website: 'ftp://files.example.co.za' },
      { username: 'has spaces' },
      { username: 'x' },
      { bio: 'b'.repeat(501) },
      { display_name: 'd'.repeat(61) },
    ]) {
      const response = await patch(json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await errorOf(response)).code).toBe('validation_failed');
    }
  });

  it('answers 409 for a username someone else has, whatever its case', async () => {
    for (const username of ['thandi', 'THANDI', 'Thandi']) {
      const response = await patch({ username });
      expect(response.status).toBe(409);
      expect((await errorOf(response)).code).toBe('conflict');
    }
    // My own username in another case is mine to take.
    expect((await patch({ username: 'MPHO_K' })).status).toBe(200);
  });

  it('saves the fields, and an empty string clears one', async () => {
    const response = await patch({
      display_name: 'Mpho Khumalo',
      bio: 'Loves Nollywood and Mzansi drama.',
      website: 'https://mpho.example.co.za',
      location: 'Soweto',
    });
    expect(response.status).toBe(200);
    const { profile } = profileResponseSchema.parse(await response.json());
    expect(profile).toMatchObject({
      display_name: 'Mpho Khumalo',
      bio: 'Loves Nollywood and Mzansi drama.',
      website: 'https://mpho.example.co.za',
      location: 'Soweto',
    });
    const cleared = profileResponseSchema.parse(await (await patch({ bio: '', website: '' })).json()).profile;
    expect(cleared.bio).toBeNull();
    expect(cleared.website).toBeNull();
    expect(cleared.location).toBe('Soweto');
  });

  describe('avatar', () => {
    let png: Buffer;
    beforeAll(async () => {
      png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#10b981' } })
        .png()
        .toBuffer();
    });

    it('refuses a request that is not multipart with 415', async () => {
      const response = await server.request('/api/profile/avatar', {
        method: 'POST',
        json: { file: 'x' },
        headers: { cookie: account.cookie },
      });
      expect(response.status).toBe(415);
    });

    it('refuses a file whose content is not an image, whatever its name and type say, with 415', async () => {
      const response = await upload(server, account.cookie, {
        name: 'avatar.png',
        type: 'image/png',
        data: Buffer.from('<?php echo "not an image"; ?>'),
      });
      expect(response.status).toBe(415);
      expect((await errorOf(response)).code).toBe('unsupported_media_type');
    });

    it('refuses an image with a name that is not .jpg/.png/.webp with 415', async () => {
      const response = await upload(server, account.cookie, {
        name: 'avatar.svg',
        type: 'image/png',
        data: png,
      });
      expect(response.status).toBe(415);
    });

    it('refuses a file over 5 MB with 413', async () => {
      const response = await upload(server, account.cookie, {
        name: 'big.png',
        type: 'image/png',
        data: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
      });
      expect(response.status).toBe(413);
      expect((await errorOf(response)).code).toBe('payload_too_large');
    });

    it('stores a 256x256 WebP under a content-hashed name, served from /media/artwork, and replaces the old one', async () => {
      const first = await upload(server, account.cookie, { name: 'me.png', type: 'image/png', data: png });
      expect(first.status).toBe(200);
      const { profile } = profileResponseSchema.parse(await first.json());
      expect(profile.avatar_url).toMatch(
        new RegExp(`^/media/artwork/avatars/${account.userId}/avatar-[0-9a-f]{8}\\.webp$`),
      );
      const served = await server.request(profile.avatar_url!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });

      const jpeg = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#3b82f6' } })
        .jpeg()
        .toBuffer();
      const second = profileResponseSchema.parse(
        await (
          await upload(server, account.cookie, { name: 'ME.JPG', type: 'image/jpeg', data: jpeg })
        ).json(),
      ).profile;
      expect(second.avatar_url).not.toBe(profile.avatar_url);
      expect((await server.request(profile.avatar_url!)).status).toBe(404);
      expect(await server.ctx.storage.list(`artwork/avatars/${account.userId}/`)).toHaveLength(1);
    });

    it('removes the avatar', async () => {
      const response = await server.request('/api/profile/avatar', {
        method: 'DELETE',
        headers: { cookie: account.cookie },
      });
      expect(response.status).toBe(200);
      expect(profileResponseSchema.parse(await response.json()).profile.avatar_url).toBeNull();
      expect(await server.ctx.storage.list(`artwork/avatars/${account.userId}/`)).toHaveLength(0);
    });
  });

  it('lets a demo user (UUID v5 id) edit theirs too', async () => {
    const cookie = await signInDemo(server, 'free');
    const response = await patch({ location: 'Durban' }, cookie);
    expect(profileResponseSchema.parse(await response.json()).profile.location).toBe('Durban');
  });
});
