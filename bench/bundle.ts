import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { PHONE } from './session';

/**
 * The JavaScript a phone loads to show `url` on a first visit (no service worker, so nothing is precached on the
 * side), until the network is idle, each file gzip-compressed as the server would send it.
 */
export async function javaScriptGzipBytesFor(browser: Browser, url: string): Promise<{ bytes: number; files: string[] }> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const bodies: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        bodies.push(response.body().then((body) => ({ url: response.url(), bytes: gzipSync(body).length })));
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), files: scripts.map((script) => new URL(script.url).pathname) };
  } finally {
    await context.close();
  }
}
