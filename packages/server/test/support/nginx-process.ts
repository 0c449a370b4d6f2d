import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { REPO_ROOT } from '../../src/config';

/** Where Debian's nginx (nginx-light or nginx) puts the binary; CI installs it (.ci/run). */
export const NGINX_BIN = '/usr/sbin/nginx';

/** Whether nginx can be started here: undefined when it can, else why not. */
export function nginxUnavailable(): string | undefined {
  return existsSync(NGINX_BIN) ? undefined : `${NGINX_BIN} is missing (apt-get install nginx-light)`;
}

export interface NginxPorts {
  /** The two instances of deploy/nginx.conf's upstream (8081 and 8082 there). */
  instanceA: number;
  instanceB: number;
  /** The deploy config's server block: balanced over both instances. */
  balanced: number;
  /** Copies of that server block proxying to one instance only, so a test can place a client on A or on B. */
  pinnedToA: number;
  pinnedToB: number;
}

export interface NginxProcess {
  url(port: number): string;
  stop(): Promise<void>;
  output(): string;
}

function replaceOnce(text: string, search: string, replacement: string): string {
  if (text.split(search).length !== 2) throw new Error(`deploy/nginx.conf: expected '${search}' exactly once`);
  return text.replace(search, replacement);
}

/**
 * deploy/nginx.conf as this machine can run it: the instances' and the listening ports replaced, the server block
 * repeated once pinned to each instance, inside a main configuration whose pid, logs and temp files live in `dir`.
 */
export async function nginxConfig(dir: string, ports: NginxPorts): Promise<string> {
  let site = await readFile(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
  site = replaceOnce(site, 'server 127.0.0.1:8081 ', `server 127.0.0.1:${ports.instanceA} `);
  site = replaceOnce(site, 'server 127.0.0.1:8082 ', `server 127.0.0.1:${ports.instanceB} `);
  site = replaceOnce(site, '    listen 80;\n    listen [::]:80;\n', '    listen 127.0.0.1:LISTEN_PORT;\n');
  const serverBlock = site.slice(site.indexOf('\nserver {'));
  if (!serverBlock.includes('proxy_pass http://stay_companion;')) throw new Error('deploy/nginx.conf: no server block proxying to stay_companion');
  const pinned = (listen: number, instance: number) =>
    serverBlock.replaceAll('LISTEN_PORT', String(listen)).replaceAll('proxy_pass http://stay_companion;', `proxy_pass http://127.0.0.1:${instance};`);
  site = site.replaceAll('LISTEN_PORT', String(ports.balanced)) + pinned(ports.pinnedToA, ports.instanceA) + pinned(ports.pinnedToB, ports.instanceB);
  const temp = (name: string) => path.join(dir, name);
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${temp('nginx.pid')};`,
    'error_log stderr warn;',
    // Under root the workers would otherwise run as nobody, who cannot write the temp folders in `dir`.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${temp('client-body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    site,
    '}',
    '',
  ].join('\n');
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** nginx in the foreground as the current user (`-p <temp dir> -c <conf>`); resolves once every port accepts connections. */
export async function startNginx(ports: NginxPorts): Promise<NginxProcess> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stay-nginx-'));
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, await nginxConfig(dir, ports));
  const child = spawn(NGINX_BIN, ['-p', `${dir}/`, '-e', 'stderr', '-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const nginx: NginxProcess = {
    url: (port) => `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
    output: () => log,
  };
  try {
    await vi.waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log}`);
        for (const port of [ports.balanced, ports.pinnedToA, ports.pinnedToB]) if (!(await acceptsConnections(port))) throw new Error(`nginx does not listen on ${port} yet:\n${log}`);
      },
      { timeout: 10_000, interval: 20 },
    );
  } catch (error) {
    await nginx.stop();
    throw error;
  }
  return nginx;
}
