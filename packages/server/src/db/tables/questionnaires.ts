/** Texts shown to guests are English; their `_nl`/`_de`/`_fr` columns the other languages (null: missing). */
export interface QuestionnairesTable {
  id: string;
  label: string;
  title: string;
  title_nl: string | null;
  title_de: string | null;
  title_fr: string | null;
}

export interface QuestionnaireQuestionsTable {
  id: string;
  questionnaire_id: string;
  position: number;
  label: string;
  question: string;
  question_nl: string | null;
  question_de: string | null;
  question_fr: string | null;
  /** Boolean as 0/1. */
  multiple: number;
}

export interface QuestionnaireOptionsTable {
  id: string;
  question_id: string;
  position: number;
  value: string;
  text: string;
  text_nl: string | null;
  text_de: string | null;
  text_fr: string | null;
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
