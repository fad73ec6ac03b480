import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage, type StoredObject } from './storage';

/** Where scratch work lives inside the root: the same disk as the live files, so publishing is a rename. */
const SCRATCH_ROOT = 'work';

/** Storage on the local disk under one root directory (the embedded default). */
export function createLocalStorage(root: string): Storage & { root: string; localPath(key: string): string } {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  // Scratch names are made by the server (`work/transcode/<id>`); ones already under work/ are kept where they were.
  const scratch = (name: string) =>
    resolve(name.startsWith(`${SCRATCH_ROOT}/`) ? name : `${SCRATCH_ROOT}/${name}`);

  return {
    kind: 'local',
    root,
    /** The file of a key: for the media route's file sender and the tus file store (this backend only). */
    localPath: resolve,
    async put(key, body) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename, so a reader never sees a half-written file.
      const temporary = `${target}.${randomUUID()}.partial`;
      try {
        if (Buffer.isBuffer(body)) await fs.writeFile(temporary, body);
        else await pipeline(body, createWriteStream(temporary));
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    read: (key) => fs.readFile(resolve(key)),
    async readStream(key, range) {
      const file = resolve(key);
      // Open first, so a missing file rejects here rather than as a stream error later.
      const handle = await fs.open(file, 'r');
      return handle.createReadStream({ start: range?.start, end: range?.end, autoClose: true });
    },
    async stat(key) {
      try {
        const info = await fs.stat(resolve(key));
        return info.isFile() ? { key, size: info.size, modifiedAt: info.mtime } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.rm(resolve(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
    async list(prefix, limit = 100) {
      // The empty prefix lists the whole store (backups).
      const base = prefix === '' ? root : resolve(prefix.replace(/\/$/, ''));
      const found: StoredObject[] = [];
      const walk = async (dir: string): Promise<void> => {
        let entries;
        try {
          entries = await fs.readdir(dir, { withFileTypes: true });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw error;
        }
        entries.sort((a, b) => a.name.localeCompare(b.name));
        for (const entry of entries) {
          if (found.length >= limit) return;
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) await walk(full);
          else if (entry.isFile() && !entry.name.endsWith('.partial')) {
            const info = await fs.stat(full);
            found.push({
              key: path.relative(root, full).split(path.sep).join('/'),
              size: info.size,
              modifiedAt: info.mtime,
            });
          }
        }
      };
      await walk(base);
      return found;
    },
    async move(fromKey, toKey) {
      const target = resolve(toKey);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(resolve(fromKey), target);
    },
    async putFile(key, file, options) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      if (options?.move) {
        try {
          await fs.rename(file, target);
          return;
        } catch (error) {
          // Another disk: copy, then remove the original.
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        }
      }
      await this.put(key, createReadStream(file));
      await fs.rm(file, { force: true });
    },
    withLocalFile: async (key, fn) => fn(resolve(key)),
    withLocalDirectory: async (prefix, fn) => fn(resolve(prefix.replace(/\/$/, ''))),
    scratchPath: scratch,
    async clearScratch(name) {
      await fs.rm(scratch(name), { recursive: true, force: true });
    },
    /** The old directory (if any) is moved aside and removed, the new one renamed into place: both atomic. */
    async publishDirectory(localDir, prefix) {
      const live = resolve(prefix.replace(/\/$/, ''));
      const aside = scratch(`publish/old-${randomUUID()}`);
      await fs.mkdir(path.dirname(live), { recursive: true });
      await fs.mkdir(path.dirname(aside), { recursive: true });
      try {
        await fs.rename(live, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      await fs.rename(localDir, live);
      await fs.rm(aside, { recursive: true, force: true });
    },
    async check() {
      const key = `.health/${randomUUID()}`;
      await this.put(key, Buffer.from('ok'));
      const back = await this.read(key);
      await this.delete(key);
      if (back.toString() !== 'ok') throw new Error('storage read back different bytes');
    },
  };
}
