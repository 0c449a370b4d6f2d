import type { Questionnaire, QuestionnaireEntry } from '@stay/contract';

/** Picked option values per question label. */
export type Answers = Record<string, string[]>;

/** Earlier answers (the reservation's mainGuest.questionnaire) that still fit the questionnaire. */
export function answersFrom(entries: readonly QuestionnaireEntry[], questionnaire: Questionnaire): Answers {
  const answers: Answers = {};
  for (const question of questionnaire.questions) {
    const values = entries
      .filter((entry) => entry.label === question.label && question.options.some((option) => option.value === entry.awnser))
      .map((entry) => entry.awnser);
    if (values.length > 0) answers[question.label] = question.multiple ? values : values.slice(0, 1);
  }
  return answers;
}

/** One entry per picked option, spelled as the wire spells it (`awnser`). */
export function entriesOf(answers: Answers): QuestionnaireEntry[] {
  return Object.entries(answers).flatMap(([label, values]) => values.map((awnser) => ({ label, awnser })));
}

export function toggleAnswer(answers: Answers, label: string, value: string, multiple: boolean): Answers {
  const current = answers[label] ?? [];
  if (!multiple) return { ...answers, [label]: [value] };
  const next = current.includes(value) ? current.filter((picked) => picked !== value) : [...current, value];
  return { ...answers, [label]: next };
}
