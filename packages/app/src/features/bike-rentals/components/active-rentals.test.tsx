import type { Rental } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { compressImage, PHOTO_COMPRESSION } from '@/lib/images/compress-image';
import { createAppServices } from '@/lib/services/create-app-services';
import { createFakeFetch, type FakeHandler, type RecordedRequest } from '@/test/fake-fetch';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { fail, ok, renderGuestApp } from '@/test/guest-app';
import { rentalStateWith, rentalWith } from '@/test/rental-fixtures';
import { renderApp } from '@/test/render-app';
import { reservationWith, suiteWith } from '@/test/stay-fixtures';

vi.mock('@/lib/images/compress-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/images/compress-image')>()),
  compressImage: vi.fn(async (file: File) => new File(['png'], file.name.replace(/\.\w+$/, '.png'), { type: 'image/png' })),
}));

const BASE = '/api/guest/reservation/current/bikerental';

const homeRoutes = (rentals: Rental[]): Record<string, FakeHandler> => ({
  'GET /api/guest/reservation/current': ok(reservationWith({ rentals })),
  'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
  'GET /api/guest/accommodation/current': ok(suiteWith()),
  [`GET ${BASE}/r1/state`]: ok(rentalStateWith(rentals)),
});

function openHome(rentals: Rental[], routes: Record<string, FakeHandler> = {}) {
  return renderGuestApp('/guest/home', { ...homeRoutes(rentals), ...routes });
}

/** The guest home in Dutch. */
function openDutchHome(rentals: Rental[]) {
  const server = createFakeFetch(homeRoutes(rentals));
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor('GUEST'));
  services.session.saveSettings(settingsWith());
  return renderApp('/guest/home', { services, language: 'nl' });
}

const rentalsCard = () => screen.findByRole('region', { name: 'Your bikes' });
const ionButton = (name: string | RegExp, container: HTMLElement = document.body) =>
  within(container).getByText((_, element) => {
    if (element?.tagName !== 'ION-BUTTON') return false;
    const text = element.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return typeof name === 'string' ? text === name : name.test(text);
  });
const requestsTo = (server: { requests: RecordedRequest[] }, endpoint: string) => server.requests.filter((request) => request.endpoint === `guestRentalApi.${endpoint}`);
const alert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;
/** Presses the open alert's button of that role: its handler runs, then the alert closes, as a tap would. */
async function press(role: string) {
  const current = alert();
  // Ionic ignores a dismiss before the alert has finished presenting; it would then finish after the test and hide
  // the next test's page from screen readers.
  await waitFor(() => expect((current as unknown as { presented?: boolean } | undefined)?.presented).toBe(true));
  const button = current?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === role);
  await act(async () => {
    if (button && typeof button !== 'string') await button.handler?.(undefined);
    await current?.dismiss(undefined, role);
  });
}

