// The default driver: files in a folder on this server, served back under /uploads (uploads/serve.ts).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UPLOADS_PUBLIC_PREFIX } from '../../common/contracts/uploads';
import { storageKey } from './paths';
import type { Storage } from './storage';

/** The absolute file for a key, or null when the key would leave the storage folder. */
export function resolveInside(root: string, key: string): string | null {
  const base = path.resolve(root);
  const file = path.resolve(base, key);
  return file.startsWith(base + path.sep) ? file : null;
}

export function createLocalStorage(dir: string): Storage {
  const publicUrl = (key: string) => `${UPLOADS_PUBLIC_PREFIX}/${key}`;
  return {
    publicUrl,
    async put({ folder, name, body }) {
      const key = storageKey(folder, name);
      const file = resolveInside(dir, key);
      if (!file) throw new Error(`Storage key leaves the storage folder: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside its final place, then renamed: a reader never sees half a file, and a failure
      // leaves nothing under the final name.
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, body, { flag: 'wx' });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, url: publicUrl(key) };
    },
    async read(key) {
      const file = resolveInside(dir, storageKey(path.posix.dirname(key), path.posix.basename(key)));
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) return null;
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size };
    },
    async remove(key) {
      const file = resolveInside(dir, storageKey(path.posix.dirname(key), path.posix.basename(key)));
      if (file) await rm(file, { force: true });
    },
  };
}
