import { IonButton } from '@ionic/react';
import { FieldFrame } from '@/components/field-frame';
import {
  APP_LANGUAGES,
  WEBLINK_ASSETCODE_MAX_LENGTH,
  WEBLINK_DESCRIPTION_MAX_LENGTH,
  WEBLINK_TITLE_MAX_LENGTH,
  WEBLINK_URL_MAX_LENGTH,
  type AppLanguage,
  type Weblink,
  type WeblinkCategoryWithLinks,
} from '@stay/contract';
import { useId, useState, type ReactNode } from 'react';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useSaveWeblink } from '@/domains/weblink/mutations';
import { useWeblinkTranslation } from '@/domains/weblink/weblink-i18n';
import { categoryNameOf } from '@/domains/weblink/weblink-language';
import { useErrorText } from '@/lib/errors/use-error-text';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useWeblinksAdminTranslation } from '../i18n';
import { fieldIn, weblinkBodyOf, weblinkFormOf, weblinkFormProblems, type WeblinkForm, type WeblinkFormField } from '../weblink-form';
import { LanguageFields } from './language-fields';
import { WeblinkPreview } from './weblink-preview';

interface WeblinkModalProps {
  /** The link to edit, or null for a new one. */
  link: Weblink | null;
  categories: readonly WeblinkCategoryWithLinks[];
  /** The category a new link goes into. */
  categoryId: string;
  onClose(): void;
}

const FIELD_ORDER: readonly WeblinkFormField[] = ['title', 'url', 'categoryId', 'description', 'assetcode'];

/**
 * Add or edit a link: title (in each language, the missing ones marked), web address (https:// added when no scheme is
 * typed; http or https only, checked before sending), description (in each language) with a guest's preview per language, category, language and asset
 * code. The server's refusal shows in the form (an invalid address beside the address).
 */
export function WeblinkModal({ link, categories, categoryId, onClose }: WeblinkModalProps) {
  const { t, i18n } = useWeblinksAdminTranslation();
  const { t: tLink } = useWeblinkTranslation();
  const [form, setForm] = useState<WeblinkForm>(() => weblinkFormOf(link, categoryId));
  const [isTried, setTried] = useState(false);
  const save = useSaveWeblink();
  const errorText = useErrorText();
  const showSuccess = useSuccessToast();
  const prefix = useId();
  const id = (name: string) => `${prefix}-${name}`;
  const problems = isTried ? weblinkFormProblems(form) : {};
  const refusal = save.error instanceof HttpError ? save.error.code : save.error ? CLIENT_ERROR_CODE.offline : null;
  const isUrlRefused = refusal === 'WEBLINK_URL_INVALID';

  function update(change: Partial<WeblinkForm>) {
    if (save.error) save.reset();
    setForm((current) => ({ ...current, ...change }));
  }

  function submit() {
    setTried(true);
    const found = weblinkFormProblems(form);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(id(first))?.focus();
      return;
    }
    const body = weblinkBodyOf(form);
    save.mutate(link ? { kind: 'update', _id: link._id, body } : { kind: 'create', body }, {
      onSuccess: () => {
        showSuccess(t(link ? 'toast.linkSaved' : 'toast.linkCreated'));
        onClose();
      },
    });
  }

  const field = (name: WeblinkFormField, label: string, control: ReactNode, hint?: string, refused?: string) => {
    const problem = problems[name];
    const message = problem ? t(`linkForm.problems.${problem}`) : refused;
    return (
      <FieldFrame controlId={id(name)} label={label} error={message} hint={hint}>
        {control}
      </FieldFrame>
    );
  };
  /** The form's values of a translated text, by language. */
  const textsOf = (field: 'title' | 'description') =>
    Object.fromEntries(APP_LANGUAGES.map((language) => [language, form[fieldIn(field, language)]])) as Record<AppLanguage, string>;
  const idIn = (field: 'title' | 'description') => (language: AppLanguage) => (language === 'en' ? id(field) : id(`${field}-${language}`));
  const described = (name: WeblinkFormField, isInvalid: boolean) => ({
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': isInvalid ? id(`${name}-error`) : id(`${name}-hint`),
  });

  return (
    <SheetDialog isOpen onClose={onClose} title={t(link ? 'linkForm.editTitle' : 'linkForm.newTitle')}>
      <form
        className="weblink-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <LanguageFields
          legend={t('linkForm.title')}
          labels={t('linkForm.titles', { returnObjects: true })}
          values={textsOf('title')}
          idOf={idIn('title')}
          maxLength={WEBLINK_TITLE_MAX_LENGTH}
          isRequired
          isForEveryLanguage={form.language === 'all'}
          errors={problems.title ? { en: t(`linkForm.problems.${problems.title}`) } : {}}
          onChange={(language, value) => update({ [fieldIn('title', language)]: value })}
        />
        {field(
          'url',
          t('linkForm.url'),
          <input
            id={id('url')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={form.url}
            maxLength={WEBLINK_URL_MAX_LENGTH}
            {...described('url', !!problems.url || isUrlRefused)}
            onChange={(event) => update({ url: event.target.value })}
          />,
          t('linkForm.urlHint'),
          isUrlRefused ? t('linkForm.problems.invalidUrl') : undefined,
        )}
        {field(
          'categoryId',
          t('linkForm.category'),
          <select id={id('categoryId')} value={form.categoryId} {...described('categoryId', !!problems.categoryId)} onChange={(event) => update({ categoryId: event.target.value })}>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {`${categoryNameOf(category, i18n.language)} (${tLink(`kinds.${category.kind}`)})`}
              </option>
            ))}
          </select>,
        )}
        <LanguageFields
          legend={t('linkForm.description')}
          labels={t('linkForm.descriptions', { returnObjects: true })}
          values={textsOf('description')}
          idOf={idIn('description')}
          maxLength={WEBLINK_DESCRIPTION_MAX_LENGTH}
          isMultiline
          isForEveryLanguage={form.language === 'all'}
          errors={problems.description ? { en: t(`linkForm.problems.${problems.description}`) } : {}}
          onChange={(language, value) => update({ [fieldIn('description', language)]: value })}
        />
        <WeblinkPreview form={form} idPrefix={id('preview')} />
        <SegmentedControl
          semantics="radio"
          name={id('language')}
          label={t('linkForm.language')}
          options={(['all', 'en', 'nl', 'de', 'fr'] as const).map((value) => ({ value, label: tLink(`languages.${value}`) }))}
          value={form.language}
          onChange={(language) => update({ language })}
        />
        {field(
          'assetcode',
          t('linkForm.assetcode'),
          <input
            id={id('assetcode')}
            value={form.assetcode}
            maxLength={WEBLINK_ASSETCODE_MAX_LENGTH}
            autoComplete="off"
            {...described('assetcode', !!problems.assetcode)}
            onChange={(event) => update({ assetcode: event.target.value })}
          />,
          t('linkForm.assetcodeHint'),
        )}
        {refusal && !isUrlRefused && (
          <p className="weblink-form__problem" role="alert">
            {refusal !== CLIENT_ERROR_CODE.offline ? errorText(refusal) : t('linkForm.failed')}
          </p>
        )}
        <div className="weblink-form__actions">
          <IonButton disabled={save.isPending} onClick={submit}>
            {t('linkForm.save')}
          </IonButton>
        </div>
      </form>
    </SheetDialog>
  );
}