describe('bike rentals on the guest home', () => {
  it('shows each rental with its bike, period, state, lock, battery and whether it is at the station', async () => {
    openHome([rentalWith(), rentalWith({ _id: 'rental-2', productname: 'Mountain bike', bikeName: null, bikeId: null, battery: null, state: 'reserved', lock: 'unknown', startDateTime: '2026-03-21T08:00:00.000Z', endDateTime: '2026-03-21T17:00:00.000Z' })]);
    const card = within(await rentalsCard());
    const [ebike, mountain] = (await card.findAllByRole('listitem')).filter((item) => item.classList.contains('rental')) as [HTMLElement, HTMLElement];
    const active = within(ebike);
    expect(ebike).toHaveAccessibleName('E-bike · Bike 7');
    expect(active.getByText('Active')).toBeInTheDocument();
    expect(active.getByTestId('rental-lock-rental-1')).toHaveTextContent('Locked');
    expect(active.getByText('Battery 80%')).toBeInTheDocument();
    expect(active.getByText('At the station')).toBeInTheDocument();
    expect(ionButton('Unlock E-bike · Bike 7', ebike)).not.toHaveAttribute('disabled');

    const reserved = within(mountain);
    expect(mountain).toHaveAccessibleName('Mountain bike');
    expect(reserved.getByText('Your bike is assigned when you first use it')).toBeInTheDocument();
    expect(reserved.getByText('Reserved')).toBeInTheDocument();
    // The park's clock: 08:00 UTC is 09:00 in Amsterdam.
    expect(reserved.getByText('Sat 21 Mar, 09:00 – Sat 21 Mar, 18:00')).toBeInTheDocument();
    expect(reserved.getByText('You can unlock the bike from Sat 21 Mar, 09:00.')).toBeInTheDocument();
    expect(reserved.queryByText(/^Unlock/)).toBeNull();
    expect(reserved.queryByText(/^End rental/)).toBeNull();
    expect(reserved.queryByText('Battery', { exact: false })).toBeNull();
  });

  it('shows nothing and asks the rental partner nothing for a stay without rentals', async () => {
    const app = openHome([]);
    await screen.findByText('Suite controls');
    expect(screen.queryByText('Your bikes')).toBeNull();
    expect(requestsTo(app.server, 'state')).toHaveLength(0);
  });

  it('unlocks the bike and shows what the lock reports', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const app = openHome([rentalWith()], {
      [`POST ${BASE}/r1/cmd/unlock`]: async () => {
        await answered;
        return { status: 200, body: rentalWith({ lock: 'unlocked' }) };
      },
    });
    const card = await rentalsCard();
    await within(card).findByRole('listitem', { name: 'E-bike · Bike 7' });
    fireEvent.click(ionButton('Unlock E-bike · Bike 7', card));
    expect(await within(card).findByText('Sending to the bike…')).toBeInTheDocument();
    await waitFor(() => expect(ionButton('Lock E-bike · Bike 7', card)).toHaveAttribute('disabled'));
    answer();
    await waitFor(() => expect(within(card).getByTestId('rental-lock-rental-1')).toHaveTextContent('Unlocked'));
    expect(requestsTo(app.server, 'command')[0]?.body).toEqual({ rentalId: 'rental-1' });
    await waitFor(() => expect(ionButton('Lock E-bike · Bike 7', card)).not.toHaveAttribute('disabled'));
  });

  it('says why a lock command failed, beside the buttons, and asks for the state again', async () => {
    const app = openHome([rentalWith()], { [`POST ${BASE}/r1/cmd/lock`]: fail(502, 'RENTAL_PARTNER_UNAVAILABLE') });
    const card = await rentalsCard();
    await within(card).findByRole('listitem', { name: 'E-bike · Bike 7' });
    const before = requestsTo(app.server, 'state').length;
    fireEvent.click(ionButton('Lock E-bike · Bike 7', card));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The bike rental service cannot be reached right now. Please try again in a moment.');
    await waitFor(() => expect(requestsTo(app.server, 'state').length).toBe(before + 1));
    // Shown once, inline: no toast or alert about it on top.
    expect(app.shown.filter((shown) => shown.code === 'RENTAL_PARTNER_UNAVAILABLE')).toHaveLength(0);
  });

  it('refuses to end the rental away from the station, with the reason and the distance', async () => {
    const away = rentalWith({ atStation: false, position: { lat: 52.373, lng: 4.89 } });
    const app = openHome([away], { [`POST ${BASE}/r1/checkGPS`]: ok({ rental: away, atStation: false, distanceMeters: 334 }) });
    const card = await rentalsCard();
    await within(card).findByText('Away from the station');
    fireEvent.click(ionButton('End rental E-bike · Bike 7', card));
    expect(await within(card).findByText('Bring the bike back to the station to end the rental.')).toBeInTheDocument();
    expect(within(card).getByText('The bike is 334 m from the station.')).toBeInTheDocument();
    expect(requestsTo(app.server, 'checkGps')[0]?.body).toEqual({ rentalId: 'rental-1' });
    expect(requestsTo(app.server, 'endRental')).toHaveLength(0);
    expect(alert()).toBeUndefined();
  });

  it('ends the rental at the station once the guest confirms', async () => {
    const app = openHome([rentalWith()], {
      [`POST ${BASE}/r1/checkGPS`]: ok({ rental: rentalWith(), atStation: true, distanceMeters: 12 }),
      [`POST ${BASE}/r1/endRental/rental-1`]: ok(rentalWith({ state: 'ended', endedDateTime: new Date().toISOString() })),
    });
    const card = await rentalsCard();
    await within(card).findByRole('listitem', { name: 'E-bike · Bike 7' });
    fireEvent.click(ionButton('End rental E-bike · Bike 7', card));
    await waitFor(() => expect(alert()?.header).toBe('End this rental?'));
    expect(alert()?.message).toBe('E-bike · Bike 7 is locked and handed back to the rental partner. You cannot unlock it again.');
    await press('cancel');
    expect(requestsTo(app.server, 'endRental')).toHaveLength(0);

    fireEvent.click(ionButton('End rental E-bike · Bike 7', card));
    await waitFor(() => expect(alert()?.header).toBe('End this rental?'));
    await press('confirm');
    expect(await within(card).findByText('This rental has ended.')).toBeInTheDocument();
    expect(within(card).getByText('Ended')).toBeInTheDocument();
    expect(requestsTo(app.server, 'endRental')).toHaveLength(1);
    expect(within(card).queryByText(/^Unlock/)).toBeNull();
  });

  it('shows the reason when the server refuses to end the rental because the bike moved away', async () => {
    openHome([rentalWith()], {
      [`POST ${BASE}/r1/checkGPS`]: ok({ rental: rentalWith(), atStation: true, distanceMeters: 12 }),
      [`POST ${BASE}/r1/endRental/rental-1`]: fail(409, 'RENTAL_NOT_AT_STATION'),
    });
    const card = await rentalsCard();
    await within(card).findByRole('listitem', { name: 'E-bike · Bike 7' });
    fireEvent.click(ionButton('End rental E-bike · Bike 7', card));
    await waitFor(() => expect(alert()?.header).toBe('End this rental?'));
    await press('confirm');
    expect(await within(card).findByText('Bring the bike back to the station to end the rental.')).toBeInTheDocument();
  });

  it('reports damage with a text and a photo compressed as chat photos are', async () => {
    const app = openHome([rentalWith()], {
      [`POST ${BASE}/r1/reportDamage/rental-1`]: ok({
        _id: 'report-1',
        rentalId: 'rental-1',
        text: 'Front light broken',
        photo: `${'b'.repeat(32)}.png`,
        photoMimetype: 'image/png',
        created: new Date().toISOString(),
      }),
    });
    // The photo goes as multipart, outside the JSON client, through the window's fetch (as chat photos do).
    vi.stubGlobal('fetch', app.server.fetch);
    onTestFinished(() => void vi.unstubAllGlobals());
    const card = await rentalsCard();
    await within(card).findByRole('listitem', { name: 'E-bike · Bike 7' });
    fireEvent.click(ionButton('Report damage', card));
    const form = await within(card).findByRole('form', { name: 'Report damage' });
    fireEvent.submit(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Describe the damage.');
    expect(requestsTo(app.server, 'reportDamage')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('What is damaged?'), { target: { value: ' Front light broken ' } });
    const photo = new File(['jpeg'], 'light.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(form).getByTestId('damage-photo-input'), { target: { files: [photo] } });
    expect(within(form).getByText('Photo: light.jpg')).toBeInTheDocument();
    fireEvent.submit(form);
    expect(await within(card).findByText('Thank you: the rental partner has your report.')).toBeInTheDocument();

    expect(compressImage).toHaveBeenCalledWith(photo, PHOTO_COMPRESSION);
    const call = vi.mocked(app.server.fetch).mock.calls.find(([url]) => String(url).endsWith('/reportDamage/rental-1'));
    const sent = call?.[1]?.body as FormData;
    expect(sent.get('text')).toBe('Front light broken');
    expect((sent.get('photo') as File).name).toBe('light.png');
    expect([...sent.keys()]).toEqual(['text', 'photo']);
  });

  it("shows the rental partner's text in the guest's language when opened", async () => {
    const app = openHome([rentalWith()], {
      [`POST ${BASE}/template/unlock`]: ok({ template: 'unlock', language: 'en', title: 'Unlocking', text: 'Tap Unlock.\n\nWait for the click.' }),
    });
    const card = await rentalsCard();
    await within(card).findByRole('listitem', { name: 'E-bike · Bike 7' });
    expect(requestsTo(app.server, 'template')).toHaveLength(0);
    const details = within(card).getByText('How to unlock and lock').closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(await within(card).findByText('Wait for the click.')).toBeInTheDocument();
    expect(within(card).getByText('Tap Unlock.')).toBeInTheDocument();
    expect(requestsTo(app.server, 'template')[0]?.body).toEqual({ language: 'en' });
  });

  it('says so when the rental partner cannot be reached, and tries again', async () => {
    const app = openHome([rentalWith()], { [`GET ${BASE}/r1/state`]: fail(502, 'RENTAL_PARTNER_UNAVAILABLE') });
    const card = await rentalsCard();
    expect(await within(card).findByText('We could not reach the bike rental service.')).toBeInTheDocument();
    app.server.routes[`GET ${BASE}/r1/state`] = ok(rentalStateWith());
    fireEvent.click(ionButton('Try again', card));
    expect(await within(card).findByRole('listitem', { name: 'E-bike · Bike 7' })).toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    openDutchHome([rentalWith({ atStation: false, battery: 45, lock: 'unlocked' })]);
    const card = within(await screen.findByRole('region', { name: 'Je fietsen' }));
    expect(await card.findByText('Actief')).toBeInTheDocument();
    expect(card.getByTestId('rental-lock-rental-1')).toHaveTextContent('Van het slot');
    expect(card.getByText('Accu 45%')).toBeInTheDocument();
    expect(card.getByText('Niet bij het station')).toBeInTheDocument();
    expect(ionButton('Huur beëindigen E-bike · Bike 7')).toBeInTheDocument();
    expect(ionButton('Schade melden')).toBeInTheDocument();
  });
});
