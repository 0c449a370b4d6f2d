import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

const CONNECTIONS = 50;
const DURATION_SECONDS = 5;

export async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** The reference: bare Fastify in its own process, measured in the same run as the real server. */
export async function bareFastifyBaseline(): Promise<LoadResult> {
  const child = spawn(join(import.meta.dirname, '../node_modules/.bin/tsx'), [join(import.meta.dirname, 'bare-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [firstLine] = (await once(child.stdout!, 'data')) as [Buffer];
    const address = firstLine.toString().trim();
    return await load('bare Fastify', `${address}/hello`);
  } finally {
    child.kill('SIGTERM');
  }
}
