// `npm run bench`: measures the performance budgets and exits non-zero when one is missed.
import { bareFastifyBaseline, load, type LoadResult } from './api';
import { javaScriptGzipBytesFor } from './bundle';
import { lighthouseScores } from './lighthouse';
import { signIn as signInThroughForm } from '../e2e/support/login';
import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';

const HOT_READ_MIN_SHARE = 0.3;
const HOT_READ_MAX_P99_MS = 25;
const LOGIN_JS_MAX_GZIP_BYTES = 200 * 1024;
const LIGHTHOUSE_MIN_PERFORMANCE = 95;

interface Verdict {
  budget: string;
  measured: string;
  ok: boolean;
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234' }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed for ${email}: ${response.status}`);
  return ((await response.json()) as { accesstoken: string }).accesstoken;
}

async function main(): Promise<void> {
  const verdicts: Verdict[] = [];
  const server = await startServer({ LOG_LEVEL: 'error' });
  try {
    const baseline = await bareFastifyBaseline();
    const guestToken = await signIn(server.baseUrl, 'guest@demo.stay');
    const guideToken = await signIn(server.baseUrl, 'guide@demo.stay');
    const hotReads: LoadResult[] = [
      await load('GET /api/employee/chat (chat list, guide)', `${server.baseUrl}/api/employee/chat`, { accesstoken: guideToken }),
      await load('GET …/current/chat/message (message page, guest)', `${server.baseUrl}/api/guest/reservation/current/chat/message`, {
        accesstoken: guestToken,
      }),
      await load('GET /api/guest/reservation/current', `${server.baseUrl}/api/guest/reservation/current`, { accesstoken: guestToken }),
    ];
    console.log(`baseline ${baseline.name}: ${Math.round(baseline.requestsPerSecond)} req/s, p99 ${baseline.p99Ms} ms`);
    for (const read of hotReads) {
      const share = read.requestsPerSecond / baseline.requestsPerSecond;
      verdicts.push({
        budget: `${read.name}: >= ${HOT_READ_MIN_SHARE * 100}% of bare Fastify, p99 < ${HOT_READ_MAX_P99_MS} ms, no errors`,
        measured: `${Math.round(read.requestsPerSecond)} req/s (${Math.round(share * 100)}%), p99 ${read.p99Ms} ms, ${read.errors} errors`,
        ok: share >= HOT_READ_MIN_SHARE && read.p99Ms < HOT_READ_MAX_P99_MS && read.errors === 0,
      });
    }

    const browser = await launchBrowser();
    try {
      const login = await javaScriptGzipBytesFor(browser, `${server.baseUrl}/login`);
      verdicts.push({
        budget: `JavaScript for /login <= ${LOGIN_JS_MAX_GZIP_BYTES / 1024} kB gzip`,
        measured: `${(login.bytes / 1024).toFixed(1)} kB gzip in ${login.files.length} files`,
        ok: login.bytes <= LOGIN_JS_MAX_GZIP_BYTES,
      });
    } finally {
      await browser.close();
    }

    const pages = [
      { name: '/login', url: `${server.baseUrl}/login` },
      {
        name: 'guest home',
        url: `${server.baseUrl}/guest/home`,
        prepare: (page: Parameters<typeof signInThroughForm>[0]) =>
          signInThroughForm(page, server.baseUrl, 'guest@demo.stay').then(() => page.waitForURL('**/guest/home')),
      },
    ];
    for (const { name, url, prepare } of pages) {
      const scores = await lighthouseScores(url, prepare);
      verdicts.push({
        budget: `Lighthouse mobile performance on ${name} >= ${LIGHTHOUSE_MIN_PERFORMANCE}`,
        measured: `performance ${scores.performance}, accessibility ${scores.accessibility}`,
        ok: scores.performance >= LIGHTHOUSE_MIN_PERFORMANCE,
      });
    }
  } finally {
    await server.stop();
  }

  for (const verdict of verdicts) console.log(`${verdict.ok ? 'PASS' : 'FAIL'}  ${verdict.budget}\n      measured: ${verdict.measured}`);
  const failed = verdicts.filter((verdict) => !verdict.ok).length;
  console.log(`${verdicts.length - failed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
