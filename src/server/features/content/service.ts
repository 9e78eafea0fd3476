// What members read of the content administrators publish: the sidebar's overrides and the spotlight.
import { asc, eq } from 'drizzle-orm';
import type { SidebarLinksRecord, SpotlightList } from '../../../common/contracts/content';
import type { Database } from '../../db/client';
import { sidebarUrls, spotlightCarousel } from '../../db/schema';

export async function readSidebarLinks(db: Database): Promise<SidebarLinksRecord> {
  const [row] = await db.select().from(sidebarUrls).limit(1);
  return {
    askFmc: row?.askFmc ?? null,
    upcomingEvents: row?.upcomingEvents ?? null,
    pastEvents: row?.pastEvents ?? null,
    newsletters: row?.newsletters ?? null,
    aiTools: row?.aiTools ?? null,
    openRoles: row?.openRoles ?? null,
    memberLocation: row?.memberLocation ?? null,
    contact: row?.contact ?? null,
  };
}

/** Active items by display order (spec 7.1). */
export async function listActiveSpotlight(db: Database): Promise<SpotlightList> {
  const rows = await db
    .select({ id: spotlightCarousel.id, title: spotlightCarousel.title, imageUrl: spotlightCarousel.imageUrl, linkUrl: spotlightCarousel.linkUrl })
    .from(spotlightCarousel)
    .where(eq(spotlightCarousel.isActive, true))
    .orderBy(asc(spotlightCarousel.displayOrder), asc(spotlightCarousel.createdAt));
  return { items: rows };
}
