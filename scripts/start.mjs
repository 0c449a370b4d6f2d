// `npm start`: build the app when its bundle is missing, then run the server (which migrates,
// seeds demo data on first start, serves API + app and prints the demo logins).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appIndex = join(root, 'packages/app/dist/index.html');

if (!existsSync(appIndex)) {
  console.log('Building the app (first start)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@stay/app'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const tsx = join(root, 'node_modules/.bin/tsx');
const server = spawn(tsx, [join(root, 'packages/server/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
