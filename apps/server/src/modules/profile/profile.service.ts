import { createHash, randomInt } from 'node:crypto';
import path from 'node:path';
import type { Profile } from '@mzansi/contracts/auth';
import type { UpdateProfileRequest } from '@mzansi/contracts/account';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import { createProfileRepository, type ProfilePatch, type ProfileRow } from './profile.repository';
import { localised } from '../../i18n/translate';

const AVATAR_SIZE = 256;
/** Content formats sharp must find in an upload (the extension is checked too: ASVS 5.2.2). */
const AVATAR_FORMATS = new Set(['jpeg', 'png', 'webp']);
const AVATAR_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);
/** Refuses decompression bombs: a 5 MB PNG can claim billions of pixels. */
const AVATAR_MAX_PIXELS = 40_000_000;

const USERNAME_TAKEN = localised('errors:auth.usernameTaken');

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    username: row.username,
    display_name: row.displayName,
    email: row.email,
    avatar_url: row.avatarUrl,
    bio: row.bio,
    website: row.website,
    location: row.location,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Spec §3/§5: the username defaults to the part of the e-mail before the @ (else "user"), kept to the characters
 * and length usernames allow. Later candidates add digits, for when that name is taken.
 */
export function usernameCandidates(email: string, attempts = 6): string[] {
  const prefix = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 30);
  const base = prefix || 'user';
  const candidates: string[] = base.length >= 3 ? [base] : [];
  while (candidates.length < attempts) {
    candidates.push(`${base.slice(0, 24)}${randomInt(1000, 1_000_000)}`);
  }
  return candidates;
}

function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value.trim();
}

/** Profiles (spec §3): created at sign-up or first sign-in, edited by their owner, avatars resized with sharp. */
export function createProfileService(ctx: AppContext) {
  const repository = createProfileRepository(ctx.database.db);

  return {
    /** Spec §4 SIGNED_IN: a profile row (id, username from the e-mail, timestamps) if there is none yet. */
    async ensureProfile(userId: string, email: string, preferredUsername?: string): Promise<ProfileRow> {
      const existing = await repository.findById(userId);
      if (existing) return existing;
      const now = ctx.clock.now();
      const candidates = [...(preferredUsername ? [preferredUsername] : []), ...usernameCandidates(email)];
      for (const username of candidates) {
        try {
          const inserted = await repository.insertIfMissing({
            id: userId,
            username,
            email,
            createdAt: now,
            updatedAt: now,
          });
          if (inserted) return inserted;
          // Another request created it meanwhile.
          const raced = await repository.findById(userId);
          if (raced) return raced;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new AppError('conflict', localised('errors:profile.noFreeUsername'));
    },

    usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
      return repository.usernameTaken(username, exceptUserId);
    },

    async get(userId: string, email: string): Promise<Profile> {
      return toProfile(await this.ensureProfile(userId, email));
    },

    async update(userId: string, email: string, input: UpdateProfileRequest): Promise<Profile> {
      await this.ensureProfile(userId, email);
      if (input.username && (await repository.usernameTaken(input.username, userId))) {
        throw new AppError('conflict', USERNAME_TAKEN);
      }
      const patch: ProfilePatch = {};
      if (input.username !== undefined) patch.username = input.username;
      const displayName = blankToNull(input.display_name);
      if (displayName !== undefined) patch.displayName = displayName;
      const bio = blankToNull(input.bio);
      if (bio !== undefined) patch.bio = bio;
      const website = blankToNull(input.website);
      if (website !== undefined) patch.website = website;
      const location = blankToNull(input.location);
      if (location !== undefined) patch.location = location;
      try {
        const row = await repository.update(userId, patch, ctx.clock.now());
        if (!row) throw new AppError('not_found');
        return toProfile(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', USERNAME_TAKEN);
        throw error;
      }
    },

    /**
     * Checks the upload by its extension and by its content (sharp must read it as JPEG, PNG or WebP), then stores
     * a 256x256 WebP under a content-hashed name (cacheable for a year) and removes the previous one.
     */
    async setAvatar(
      userId: string,
      email: string,
      upload: { filename: string; data: Buffer },
    ): Promise<Profile> {
      await this.ensureProfile(userId, email);
      const extension = path.extname(upload.filename).toLowerCase();
      if (!AVATAR_EXTENSIONS.has(extension)) {
        throw new AppError('unsupported_media_type', localised('errors:profile.imageType'));
      }
      let output: Buffer;
      try {
        const image = sharp(upload.data, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' });
        const metadata = await image.metadata();
        if (!metadata.format || !AVATAR_FORMATS.has(metadata.format)) throw new Error('not an avatar format');
        output = await image
          .rotate()
          .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError('unsupported_media_type', localised('errors:profile.imageUnreadable'));
      }
      const hash8 = createHash('sha256').update(output).digest('hex').slice(0, 8);
      const folder = `artwork/avatars/${userId}`;
      const name = `avatar-${hash8}.webp`;
      await ctx.storage.put(`${folder}/${name}`, output);
      const row = await repository.update(userId, { avatarUrl: `/media/${folder}/${name}` }, ctx.clock.now());
      for (const stored of await ctx.storage.list(`${folder}/`)) {
        if (!stored.key.endsWith(`/${name}`)) await ctx.storage.delete(stored.key);
      }
      return toProfile(row!);
    },

    async deleteAvatar(userId: string, email: string): Promise<Profile> {
      await this.ensureProfile(userId, email);
      const row = await repository.update(userId, { avatarUrl: null }, ctx.clock.now());
      await ctx.storage.deletePrefix(`artwork/avatars/${userId}/`);
      return toProfile(row!);
    },

    /** Removes stored avatar files (account deletion). */
    async deleteFiles(userId: string): Promise<void> {
      await ctx.storage.deletePrefix(`artwork/avatars/${userId}/`);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
