import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:18181';
const OUT = '/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const p = await context.newPage();
p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('[console]', m.type(), m.text().slice(0, 300)); });
const email = process.argv[2] ?? 'demo@demo.stay';
await p.goto(`${BASE}/login`);
await p.getByLabel('Email').fill(email);
await p.getByLabel('Password').fill('Demo1234');
await p.getByRole('button', { name: 'Sign in' }).click();
await p.waitForURL('**/guest/home');
await p.getByText('Explore your stay').waitFor();
for (const tab of ['Events', 'Controls', 'Chat', 'Services']) {
  await p.getByRole('tab', { name: tab }).click();
  await p.waitForTimeout(300);
  await p.locator('section.demo').screenshot({ path: `${OUT}/demo-${tab.toLowerCase()}.png` });
  console.log('shot demo', tab);
}
await p.getByRole('button', { name: 'Open the demo door' }).click();
await p.waitForTimeout(600);
await p.screenshot({ path: `${OUT}/demo-door-toast.png` });
await browser.close();
