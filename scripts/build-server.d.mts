// Types for scripts/build-server.mjs.
export const SERVER_ENTRIES: Record<string, string>;
export function buildServer(root?: string, outDir?: string): Promise<string>;
