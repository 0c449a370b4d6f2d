import { guestAnnouncementApi, type Announcement } from '@stay/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { ok, renderGuestApp } from '@/test/guest-app';
import { reservationWith } from '@/test/stay-fixtures';

const row = (nmbr: number, letterkind: Announcement['letterkind'], lettername: string, accepted: boolean): Announcement => ({
  nmbr,
  letterkind,
  lettername,
  page: letterkind === 'page' ? 'services' : null,
  version: 1,
  accepted,
  acceptedAt: accepted ? '2026-07-01T09:00:00.000Z' : null,
  publishedAt: '2026-07-01T08:00:00.000Z',
});

describe('/guest/announcements', () => {
  it('lists every announcement with its state and opens one to read again', async () => {
    renderGuestApp('/guest/announcements', {
      'GET /api/guest/reservation/current': ok(reservationWith()),
      'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
      [routeOf(guestAnnouncementApi.list)]: ok([row(1, 'policy', 'House rules', true), row(2, '', 'Welcome', false)]),
      [routeOf(guestAnnouncementApi.paragraphs)]: ok([{ paragraphchapter: 'Quiet hours', paragraph: '<p>From 22:00</p>' }]),
    });
    const rules = await screen.findByRole('button', { name: /House rules/ });
    expect(within(rules).getByText('Accepted')).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /Welcome/ })).getByText('New')).toBeInTheDocument();

    fireEvent.click(rules);
    const dialog = await screen.findByRole('dialog', { name: 'House rules' });
    expect(await within(dialog).findByText('You confirmed that you read and understand this announcement')).toBeInTheDocument();
  });
});
