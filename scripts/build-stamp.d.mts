// Types for scripts/build-stamp.mjs (plain JavaScript, so that it runs with Node alone before anything is built).
export type Build = { name: string; inputs: readonly string[]; built: string; stamp: string };
export const WEB_BUILD: Build;
export const SERVER_BUILD: Build;
export const BUILDS: { web: Build; server: Build };
export function hashBuildInputs(root: string, inputs?: readonly string[]): string;
export type BuildDecision = { needed: true; reason: string } | { needed: false };
export function decideBuild(state: { built: boolean; stamp: string | null; hash: string }): BuildDecision;
export function checkBuild(root: string, build?: Build): { decision: BuildDecision; hash: string };
export function writeBuildStamp(root: string, hash: string, build?: Build): void;
