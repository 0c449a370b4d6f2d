import { guestWeblinkApi } from '@stay/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf, type FakeHandler } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { ok, renderGuestApp } from '@/test/guest-app';
import { reservationWith } from '@/test/stay-fixtures';
import { GUEST_WEBLINKS } from '@/test/weblink-fixtures';

function openFaq(routes: Record<string, FakeHandler> = {}) {
  return renderGuestApp('/guest/faq', {
    'GET /api/guest/reservation/current': ok(reservationWith()),
    'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
    [routeOf(guestWeblinkApi.list)]: ok(GUEST_WEBLINKS),
    ...routes,
  });
}

describe('/guest/faq', () => {
  it('shows each question folding out to its answer, the page as a link to read more, and the tips; links open safely in a new tab', async () => {
    const app = openFaq();
    const questions = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const stay = within(questions).getByRole('region', { name: 'Your stay' });
    const wifi = within(stay).getByText('Wi-Fi at the park', { selector: 'summary *' }).closest('details') as HTMLDetailsElement;
    expect(wifi.open).toBe(false);
    fireEvent.click(within(wifi).getByText('Wi-Fi at the park'));
    expect(wifi.open).toBe(true);
    // The answer is on the page; the park's page is an extra.
    expect(within(wifi).getByText('Network name and password', { selector: 'p' })).toBeInTheDocument();
    const readMore = within(wifi).getByRole('link', { name: /Read more/ });
    expect(readMore).toHaveAttribute('href', 'https://www.duinpark.example/faq/wifi');
    expect(readMore).toHaveAttribute('target', '_blank');
    expect(readMore).toHaveAttribute('rel', 'noopener noreferrer');
    // A question without a written answer still folds out to its page.
    const checkIn = within(stay).getByText('Check-in and check-out').closest('details') as HTMLDetailsElement;
    expect(within(checkIn).getByRole('link', { name: /Read more/ })).toHaveAttribute('href', 'https://www.duinpark.example/faq/check-in');

    const tips = screen.getByRole('region', { name: 'Tips nearby' });
    expect(within(tips).getByRole('link', { name: /Beach pavilion De Zeemeeuw/ })).toHaveAttribute('href', 'https://zeemeeuw.example');
    // Asked in the app's language.
    await waitFor(() => expect(app.server.requests.find((request) => request.endpoint === 'guestWeblinkApi.list')?.query.get('lang')).toBe('en'));
  });

  it('shows the faqLink and faqLinks of the settings, never an address that is not http(s)', async () => {
    openFaq();
    const more = await screen.findByRole('region', { name: 'More answers' });
    expect(within(more).getByRole('link', { name: /All questions and answers/ })).toHaveAttribute('href', 'https://www.duinpark.example/faq');
    expect(within(more).getByRole('link', { name: /House rules/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Broken link')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('says when there is nothing yet and leads to the chat', async () => {
    openFaq({ [routeOf(guestWeblinkApi.list)]: ok({ faq: [], gem: [], faqLink: null, faqLinks: [] }) });
    expect(await screen.findByText('No questions and tips here yet')).toBeInTheDocument();
    expect(screen.getByText('Open the chat', { selector: 'ion-button' })).toHaveAttribute('router-link', '/guest/chat');
  });

  it('offers a retry when the FAQ cannot be loaded', async () => {
    let calls = 0;
    openFaq({
      [routeOf(guestWeblinkApi.list)]: () => (++calls === 1 ? { status: 500, body: { code: 'UNEXPECTED_ERROR', message: 'x' } } : { status: 200, body: GUEST_WEBLINKS }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The FAQ and tips could not be loaded')).toBeInTheDocument();
    fireEvent.click(within(alert).getByText('Try again'));
    expect(await screen.findByRole('region', { name: 'Frequently asked questions' })).toBeInTheDocument();
  });
});
