import { managementAnnouncementApi, type ManagedAnnouncement } from '@stay/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf } from '@/test/fake-fetch';
import { ok, renderStaffApp } from '@/test/guest-app';

const announcement = (overrides: Partial<ManagedAnnouncement>): ManagedAnnouncement => ({
  nmbr: 1,
  letterkind: 'policy',
  lettername: 'House rules',
  letternameNl: 'Huisregels',
  letternameDe: null,
  letternameFr: null,
  page: null,
  version: 2,
  published: true,
  publishedAt: '2026-07-01T08:00:00.000Z',
  acceptanceCount: 3,
  createdAt: '2026-06-30T08:00:00.000Z',
  updatedAt: '2026-07-01T08:00:00.000Z',
  ...overrides,
});

describe('management: announcements', () => {
  it('lists drafts and published announcements with their kind, page, version and acceptances', async () => {
    renderStaffApp(
      '/management/announcements',
      {
        [routeOf(managementAnnouncementApi.list)]: ok([
          announcement({}),
          announcement({ nmbr: 2, letterkind: 'page', lettername: 'Pool hours', letternameNl: null, page: 'services', published: false, version: 1, acceptanceCount: 0 }),
        ]),
      },
      { role: 'MANAGEMENT' },
    );
    const rules = (await screen.findByText('House rules')).closest('a') as HTMLElement;
    expect(rules).toHaveAttribute('href', '/management/announcements/1');
    expect(within(rules).getByText('Published')).toBeInTheDocument();
    expect(within(rules).getByText('Policy to accept')).toBeInTheDocument();
    expect(within(rules).getByText('Version 2')).toBeInTheDocument();
    expect(within(rules).getByText('Accepted: 3')).toBeInTheDocument();
    const pool = screen.getByText('Pool hours').closest('a') as HTMLElement;
    expect(within(pool).getByText('Draft')).toBeInTheDocument();
    expect(within(pool).getByText('Services')).toBeInTheDocument();
    expect(within(pool).getByText('Read: 0')).toBeInTheDocument();
  });

  it('does not save a new announcement without a title and chapter text', async () => {
    const app = renderStaffApp('/management/announcements/new', {}, { role: 'MANAGEMENT' });
    fireEvent.click(await screen.findByText('Save as draft', { selector: 'ion-button' }));
    expect(await screen.findByText('Give the announcement a title')).toBeInTheDocument();
    expect(screen.getByText('Every chapter needs English text', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(app.server.requests.filter((request) => request.endpoint === 'managementAnnouncementApi.create')).toHaveLength(0);
  });
});
