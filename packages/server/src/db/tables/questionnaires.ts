export interface QuestionnairesTable {
  id: string;
  label: string;
  title: string;
}

export interface QuestionnaireQuestionsTable {
  id: string;
  questionnaire_id: string;
  position: number;
  label: string;
  question: string;
  /** Boolean as 0/1. */
  multiple: number;
}

export interface QuestionnaireOptionsTable {
  id: string;
  question_id: string;
  position: number;
  value: string;
  text: string;
  /** JSON array of strings, matched against guide profile tags. */
  tags: string;
}

/** A reservation's answers: one row per picked option (`awnser` as the wire spells it). */
export interface QuestionnaireAnswersTable {
  reservation_id: string;
  questionnaire_label: string;
  question_label: string;
  awnser: string;
  person_id: string | null;
  answered_at: string;
}
