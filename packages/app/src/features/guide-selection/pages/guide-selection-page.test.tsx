import type { MatchedGuide } from '@stay/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHandler } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { ok, renderGuestApp } from '@/test/guest-app';
import type { Language } from '@/lib/i18n/languages';
import { guideProfiles, guideQuestionnaire, reservationWith, suiteWith } from '@/test/stay-fixtures';

const withoutGuide = reservationWith({ guide: null, guideSelectionTimestamp: null });
const anouk = guideProfiles[0]!;
const withAnouk = reservationWith({ guide: { _id: anouk._id, erpUID: anouk.erpUID, firstname: 'Anouk', surname: 'Smits', personimage: null } });
const matched: MatchedGuide[] = [
  { ...anouk, score: 2, matchedAnswers: [{ label: 'interests', awnser: 'biking', text: 'Cycling' }, { label: 'interests', awnser: 'hiking', text: 'Walking and hiking' }] },
  { ...guideProfiles[1]!, score: 0, matchedAnswers: [] },
];

function openGuideSelection(extra: Record<string, FakeHandler> = {}, current = withoutGuide, language: Language = 'en') {
  return renderGuestApp('/guide-selection', {
    'GET /api/guest/reservation/current': ok(current),
    'GET /api/guest/reservation/current/guide': ok(null),
    'GET /api/guest/questionnaire/guide': ok(guideQuestionnaire),
    'POST /api/guest/matched-guides': ok(matched),
    'GET /api/guest/available-guides': ok(guideProfiles),
    'POST /api/guest/choose-guide/guide-anouk': ok(withAnouk),
    'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
    'GET /api/guest/accommodation/current': ok(suiteWith()),
    ...extra,
  }, {}, { language });
}

const submitQuestionnaire = () => fireEvent.submit(screen.getByText('Find my guide', { selector: 'ion-button' }).closest('form')!);

describe('/guide-selection', () => {
  it('asks the questionnaire and wants at least one answer', async () => {
    const app = openGuideSelection();
    expect(await screen.findByText('Find the guide who fits your stay')).toBeInTheDocument();
    expect(screen.getByText('What would you like to do during your stay?')).toBeInTheDocument();
    submitQuestionnaire();
    expect(await screen.findByText('Answer at least one question, or show all guides.')).toBeInTheDocument();
    expect(app.server.requests.some((request) => request.path === '/api/guest/matched-guides')).toBe(false);
  });

  it('matches guides to the answers, and choosing one leads to the guest home', async () => {
    const app = openGuideSelection();
    fireEvent.click(await screen.findByLabelText('Cycling'));
    fireEvent.click(screen.getByLabelText('Walking and hiking'));
    fireEvent.click(screen.getByLabelText('Family with children'));
    fireEvent.click(screen.getByLabelText('My partner')); // a single-choice question keeps the last pick
    submitQuestionnaire();

    expect(await screen.findByText('Your best matches')).toBeInTheDocument();
    expect(app.server.requests.find((request) => request.path === '/api/guest/matched-guides')?.body).toEqual({
      label: 'guide',
      entries: [
        { label: 'interests', awnser: 'biking' },
        { label: 'interests', awnser: 'hiking' },
        { label: 'company', awnser: 'couple' },
      ],
    });
    expect(screen.getByText('Fits 2 of your answers: Cycling and Walking and hiking')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Choose Anouk', { selector: 'ion-button' }));
    await waitFor(() => expect(app.currentPath()).toBe('/guest/home'));
    expect(app.server.requests.some((request) => request.method === 'POST' && request.path === '/api/guest/choose-guide/guide-anouk')).toBe(true);
    await waitFor(() => expect((document.querySelector('ion-toast') as (HTMLElement & { message?: string }) | null)?.message).toBe('Anouk is now your guide. Say hello in the chat!'));
    expect(await screen.findByText('Anouk Smits')).toBeInTheDocument();
  });

  it("names the guides' interests in the guest's language", async () => {
    openGuideSelection({}, withoutGuide, 'nl');
    fireEvent.click(await screen.findByText('Toon alle gidsen', { selector: 'ion-button' }));
    const interests = await screen.findAllByRole('list', { name: 'Interesses' });
    expect(interests.map((list) => [...list.querySelectorAll('li')].map((item) => item.textContent))).toEqual([['Fietsen', 'Kinderen'], ['Eten en drinken']]);
  });

  it('shows all available guides without answering', async () => {
    openGuideSelection();
    fireEvent.click(await screen.findByText('Show all guides', { selector: 'ion-button' }));
    expect(await screen.findByText('All guides')).toBeInTheDocument();
    expect(await screen.findByText('Choose Bram', { selector: 'ion-button' })).toBeInTheDocument();
  });

  it("starts from the guest's earlier answers", async () => {
    const answered = { ...withoutGuide, mainGuest: { ...withoutGuide.mainGuest, questionnaire: [{ label: 'interests', awnser: 'biking' }] } };
    openGuideSelection({}, answered);
    await waitFor(() => expect(screen.getByLabelText('Cycling')).toBeChecked());
    expect(screen.getByLabelText('Walking and hiking')).not.toBeChecked();
  });
});
