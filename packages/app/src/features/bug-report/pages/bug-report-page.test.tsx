import { publicBugReportApi } from '@stay/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { compressImage, PHOTO_COMPRESSION } from '@/lib/images/compress-image';
import { routeOf } from '@/test/fake-fetch';
import { fail, ok, renderGuestApp, renderVisitorApp } from '@/test/guest-app';

vi.mock('@/lib/images/compress-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/images/compress-image')>()),
  compressImage: vi.fn(async (file: File) => new File(['png'], file.name.replace(/\.\w+$/, '.png'), { type: 'image/png' })),
}));

const RECEIPT = { id: 'report-1', createdAt: '2026-07-01T10:00:00.000Z' };

/** The form posts multipart through the window's fetch (outside the JSON client), as photo uploads do. */
function useServerAsWindowFetch(fetch: typeof globalThis.fetch) {
  vi.stubGlobal('fetch', fetch);
  onTestFinished(() => void vi.unstubAllGlobals());
}

const sentForms = (fetch: typeof globalThis.fetch) =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).endsWith(publicBugReportApi.send.path))
    .map(([, init]) => ({ form: init?.body as FormData, headers: new Headers(init?.headers) }));

describe('/bug-report', () => {
  it('lets someone signed out describe the problem with a screenshot, and thanks them', async () => {
    const app = renderVisitorApp('/bug-report?from=/login', { [routeOf(publicBugReportApi.send)]: ok(RECEIPT) });
    useServerAsWindowFetch(app.server.fetch);
    await screen.findByRole('heading', { name: 'Report a problem' });

    fireEvent.click(screen.getByText('Send report', { selector: 'ion-button' }));
    expect(await screen.findByText('Describe what happened')).toBeInTheDocument();
    expect(sentForms(app.server.fetch)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('What happened?'), { target: { value: '  The login button does nothing  ' } });
    const shot = new File(['jpeg'], 'screen.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Screenshot'), { target: { files: [shot] } });
    expect(await screen.findByRole('img', { name: 'The chosen screenshot' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Send report', { selector: 'ion-button' }));

    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(compressImage).toHaveBeenCalledWith(shot, PHOTO_COMPRESSION);
    const [sent] = sentForms(app.server.fetch);
    expect(sent?.form.get('description')).toBe('The login button does nothing');
    expect(sent?.form.get('route')).toBe('/login');
    expect((sent?.form.get('screenshot') as File).name).toBe('screen.png');
    expect(sent?.headers.has('accesstoken')).toBe(false);
    expect(sent?.headers.get('app-version')).toBe('2.1.8');
  });

  it("sends a signed-in guest's report with their access token, and keeps the text when sending fails", async () => {
    let attempts = 0;
    const app = renderGuestApp('/bug-report?from=/guest/more', {
      [routeOf(publicBugReportApi.send)]: () => {
        attempts += 1;
        return attempts === 1 ? fail(500, 'UNEXPECTED_ERROR')() : ok(RECEIPT)();
      },
    });
    useServerAsWindowFetch(app.server.fetch);
    fireEvent.change(await screen.findByLabelText('What happened?'), { target: { value: 'Door app hangs' } });
    fireEvent.click(screen.getByText('Send report', { selector: 'ion-button' }));
    expect(await screen.findByText('The report could not be sent. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('What happened?')).toHaveValue('Door app hangs');

    fireEvent.click(screen.getByText('Send report', { selector: 'ion-button' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    const sent = sentForms(app.server.fetch);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get('accesstoken')).toBe('access-1');
    expect(sent[1]?.form.get('route')).toBe('/guest/more');
    expect(sent[1]?.form.has('screenshot')).toBe(false);
    await waitFor(() => expect(screen.getByText('Back', { selector: 'ion-button' })).toHaveAttribute('router-link', '/guest/more'));
  });
});
