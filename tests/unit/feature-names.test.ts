// A feature that exists on both sides carries one name on both, so one name leads to both halves of it
// (README, 'The browser's map'). Whether two differently named folders are the same feature is not
// something a test can tell; so every feature folder on one side must exist on the other too, or be listed
// below as one-sided, with why. A feature renamed on one side only, or added under another name, fails
// here until someone renames it or says why it has no other half.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

type Side = 'server' | 'web';

const ONE_SIDED: Record<Side, Record<string, string>> = {
  server: {
    admins: 'creating an administrator belongs to first-run setup and the admin:create command; no screen of its own',
    health: 'GET /api/health answers load balancers and monitors, not people',
    uploads: 'the browser sends a file with one function in src/web/lib/upload.ts, used by the spotlight and newsletter editors',
    photos:
      'a member sets their photo on the profile page (features/profile/ProfilePhotoCard.tsx); every other screen shows it with components/ui/PersonAvatar',
  },
  web: {
    placeholders: 'the Coming soon and not-found pages show no data, so the server has nothing for them',
    public: 'the marketing pages are fixed text; the server only chooses which page to send (decision 014)',
  },
};

const otherSide = (side: Side): Side => (side === 'server' ? 'web' : 'server');

function listFeatures(side: Side): string[] {
  return readdirSync(path.join(ROOT, 'src', side, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

describe('feature names', () => {
  it.each<Side>(['server', 'web'])('every %s feature has the same name on the other side, or says why it has none', (side) => {
    const other = listFeatures(otherSide(side));
    const unexplained = listFeatures(side).filter((feature) => !other.includes(feature) && !(feature in ONE_SIDED[side]));
    expect(
      unexplained,
      `src/${side}/features: name these as on src/${otherSide(side)}/features, or list them as one-sided with why`,
    ).toEqual([]);
  });

  it.each<Side>(['server', 'web'])('every feature listed as %s-only still is', (side) => {
    const here = listFeatures(side);
    const there = listFeatures(otherSide(side));
    const stale = Object.keys(ONE_SIDED[side]).filter((feature) => !here.includes(feature) || there.includes(feature));
    expect(stale, `src/${side}/features: these are no longer one-sided; take them off the list`).toEqual([]);
  });
});
