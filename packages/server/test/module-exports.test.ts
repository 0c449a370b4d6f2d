import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';

it('exports from a module index.ts only what production code outside the module uses (npm run check:exports)', async () => {
  const script = pathToFileURL(path.join(REPO_ROOT, 'scripts/unused-module-exports.mjs')).href;
  const { findUnusedModuleExports } = (await import(script)) as { findUnusedModuleExports: () => string[] };
  expect(findUnusedModuleExports()).toEqual([]);
});
