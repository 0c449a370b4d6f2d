import { IonButton } from '@ionic/react';
import { APP_LANGUAGES, SAVED_REPLY_SHORTCUT_MAX_LENGTH, SAVED_REPLY_TEXT_MAX_LENGTH, SAVED_REPLY_TITLE_MAX_LENGTH, type AppLanguage, type SavedReply } from '@stay/contract';
import { useId, useState, type ReactNode } from 'react';
import { FieldFrame } from '@/components/field-frame';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useSaveSavedReply } from '@/domains/saved-reply/mutations';
import { useSavedReplyTranslation } from '@/domains/saved-reply/saved-reply-i18n';
import { useErrorText } from '@/lib/errors/use-error-text';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useSavedRepliesAdminTranslation } from '../i18n';
import { savedReplyBodyOf, savedReplyFormOf, savedReplyFormProblems, type SavedReplyForm, type SavedReplyFormField } from '../saved-reply-form';

interface SavedReplyModalProps {
  /** The reply to edit, or null for a new one. */
  reply: SavedReply | null;
  /** Management may share a new reply with the team. */
  canShare: boolean;
  /** A new reply starts shared (added from the shared list). */
  isSharedByDefault: boolean;
  onClose(): void;
}

const FIELD_ORDER: readonly SavedReplyFormField[] = ['title', 'shortcut', 'text.en', 'text.nl', 'text.de', 'text.fr'];

/**
 * Add or edit a saved reply: title, shortcut, and a text per language (English required; a missing language is
 * marked as such), with the variables it may use. Problems show beside their field; the server's refusal too.
 */
export function SavedReplyModal({ reply, canShare, isSharedByDefault, onClose }: SavedReplyModalProps) {
  const { t } = useSavedRepliesAdminTranslation();
  const { t: tReply } = useSavedReplyTranslation();
  const [form, setForm] = useState<SavedReplyForm>(() => savedReplyFormOf(reply, canShare && isSharedByDefault));
  const [isTried, setTried] = useState(false);
  const save = useSaveSavedReply();
  const errorText = useErrorText();
  const showSuccess = useSuccessToast();
  const prefix = useId();
  const id = (name: string) => `${prefix}-${name.replace('.', '-')}`;
  const problems = isTried ? savedReplyFormProblems(form) : {};
  const refusal = save.error instanceof HttpError ? save.error.code : save.error ? CLIENT_ERROR_CODE.offline : null;

  function update(change: Partial<SavedReplyForm>) {
    if (save.error) save.reset();
    setForm((current) => ({ ...current, ...change }));
  }

  function submit() {
    setTried(true);
    const found = savedReplyFormProblems(form);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    const body = savedReplyBodyOf(form);
    const changes = { title: body.title, shortcut: body.shortcut, text: body.text };
    save.mutate(reply ? { kind: 'update', _id: reply._id, body: changes } : { kind: 'create', body }, {
      onSuccess: () => {
        showSuccess(t(reply ? 'toast.saved' : 'toast.created'));
        onClose();
      },
    });
  }

  const problemText = (name: SavedReplyFormField): string | undefined => {
    const problem = problems[name];
    if (!problem) return undefined;
    return problem.kind === 'unknownVariable' ? t('form.problems.unknownVariable', { name: problem.name }) : t(`form.problems.${problem.kind}`);
  };
  const field = (name: SavedReplyFormField, label: string, control: ReactNode, hint?: ReactNode) => (
    <FieldFrame controlId={id(name)} label={label} error={problemText(name)} hint={hint}>
      {control}
    </FieldFrame>
  );
  const described = (name: SavedReplyFormField, hasHint: boolean) => {
    const isInvalid = !!problems[name];
    return { 'aria-invalid': isInvalid || undefined, 'aria-describedby': isInvalid ? `${id(name)}-error` : hasHint ? `${id(name)}-hint` : undefined };
  };
  const textField = (language: AppLanguage) => {
    const name: SavedReplyFormField = `text.${language}`;
    const languageName = tReply(`languages.${language}`);
    const isMissing = language !== 'en' && form.text[language].trim() === '';
    const label = language === 'en' ? `${t('form.text', { language: languageName })} (${t('form.required')})` : t('form.text', { language: languageName });
    return (
      <div key={language} className={isMissing ? 'saved-reply-form__text saved-reply-form__text--missing' : 'saved-reply-form__text'}>
        {field(
          name,
          label,
          <textarea
            id={id(name)}
            rows={3}
            lang={language}
            value={form.text[language]}
            maxLength={SAVED_REPLY_TEXT_MAX_LENGTH}
            {...described(name, isMissing)}
            onChange={(event) => update({ text: { ...form.text, [language]: event.target.value } })}
          />,
          isMissing ? (
            <span className="saved-reply-form__missing">
              <strong>{t('missing', { language: languageName })}</strong> · {t('form.missingHint')}
            </span>
          ) : undefined,
        )}
      </div>
    );
  };

  return (
    <SheetDialog isOpen onClose={onClose} title={t(reply ? 'form.editTitle' : 'form.newTitle')}>
      <form
        className="saved-reply-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {field(
          'title',
          t('form.title'),
          <input id={id('title')} value={form.title} maxLength={SAVED_REPLY_TITLE_MAX_LENGTH} {...described('title', false)} onChange={(event) => update({ title: event.target.value })} />,
        )}
        {field(
          'shortcut',
          t('form.shortcut'),
          <input
            id={id('shortcut')}
            value={form.shortcut}
            autoComplete="off"
            spellCheck={false}
            maxLength={SAVED_REPLY_SHORTCUT_MAX_LENGTH}
            {...described('shortcut', true)}
            onChange={(event) => update({ shortcut: event.target.value })}
          />,
          t('form.shortcutHint'),
        )}
        {canShare && !reply && (
          <label className="saved-reply-form__share">
            <input type="checkbox" checked={form.isShared} onChange={(event) => update({ isShared: event.target.checked })} />
            {t('form.isShared')}
          </label>
        )}
        <p className="saved-reply-form__variables">{t('form.variables')}</p>
        {APP_LANGUAGES.map(textField)}
        {refusal && (
          <p className="saved-reply-form__problem" role="alert">
            {refusal !== CLIENT_ERROR_CODE.offline ? errorText(refusal) : t('form.failed')}
          </p>
        )}
        <div className="saved-reply-form__actions">
          <IonButton disabled={save.isPending} onClick={submit}>
            {t('form.save')}
          </IonButton>
        </div>
      </form>
    </SheetDialog>
  );
}
