// Which shared chunk a module of the browser build goes to (vite.config.ts, decision 048). Rolldown's
// automatic chunking makes a chunk for each set of pages that share a module, so the member home
// downloaded some forty files, most of a few hundred bytes (a Lucide icon, Card, Badge), each costing
// gzip's header and the imports between files on top of its code. Two groups gather the small shared
// modules into one file each, by where they are used:
//   - 'site-and-app': what the public site (site.html) and the app (index.html) both use: the routes,
//     the messages, Button, the page frame's pieces, their icons. The public home uses all of it, the
//     app's pages nearly all (a few icons the public pages share with the dashboard come along).
//   - 'member-shared': what the member area's chunk (app/member-area.tsx) uses and another lazily loaded
//     page uses too. Every member page is drawn inside that chunk's layout, so it has this file already;
//     pages outside the member area (the dashboard, the sign-in pages) load it whole for their part of it.
// Everything else stays where Rolldown puts it: the app's own entry, what only one page uses, the
// public pages (app/public-pages.ts, one chunk the site and the app share).
//
// Each group holds every module it needs but those of the entries, which a page has loaded before, so
// the groups are built without Rolldown's dependency capture (`includeDependenciesRecursively: false`:
// it would pull the app's entry into 'member-shared'). Imports then only go from 'member-shared' to the
// entries' chunks and 'site-and-app', never back; `findChunkCycle` fails the build if they ever do.
import path from 'node:path';

/** What Rolldown's chunking context tells about a module (its `ModuleInfo`, the fields read here). */
export type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

export type SharedChunk = 'site-and-app' | 'member-shared';

const ROOT = path.resolve(import.meta.dirname, '..');
export const APP_ENTRY = path.join(ROOT, 'index.html');
export const SITE_ENTRY = path.join(ROOT, 'site.html');
export const MEMBER_AREA = path.join(ROOT, 'src/web/app/member-area.tsx');
export const PUBLIC_PAGES = path.join(ROOT, 'src/web/app/public-pages.ts');
export const LUCIDE = path.join(ROOT, 'node_modules/lucide-react/dist/esm/lucide-react.mjs');

// Lucide's index re-exports its 1,600 icons, so a module importing one icon from 'lucide-react' seems to
// import them all. The icons a module names are read from its code (TypeScript's type imports are gone
// by then). A module that names Lucide in any other way (`import * as`, a re-export) is taken to use
// every icon: that can keep an icon out of a group, never leave out one a group needs.
function readLucideExports(graph: ModuleGraph): Map<string, string> {
  const files = new Map<string, string>();
  const code = graph.getModuleInfo(LUCIDE)?.code ?? '';
  for (const [, names, file] of code.matchAll(/export \{([^}]*)\} from '(\.\/[^']*)';/g)) {
    for (const name of names.split(',')) {
      files.set(name.trim().split(' as ').at(-1) ?? '', path.join(path.dirname(LUCIDE), file));
    }
  }
  return files;
}

function readLucideImports(code: string, exports: Map<string, string>): string[] | null {
  const statements = [...code.matchAll(/import \{([^}]*)\} from "lucide-react";/g)];
  if (statements.length !== code.split('lucide-react').length - 1) return null;
  const files: string[] = [];
  for (const [, names] of statements) {
    for (const name of names.split(',')) {
      const file = exports.get(name.trim().split(' as ')[0]);
      if (!file) return null;
      files.push(file);
    }
  }
  return files;
}

/** What `id` imports statically, with Lucide's index replaced by the icons it names. */
function readStaticImports(graph: ModuleGraph, id: string, lucide: Map<string, string>): readonly string[] {
  const info = graph.getModuleInfo(id);
  if (!info?.importedIds.includes(LUCIDE)) return info?.importedIds ?? [];
  const icons = readLucideImports(info.code ?? '', lucide);
  return icons ? [...info.importedIds.filter((next) => next !== LUCIDE), ...icons] : info.importedIds;
}

/** `starts` and every module they import statically, directly or not. */
function collectStaticImports(graph: ModuleGraph, starts: Iterable<string>, lucide: Map<string, string>): Set<string> {
  const seen = new Set(starts);
  const queue = [...seen];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of readStaticImports(graph, id, lucide)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** Every module something in the build imports lazily: where the lazily loaded chunks start. */
function collectLazyStarts(graph: ModuleGraph): Set<string> {
  const seen = new Set([APP_ENTRY, SITE_ENTRY]);
  const queue = [...seen];
  const starts = new Set<string>();
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = graph.getModuleInfo(id);
    for (const next of info?.dynamicallyImportedIds ?? []) starts.add(next);
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return starts;
}

/** The modules of the app's entry, of the public site's, of the member area's, and of the other lazy pages'. */
type Areas = { app: Set<string>; site: Set<string>; memberArea: Set<string>; otherPages: Set<string> };

function mapAreas(graph: ModuleGraph): Areas {
  const lucide = readLucideExports(graph);
  const otherPages = collectLazyStarts(graph);
  otherPages.delete(MEMBER_AREA);
  // The public pages are the public site's own, which the app also shows: sharing with them is not
  // sharing with another page of the app.
  otherPages.delete(PUBLIC_PAGES);
  return {
    app: collectStaticImports(graph, [APP_ENTRY], lucide),
    site: collectStaticImports(graph, [SITE_ENTRY], lucide),
    memberArea: collectStaticImports(graph, [MEMBER_AREA], lucide),
    otherPages: collectStaticImports(graph, otherPages, lucide),
  };
}

// Rolldown asks about every module with the same context in one chunking pass: the areas are mapped once.
const areasByPass = new WeakMap<ModuleGraph, Areas>();

/** The shared chunk `id` goes to, or null for Rolldown's automatic chunking. */
export function sharedChunkOf(id: string, graph: ModuleGraph): SharedChunk | null {
  let areas = areasByPass.get(graph);
  if (!areas) {
    areas = mapAreas(graph);
    areasByPass.set(graph, areas);
  }
  const { app, site, memberArea, otherPages } = areas;
  if (id === MEMBER_AREA) return null;
  if (site.has(id)) return app.has(id) || memberArea.has(id) || otherPages.has(id) ? 'site-and-app' : null;
  if (app.has(id)) return null;
  return memberArea.has(id) && otherPages.has(id) ? 'member-shared' : null;
}

/** A chain of chunks that import each other in a circle (the first repeated at the end), or null. */
export function findChunkCycle(imports: Map<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (chunk: string): string[] | null => {
    if (done.has(chunk)) return null;
    const open = trail.indexOf(chunk);
    if (open >= 0) return [...trail.slice(open), chunk];
    trail.push(chunk);
    for (const next of imports.get(chunk) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    done.add(chunk);
    return null;
  };
  for (const chunk of imports.keys()) {
    const cycle = visit(chunk);
    if (cycle) return cycle;
  }
  return null;
}
