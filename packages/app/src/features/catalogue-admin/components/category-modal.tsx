import { IonButton } from '@ionic/react';
import { PRODUCT_GROUPS, PRODUCT_NAME_MAX_LENGTH, type ProductGroup } from '@stay/contract';
import { useId, useState } from 'react';
import { useContentLanguageTranslation } from '@/components/content-language/content-language-i18n';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { TextField } from '@/components/text-field';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useCreateCategory } from '@/domains/catalogue-admin/mutations';
import { useErrorText } from '@/lib/errors/use-error-text';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useCatalogueAdminTranslation } from '../i18n';

/** The icon a new category gets per group (the guest's services screen shows it). */
const GROUP_ICONS: Record<ProductGroup, string> = { services: 'sparkles-outline', food: 'restaurant-outline', bikes: 'bicycle-outline' };

/** Add a category: its name in English (required), Dutch, German and French, and the group of the services screen it shows under. */
export function CategoryModal({ onClose }: { onClose(): void }) {
  const { t } = useCatalogueAdminTranslation();
  const [name, setName] = useState('');
  const [nameNl, setNameNl] = useState('');
  const [nameDe, setNameDe] = useState('');
  const [nameFr, setNameFr] = useState('');
  const languageTexts = useContentLanguageTranslation().t;
  const nameIn = (language: 'de' | 'fr') => languageTexts('fieldIn', { field: t('categoryForm.name'), language: languageTexts(`names.${language}`) });
  const [group, setGroup] = useState<ProductGroup>('services');
  const [isTried, setTried] = useState(false);
  const create = useCreateCategory();
  const errorText = useErrorText();
  const showSuccess = useSuccessToast();
  const ids = { name: useId(), nameNl: useId(), nameDe: useId(), nameFr: useId(), group: useId() };
  const isNameMissing = isTried && name.trim() === '';

  function submit() {
    setTried(true);
    if (name.trim() === '') {
      document.getElementById(ids.name)?.focus();
      return;
    }
    create.mutate(
      { name: name.trim(), nameNl: nameNl.trim() || null, nameDe: nameDe.trim() || null, nameFr: nameFr.trim() || null, group, icon: GROUP_ICONS[group] },
      {
        onSuccess: () => {
          showSuccess(t('toast.categoryCreated'));
          onClose();
        },
      },
    );
  }

  return (
    <SheetDialog isOpen onClose={onClose} title={t('categoryForm.title')}>
      <form
        className="product-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          id={ids.name}
          label={t('categoryForm.name')}
          value={name}
          maxLength={PRODUCT_NAME_MAX_LENGTH}
          error={isNameMissing ? t('categoryForm.required') : undefined}
          onValueChange={setName}
        />
        <TextField id={ids.nameNl} lang="nl" label={t('categoryForm.nameNl')} value={nameNl} maxLength={PRODUCT_NAME_MAX_LENGTH} onValueChange={setNameNl} />
        <TextField id={ids.nameDe} lang="de" label={nameIn('de')} value={nameDe} maxLength={PRODUCT_NAME_MAX_LENGTH} onValueChange={setNameDe} />
        <TextField id={ids.nameFr} lang="fr" label={nameIn('fr')} value={nameFr} maxLength={PRODUCT_NAME_MAX_LENGTH} onValueChange={setNameFr} />
        <SegmentedControl
          semantics="radio"
          name={ids.group}
          label={t('categoryForm.group')}
          options={PRODUCT_GROUPS.map((value) => ({ value, label: t(`groups.${value}`) }))}
          value={group}
          onChange={setGroup}
        />
        {create.isError && (
          <p className="product-form__problem" role="alert">
            {create.error instanceof HttpError && create.error.code !== CLIENT_ERROR_CODE.offline ? errorText(create.error.code) : t('categoryForm.failed')}
          </p>
        )}
        <div className="product-form__actions">
          <IonButton disabled={create.isPending} onClick={submit}>
            {t('categoryForm.save')}
          </IonButton>
        </div>
      </form>
    </SheetDialog>
  );
}
