import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../../scripts/build-server.mjs';
import { TEST_SERVER_BUILD } from './server-build';

/** The build under way or done, shared by both server projects' setups (they run in one process). */
const shared = globalThis as { stayTestServerBuild?: { done: boolean; build: Promise<void> } };

/** Bundles the server into TEST_SERVER_BUILD, unless a build is under way already (then waits for that one). */
function build(): Promise<void> {
  if (shared.stayTestServerBuild && !shared.stayTestServerBuild.done) return shared.stayTestServerBuild.build;
  const current = { done: false, build: buildServer(TEST_SERVER_BUILD).finally(() => (current.done = true)) };
  shared.stayTestServerBuild = current;
  return current.build;
}

/**
 * Vitest's global setup for the server suites: bundles the server into TEST_SERVER_BUILD (under a second), so the
 * tests that start it as a process run plain JavaScript. Compiling the sources through tsx in every such process cost
 * about 3 s of CPU a start. Both server projects name this file and build once between them; in watch mode every
 * rerun builds again, so those tests never run code older than the sources.
 */
export default async function buildServerForTests(project: TestProject): Promise<void> {
  project.onTestsRerun(build);
  await (shared.stayTestServerBuild?.build ?? build());
}
