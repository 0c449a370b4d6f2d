import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { PHONE, storeSessionScript } from './session';

/** Lighthouse's mobile profile: a 4× slower CPU on a slow 4G line. */
const CPU_SLOWDOWN = 4;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** Pixels within this distance (per channel) of the frame's most common colour count as background. */
const SAME_COLOUR = 8;
/** A frame with less than this share of pixels differing from its background shows nothing: blank. */
const MIN_CONTENT_SHARE = 0.005;
const LOAD_TIMEOUT_MS = 60_000;
/** How long after `load` the page may take to paint its first content. */
const PAINT_TIMEOUT_MS = 20_000;

export interface FirstPaint {
  /** Milliseconds from navigation start to the browser's first paint; null when it did not paint within the wait. */
  firstPaintMs: number | null;
  /** The browser's first contentful paint (text or image), in ms; null when none within the wait. */
  firstContentMs: number | null;
  /** The first painted frame's most common colour, e.g. `#ffffff`. */
  background: string;
  /** Share of that frame's pixels that differ from its background: the splash, skeleton or content shown. */
  contentShare: number;
  isBlank: boolean;
  screenshot: string;
}

/** The most common colour of a PNG and the share of pixels that are not (nearly) that colour. */
async function backgroundAndContent(png: Buffer): Promise<{ background: string; contentShare: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const key = (data[offset]! << 16) | (data[offset + 1]! << 8) | data[offset + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [dominant] = [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  const [r, g, b] = [(dominant >> 16) & 255, (dominant >> 8) & 255, dominant & 255];
  let content = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const far = Math.abs(data[offset]! - r) > SAME_COLOUR || Math.abs(data[offset + 1]! - g) > SAME_COLOUR || Math.abs(data[offset + 2]! - b) > SAME_COLOUR;
    if (far) content += 1;
  }
  return { background: `#${dominant.toString(16).padStart(6, '0')}`, contentShare: content / (info.width * info.height) };
}

/**
 * Opens `url` cold (new profile, no service worker) on a phone-sized page with the CPU and network throttled, films it
 * (CDP screencast) and looks at the first frame painted at or after the browser's first paint. Blank means that frame
 * is one colour (white or any other background) with nothing on it: no splash, no skeleton, no content.
 * `session` is put in localStorage before the app starts, as a signed-in phone would have it.
 */
export async function firstPaint(browser: Browser, url: string, screenshotPath: string, session?: object): Promise<FirstPaint> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    if (session) await context.addInitScript({ content: storeSessionScript(session) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const frames: { atMs: number; data: string }[] = [];
    cdp.on('Page.screencastFrame', (frame) => {
      frames.push({ atMs: (frame.metadata.timestamp ?? 0) * 1000, data: frame.data });
      void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
    });
    await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    // Runs in the page, where 'paint' entries exist (Node's typings do not know them).
    const readTiming = async () =>
      (await page.evaluate(
        `(() => {
          const at = (name) => performance.getEntriesByType('paint').find((entry) => entry.name === name)?.startTime ?? null;
          return { origin: performance.timeOrigin, firstPaint: at('first-paint'), firstContent: at('first-contentful-paint') };
        })()`,
      )) as { origin: number; firstPaint: number | null; firstContent: number | null };
    let timing = await readTiming();
    for (const waitUntil = performance.now() + PAINT_TIMEOUT_MS; timing.firstContent === null && performance.now() < waitUntil; timing = await readTiming()) {
      await page.waitForTimeout(250);
    }
    await page.waitForTimeout(500);
    await cdp.send('Page.stopScreencast');
    // Frames are stamped by the compositor; allow one frame of slack against the page's clock. Without a first
    // paint, the last frame filmed shows what the phone shows after the wait.
    const frame =
      timing.firstPaint === null ? frames.at(-1) : (frames.find((candidate) => candidate.atMs >= timing.origin + timing.firstPaint! - 20) ?? frames.at(-1));
    if (!frame) throw new Error(`no frame filmed for ${url}`);
    const png = Buffer.from(frame.data, 'base64');
    writeFileSync(screenshotPath, png);
    const { background, contentShare } = await backgroundAndContent(png);
    return { firstPaintMs: timing.firstPaint, firstContentMs: timing.firstContent, background, contentShare, isBlank: contentShare < MIN_CONTENT_SHARE, screenshot: screenshotPath };
  } finally {
    await context.close();
  }
}
