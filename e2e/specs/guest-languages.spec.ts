import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/demo';
import { useJourney } from '../support/journey';
import { onScreen } from '../support/shop';
import { appText, englishOnlyTexts, englishOnScreen } from '../support/untranslated';

/** The demo's German and French guests (packages/demo), each in a current stay with a guide. */
const GUESTS = [
  { language: 'de', email: 'lukas@demo.stay', locale: 'de-DE' },
  { language: 'fr', email: 'camille@demo.stay', locale: 'fr-FR' },
] as const;

/** A translated text with `{{amount}}` as a pattern: "{{amount}} bezahlen" → /^.+ bezahlen$/. */
const withAnyAmount = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{amount\\}\\}', '.+')}$`);

describe('a German and a French guest meet their own language on every screen', () => {
  const journey = useJourney();

  for (const guest of GUESTS) {
    it(`${guest.language}: login, home and controls, chat, services, paying, FAQ, profile and More hold no English`, async () => {
      const english = await englishOnlyTexts(guest.language);
      const addToCart = await appText('features/shop', guest.language, 'product.addToCart');
      const pay = await appText('features/shop', guest.language, 'order.pay');
      const context = await journey.newContext({ locale: guest.locale });
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      const look = async (screen: string, at: Page = page) => {
        await at.waitForLoadState('networkidle');
        const lines = await englishOnScreen(at, english);
        if (lines.length > 0) found[screen] = lines;
      };

      // The browser's language chooses the app's on the first visit.
      await page.goto(journey.url('/login'));
      await page.locator('input[type="email"]').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), guest.language);
      await look('login');
      await page.locator('input[type="email"]').fill(guest.email);
      await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
      await page.locator('input[type="password"]').press('Enter');
      await page.waitForURL('**/guest/home');
      await onScreen(page).locator('li.device').first().waitFor();
      await look('home and suite controls');

      await page.goto(journey.url('/guest/chat'));
      await onScreen(page).locator('textarea').first().waitFor();
      await look('chat');

      await page.goto(journey.url('/guest/services'));
      await onScreen(page).locator('a[href*="/guest/services/products/"]').first().click();
      await page.waitForURL('**/guest/services/products/**');
      const product = onScreen(page);
      await product.getByRole('button', { name: addToCart }).waitFor();
      await look('product');
      await product.locator('input[type="radio"]').first().locator('xpath=ancestor::label[1]').click();
      await product.getByRole('button', { name: addToCart }).click();
      await page.goto(journey.url('/guest/services/cart'));
      const cart = onScreen(page);
      await cart.locator('input[type="radio"]').first().locator('xpath=ancestor::label[1]').click();
      await look('cart');
      await cart.getByRole('button', { name: withAnyAmount(pay) }).click();

      await page.waitForURL('**/psp/test/**');
      assert.equal(await page.evaluate(() => document.documentElement.lang), guest.language);
      await look('payment page');
      await page.locator('button[value="paid"]').click();
      await page.waitForURL('**/guest/services/orders/**');
      await look('paid order');

      await page.goto(journey.url('/guest/faq'));
      await onScreen(page).locator('h1, h2').first().waitFor();
      await look('FAQ');
      await page.goto(journey.url('/guest/profile'));
      await onScreen(page).locator('input').first().waitFor();
      await look('profile');
      await page.goto(journey.url('/guest/more'));
      await onScreen(page).locator('select').first().waitFor();
      await look('More');

      assert.deepEqual(found, {}, 'English left on a screen');
      await context.close();
    });
  }
});
