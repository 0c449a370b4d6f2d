import type { EditableQuestionnaire, QuestionnaireSaveBodyInput, TextInLanguages } from '@stay/contract';

type Texts<Field extends string> = Record<Field | `${Field}Nl` | `${Field}De` | `${Field}Fr`, string>;

/** An answer as typed; `value` is what guests' answers store, null for an answer added here (made from its text on saving). */
export type AnswerForm = Texts<'text'> & { key: string; value: string | null; tags: string[] };
export type QuestionForm = Texts<'question'> & { label: string; multiple: boolean; answers: AnswerForm[] };
export type QuestionnaireForm = Texts<'title'> & { questions: QuestionForm[] };

let nextKey = 0;
/** A key for an answer row that stays while it moves (React's list key). */
const newKey = () => `answer-${(nextKey += 1)}`;
const orEmpty = (text: string | null) => text ?? '';

export function questionnaireFormOf(questionnaire: EditableQuestionnaire): QuestionnaireForm {
  return {
    title: questionnaire.title,
    titleNl: orEmpty(questionnaire.titleNl),
    titleDe: orEmpty(questionnaire.titleDe),
    titleFr: orEmpty(questionnaire.titleFr),
    questions: questionnaire.questions.map((question) => ({
      label: question.label,
      multiple: question.multiple,
      question: question.question,
      questionNl: orEmpty(question.questionNl),
      questionDe: orEmpty(question.questionDe),
      questionFr: orEmpty(question.questionFr),
      answers: question.options.map((option) => ({
        key: newKey(),
        value: option.value,
        text: option.text,
        textNl: orEmpty(option.textNl),
        textDe: orEmpty(option.textDe),
        textFr: orEmpty(option.textFr),
        tags: option.tags,
      })),
    })),
  };
}

export function newAnswerForm(): AnswerForm {
  return { key: newKey(), value: null, text: '', textNl: '', textDe: '', textFr: '', tags: [] };
}

/** A text's four languages from its form fields. */
export function textsOf<Field extends string>(form: Texts<Field>, field: Field): TextInLanguages {
  const texts = form as Record<string, string>;
  return { en: texts[field] ?? '', nl: texts[`${field}Nl`], de: texts[`${field}De`], fr: texts[`${field}Fr`] };
}

/** The value of a new answer: its English text in lower-case words joined by dashes, unique within the question. */
export function valueOf(text: string, taken: ReadonlySet<string>): string {
  const base =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'answer';
  let value = base;
  for (let suffix = 2; taken.has(value); suffix += 1) value = `${base}-${suffix}`;
  return value;
}

const translation = (text: string) => text.trim() || null;

export function questionnaireBodyOf(form: QuestionnaireForm): QuestionnaireSaveBodyInput {
  return {
    title: form.title.trim(),
    titleNl: translation(form.titleNl),
    titleDe: translation(form.titleDe),
    titleFr: translation(form.titleFr),
    questions: form.questions.map((question) => {
      const taken = new Set(question.answers.flatMap((answer) => (answer.value === null ? [] : [answer.value])));
      return {
        label: question.label,
        question: question.question.trim(),
        questionNl: translation(question.questionNl),
        questionDe: translation(question.questionDe),
        questionFr: translation(question.questionFr),
        options: question.answers.map((answer) => {
          const value = answer.value ?? valueOf(answer.text, taken);
          taken.add(value);
          return { value, text: answer.text.trim(), textNl: translation(answer.textNl), textDe: translation(answer.textDe), textFr: translation(answer.textFr), tags: answer.tags };
        }),
      };
    }),
  };
}

/** What must be filled in before saving: the English title, each question's English text and each answer's, and one answer at least. */
export interface QuestionnaireProblems {
  title?: 'required';
  questions: Record<string, { question?: 'required'; noAnswers?: true; answers: string[] }>;
}

export function questionnaireProblemsOf(form: QuestionnaireForm): QuestionnaireProblems | null {
  let hasProblem = form.title.trim() === '';
  const questions: QuestionnaireProblems['questions'] = {};
  for (const question of form.questions) {
    const answers = question.answers.filter((answer) => answer.text.trim() === '').map((answer) => answer.key);
    const isQuestionMissing = question.question.trim() === '';
    const hasNoAnswers = question.answers.length === 0;
    if (isQuestionMissing || hasNoAnswers || answers.length > 0) hasProblem = true;
    questions[question.label] = { ...(isQuestionMissing ? { question: 'required' as const } : {}), ...(hasNoAnswers ? { noAnswers: true as const } : {}), answers };
  }
  return hasProblem ? { ...(form.title.trim() === '' ? { title: 'required' as const } : {}), questions } : null;
}

/** The form with one question changed. */
export function withQuestion(form: QuestionnaireForm, label: string, change: (question: QuestionForm) => QuestionForm): QuestionnaireForm {
  return { ...form, questions: form.questions.map((question) => (question.label === label ? change(question) : question)) };
}

/** An answer moved one place up (-1) or down (+1); at either end nothing changes. */
export function moveAnswer(question: QuestionForm, index: number, step: -1 | 1): QuestionForm {
  const target = index + step;
  if (target < 0 || target >= question.answers.length) return question;
  const answers = [...question.answers];
  [answers[index], answers[target]] = [answers[target] as AnswerForm, answers[index] as AnswerForm];
  return { ...question, answers };
}
