import autocannon from 'autocannon';
import Fastify from 'fastify';

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

/** The reference: a bare Fastify answering a small JSON object, measured in the same run. */
export async function bareFastifyBaseline(): Promise<LoadResult> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load('bare Fastify', `${address}/hello`);
  } finally {
    await app.close();
  }
}
