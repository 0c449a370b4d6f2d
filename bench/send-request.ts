import { request, type Agent } from 'node:http';

/** An answer as the load clients keep it: its status and its whole body. */
export interface Answer {
  status: number;
  body: string;
}

const REQUEST_TIMEOUT_MS = 10_000;

/** One request as `token` over `agent` (its keep-alive connections), JSON body if given; fails after 10 s. */
export function sendRequest(agent: Agent, baseUrl: string, method: string, path: string, token: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${baseUrl}${path}`,
      {
        method,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: { accesstoken: token, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout after ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}
