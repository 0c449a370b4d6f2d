import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { pathOf } from '../support/browser';
import { eventually } from '../support/eventually';
import { useJourney } from '../support/journey';
import { coveredShare } from '../support/layout';
import { decideOnTestPsp, euros, longDay, onScreen, parkDays } from '../support/shop';
import { pageHeading, signedInDesktopPage, staffMenu } from '../support/staff';

/**
 * Demo stays (seed-demo-stays-data.ts): Julia leaves tomorrow and has no order yet; Bram is her guide. Finn has a cart
 * waiting (seed-demo-orders.ts: groceries tomorrow, two take-out dinners today) and no guide.
 */
const SHOPPER = { email: 'latecheckout@demo.stay', name: 'Julia Peters', suite: 'Suite Strandloper 5', reservation: 'DZ-2025-000203' };
const SHOPPER_GUIDE = 'bram@demo.stay';
const CART_GUEST = { email: 'noguide@demo.stay', cartTotal: 12.95 + 2 * 19.95 };
/** The demo catalogue's prices. */
const BREAKFAST = { name: 'Breakfast', price: 7.95 };
const E_BIKE = { name: 'E-bike', price: 49.95 };

/** A tab of the guest's tab bar. */
const guestTab = (page: Page, name: 'Home' | 'Chat' | 'Services' | 'More') =>
  onScreen(page).getByRole('tablist', { name: 'Main menu' }).getByRole('tab', { name });

/** Chooses a radio drawn as a chip, as a finger does: on its label (the input itself sits under it). */
async function choose(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await eventually(() => radio.isChecked(), (checked) => checked, 'the choice is made');
}

/** The guest's shop, from the tab bar. */
async function openShop(page: Page): Promise<void> {
  await guestTab(page, 'Services').click();
  await page.waitForURL('**/guest/services**');
  await pageHeading(page).filter({ hasText: 'Services' }).waitFor();
}

/** From the shop: a section's product, a day of the stay and into the cart; answers once the product is in it. */
async function addToCart(page: Page, section: 'Food' | 'Bikes', product: string, day: 'Today' | 'Tomorrow'): Promise<void> {
  const shop = onScreen(page);
  await shop.getByRole('tab', { name: section }).click();
  await shop.getByRole('link', { name: new RegExp(`^${product}\\b`) }).first().click();
  await page.waitForURL('**/guest/services/products/**');
  const productPage = onScreen(page);
  await pageHeading(page).filter({ hasText: product }).waitFor();
  const dayChoice = productPage.getByRole('radio', { name: new RegExp(`^${day} · `) });
  await choose(dayChoice);
  await productPage.getByRole('button', { name: 'Add to cart' }).click();
  await productPage.getByRole('status').filter({ hasText: `${product} is in your cart.` }).waitFor();
  await productPage.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL('**/guest/services**');
  const cartButton = onScreen(page).locator('.cart-button');
  const share = await coveredShare(cartButton.getByTestId('cart-count'), cartButton.locator('ion-icon'));
  assert.ok(share < 0.2, `the cart's count leaves its icon readable (covers ${Math.round(share * 100)}% of it)`);
}

/** The amount a definition list shows under a term ("Total", "To pay", "Paid"). */
async function amountOf(page: Page, term: string): Promise<string> {
  const value = onScreen(page).getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
  return ((await value.textContent()) ?? '').trim();
}

