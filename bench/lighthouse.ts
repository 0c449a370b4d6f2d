import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser';
import { storeSessionScript } from './session';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** The metrics behind the performance score, in ms (CLS unitless). */
  metrics: Record<string, number | null>;
  /** The performance score of every run, in the order they ran; the scores above are the median run's. */
  runs: number[];
}

/**
 * Runs per page. One run's performance score moves by several points on a loaded machine; Lighthouse's own advice
 * (its docs on variability) is to run it several times and take the median run, as Lighthouse CI does with 3 runs.
 */
const LIGHTHOUSE_RUNS = 3;

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/**
 * Lighthouse (its default mobile emulation and simulated throttling) on `url`, in a fresh Chromium profile. With a
 * `session`, the app's stored sign-in is written to localStorage first (through Playwright over CDP), so a signed-in
 * page such as the guest home is measured as a returning phone opens it.
 */
async function measureOnce(url: string, session?: object): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    if (session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(new URL('/favicon.ico', url).toString());
      await page.evaluate(storeSessionScript(session));
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** One retry when Lighthouse itself fails (e.g. NO_FCP while the shared app build is being rewritten). */
async function measureWithRetry(url: string, session?: object): Promise<LighthouseResult> {
  try {
    return await measureOnce(url, session);
  } catch (error) {
    console.log(`  Lighthouse on ${url} failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); once more`);
    return measureOnce(url, session);
  }
}

const performanceOf = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/** LIGHTHOUSE_RUNS runs of `url`: the scores and metrics of the median run (Lighthouse's computeMedianRun), every run's performance. */
export async function lighthouseScores(url: string, session?: object): Promise<LighthouseScores> {
  const runs: LighthouseResult[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await measureWithRetry(url, session));
  const median = computeMedianRun(filterToValidRuns(runs));
  return {
    performance: performanceOf(median),
    accessibility: Math.round((median.categories.accessibility?.score ?? 0) * 100),
    metrics: Object.fromEntries(METRICS.map((id) => [id, median.audits[id]?.numericValue ?? null])),
    runs: runs.map(performanceOf),
  };
}
