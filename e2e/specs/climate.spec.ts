import { describe, it } from 'node:test';
import { DEMO } from '../support/demo';
import { useJourney } from '../support/journey';
import { pageHeading, signedInDesktopPage, staffMenu } from '../support/staff';

describe('climate: management keeps the rules, the guest sees the range and the stay’s energy', () => {
  const journey = useJourney();

  it('management finds Climate in the menu, reads the week and narrows the guest range; the guest sees it and their energy', async () => {
    const manager = await signedInDesktopPage(journey, DEMO.management, '**/support/**');
    // On a laptop the menu stays open beside the page.
    await staffMenu(manager).getByRole('link', { name: /^Climate/ }).click();
    await manager.waitForURL('**/management/climate');
    await pageHeading(manager).filter({ hasText: /^Climate$/ }).waitFor();
    await manager.getByRole('table').first().waitFor();
    await manager.getByText(/^Estimated savings over 4 weeks: [\d.,]+ kWh$/).waitFor();
    await manager.getByText('Pre-heat for the arrival').first().waitFor();
    const highest = manager.getByLabel('Highest temperature guests may set (°C)');
    await highest.fill('22');
    await manager.getByRole('button', { name: 'Save' }).click();
    await manager.getByText('Climate rules saved').waitFor();

    const guest = await journey.signedInPage(DEMO.guest, '**/guest/home');
    await guest.getByText('You can set 16.0 °C to 22.0 °C').first().waitFor();
    const energy = guest.getByRole('img', { name: /^Your stay: [\d.,]+ kWh per night\. Park average: [\d.,]+ kWh per night\.$/ });
    await energy.waitFor();
  });
});
