// Members' photos (issue 33, decision 044): the member's own, and anyone's as the viewer may see it.
import type { ServerFeature } from '../../feature';
import { photoRoutes } from './routes';

export const photosFeature: ServerFeature = {
  name: 'photos',
  register: ({ db, storage }) => ({ api: photoRoutes({ db, storage }) }),
};
