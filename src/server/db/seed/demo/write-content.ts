// Writes the demo's access requests (waiting, approved, run out, and the signed-up one of each member with
// an account), the newsletters and the spotlight.
import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { accessRequests, posts, spotlightCarousel } from '../../schema';
import { DEMO_POSTS, DEMO_SPOTLIGHT } from './posts';
import { DEMO_ACCESS_REQUESTS } from './requests-and-events';
import { DAY, demoEmail, eveningOf, existingLower, HOUR, slugify, type SeedContext } from './shared';

const newToken = () => randomBytes(32).toString('base64url');

/** The requests not there yet, one per email. */
export async function writeAccessRequests({ tx, now, at, members }: SeedContext): Promise<number> {
  const open = DEMO_ACCESS_REQUESTS.map((r) => {
    const email = demoEmail(r.firstName, r.lastName);
    const base = { email, firstName: r.firstName, lastName: r.lastName };
    if (r.state === 'pending') return { ...base, createdAt: at(r.daysAgo * DAY), updatedAt: at(r.daysAgo * DAY) };
    // Approved: the link is good for 72 hours from now. Expired: it ran out two days ago.
    const approvedAt = r.state === 'approved' ? now : at(5 * DAY);
    return {
      ...base,
      createdAt: at(r.daysAgo * DAY),
      status: 'approved' as const,
      approved: true,
      approvedAt,
      token: newToken(),
      expiresAt: new Date(approvedAt.getTime() + 72 * HOUR),
      updatedAt: approvedAt,
    };
  });
  // How each member with an account joined: asked two days before approval, signed up 20 hours after it.
  const joined = members
    .filter((m) => !m.neverLoggedIn)
    .map((m) => {
      const approvedAt = new Date(m.createdAt.getTime() - 20 * HOUR);
      return {
        email: m.email,
        firstName: m.firstName,
        lastName: m.lastName,
        createdAt: new Date(approvedAt.getTime() - 2 * DAY),
        status: 'signed_up' as const,
        approved: true,
        approvedAt,
        token: newToken(),
        expiresAt: new Date(approvedAt.getTime() + 72 * HOUR),
        used: true,
        completedAt: m.createdAt,
        updatedAt: m.createdAt,
      };
    });
  const rows = [...open, ...joined];
  const taken = await existingLower(
    tx,
    sql<string>`lower(${accessRequests.email})`,
    accessRequests,
    rows.map((r) => r.email),
  );
  const newRows = rows.filter((r) => !taken.has(r.email));
  if (!newRows.length) return 0;
  const inserted = await tx.insert(accessRequests).values(newRows).onConflictDoNothing().returning({ id: accessRequests.id });
  return inserted.length;
}

/** The newsletters not there yet, one per slug. */
export async function writePosts({ tx, now }: SeedContext): Promise<number> {
  const rows = DEMO_POSTS.map((p) => {
    const publishedAt = new Date(eveningOf(now, -p.daysAgo).getTime() - 9 * HOUR);
    return {
      slug: slugify(p.title),
      title: p.title,
      description: p.description,
      content: p.paragraphs.join('\n'),
      tags: p.tags,
      imageUrl: p.image,
      status: 'published' as const,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
  const taken = new Set(
    (
      await tx
        .select({ slug: posts.slug })
        .from(posts)
        .where(
          inArray(
            posts.slug,
            rows.map((p) => p.slug),
          ),
        )
    ).map((r) => r.slug),
  );
  const newRows = rows.filter((p) => !taken.has(p.slug));
  if (!newRows.length) return 0;
  const inserted = await tx.insert(posts).values(newRows).onConflictDoNothing().returning({ id: posts.id });
  return inserted.length;
}

/** The spotlight carousel, one per image. */
export async function writeSpotlight({ tx }: SeedContext): Promise<number> {
  const rows = DEMO_SPOTLIGHT.map((s, i) => ({
    title: s.title,
    imageUrl: `/demo/spotlight-${i + 1}.svg`,
    linkUrl: s.link,
    isActive: true,
    displayOrder: i + 1,
  }));
  const taken = new Set(
    (
      await tx
        .select({ imageUrl: spotlightCarousel.imageUrl })
        .from(spotlightCarousel)
        .where(
          inArray(
            spotlightCarousel.imageUrl,
            rows.map((s) => s.imageUrl),
          ),
        )
    ).map((r) => r.imageUrl),
  );
  const newRows = rows.filter((s) => !taken.has(s.imageUrl));
  if (!newRows.length) return 0;
  const inserted = await tx.insert(spotlightCarousel).values(newRows).returning({ id: spotlightCarousel.id });
  return inserted.length;
}
