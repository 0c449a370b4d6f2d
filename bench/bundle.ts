import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** The JavaScript a phone actually loads to show `path`, measured in Chromium, gzip-compressed. */
export async function javaScriptGzipBytesFor(browser: Browser, url: string): Promise<{ bytes: number; files: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const bodies: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(response.body().then((body) => ({ url: response.url(), bytes: gzipSync(body).length })));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await context.close();
  return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), files: scripts.map((script) => new URL(script.url).pathname) };
}
