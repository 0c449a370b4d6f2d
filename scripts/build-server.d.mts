// The types of build-server.mjs, for the TypeScript that imports it (the tests' global setup, the journeys, the bench).

/** packages/server/dist: where `npm run build` and `npm start` put the server's bundles. */
export const SERVER_DIST: string;

/** Output name → source (relative to packages/server). */
export const SERVER_ENTRIES: Readonly<Record<string, string>>;

/** True when every bundle in dist exists and none is older than a server, demo or contract source. */
export function isServerBuildFresh(): boolean;

/** Builds every entry into dist, or into `into` (a folder in packages/server, as dist is). */
export function buildServer(into?: string): Promise<void>;
