// The content administrators publish and members read: the sidebar's overrides and the spotlight.
import { asc, count, eq } from 'drizzle-orm';
import {
  SIDEBAR_LINKS_SAVED,
  sidebarLinksUpdateSchema,
  SPOTLIGHT_MESSAGES,
  spotlightItemInputSchema,
  type SidebarLinksRecord,
  type SpotlightAdminItem,
  type SpotlightAdminList,
  type SpotlightList,
  type SpotlightSaved,
} from '../../../common/contracts/content';
import { allowedLinkOrNull, LINK_RULES } from '../../../common/contracts/links';
import type { SidebarLinkKey } from '../../../common/routes';
import { ADMIN_TOASTS } from '../../../common/messages';
import type { z } from 'zod';
import { changesBetween, recordAudit, type AuditActor } from '../../audit/record';
import type { Database } from '../../db/client';
import { sidebarUrls, spotlightCarousel } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { LivePublisher, LiveWriter } from '../../live/publish';

/** The sidebar's items as the Activity tab names their changes. */
const SIDEBAR_LINK_FIELDS: Record<SidebarLinkKey, string> = {
  askFmc: 'Ask link',
  upcomingEvents: 'Upcoming events link',
  pastEvents: 'Past events link',
  newsletters: 'Newsletters link',
  aiTools: 'AI tools link',
  openRoles: 'Open roles link',
  memberLocation: 'Member location link',
  contact: 'Contact link',
};

const SPOTLIGHT_FIELDS = {
  title: 'Title',
  imageUrl: 'Picture',
  linkUrl: 'Link',
  isActive: 'Shown',
  displayOrder: 'Order',
} as const;

/** Each override, or null for the default. A stored target that breaks the link rule (saved before the
 * rule, or by hand) is the default too: the sidebar never offers it. */
export async function readSidebarLinks(db: Database): Promise<SidebarLinksRecord> {
  const [row] = await db.select().from(sidebarUrls).limit(1);
  const target = (value: string | null | undefined) => allowedLinkOrNull(value, LINK_RULES.sidebarTarget);
  return {
    askFmc: target(row?.askFmc),
    upcomingEvents: target(row?.upcomingEvents),
    pastEvents: target(row?.pastEvents),
    newsletters: target(row?.newsletters),
    aiTools: target(row?.aiTools),
    openRoles: target(row?.openRoles),
    memberLocation: target(row?.memberLocation),
    contact: target(row?.contact),
  };
}

/** What members may be shown of a stored item: an image that breaks its rule is none, so is such a link. */
const shownAddresses = (row: { imageUrl: string; linkUrl: string | null }) => ({
  imageUrl: allowedLinkOrNull(row.imageUrl, LINK_RULES.spotlightImage) ?? '',
  linkUrl: allowedLinkOrNull(row.linkUrl, LINK_RULES.spotlightLink),
});

/** Active items by display order (spec 7.1); an item whose stored image breaks the rule is left out. */
export async function listActiveSpotlight(db: Database): Promise<SpotlightList> {
  const rows = await db
    .select({
      id: spotlightCarousel.id,
      title: spotlightCarousel.title,
      imageUrl: spotlightCarousel.imageUrl,
      linkUrl: spotlightCarousel.linkUrl,
    })
    .from(spotlightCarousel)
    .where(eq(spotlightCarousel.isActive, true))
    .orderBy(asc(spotlightCarousel.displayOrder), asc(spotlightCarousel.createdAt));
  return { items: rows.map((row) => ({ ...row, ...shownAddresses(row) })).filter((item) => item.imageUrl !== '') };
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
    const [before] = await tx.select().from(sidebarUrls).where(eq(sidebarUrls.id, 1)).for('update');
    await tx
      .insert(sidebarUrls)
      .values({ id: 1, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: sidebarUrls.id, set: { ...values, updatedAt: now } });
    await recordAudit(tx, {
      actor,
      action: 'sidebar-links.save',
      changes: changesBetween<Record<string, unknown>>(before ?? {}, values, SIDEBAR_LINK_FIELDS),
      details: values,
      at: now,
    });
  });
  return { success: true, message: SIDEBAR_LINKS_SAVED, links: values };
}

