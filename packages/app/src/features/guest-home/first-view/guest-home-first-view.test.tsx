import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GuestHomeFirstView } from './guest-home-first-view';

const RESERVATION = {
  nmbr: 'DZ-2025-000123',
  status: 30,
  startDateTime: '2026-11-28T14:00:00.000Z',
  endDateTime: '2026-12-03T09:00:00.000Z',
  controlsDeactivationDateTime: '2026-12-03T11:00:00.000Z',
  lateCheckout: true,
  accommodations: [{ name: 'Suite Zeezicht 12' }, { name: 'Parking place 12' }],
  location: { name: 'Parc Duinzicht', timeZone: 'Europe/Amsterdam' },
};

describe('the guest home first view', () => {
  it("shows the greeting and the stay as the app's home does, in the person's language", () => {
    render(<GuestHomeFirstView language="de" firstName="Emma" reservation={RESERVATION} tabBar={null} onLogout={async () => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Start' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Willkommen, Emma' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Suite Zeezicht 12' })).toBeTruthy();
    expect(screen.getByText('Mit Parking place 12')).toBeTruthy();
    expect(screen.getByText('Später Check-out bis 12:00')).toBeTruthy();
  });

  it('shows a loading stay until the reservation is there, and logs out through the app', () => {
    const onLogout = vi.fn(async () => undefined);
    render(<GuestHomeFirstView language="en" firstName="Emma" reservation={undefined} tabBar={null} onLogout={onLogout} />);
    expect(screen.getByRole('status', { name: 'Loading your stay' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Log out' }).hasAttribute('disabled')).toBe(true);
  });
});
