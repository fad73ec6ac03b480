import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type Storage, type StoredObject } from './storage';

/** Storage on the local disk under one root directory (the embedded default). */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'local',
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
    localPath: resolve,
    async check() {
      const key = `.health/${randomUUID()}`;
      await this.put(key, Buffer.from('ok'));
      const back = await this.read(key);
      await this.delete(key);
      if (back.toString() !== 'ok') throw new Error('storage read back different bytes');
    },
  };
}
