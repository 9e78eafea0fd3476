// Uploads from the spotlight and newsletter editors; files on local disk are read at their own address
// (a bucket serves its own).
import type { ServerFeature } from '../../feature';
import { uploadRoutes } from './routes';
import { serveUploads } from './serve';

export const uploadsFeature: ServerFeature = {
  name: 'uploads',
  register: ({ db, storage, config, now }) => ({
    api: uploadRoutes({ db, storage, limits: config.uploads, now }),
    outsideApi: config.storage.driver === 'local' ? serveUploads(config.storage.dir) : undefined,
  }),
};