type SpotlightInput = z.output<typeof spotlightItemInputSchema>;
type SpotlightRow = typeof spotlightCarousel.$inferSelect;

const toAdminItem = (row: SpotlightRow): SpotlightAdminItem => ({
  id: row.id,
  title: row.title,
  ...shownAddresses(row),
  isActive: row.isActive,
  displayOrder: row.displayOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every item for the dashboard, in the order members see them (spec 7.1). */
export async function listSpotlightForAdmin(db: Database): Promise<SpotlightAdminList> {
  const rows = await db
    .select()
    .from(spotlightCarousel)
    .orderBy(asc(spotlightCarousel.displayOrder), asc(spotlightCarousel.createdAt));
  return { items: rows.map(toAdminItem) };
}

/** The spotlight's writes: the database, and the live stream that tells members' open pages (decision 041). */
export type SpotlightDeps = { db: Database; live: LivePublisher };

/** Tells every member's open carousel to read the items again, with the change's transaction. */
const tellSpotlightChanged = (live: LivePublisher, tx: LiveWriter) => live.publishToMembers(tx, { type: 'spotlight-changed' });

/** A new item; with no order given it goes last: the current item count plus 1 (spec 7.2). */
export async function createSpotlightItem(
  { db, live }: SpotlightDeps,
  actor: AuditActor,
  input: SpotlightInput,
  now: Date,
): Promise<SpotlightSaved> {
  const row = await db.transaction(async (tx) => {
    const displayOrder = input.displayOrder ?? (await tx.select({ n: count() }).from(spotlightCarousel))[0].n + 1;
    const [created] = await tx
      .insert(spotlightCarousel)
      .values({
        title: input.title,
        imageUrl: input.imageUrl,
        linkUrl: input.linkUrl ?? null,
        isActive: input.isActive,
        displayOrder,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'spotlight.create',
      subject: created.title,
      details: { id: created.id, title: created.title },
      at: now,
    });
    await tellSpotlightChanged(live, tx);
    return created;
  });
  return { item: toAdminItem(row), message: SPOTLIGHT_MESSAGES.created };
}

/** Replaces an item's fields; an order left empty keeps the current one. */
export async function updateSpotlightItem(
  { db, live }: SpotlightDeps,
  actor: AuditActor,
  id: string,
  input: SpotlightInput,
  now: Date,
): Promise<SpotlightSaved> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(spotlightCarousel).where(eq(spotlightCarousel.id, id)).for('update');
    const [updated] = await tx
      .update(spotlightCarousel)
      .set({
        title: input.title,
        imageUrl: input.imageUrl,
        linkUrl: input.linkUrl ?? null,
        isActive: input.isActive,
        ...(input.displayOrder === undefined ? {} : { displayOrder: input.displayOrder }),
        updatedAt: now,
      })
      .where(eq(spotlightCarousel.id, id))
      .returning();
    if (!updated) throw notFound(ADMIN_TOASTS.recordNotFound);
    await recordAudit(tx, {
      actor,
      action: 'spotlight.update',
      subject: updated.title,
      changes: changesBetween(before, updated, SPOTLIGHT_FIELDS),
      details: { id, title: updated.title },
      at: now,
    });
    await tellSpotlightChanged(live, tx);
    return updated;
  });
  return { item: toAdminItem(row), message: SPOTLIGHT_MESSAGES.updated };
}

export async function deleteSpotlightItem(
  { db, live }: SpotlightDeps,
  actor: AuditActor,
  id: string,
  now: Date,
): Promise<{ success: true; message: string }> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(spotlightCarousel).where(eq(spotlightCarousel.id, id)).returning();
    if (!deleted) throw notFound(ADMIN_TOASTS.recordNotFound);
    await recordAudit(tx, {
      actor,
      action: 'spotlight.delete',
      subject: deleted.title,
      details: { id, title: deleted.title, imageUrl: deleted.imageUrl, linkUrl: deleted.linkUrl },
      at: now,
    });
    await tellSpotlightChanged(live, tx);
  });
  return { success: true, message: SPOTLIGHT_MESSAGES.deleted };
}
