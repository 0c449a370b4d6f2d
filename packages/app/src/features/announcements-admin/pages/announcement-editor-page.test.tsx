import { managementAnnouncementApi, type ManagedAnnouncementDetail } from '@stay/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf, type RecordedRequest } from '@/test/fake-fetch';
import { ok, renderStaffApp } from '@/test/guest-app';

const chapter = { paragraphchapter: 'Opening hours', paragraphchapterNl: 'Openingstijden', paragraph: '<h2>Open at 08:00</h2>', paragraphNl: '<h2>Open om 08:00</h2>' };

const draft: ManagedAnnouncementDetail = {
  nmbr: 4,
  letterkind: 'policy',
  lettername: 'Pool rules',
  letternameNl: 'Zwembadregels',
  page: null,
  version: 1,
  published: false,
  publishedAt: null,
  acceptanceCount: 0,
  createdAt: '2026-07-01T08:00:00.000Z',
  updatedAt: '2026-07-01T08:00:00.000Z',
  chapters: [chapter],
};

const lastAlert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;

/** Presses the alert's button with this text, as a person would. */
async function pressInAlert(text: string) {
  const button = lastAlert()?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.text === text);
  await act(async () => {
    if (button && typeof button !== 'string') await button.handler?.(undefined);
    await lastAlert()?.dismiss();
  });
}

function renderEditor(announcement: ManagedAnnouncementDetail = draft, language: 'en' | 'nl' = 'en') {
  let current = announcement;
  return renderStaffApp(
    '/management/announcements/4',
    {
      [routeOf(managementAnnouncementApi.get)]: () => ({ status: 200, body: current }),
      [routeOf(managementAnnouncementApi.acceptances)]: ok([]),
      [routeOf(managementAnnouncementApi.list)]: ok([]),
      [routeOf(managementAnnouncementApi.update)]: (request: RecordedRequest) => {
        const body = request.body as { lettername: string; letternameNl: string | null };
        current = { ...current, lettername: body.lettername, letternameNl: body.letternameNl, updatedAt: '2026-07-01T09:00:00.000Z' };
        return { status: 200, body: current };
      },
      [routeOf(managementAnnouncementApi.publish)]: () => {
        current = { ...current, published: true, publishedAt: '2026-07-01T09:01:00.000Z', updatedAt: '2026-07-01T09:01:00.000Z' };
        return { status: 200, body: current };
      },
    },
    { role: 'MANAGEMENT', language },
  );
}

describe('management: the announcement editor', () => {
  it('saves unsaved changes before publishing, and keeps them in the form', async () => {
    const app = renderEditor();
    const title = (await screen.findByDisplayValue('Pool rules')) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Pool and sauna rules' } });
    fireEvent.click(screen.getByText('Publish', { selector: 'ion-button' }));
    await waitFor(() => expect(lastAlert()?.header).toBe('Publish this announcement?'));
    expect(lastAlert()?.message).toBe('Guests of the park see “Pool rules” from now on. Your changes are saved first.');
    await pressInAlert('Publish');

    await waitFor(() => expect(app.server.requests.some((request) => request.endpoint === 'managementAnnouncementApi.publish')).toBe(true));
    const calls = app.server.requests.map((request) => request.endpoint).filter((endpoint) => /update|publish/.test(endpoint ?? ''));
    expect(calls).toEqual(['managementAnnouncementApi.update', 'managementAnnouncementApi.publish']);
    expect(app.server.requests.find((request) => request.endpoint === 'managementAnnouncementApi.update')?.body).toMatchObject({ lettername: 'Pool and sauna rules' });
    expect(await screen.findByText('Unpublish', { selector: 'ion-button' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Pool and sauna rules')).toBeInTheDocument();
  });

  it('publishes without saving when nothing changed', async () => {
    const app = renderEditor();
    await screen.findByDisplayValue('Pool rules');
    fireEvent.click(screen.getByText('Publish', { selector: 'ion-button' }));
    await waitFor(() => expect(lastAlert()?.message).toBe('Guests of the park see “Pool rules” from now on.'));
    await pressInAlert('Publish');
    expect(await screen.findByText('Unpublish', { selector: 'ion-button' })).toBeInTheDocument();
    expect(app.server.requests.filter((request) => request.endpoint === 'managementAnnouncementApi.update')).toHaveLength(0);
  });

  it('warns before publishing when Dutch texts are empty, and still publishes', async () => {
    const app = renderEditor({ ...draft, letternameNl: null, chapters: [{ ...chapter, paragraphNl: '<p></p>' }] });
    await screen.findByDisplayValue('Pool rules');
    fireEvent.click(screen.getByText('Publish', { selector: 'ion-button' }));
    await waitFor(() =>
      expect(lastAlert()?.message).toBe('Guests of the park see “Pool rules” from now on. Some Dutch texts are empty: guests who use the app in Dutch read the English there.'),
    );
    await pressInAlert('Publish');
    await waitFor(() => expect(app.server.requests.some((request) => request.endpoint === 'managementAnnouncementApi.publish')).toBe(true));
  });

  it('warns in Dutch too', async () => {
    renderEditor({ ...draft, chapters: [{ ...chapter, paragraphchapterNl: null }] }, 'nl');
    await screen.findByDisplayValue('Pool rules');
    fireEvent.click(screen.getByText('Publiceren', { selector: 'ion-button' }));
    await waitFor(() => expect(lastAlert()?.message).toContain('Sommige Nederlandse teksten zijn leeg'));
  });

  it('speaks of acceptance only for a policy', async () => {
    const general = { ...draft, letterkind: '' as const, acceptanceCount: 3 };
    const view = renderEditor(general);
    expect(await screen.findByText('Shows to guests when they open the app; they read it and close it, nothing to accept.')).toBeInTheDocument();
    expect(screen.getByText('Guests read this version: saving changed texts makes a new version.')).toBeInTheDocument();
    expect(screen.queryByText(/accept again|must accept/)).not.toBeInTheDocument();
    view.unmount();

    renderEditor({ ...draft, acceptanceCount: 3 });
    expect(await screen.findByText('Guests must accept a policy before they can close it; changed texts ask them to accept again.')).toBeInTheDocument();
    expect(screen.getByText('Guests accepted this version: saving changed texts makes a new version they accept again.')).toBeInTheDocument();
  });
});
