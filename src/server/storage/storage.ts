// Where uploaded files live. One small interface, two drivers: a folder on this server (the default)
// or any S3-compatible bucket (STORAGE_DRIVER=s3). Callers store an object and get the URL people use.
import type { Config } from '../env';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';

export type StoredObject = {
  /** The normalised key, `<folder>/<name>`. */
  key: string;
  /** What a page uses to show or link the object: a site path (/uploads/…) or an absolute URL. */
  url: string;
};

export interface Storage {
  /** Stores the bytes under `<folder>/<name>`, whole or not at all. `download`: readers are to save the
   * file, never see it rendered in place (a bucket stores `Content-Disposition: attachment` with it; the
   * local driver's files get it when served, features/uploads/serve.ts). */
  put(object: { folder: string; name: string; body: Uint8Array; contentType: string; download?: boolean }): Promise<StoredObject>;
  /** The URL people use to read a stored key. */
  publicUrl(key: string): string;
  /** The bytes of a stored key, streamed, for what the server answers itself (members' photos, which are
   * never read at a public address); null when there is no such object. */
  read(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number | null } | null>;
  /** Deletes a stored key; one already gone is not an error. */
  remove(key: string): Promise<void>;
}

export function createStorage(
  config: Config['storage'],
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): Storage {
  return config.driver === 's3' ? createS3Storage(config, fetchImpl, now) : createLocalStorage(config.dir);
}

/** Origins the pages may load stored images from, beyond this site (for the CSP). */
export function storageImageOrigins(config: Config['storage']): string[] {
  if (config.driver !== 's3') return [];
  const origins = new Set<string>();
  for (const url of [config.publicUrl, config.endpoint]) if (url) origins.add(new URL(url).origin);
  if (!config.publicUrl && !config.endpoint) origins.add(`https://${config.bucket}.s3.${config.region}.amazonaws.com`);
  return [...origins];
}
