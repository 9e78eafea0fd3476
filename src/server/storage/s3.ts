// Any S3-compatible bucket (AWS, MinIO, R2, …): one signed PUT per object. The bucket (or a CDN in
// front of it, S3_PUBLIC_URL) must let the public read objects, the way the old product's bucket did.
// Members' photos (`photos/…`) are the exception: the server reads them with a signed GET and answers them
// itself to whom the member allows (decision 044); their keys are random and never reach a browser, and a
// bucket policy may refuse public reads under `photos/`.
import type { Config } from '../env';
import { storageKey } from './paths';
import { sha256Hex, signRequest } from './sigv4';
import type { Storage } from './storage';

type S3Config = Extract<Config['storage'], { driver: 's3' }>;

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export function createS3Storage(config: S3Config, fetchImpl: typeof fetch, now: () => Date): Storage {
  const endpoint = config.endpoint?.replace(/\/+$/, '');
  // With an endpoint: path-style (what MinIO and most compatible services expect); else AWS's own host.
  const objectUrl = (key: string) =>
    endpoint
      ? `${endpoint}/${config.bucket}/${encodeKey(key)}`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com/${encodeKey(key)}`;
  const publicUrl = (key: string) =>
    config.publicUrl ? `${config.publicUrl.replace(/\/+$/, '')}/${encodeKey(key)}` : objectUrl(key);

  /** The headers of a signed request with no body. */
  const signed = (method: 'GET' | 'DELETE', url: string) => {
    const headers = signRequest(
      { method, url, payloadHash: sha256Hex('') },
      { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region },
      now(),
    );
    delete headers.host;
    return headers;
  };

  return {
    publicUrl,
    async put({ folder, name, body, contentType, download }) {
      const key = storageKey(folder, name);
      const url = objectUrl(key);
      // Stored with the object, the bucket sends it back with every read.
      const disposition: Record<string, string> = download
        ? { 'content-disposition': `attachment; filename="${key.split('/').pop()}"` }
        : {};
      const headers = signRequest(
        {
          method: 'PUT',
          url,
          headers: { 'content-type': contentType, 'content-length': String(body.byteLength), ...disposition },
          payloadHash: sha256Hex(body),
        },
        { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region },
        now(),
      );
      // fetch sets Host and Content-Length itself and refuses to be told them.
      delete headers.host;
      delete headers['content-length'];
      const response = await fetchImpl(url, { method: 'PUT', headers, body: body as Uint8Array<ArrayBuffer> });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`S3 PUT ${key} failed: ${response.status} ${detail}`);
      }
      return { key, url: publicUrl(key) };
    },
    async read(key) {
      const response = await fetchImpl(objectUrl(key), { method: 'GET', headers: signed('GET', objectUrl(key)) });
      if (response.status === 404 || response.status === 403) {
        // A missing key answers 403 to a signer not allowed to list the bucket.
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw new Error(`S3 GET ${key} failed: ${response.status}`);
      const length = Number(response.headers.get('content-length'));
      return { body: response.body, size: Number.isFinite(length) && length > 0 ? length : null };
    },
    async remove(key) {
      const response = await fetchImpl(objectUrl(key), { method: 'DELETE', headers: signed('DELETE', objectUrl(key)) });
      await response.body?.cancel();
      // S3 answers 204 whether or not the key existed; others may say 404.
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
    },
  };
}