/** Marks the document, so a test can prove later that no reload happened. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __commerceJourneyMark: true }));
}
async function wasNotReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __commerceJourneyMark?: boolean }).__commerceJourneyMark === true);
}

describe('commerce: the shop, paying on the test PSP, placing the order, deliveries for staff, bikes', () => {
  const journey = useJourney();
  let shopper: Page;
  /** The guide's inbox (phone) and deliveries screen (desktop), open while the guest orders. */
  let inbox: Page;
  let deliveries: Page;
  let ordernmbr: string;
  const { today, tomorrow } = parkDays();
  const inboxEntry = () => inbox.getByRole('listitem').filter({ has: inbox.getByRole('link', { name: `Open chat ${SHOPPER.suite}` }) });
  /** The guest's suite among a day's deliveries (grouped per suite). */
  const suiteOn = (day: string) =>
    deliveries
      .getByRole('list', { name: `Deliveries on ${longDay(day)}` })
      .getByRole('listitem')
      .filter({ has: deliveries.getByRole('heading', { level: 3, name: SHOPPER.suite }) });

  it('a guest writes to her guide, whose inbox shows the chat and whose deliveries screen has nothing for her yet', async () => {
    shopper = await journey.signedInPage(SHOPPER.email, '**/guest/home');
    await guestTab(shopper, 'Chat').click();
    await shopper.waitForURL('**/guest/chat');
    const text = `Could we have breakfast tomorrow, before we leave? (${Date.now()})`;
    await onScreen(shopper).getByLabel('Message', { exact: true }).fill(text);
    await onScreen(shopper).getByRole('button', { name: 'Send' }).click();
    await shopper.locator('.chat-bubble--own', { hasText: text }).waitFor();

    inbox = await journey.signedInPage(SHOPPER_GUIDE, '**/guide/chats');
    await inboxEntry().getByText(text).waitFor();
    assert.equal(await inboxEntry().getByRole('button', { name: /deliver/ }).count(), 0, 'nothing ordered yet');
    await markDocument(inbox);

    deliveries = await signedInDesktopPage(journey, SHOPPER_GUIDE, '**/guide/chats');
    await staffMenu(deliveries).getByRole('link', { name: /^Deliveries/ }).click();
    await deliveries.waitForURL('**/guide/deliveries**');
    await pageHeading(deliveries).filter({ hasText: 'Deliveries' }).waitFor();
    await deliveries.getByRole('button', { name: 'Tomorrow' }).click();
    await deliveries.getByRole('heading', { level: 2, name: `Deliveries on ${longDay(tomorrow)}` }).waitFor();
    // Tomorrow's list (the demo has other guests' deliveries) has loaded, without the guest's suite.
    await deliveries.getByRole('status').filter({ hasText: /deliver/ }).first().waitFor();
    assert.equal(await suiteOn(tomorrow).count(), 0, 'nothing for the guest yet');
    await markDocument(deliveries);
  });

  it('she orders breakfast for tomorrow and an e-bike for today, pays on the test PSP page and places the order', async () => {
    await openShop(shopper);
    await addToCart(shopper, 'Food', BREAKFAST.name, 'Tomorrow');
    await addToCart(shopper, 'Bikes', E_BIKE.name, 'Today');

    // The cart: both lines, by day, and the total the server computed.
    await onScreen(shopper).getByRole('link', { name: 'Cart, 2 items' }).click();
    await shopper.waitForURL('**/guest/services/cart');
    const cart = onScreen(shopper);
    const lines = cart.getByRole('region', { name: 'Your order by day' });
    await lines.getByRole('region', { name: longDay(today) }).getByText(E_BIKE.name, { exact: true }).waitFor();
    await lines.getByRole('region', { name: longDay(tomorrow) }).getByText(BREAKFAST.name, { exact: true }).waitFor();
    const total = euros(BREAKFAST.price + E_BIKE.price);
    assert.equal(await amountOf(shopper, 'Total'), total);
    assert.equal(await amountOf(shopper, 'To pay'), total);
    // Not paid yet: placing is refused, with the reason.
    await cart.getByText('Pay your order first; then you can place it.').waitFor();

    // Pay: a method, then the PSP's own page, clearly a test.
    await choose(cart.getByRole('radio', { name: 'Card' }));
    await cart.getByRole('button', { name: `Pay ${total}` }).click();
    await shopper.waitForURL('**/psp/test/**');
    await shopper.getByText('Test payment — no money is moved').waitFor();
    await shopper.getByText('Card', { exact: true }).waitFor();
    await decideOnTestPsp(shopper, 'Pay');

    // Back in the app on the order: paid through the webhook, then placed.
    await shopper.waitForURL(/\/guest\/services\/orders\/\d+\?payment=\d+/);
    ordernmbr = pathOf(shopper).split('/').pop()!;
    const order = onScreen(shopper);
    await pageHeading(shopper).filter({ hasText: `Order ${ordernmbr}` }).waitFor();
    await order.getByRole('status').filter({ hasText: 'Payment received. Thank you!' }).waitFor();
    const place = order.getByRole('button', { name: 'Place order' });
    await eventually(() => place.isEnabled(), (enabled) => enabled, 'placing is possible once the webhook marked the order paid');
    assert.equal(await amountOf(shopper, 'Paid'), total);
    assert.equal(await amountOf(shopper, 'To pay'), euros(0));
    await place.click();
    await order.getByRole('status').filter({ hasText: 'Your order is placed. Thank you!' }).waitFor();
    await order.getByRole('button', { name: 'Place order' }).waitFor({ state: 'detached' });
  });

  it("the guide's deliveries screen and inbox show the deliveries as they are placed, without a reload", async () => {
    // The deliveries screen: tomorrow the breakfast, today the e-bike, each for the guest's suite.
    const breakfast = suiteOn(tomorrow).getByRole('listitem').filter({ hasText: BREAKFAST.name });
    await breakfast.waitFor();
    await breakfast.getByText(`Guest ${SHOPPER.name}`).waitFor();
    await breakfast.getByText(`Order ${ordernmbr}`).waitFor();
    await breakfast.getByText('Placed', { exact: true }).waitFor();
    await breakfast.getByRole('link', { name: `Booking ${SHOPPER.reservation}` }).waitFor();
    assert.equal(await suiteOn(tomorrow).getByRole('listitem').filter({ hasText: E_BIKE.name }).count(), 0, 'the bike is for today only');
    await deliveries.getByRole('button', { name: 'Today' }).click();
    await suiteOn(today).getByRole('listitem').filter({ hasText: E_BIKE.name }).waitFor();
    assert.equal(await wasNotReloaded(deliveries), true, 'the deliveries screen was not reloaded');

    // The inbox: the chat's expandable section lists them by day.
    const entry = inboxEntry();
    await entry.getByRole('button', { name: '2 deliveries' }).click();
    const extras = entry.getByRole('region', { name: 'Deliveries, complaints, suggestions and reminders' });
    const dayGroup = (day: string) => extras.locator('div').filter({ has: inbox.getByRole('heading', { level: 4, name: longDay(day), exact: true }) });
    await dayGroup(today).getByRole('listitem').filter({ hasText: `1 × ${E_BIKE.name}` }).waitFor();
    await dayGroup(tomorrow).getByRole('listitem').filter({ hasText: `1 × ${BREAKFAST.name}` }).waitFor();
    assert.equal(await wasNotReloaded(inbox), true, 'the inbox was not reloaded');
    await deliveries.context().close();
  });

  it('the guest finds her e-bike on the home screen and in the shop, unlocks it and ends the rental at the station', async () => {
    const rentalOnScreen = () => onScreen(shopper).getByRole('region', { name: 'Your bikes' }).getByRole('listitem', { name: new RegExp(`^${E_BIKE.name}`) });
    await guestTab(shopper, 'Home').click();
    await shopper.waitForURL('**/guest/home');
    await rentalOnScreen().getByText('Active', { exact: true }).waitFor();

    await openShop(shopper);
    const rental = rentalOnScreen();
    await rental.getByText('Active', { exact: true }).waitFor();
    await rental.getByText('At the station').waitFor();

    await rental.getByRole('button', { name: /^Unlock/ }).click();
    await rental.getByText('Unlocked', { exact: true }).waitFor();

    await rental.getByRole('button', { name: /^End rental/ }).click();
    const alert = shopper.locator('ion-alert');
    await alert.getByText('End this rental?').waitFor();
    await alert.getByRole('button', { name: 'End rental' }).click();
    await shopper.getByText('Rental ended. Thank you for riding with us!').waitFor();
    await rental.getByText('Ended', { exact: true }).waitFor();
    await rental.getByText('This rental has ended.').waitFor();
    assert.equal(await rental.getByRole('button', { name: /^Unlock/ }).count(), 0, 'an ended rental cannot be unlocked');
  });

  it('a failed payment on the test PSP page leaves the order open, with the reason shown', async () => {
    const guest = await journey.signedInPage(CART_GUEST.email, '**/guest/home');
    await openShop(guest);
    await onScreen(guest).getByRole('link', { name: 'Cart, 2 items' }).click();
    await guest.waitForURL('**/guest/services/cart');
    const total = euros(CART_GUEST.cartTotal);
    assert.equal(await amountOf(guest, 'To pay'), total);
    await onScreen(guest).getByRole('button', { name: `Pay ${total}` }).click();
    await decideOnTestPsp(guest, 'Fail');

    await guest.waitForURL(/\/guest\/services\/orders\/\d+\?payment=\d+/);
    const order = onScreen(guest);
    await order.getByRole('status').filter({ hasText: 'The payment failed. You can try again.' }).waitFor();
    // Still open: the same amount to pay, paying again offered, placing refused with its reason.
    await order.getByRole('button', { name: `Pay ${total}` }).waitFor();
    assert.equal(await amountOf(guest, 'To pay'), total);
    await order.getByText('Pay your order first; then you can place it.').waitFor();
    assert.equal(await order.getByRole('button', { name: 'Place order' }).isEnabled(), false, 'an unpaid order cannot be placed');
  });
});
