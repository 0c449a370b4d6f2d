// `npm start`: build what is missing (the app bundle; the server bundle, rebuilt whenever a server, demo or contract
// source is newer than it), then run the built server in this very process: no tsx, no child process, so a signal sent
// to `npm start` reaches the server itself. Outside production that is packages/server/dist/demo.js: the server
// migrates, seeds demo data on first start, serves API + app and prints the demo logins. With NODE_ENV=production it
// is dist/main.js, the server without any demo code.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { runBuiltServer, startEntry } from './run-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appIndex = join(root, 'packages/app/dist/index.html');

// With APP_DIST set, the server serves that folder: nothing here to build.
if (!process.env.APP_DIST && !existsSync(appIndex)) {
  console.log('Building the app (first start)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@stay/app'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await runBuiltServer(startEntry());
