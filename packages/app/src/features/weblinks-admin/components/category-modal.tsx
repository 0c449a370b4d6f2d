import { IonButton } from '@ionic/react';
import { WEBLINK_CATEGORY_KINDS, WEBLINK_CATEGORY_NAME_MAX_LENGTH, type WeblinkCategory, type WeblinkCategoryKind } from '@stay/contract';
import { useId, useState } from 'react';
import { TextField } from '@/components/text-field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useSaveWeblinkCategory } from '@/domains/weblink/mutations';
import { useWeblinkTranslation } from '@/domains/weblink/weblink-i18n';
import { useErrorText } from '@/lib/errors/use-error-text';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useWeblinksAdminTranslation } from '../i18n';
import { categoryBodyOf, categoryFormOf, categoryFormProblems, type CategoryForm } from '../weblink-form';

/** The icon a new category gets per kind. */
const KIND_ICONS: Record<WeblinkCategoryKind, string> = { faq: 'help-circle-outline', gem: 'sparkles-outline', other: 'folder-outline' };

interface CategoryModalProps {
  /** The category to edit, or null for a new one. */
  category: WeblinkCategory | null;
  onClose(): void;
}

/** Add or edit a category: its name in English and Dutch, and its kind (FAQ, tips or other). */
export function CategoryModal({ category, onClose }: CategoryModalProps) {
  const { t } = useWeblinksAdminTranslation();
  const { t: tLink } = useWeblinkTranslation();
  const [form, setForm] = useState<CategoryForm>(() => categoryFormOf(category));
  const [isTried, setTried] = useState(false);
  const save = useSaveWeblinkCategory();
  const errorText = useErrorText();
  const showSuccess = useSuccessToast();
  const ids = { name: useId(), nameNl: useId(), kind: useId() };
  const problems = isTried ? categoryFormProblems(form) : {};

  function update(change: Partial<CategoryForm>) {
    if (save.error) save.reset();
    setForm((current) => ({ ...current, ...change }));
  }

  function submit() {
    setTried(true);
    const found = categoryFormProblems(form);
    if (found.name || found.nameNl) {
      document.getElementById(found.name ? ids.name : ids.nameNl)?.focus();
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
        <TextField
          id={ids.name}
          label={t('categoryForm.name')}
          value={form.name}
          maxLength={WEBLINK_CATEGORY_NAME_MAX_LENGTH}
          error={problems.name ? t(`categoryForm.problems.${problems.name}`) : undefined}
          onValueChange={(name) => update({ name })}
        />
        <TextField
          id={ids.nameNl}
          lang="nl"
          label={t('categoryForm.nameNl')}
          value={form.nameNl}
          maxLength={WEBLINK_CATEGORY_NAME_MAX_LENGTH}
          error={problems.nameNl ? t(`categoryForm.problems.${problems.nameNl}`) : undefined}
          onValueChange={(nameNl) => update({ nameNl })}
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
