import { guestAnnouncementApi } from '@stay/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf, type FakeHandler } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { ok, renderGuestApp } from '@/test/guest-app';
import { reservationWith } from '@/test/stay-fixtures';

const guest = { ...authSessionFor('GUEST').guest, activeReservationId: 'r1' };
const guestArea: Record<string, FakeHandler> = {
  'GET /api/guest/reservation/current': ok(reservationWith({ _id: 'r1' })),
  'GET /api/guest/profile': ok(guest),
  [routeOf(guestAnnouncementApi.list)]: ok([]),
};

/** The More tab of the page's own tab bar. */
const moreTab = async () => (await screen.findByText('More', { selector: 'ion-tab-button ion-label' })).closest('ion-tab-button')!;

describe('/guest/more', () => {
  it('lists its pages as rows with an icon and a chevron, each a link to its page', async () => {
    renderGuestApp('/guest/more', guestArea);
    const rows = await waitFor(() => {
      const items = [...document.querySelectorAll('ion-item.guest-more__link')];
      expect(items).toHaveLength(5);
      return items;
    });
    expect(rows.map((row) => row.getAttribute('router-link'))).toEqual([
      '/guest/profile',
      '/guest/reservation',
      '/guest/chat',
      '/guest/announcements',
      '/bug-report?from=%2Fguest%2Fmore',
    ]);
    for (const row of rows) {
      expect((row as HTMLIonItemElement).detail).toBe(true);
      expect(row.querySelector('ion-icon[slot="start"]')).not.toBeNull();
    }
    expect(document.querySelector('.guest-more ion-button[fill="outline"][router-link]')).toBeNull();
  });

  it.each(['/guest/profile', '/guest/reservation', '/guest/announcements'])('%s has a back arrow to More, and the More tab marked', async (path) => {
    renderGuestApp(path, guestArea);
    const back = await waitFor(() => {
      const button = document.querySelector('ion-header ion-button[aria-label="Back"]');
      expect(button).not.toBeNull();
      return button;
    });
    expect(back).toHaveAttribute('router-link', '/guest/more');
    expect(await moreTab()).toHaveClass('guest-tab-bar__tab--current');
  });

  it("switches to German from the settings card and stores it on the guest's account", async () => {
    const { server } = renderGuestApp('/guest/more', { ...guestArea, 'POST /api/guest/profile': ok(guest) });
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(picker).toHaveValue('en');
    fireEvent.change(picker, { target: { value: 'de' } });
    await waitFor(() => expect(server.requests.find((request) => request.method === 'POST' && request.path === '/api/guest/profile')?.body).toEqual({ language: 'de' }));
    expect(window.localStorage.getItem('stay.language')).toBe('de');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });

  it('marks no tab of its own on a page under another tab', async () => {
    renderGuestApp('/guest/home', guestArea);
    expect(await moreTab()).not.toHaveClass('guest-tab-bar__tab--current');
  });
});
