// Where the browser build puts the small modules the homes share (scripts/chunk-groups.ts, decision 048),
// on a module graph made here in the shape Rolldown's chunking context gives.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_ENTRY,
  findChunkCycle,
  LUCIDE,
  MEMBER_AREA,
  PUBLIC_PAGES,
  sharedChunkOf,
  SITE_ENTRY,
  type ModuleGraph,
} from '../../scripts/chunk-groups';

const src = (file: string) => path.join(path.dirname(APP_ENTRY), 'src/web', file);
const icon = (name: string) => path.join(path.dirname(LUCIDE), 'icons', `${name}.mjs`);

type Node = { imports?: string[]; lazy?: string[]; icons?: string[]; code?: string };

/** A graph of `nodes`; `icons` are the Lucide names a module's code imports from 'lucide-react'. */
function makeGraph(nodes: Record<string, Node>): ModuleGraph {
  const lucide = {
    code: [
      "export { default as House, default as HouseIcon } from './icons/house.mjs';",
      "export { default as Sparkles } from './icons/sparkles.mjs';",
      "export { default as Users, default as LucideUsers } from './icons/users.mjs';",
      "export { default as Bell } from './icons/bell.mjs';",
    ].join('\n'),
    importedIds: ['house', 'sparkles', 'users', 'bell'].map(icon),
    dynamicallyImportedIds: [],
  };
  return {
    getModuleInfo(id) {
      if (id === LUCIDE) return lucide;
      const node = nodes[id];
      if (!node) return id.startsWith(path.dirname(LUCIDE)) ? { code: '', importedIds: [], dynamicallyImportedIds: [] } : null;
      const namesLucide = node.icons || node.code;
      return {
        code: node.code ?? (node.icons ? `import { ${node.icons.join(', ')} } from "lucide-react";\nexport const x = 1;` : ''),
        importedIds: [...(node.imports ?? []), ...(namesLucide ? [LUCIDE] : [])],
        dynamicallyImportedIds: node.lazy ?? [],
      };
    },
  };
}

// The app's entry (the router, Button), the public site (the landing page, Button), the member area, the
// public pages the app shows, and the dashboard: a small copy of the real build's shape.
const APP_PAGES: Record<string, Node> = {
  [APP_ENTRY]: { imports: [src('main.tsx')] },
  [src('main.tsx')]: { imports: [src('app/router.tsx'), src('components/ui/Button.tsx')], icons: ['House as Home'] },
  [src('app/router.tsx')]: { lazy: [MEMBER_AREA, PUBLIC_PAGES, src('app/admin.tsx')] },
  [SITE_ENTRY]: { imports: [src('site/main.tsx')] },
  [src('site/main.tsx')]: { imports: [src('features/public/LandingPage.tsx'), src('components/ui/Button.tsx')] },
  [PUBLIC_PAGES]: { imports: [src('features/public/LandingPage.tsx')] },
  [src('features/public/LandingPage.tsx')]: {
    imports: [src('components/ui/Sheet.tsx'), src('features/public/PageHero.tsx')],
    icons: ['Sparkles'],
  },
  [MEMBER_AREA]: {
    imports: [src('components/ui/Sheet.tsx'), src('components/ui/Card.tsx'), src('features/dashboard/WhatsNew.tsx')],
    icons: ['Sparkles', 'Users'],
  },
  [src('features/dashboard/WhatsNew.tsx')]: { icons: ['Bell'] },
  [src('app/admin.tsx')]: { imports: [src('components/ui/Card.tsx'), src('components/ui/Badge.tsx')], icons: ['LucideUsers'] },
};

describe('the shared chunk of a module', () => {
  it('gathers what the member area shares with another lazy page, and leaves what it alone uses to its chunk', () => {
    const graph = makeGraph(APP_PAGES);
    expect(sharedChunkOf(src('components/ui/Card.tsx'), graph)).toBe('member-shared');
    expect(sharedChunkOf(icon('users'), graph)).toBe('member-shared');
    expect(sharedChunkOf(src('features/dashboard/WhatsNew.tsx'), graph)).toBeNull();
    expect(sharedChunkOf(icon('bell'), graph)).toBeNull();
    expect(sharedChunkOf(MEMBER_AREA, graph)).toBeNull();
    // Only the dashboard's: never in a file a member downloads.
    expect(sharedChunkOf(src('components/ui/Badge.tsx'), graph)).toBeNull();
  });

  it('gathers what the public site shares with the app, but not what only the public pages use', () => {
    const graph = makeGraph(APP_PAGES);
    expect(sharedChunkOf(src('components/ui/Button.tsx'), graph)).toBe('site-and-app');
    expect(sharedChunkOf(src('components/ui/Sheet.tsx'), graph)).toBe('site-and-app');
    expect(sharedChunkOf(icon('sparkles'), graph)).toBe('site-and-app');
    expect(sharedChunkOf(src('features/public/PageHero.tsx'), graph)).toBeNull();
    expect(sharedChunkOf(src('features/public/LandingPage.tsx'), graph)).toBeNull();
  });

  it("leaves the app's own entry to it, its icons included", () => {
    const graph = makeGraph(APP_PAGES);
    expect(sharedChunkOf(src('app/router.tsx'), graph)).toBeNull();
    expect(sharedChunkOf(icon('house'), graph)).toBeNull();
  });

  it('takes a page that names Lucide in another way to use every icon', () => {
    const graph = makeGraph({
      ...APP_PAGES,
      [src('app/admin.tsx')]: { imports: [src('components/ui/Card.tsx')], code: 'import * as icons from "lucide-react";' },
    });
    // The member area's bell may be the dashboard's too: it goes where both would find it.
    expect(sharedChunkOf(icon('bell'), graph)).toBe('member-shared');
  });
});

describe('chunks importing each other in a circle', () => {
  it('finds the circle, and nothing where imports only go one way', () => {
    const oneWay = new Map([
      ['member-area.js', ['member-shared.js', 'app.js']],
      ['member-shared.js', ['site-and-app.js', 'app.js']],
      ['app.js', ['site-and-app.js']],
      ['site-and-app.js', []],
    ]);
    expect(findChunkCycle(oneWay)).toBeNull();
    const circle = new Map([...oneWay, ['app.js', ['site-and-app.js', 'member-shared.js']]]);
    expect(findChunkCycle(circle)).toEqual(['member-shared.js', 'app.js', 'member-shared.js']);
  });
});
