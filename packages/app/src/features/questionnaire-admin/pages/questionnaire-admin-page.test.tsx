import { managementLocationApi, managementQuestionnaireApi, type EditableQuestionnaire } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf, type FakeHandler } from '@/test/fake-fetch';
import { fail, ok, renderStaffApp } from '@/test/guest-app';
import type { Language } from '@/lib/i18n/languages';

const QUESTIONNAIRE: EditableQuestionnaire = {
  label: 'guide',
  title: 'Find your guide',
  titleNl: 'Vind je gids',
  titleDe: 'Finde deinen Guide',
  titleFr: 'Trouvez votre guide',
  questions: [
    {
      label: 'interests',
      question: 'What would you like to do?',
      questionNl: 'Wat wil je doen?',
      questionDe: 'Was möchtest du unternehmen?',
      questionFr: null,
      multiple: true,
      options: [
        { value: 'hiking', text: 'Walking', textNl: 'Wandelen', textDe: 'Wandern', textFr: null, tags: ['hiking'] },
        { value: 'food', text: 'Food and drinks', textNl: 'Eten en drinken', textDe: 'Essen', textFr: null, tags: ['food'] },
      ],
    },
  ],
};

function renderEditor(routes: Record<string, FakeHandler> = {}, language?: Language) {
  return renderStaffApp(
    '/management/questionnaire',
    {
      [routeOf(managementQuestionnaireApi.get)]: ok(QUESTIONNAIRE),
      [routeOf(managementLocationApi.contentLanguage)]: ok({ contentLanguage: 'nl' }),
      ...routes,
    },
    { role: 'MANAGEMENT', language },
  );
}

const lastAlert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;
/**
 * Presses an alert's button once the alert is on screen (it hides the page from screen readers while open) and waits
 * until it has gone, so the page is readable again.
 */
async function press(role: string) {
  const outlet = () => document.querySelector('ion-router-outlet');
  await waitFor(() => expect(outlet()).toHaveAttribute('aria-hidden', 'true'));
  const alert = lastAlert();
  const button = alert?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === role);
  await act(async () => {
    if (button && typeof button !== 'string') await button.handler?.(undefined);
    await alert?.dismiss();
  });
  await waitFor(() => expect(outlet()).not.toHaveAttribute('aria-hidden'));
}

describe('management: guide questions', () => {
  it('marks the languages a question or its answers miss, previewing each as guests see it', async () => {
    renderEditor();
    const question = await screen.findByRole('region', { name: 'Question 1' });
    const tabs = within(question).getByRole('tablist', { name: 'Question 1: language' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['ENEnglish', 'NLDutch', 'DEGerman', 'FRFrench missing']);
    fireEvent.click(within(tabs).getByRole('tab', { name: /French/ }));
    expect(within(question).getByLabelText('Question in French')).toHaveValue('');
    const preview = within(question).getByRole('region', { name: 'Preview in French' });
    // A French guest gets the park's content language (Dutch) where French is missing.
    expect(await within(preview).findByText('Wat wil je doen?')).toHaveAttribute('lang', 'nl');
    expect(within(preview).getByText('Wandelen')).toHaveAttribute('lang', 'nl');
    expect(within(preview).getByText('No French text yet: guests reading French see the Dutch text.')).toBeInTheDocument();
    fireEvent.change(within(question).getByLabelText('Answer 1 in French'), { target: { value: 'Randonnée' } });
    expect(within(preview).getByText('Randonnée')).toHaveAttribute('lang', 'fr');
  });

  it('adds, reorders and removes answers (after asking), and saves every language', async () => {
    const app = renderEditor({ [routeOf(managementQuestionnaireApi.save)]: (request) => ok({ ...QUESTIONNAIRE, ...(request.body as object) })() });
    const question = await screen.findByRole('region', { name: 'Question 1' });
    fireEvent.click(within(question).getByText('Add an answer'));
    fireEvent.change(within(question).getByLabelText('Answer 3'), { target: { value: 'Beach days' } });
    fireEvent.click(within(question).getAllByRole('checkbox', { name: 'Beach' })[2] as HTMLElement);
    fireEvent.click(within(question).getByTitle('Move answer 3 up'));
    expect(within(question).getByLabelText('Answer 2')).toHaveValue('Beach days');
    fireEvent.click(within(question).getByRole('tab', { name: /German/ }));
    fireEvent.change(within(question).getByLabelText('Answer 2 in German'), { target: { value: 'Strandtage' } });

    fireEvent.click(within(question).getByTitle('Remove answer 1'));
    await waitFor(() => expect(lastAlert()?.header).toBe('Remove this answer?'));
    expect(lastAlert()?.message).toBe('Guests no longer see “Walking”. Answers guests gave before stay on their bookings.');
    await press('cancel');
    expect(within(question).getByLabelText('Answer 1 in German')).toHaveValue('Wandern');
    fireEvent.click(within(question).getByTitle('Remove answer 1'));
    await press('destructive');
    await waitFor(() => expect(within(question).getByLabelText('Answer 1 in German')).toHaveValue('Strandtage'));

    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(app.server.requests.some((request) => request.endpoint === 'managementQuestionnaireApi.save')).toBe(true));
    const sent = app.server.requests.find((request) => request.endpoint === 'managementQuestionnaireApi.save');
    expect(sent?.path).toBe('/api/employee/questionnaire/guide/edit');
    expect(sent?.body).toMatchObject({
      title: 'Find your guide',
      questions: [
        {
          label: 'interests',
          questionFr: null,
          options: [
            { value: 'beach-days', text: 'Beach days', textDe: 'Strandtage', textNl: null, tags: ['beach'] },
            { value: 'food', text: 'Food and drinks', textDe: 'Essen', tags: ['food'] },
          ],
        },
      ],
    });
  });

  it('asks for the English texts before saving, sending nothing', async () => {
    const app = renderEditor();
    const question = await screen.findByRole('region', { name: 'Question 1' });
    fireEvent.click(within(question).getByText('Add an answer'));
    fireEvent.click(screen.getByText('Save'));
    expect(await screen.findByText('Some texts are missing in English. Fill in the marked fields.')).toBeInTheDocument();
    expect(within(question).getByLabelText('Answer 3')).toHaveAttribute('aria-invalid', 'true');
    expect(app.server.requests.some((request) => request.endpoint === 'managementQuestionnaireApi.save')).toBe(false);
  });

  it('speaks German, and offers a retry when the questions cannot be loaded', async () => {
    let calls = 0;
    renderEditor({ [routeOf(managementQuestionnaireApi.get)]: () => (++calls === 1 ? fail(500, 'UNEXPECTED_ERROR')() : ok(QUESTIONNAIRE)()) }, 'de');
    expect(await screen.findByText('Die Fragen konnten nicht geladen werden')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Erneut versuchen'));
    expect(await screen.findByText('Frage 1')).toBeInTheDocument();
  });
});
