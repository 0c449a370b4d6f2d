import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:18951';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const [lang, label] of [['en', 'en'], ['nl', 'nl']]) {
  for (const [w, h, kind] of [[1280, 800, 'desktop'], [390, 844, 'phone']]) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, locale: lang === 'nl' ? 'nl-NL' : 'en-GB' });
    await context.addInitScript((l) => localStorage.setItem('stay.language', l), lang);
    const page = await context.newPage();
    await page.goto(`${BASE}/login`);
    await page.locator('input[type=email], input[autocomplete=username]').first().fill('management@demo.stay');
    await page.locator('input[type=password]').first().fill('Demo1234');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/support/**', { timeout: 20000 }).catch(() => {});
    await page.goto(`${BASE}/management/products`);
    await page.waitForSelector('.products-admin__row', { timeout: 20000 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/h1-shots/products-${kind}-${label}.png` });
    // The edit sheet of a bike.
    await page.locator('.products-admin__open').filter({ hasText: 'E-bike' }).first().click();
    await page.waitForSelector('.product-form', { timeout: 10000 });
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/h1-shots/edit-${kind}-${label}.png` });
    await page.evaluate(() => document.querySelector('.sheet-dialog__body')?.scrollBy(0, 700));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/h1-shots/edit2-${kind}-${label}.png` });
    await page.evaluate(() => document.querySelector('.sheet-dialog__body')?.scrollBy(0, 2000));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/h1-shots/edit3-${kind}-${label}.png` });
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    if (kind === 'desktop') {
      // Hide confirmation.
      await page.locator('.products-admin__row').filter({ hasText: 'Wine' }).or(page.locator('.products-admin__row').filter({ hasText: 'wijn' })).first().locator('ion-button').click();
      await page.waitForSelector('ion-alert', { timeout: 10000 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/h1-shots/hide-${kind}-${label}.png` });
    }
    await context.close();
  }
}
await browser.close();
