// Members' photos (issue 33, decision 044): the member's own photo (read, replace, remove) and one member's
// photo at one size, answered only to a viewer that member lets see it. No zod here: the browser imports
// this for the paths (memberPhotoUrl, the photo card); the schemas are in photos.ts.
import type { PHOTO_SCHEMAS } from './photos';
import { routeTable } from './endpoint';

export const PHOTO_ROUTES = routeTable<typeof PHOTO_SCHEMAS>()({
  own: { method: 'GET', path: '/api/profile/photo', access: 'member' },
  upload: { method: 'PUT', path: '/api/profile/photo', access: 'member' },
  remove: { method: 'DELETE', path: '/api/profile/photo', access: 'member' },
  serve: { method: 'GET', path: '/api/members/:attendeeId/photo/:size', access: 'member' },
});
