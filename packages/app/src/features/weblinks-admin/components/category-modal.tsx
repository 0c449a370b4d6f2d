import { IonButton } from '@ionic/react';
import { APP_LANGUAGES, WEBLINK_CATEGORY_KINDS, WEBLINK_CATEGORY_NAME_MAX_LENGTH, type AppLanguage, type WeblinkCategory, type WeblinkCategoryKind } from '@stay/contract';
import { useId, useState } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useSaveWeblinkCategory } from '@/domains/weblink/mutations';
import { useWeblinkTranslation } from '@/domains/weblink/weblink-i18n';
import { useErrorText } from '@/lib/errors/use-error-text';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useWeblinksAdminTranslation } from '../i18n';
import { categoryBodyOf, categoryFormOf, categoryFormProblems, fieldIn, type CategoryForm } from '../weblink-form';
import { LanguageFields } from './language-fields';

/** The icon a new category gets per kind. */
const KIND_ICONS: Record<WeblinkCategoryKind, string> = { faq: 'help-circle-outline', gem: 'sparkles-outline', other: 'folder-outline' };

interface CategoryModalProps {
  /** The category to edit, or null for a new one. */
  category: WeblinkCategory | null;
  onClose(): void;
}

/** Add or edit a category: its name in each language (the missing ones marked), and its kind (FAQ, tips or other). */
export function CategoryModal({ category, onClose }: CategoryModalProps) {
  const { t } = useWeblinksAdminTranslation();
  const { t: tLink } = useWeblinkTranslation();
  const [form, setForm] = useState<CategoryForm>(() => categoryFormOf(category));
  const [isTried, setTried] = useState(false);
  const save = useSaveWeblinkCategory();
  const errorText = useErrorText();
  const showSuccess = useSuccessToast();
  const prefix = useId();
  const ids = { kind: useId() };
  const idOf = (language: AppLanguage) => `${prefix}-name-${language}`;
  const problems = isTried ? categoryFormProblems(form) : {};

  function update(change: Partial<CategoryForm>) {
    if (save.error) save.reset();
    setForm((current) => ({ ...current, ...change }));
  }

  function submit() {
    setTried(true);
    const found = categoryFormProblems(form);
    const first = APP_LANGUAGES.find((language) => found[fieldIn('name', language)]);
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    const body = categoryBodyOf(form);
    const input = category
      ? { kind: 'update' as const, _id: category._id, body }
      : { kind: 'create' as const, body: { ...body, icon: KIND_ICONS[form.kind] } };
    save.mutate(input, {
      onSuccess: () => {
        showSuccess(t(category ? 'toast.categorySaved' : 'toast.categoryCreated'));
        onClose();
      },
    });
  }

  return (
    <SheetDialog isOpen onClose={onClose} title={t(category ? 'categoryForm.editTitle' : 'categoryForm.newTitle')}>
      <form
        className="weblink-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <LanguageFields
          legend={t('categoryForm.name')}
          labels={t('categoryForm.names', { returnObjects: true })}
          values={Object.fromEntries(APP_LANGUAGES.map((language) => [language, form[fieldIn('name', language)]])) as Record<AppLanguage, string>}
          idOf={idOf}
          maxLength={WEBLINK_CATEGORY_NAME_MAX_LENGTH}
          isRequired
          errors={Object.fromEntries(
            APP_LANGUAGES.flatMap((language) => {
              const problem = problems[fieldIn('name', language)];
              return problem ? [[language, t(`categoryForm.problems.${problem}`)]] : [];
            }),
          )}
          onChange={(language, value) => update({ [fieldIn('name', language)]: value })}
        />
        <SegmentedControl
          semantics="radio"
          name={ids.kind}
          label={t('categoryForm.kind')}
          options={WEBLINK_CATEGORY_KINDS.map((value) => ({ value, label: tLink(`kinds.${value}`) }))}
          value={form.kind}
          onChange={(kind) => update({ kind })}
        />
        <p className="weblinks-admin__muted">{t('categoryForm.kindHint')}</p>
        {save.isError && (
          <p className="weblink-form__problem" role="alert">
            {save.error instanceof HttpError && save.error.code !== CLIENT_ERROR_CODE.offline ? errorText(save.error.code) : t('categoryForm.failed')}
          </p>
        )}
        <div className="weblink-form__actions">
          <IonButton disabled={save.isPending} onClick={submit}>
            {t('categoryForm.save')}
          </IonButton>
        </div>
      </form>
    </SheetDialog>
  );
}
