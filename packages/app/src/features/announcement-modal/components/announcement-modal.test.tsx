import { guestAnnouncementApi, type Announcement } from '@stay/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, routeOf, type FakeHandler } from '@/test/fake-fetch';
import { ok, signedInServices } from '@/test/guest-app';
import { renderInApp } from '@/test/render-in-app';
import { AnnouncementCheck } from './announcement-check';
import { AnnouncementModal } from './announcement-modal';

const BEFORE = "By accepting I confirm that i've read and understand this announcement";
const AFTER = 'You confirmed that you read and understand this announcement';

const announcement = (overrides: Partial<Announcement> = {}): Announcement => ({
  nmbr: 7,
  letterkind: 'policy',
  lettername: 'House rules',
  page: null,
  version: 1,
  accepted: false,
  acceptedAt: null,
  publishedAt: '2026-07-01T08:00:00.000Z',
  ...overrides,
});

const CHAPTERS = [
  { paragraphchapter: 'Quiet hours', paragraph: '<p>Quiet from 22:00</p>' },
  { paragraphchapter: 'Pets', paragraph: '<p>Dogs on a <strong>lead</strong></p>' },
];

function renderModal(shown: Announcement, routes: Record<string, FakeHandler> = {}) {
  const server = createFakeFetch({
    [routeOf(guestAnnouncementApi.paragraphs)]: ok(CHAPTERS),
    [routeOf(guestAnnouncementApi.markAsRead)]: ok({ ...shown, accepted: true, acceptedAt: '2026-07-01T09:00:00.000Z' }),
    [routeOf(guestAnnouncementApi.list)]: ok([]),
    ...routes,
  });
  const finished: number[] = [];
  renderInApp(<AnnouncementModal announcement={shown} onFinished={() => finished.push(shown.nmbr)} />, signedInServices('GUEST', server.fetch));
  return { server, finished, marked: () => server.requests.filter((request) => request.endpoint === 'guestAnnouncementApi.markAsRead') };
}

describe('AnnouncementModal', () => {
  it('keeps a policy to accept open on a backdrop tap and Escape, and accepts it on the last slide', async () => {
    const { finished, marked } = renderModal(announcement());
    const dialog = await screen.findByRole('dialog', { name: 'House rules' });
    await within(dialog).findByRole('heading', { name: 'Quiet hours' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    fireEvent.click(dialog);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog', { name: 'House rules' })).toBeInTheDocument();
    expect(finished).toEqual([]);

    expect(within(dialog).queryByText(BEFORE)).toBeNull();
    fireEvent.click(within(dialog).getByText('Next'));
    await within(dialog).findByRole('heading', { name: 'Pets' });
    expect(within(dialog).getByRole('button', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'step');
    expect(within(dialog).getByText(BEFORE)).toBeInTheDocument();
    expect(within(dialog).queryByText('Dismiss')).toBeNull();

    fireEvent.click(within(dialog).getByText('Accept'));
    await within(dialog).findByText(AFTER);
    expect(marked().map((request) => request.path)).toEqual(['/api/guest/announcement/7/mark-as-read']);

    // Accepted, it may go like anything else.
    fireEvent.click(within(dialog).getByText('Dismiss'));
    expect(finished).toEqual([7]);
  });

  it('lets a general announcement go on a backdrop tap, marking it as read', async () => {
    const { finished, marked } = renderModal(announcement({ letterkind: '', lettername: 'Welcome', nmbr: 8 }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    await within(dialog).findByRole('heading', { name: 'Quiet hours' });
    fireEvent.click(dialog);
    expect(finished).toEqual([8]);
    await waitFor(() => expect(marked().map((request) => request.path)).toEqual(['/api/guest/announcement/8/mark-as-read']));
  });

  it('shows an accepted policy read again with the confirmation and Dismiss', async () => {
    const { marked } = renderModal(announcement({ accepted: true }));
    const dialog = await screen.findByRole('dialog', { name: 'House rules' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Page 2 of 2' }));
    await within(dialog).findByText(AFTER);
    expect(within(dialog).getByText('Dismiss')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(marked()).toEqual([]);
  });
});

describe('AnnouncementCheck', () => {
  it("asks for the page's announcements at most once a minute and shows them one after another", async () => {
    const server = createFakeFetch({
      [routeOf(guestAnnouncementApi.new)]: ok([announcement({ letterkind: '', nmbr: 1, lettername: 'Welcome' }), announcement({ letterkind: '', nmbr: 2, lettername: 'Breakfast' })]),
      [routeOf(guestAnnouncementApi.paragraphs)]: ok(CHAPTERS.slice(0, 1)),
      [routeOf(guestAnnouncementApi.markAsRead)]: ok(announcement({ accepted: true })),
      [routeOf(guestAnnouncementApi.list)]: ok([]),
    });
    const services = signedInServices('GUEST', server.fetch);
    const first = renderInApp(<AnnouncementCheck page="services" isActive />, services);
    const welcome = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(welcome).getByText('1 of 2')).toBeInTheDocument();
    fireEvent.click(await within(welcome).findByText('Next announcement'));
    const breakfast = await screen.findByRole('dialog', { name: 'Breakfast' });
    expect(within(breakfast).getByText('2 of 2')).toBeInTheDocument();
    expect(await within(breakfast).findByText('Dismiss')).toBeInTheDocument();
    const asked = server.requests.filter((request) => request.endpoint === 'guestAnnouncementApi.new');
    expect(asked.map((request) => [request.query.get('page'), request.query.get('lang')])).toEqual([['services', 'en']]);
    expect(window.localStorage.getItem('announcement-check:services')).not.toBeNull();
    first.unmount();

    renderInApp(<AnnouncementCheck page="services" isActive />, services);
    // Within the minute: a second visit does not ask again (the barrier: the first check's answer had arrived).
    expect(server.requests.filter((request) => request.endpoint === 'guestAnnouncementApi.new')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows what a new arrival finds as one numbered series: closing it closes them all', async () => {
    const server = createFakeFetch({
      [routeOf(guestAnnouncementApi.new)]: ok([
        announcement({ letterkind: 'policy', accepted: true, nmbr: 1, lettername: 'House rules' }),
        announcement({ letterkind: '', nmbr: 2, lettername: 'Welcome' }),
        announcement({ letterkind: '', nmbr: 3, lettername: 'Breakfast' }),
      ]),
      [routeOf(guestAnnouncementApi.paragraphs)]: ok(CHAPTERS.slice(0, 1)),
      [routeOf(guestAnnouncementApi.markAsRead)]: ok(announcement({ accepted: true })),
      [routeOf(guestAnnouncementApi.list)]: ok([]),
    });
    renderInApp(<AnnouncementCheck page="home" isActive />, signedInServices('GUEST', server.fetch), { language: 'nl' });
    const rules = await screen.findByRole('dialog', { name: 'House rules' });
    // The kind in words of the guest's language, as written: no shouted "POLICY".
    expect(within(rules).getByText('Reglement · 1 van 3')).toBeInTheDocument();
    fireEvent.click(within(rules).getByRole('button', { name: 'Alle mededelingen sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.filter((request) => request.endpoint === 'guestAnnouncementApi.paragraphs')).toHaveLength(1);
  });
});
