// @isolate: its sheets and alerts depend on Ionic's overlay state, which other files in a shared module graph leave behind.
import { managementAnnouncementApi, type ManagedAnnouncementDetail } from '@stay/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf, type RecordedRequest } from '@/test/fake-fetch';
import { ok, renderStaffApp } from '@/test/guest-app';

const chapter = {
  paragraphchapter: 'Opening hours',
  paragraphchapterNl: 'Openingstijden',
  paragraphchapterDe: 'Öffnungszeiten',
  paragraphchapterFr: 'Horaires',
  paragraph: '<h2>Open at 08:00</h2>',
  paragraphNl: '<h2>Open om 08:00</h2>',
  paragraphDe: '<h2>Geöffnet ab 08:00</h2>',
  paragraphFr: '<h2>Ouvert à 8 h</h2>',
};

const draft: ManagedAnnouncementDetail = {
  nmbr: 4,
  letterkind: 'policy',
  lettername: 'Pool rules',
  letternameNl: 'Zwembadregels',
  letternameDe: 'Poolregeln',
  letternameFr: 'Règles de la piscine',
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

  it('warns before publishing, naming every language with empty texts, and still publishes', async () => {
    const app = renderEditor({ ...draft, letternameNl: null, letternameFr: null, chapters: [{ ...chapter, paragraphNl: '<p></p>', paragraphDe: null }] });
    await screen.findByDisplayValue('Pool rules');
    fireEvent.click(screen.getByText('Publish', { selector: 'ion-button' }));
    await waitFor(() =>
      expect(lastAlert()?.message).toBe(
        'Guests of the park see “Pool rules” from now on. Some texts are missing in Dutch, German and French: guests who use the app in those languages read them in the park’s content language, or in English.',
      ),
    );
    await pressInAlert('Publish');
    await waitFor(() => expect(app.server.requests.some((request) => request.endpoint === 'managementAnnouncementApi.publish')).toBe(true));
  });

  it('warns in Dutch too', async () => {
    renderEditor({ ...draft, chapters: [{ ...chapter, paragraphchapterNl: null }] }, 'nl');
    await screen.findByDisplayValue('Pool rules');
    fireEvent.click(screen.getByText('Publiceren', { selector: 'ion-button' }));
    await waitFor(() => expect(lastAlert()?.message).toContain('Sommige teksten ontbreken in het Nederlands'));
  });

  it('marks the languages with missing texts on their tabs and shows the guest’s view in each', async () => {
    renderEditor({ ...draft, letternameDe: null, chapters: [{ ...chapter, paragraphDe: null, paragraphchapterDe: null }] });
    await screen.findByDisplayValue('Pool rules');
    const tab = (language: string) => screen.getByRole('tab', { name: new RegExp(language) });
    expect(tab('German')).toHaveAccessibleName('German missing');
    expect(tab('French')).toHaveAccessibleName('French');
    fireEvent.click(tab('French'));
    const french = screen.getByRole('region', { name: 'Preview in French' });
    expect(french).toHaveTextContent('Règles de la piscine');
    expect(french).toHaveTextContent('Ouvert à 8 h');
    fireEvent.click(tab('German'));
    const german = screen.getByRole('region', { name: 'Preview in German' });
    // Nothing in German and the park's content language English: the English text.
    expect(german).toHaveTextContent('Pool rules');
    expect(german).toHaveTextContent('Open at 08:00');
    expect(german).toHaveTextContent('No German text yet: guests reading German see the English text.');
    fireEvent.change(screen.getByLabelText('Title in German'), { target: { value: 'Poolregeln' } });
    expect(german).toHaveTextContent('Poolregeln');
    expect(tab('German')).toHaveAccessibleName('German missing');
    fireEvent.change(screen.getByLabelText('Chapter title in German'), { target: { value: 'Öffnungszeiten' } });
    expect(german).toHaveTextContent('Öffnungszeiten');
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
