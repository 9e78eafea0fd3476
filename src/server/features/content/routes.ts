// The sidebar's links and the spotlight carousel, as defined in common/contracts/content.ts: the adapter
// checks the caller and parses the input; each handler calls one operation in service.ts.
import { CONTENT_ENDPOINTS } from '../../../common/contracts/content';
import type { Database } from '../../db/client';
import type { LivePublisher } from '../../live/publish';
import { endpointRoutes } from '../../http/endpoints';
import {
  createSpotlightItem,
  deleteSpotlightItem,
  listActiveSpotlight,
  listSpotlightForAdmin,
  readSidebarLinks,
  saveSidebarLinks,
  updateSpotlightItem,
} from './service';

export function contentRoutes({ db, now, live }: { db: Database; now: () => Date; live: LivePublisher }) {
  return endpointRoutes(CONTENT_ENDPOINTS, {
    sidebarLinks: () => readSidebarLinks(db),
    adminSaveSidebarLinks: ({ caller, body }) => saveSidebarLinks(db, caller, body, now()),
    spotlight: () => listActiveSpotlight(db),
    adminSpotlight: () => listSpotlightForAdmin(db),
    adminCreateSpotlight: ({ caller, body }) => createSpotlightItem({ db, live }, caller, body, now()),
    adminUpdateSpotlight: ({ caller, params, body }) => updateSpotlightItem({ db, live }, caller, params.id, body, now()),
    adminDeleteSpotlight: ({ caller, params }) => deleteSpotlightItem({ db, live }, caller, params.id, now()),
  });
}
