// What members read of the content administrators publish: the sidebar's overrides and the spotlight.
import { asc, eq } from 'drizzle-orm';
import { SIDEBAR_LINKS_SAVED, type SidebarLinksRecord, type SpotlightList, sidebarLinksUpdateSchema } from '../../../common/contracts/content';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditLog, sidebarUrls, spotlightCarousel } from '../../db/schema';

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

/** Saves the single sidebar row (insert or update) and records who changed it. */
export async function saveSidebarLinks(
  db: Database,
  actor: { userId: string; email: string },
  input: z.output<typeof sidebarLinksUpdateSchema>,
  now: Date,
): Promise<{ success: true; message: string; links: SidebarLinksRecord }> {
  const values = {
    askFmc: input.askFmc ?? null,
    upcomingEvents: input.upcomingEvents ?? null,
    pastEvents: input.pastEvents ?? null,
    newsletters: input.newsletters ?? null,
    aiTools: input.aiTools ?? null,
    openRoles: input.openRoles ?? null,
    memberLocation: input.memberLocation ?? null,
    contact: input.contact ?? null,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(sidebarUrls)
      .values({ id: 1, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: sidebarUrls.id, set: { ...values, updatedAt: now } });
    await tx.insert(auditLog).values({ actorUserId: actor.userId, actorEmail: actor.email, action: 'sidebar-links.save', details: values, createdAt: now });
  });
  return { success: true, message: SIDEBAR_LINKS_SAVED, links: values };
}
