import { APP_LANGUAGES, unknownSavedReplyVariables, type AppLanguage, type SavedReply, type SavedReplyCreateBodyInput } from '@stay/contract';

export interface SavedReplyForm {
  title: string;
  shortcut: string;
  isShared: boolean;
  text: Record<AppLanguage, string>;
}

export type SavedReplyFormField = 'title' | 'shortcut' | `text.${AppLanguage}`;
export type SavedReplyFormProblem = { kind: 'titleRequired' | 'englishRequired' | 'shortcutInvalid' } | { kind: 'unknownVariable'; name: string };

/** The form of a reply to edit, or an empty one (a shared one when management adds from the shared list). */
export function savedReplyFormOf(reply: SavedReply | null, isShared = false): SavedReplyForm {
  return {
    title: reply?.title ?? '',
    shortcut: reply?.shortcut ?? '',
    isShared: reply ? reply.scope === 'shared' : isShared,
    text: { en: reply?.text.en ?? '', nl: reply?.text.nl ?? '', de: reply?.text.de ?? '', fr: reply?.text.fr ?? '' },
  };
}

/** What is wrong before sending (the server checks the same): a title, the English text, the shortcut and the variables. */
export function savedReplyFormProblems(form: SavedReplyForm): Partial<Record<SavedReplyFormField, SavedReplyFormProblem>> {
  const problems: Partial<Record<SavedReplyFormField, SavedReplyFormProblem>> = {};
  if (form.title.trim() === '') problems.title = { kind: 'titleRequired' };
  if (!/^[\p{L}\p{N}-]*$/u.test(form.shortcut.trim())) problems.shortcut = { kind: 'shortcutInvalid' };
  for (const language of APP_LANGUAGES) {
    const unknown = unknownSavedReplyVariables(form.text[language])[0];
    if (unknown !== undefined) problems[`text.${language}`] = { kind: 'unknownVariable', name: `{${unknown}}` };
  }
  if (form.text.en.trim() === '') problems['text.en'] = { kind: 'englishRequired' };
  return problems;
}

/** The body to send; empty translations are sent as null (missing). */
export function savedReplyBodyOf(form: SavedReplyForm): SavedReplyCreateBodyInput {
  const translation = (value: string) => (value.trim() === '' ? null : value);
  return {
    title: form.title,
    shortcut: form.shortcut.trim() === '' ? null : form.shortcut,
    text: { en: form.text.en, nl: translation(form.text.nl), de: translation(form.text.de), fr: translation(form.text.fr) },
    shared: form.isShared,
  };
}
