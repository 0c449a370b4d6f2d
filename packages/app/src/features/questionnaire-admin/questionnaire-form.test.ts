import { describe, expect, it } from 'vitest';
import { moveAnswer, newAnswerForm, questionnaireBodyOf, questionnaireFormOf, questionnaireProblemsOf, valueOf } from './questionnaire-form';

const QUESTIONNAIRE = {
  label: 'guide',
  title: 'Find your guide',
  titleNl: 'Vind je gids',
  titleDe: null,
  titleFr: null,
  questions: [
    {
      label: 'interests',
      question: 'What would you like to do?',
      questionNl: null,
      questionDe: null,
      questionFr: null,
      multiple: true,
      options: [
        { value: 'hiking', text: 'Walking', textNl: 'Wandelen', textDe: null, textFr: null, tags: ['hiking'] },
        { value: 'food', text: 'Food', textNl: null, textDe: null, textFr: null, tags: ['food'] },
      ],
    },
  ],
};

describe('questionnaire form', () => {
  it('makes a new answer’s value from its English text, unique within the question', () => {
    expect(valueOf('Café & Wine tasting!', new Set())).toBe('cafe-wine-tasting');
    expect(valueOf('Food', new Set(['food']))).toBe('food-2');
    expect(valueOf('???', new Set())).toBe('answer');
  });

  it('sends the texts trimmed, empty translations as missing, answers in their order with the new ones’ values', () => {
    const form = questionnaireFormOf(QUESTIONNAIRE);
    const question = form.questions[0]!;
    const added = { ...newAnswerForm(), text: ' Food ', textDe: 'Essen', tags: ['food'] };
    const moved = moveAnswer({ ...question, answers: [...question.answers, added] }, 2, -1);
    const body = questionnaireBodyOf({ ...form, titleNl: ' ', questions: [moved] });
    expect(body.titleNl).toBeNull();
    expect(body.questions[0]?.options).toEqual([
      { value: 'hiking', text: 'Walking', textNl: 'Wandelen', textDe: null, textFr: null, tags: ['hiking'] },
      { value: 'food-2', text: 'Food', textNl: null, textDe: 'Essen', textFr: null, tags: ['food'] },
      { value: 'food', text: 'Food', textNl: null, textDe: null, textFr: null, tags: ['food'] },
    ]);
  });

  it('names what must be filled in: English texts and one answer per question', () => {
    const form = questionnaireFormOf(QUESTIONNAIRE);
    expect(questionnaireProblemsOf(form)).toBeNull();
    const empty = { ...newAnswerForm(), textNl: 'Strand' };
    const problems = questionnaireProblemsOf({ ...form, title: ' ', questions: [{ ...form.questions[0]!, answers: [empty] }] });
    expect(problems).toEqual({ title: 'required', questions: { interests: { answers: [empty.key] } } });
    expect(questionnaireProblemsOf({ ...form, questions: [{ ...form.questions[0]!, answers: [] }] })?.questions.interests).toEqual({ noAnswers: true, answers: [] });
  });
});
