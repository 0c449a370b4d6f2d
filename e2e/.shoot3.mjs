import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:18181';
const OUT = '/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
async function page(email) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const p = await context.newPage();
  p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('[console]', m.type(), m.text().slice(0, 300)); });
  p.on('pageerror', (e) => console.log('[pageerror]', e.message));
  if (email) {
    await p.goto(`${BASE}/login`);
    await p.getByLabel('Email').fill(email);
    await p.getByLabel('Password').fill('Demo1234');
    await p.getByRole('button', { name: 'Sign in' }).click();
  }
  return p;
}
async function grow(p) {
  const h = await p.evaluate(async () => { const cs = [...document.querySelectorAll('ion-page:not(.ion-page-hidden) ion-content, .ion-page:not(.ion-page-hidden) ion-content')]; const c = cs[cs.length - 1]; const s = await c.getScrollElement(); return s.scrollHeight + 56; });
  await p.setViewportSize({ width: 390, height: Math.max(844, Math.min(h, 6000)) });
}
const which = process.argv.slice(2);
const want = (n) => which.length === 0 || which.includes(n);

if (want('select')) {
  const p = await page('noguide@demo.stay');
  await p.waitForURL('**/guide-selection');
  await p.getByLabel('Cycling').check();
  await p.getByLabel('Family with children').check();
  await p.getByRole('button', { name: 'Find my guide' }).click();
  await p.getByText('Your best matches').waitFor();
  await p.waitForTimeout(500);
  await p.screenshot({ path: `${OUT}/guide-matches.png` });
  await grow(p);
  await p.screenshot({ path: `${OUT}/guide-matches-full.png` });
  console.log('shot select');
  await p.context().close();
}
if (want('rate')) {
  const p = await page('guest@demo.stay');
  await p.waitForURL('**/guest/home');
  await p.getByRole('button', { name: 'Rate Sanne' }).click();
  await p.getByText('How would you rate Sanne?').waitFor();
  await p.locator('section.guide-card').scrollIntoViewIfNeeded();
  await p.locator('label.rating-star').nth(3).click();
  await p.waitForTimeout(300);
  await p.locator('section.guide-card').screenshot({ path: `${OUT}/rating-form.png` });
  await p.getByLabel('Their email address').fill('emma@demo.stay');
  await p.getByRole('button', { name: 'Send invite' }).click();
  await p.waitForTimeout(800);
  await p.locator('form.invite-form').screenshot({ path: `${OUT}/invite-error.png` });
  await p.getByLabel('Their email address').fill('friend@example.com');
  await p.getByRole('button', { name: 'Send invite' }).click();
  await p.getByText('friend@example.com').first().waitFor();
  await p.waitForTimeout(500);
  await p.locator('section.home-card').last().screenshot({ path: `${OUT}/invite-sent.png` });
  await p.getByRole('button', { name: 'Choose another guide' }).click();
  await p.waitForTimeout(700);
  await p.screenshot({ path: `${OUT}/leave-alert.png` });
  console.log('shot rate');
  await p.context().close();
}
if (want('activate')) {
  const p = await page();
  await p.goto(`${BASE}/activate-reservation?reservationEnded=true`);
  await p.getByLabel('Reservation number').waitFor();
  await p.waitForTimeout(500);
  await p.screenshot({ path: `${OUT}/activate-empty.png` });
  await p.getByLabel('Reservation number').fill('DZ-2025-000777');
  await p.getByText('Postal code', { exact: true }).click();
  await p.getByLabel('Postal code of the booking').fill('12');
  await p.getByLabel('Your email address').fill('new.guest@example.com');
  await p.getByRole('button', { name: 'Continue' }).click();
  await p.getByText('New here').waitFor();
  await p.getByLabel('Choose a password').fill('secret');
  await p.getByRole('button', { name: 'Activate reservation' }).click();
  await p.waitForTimeout(400);
  await grow(p);
  await p.screenshot({ path: `${OUT}/activate-errors.png` });
  console.log('shot activate');
  await p.context().close();
}
if (want('invite')) {
  const p = await page();
  await p.goto(`${BASE}/activate-invite?reservation=x&hash=y`);
  await p.getByLabel('Your email address').waitFor();
  await p.waitForTimeout(500);
  await p.screenshot({ path: `${OUT}/invite.png` });
  console.log('shot invite');
  await p.context().close();
}
await browser.close();
