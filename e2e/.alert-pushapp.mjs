import { chromium } from 'playwright-core';
import { rmSync, writeFileSync } from 'node:fs';
const base = 'http://127.0.0.1:18956';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const [locale, lang] of [['en-GB', 'en'], ['nl-NL', 'nl']]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[type=email]').fill('guest@demo.stay');
  await page.locator('input[type=password]').fill('Demo1234');
  await page.locator('form ion-button[type=submit], form button[type=submit]').first().click();
  await page.waitForURL('**/guest/home');
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await page.waitForTimeout(1500);
  // Hold the reload's page request, so the alert stays on screen for the picture; the request proves the reload.
  let reloadRequested = '';
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    reloadRequested = route.request().url();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    return route.continue();
  });
  for (const suffix of ['', '.br', '.gz']) rmSync(`/tmp/pushapp-dist/version.json${suffix}`, { force: true });
  writeFileSync('/tmp/pushapp-dist/version.json', JSON.stringify({ buildId: `newer-${lang}-${Date.now()}`, version: '2.1.9' }));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.locator('ion-alert').waitFor();
  await page.waitForTimeout(350);
  await page.screenshot({ path: `/tmp/shots/pushapp/update-alert-phone-${lang}.png` });
  await page.waitForFunction(() => true);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log(lang, 'reload requested:', reloadRequested);
  await context.close();
}
await browser.close();
