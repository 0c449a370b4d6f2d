import { appLanguageOrEnglish } from '@/lib/i18n/languages';
import { IonButton, IonIcon } from '@ionic/react';
import { FieldFrame } from '@/components/field-frame';
import { PRODUCT_MAX_OPTIONS, PRODUCT_NAME_MAX_LENGTH, PRODUCT_UNITS, productPhotoFilenameOf, textInLanguage, type AppLanguage, type ManagedCategory, type ManagedProduct } from '@stay/contract';
import { addOutline, trashOutline } from 'ionicons/icons';
import { useId, useState, type ReactNode } from 'react';
import { ContentLanguageTabs } from '@/components/content-language/content-language-tabs';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { useSaveProduct, useUploadProductPhoto } from '@/domains/catalogue-admin/mutations';
import { useLocationContentLanguage } from '@/domains/location/use-location';
import { useErrorText } from '@/lib/errors/use-error-text';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useCatalogueAdminTranslation } from '../i18n';
import {
  FORM_VAT_RATES,
  createBodyOf,
  formOfProduct,
  missingLanguagesOf,
  newOptionForm,
  newProductForm,
  problemsOf,
  updateBodyOf,
  updateForm,
  updateOption,
  type OptionForm,
  type ProductForm,
  type ProductFormField,
} from '../product-form';
import { ProductImageChoice } from './product-image-choice';
import { ProductTexts } from './product-texts';

interface ProductModalProps {
  /** The product being edited; null when adding one. */
  product: ManagedProduct | null;
  categories: readonly ManagedCategory[];
  /** A new product's category (the one it was added from). */
  categoryId: string;
  onClose(): void;
}

/**
 * Add or edit a product: texts in English with their Dutch, German and French versions (a tab per language, each
 * marked while a text is missing in it, with the guest's view in that language), category, price in euros incl. VAT, VAT 9 or 21%,
 * sold per piece or per day (with the day's capacity), featured, hidden, and its image: an own photo (uploaded after the
 * product is saved) or one of the bundled drawings. Problems show beside their fields once Save is pressed; a code
 * already taken shows at the code.
 */
export function ProductModal({ product, categories, categoryId, onClose }: ProductModalProps) {
  const { t, i18n } = useCatalogueAdminTranslation();
  const isNew = product === null;
  const [form, setForm] = useState<ProductForm>(() => (product ? formOfProduct(product, i18n.language) : newProductForm(categoryId)));
  const [isTried, setTried] = useState(false);
  const [language, setLanguage] = useState<AppLanguage>('en');
  const { contentLanguage } = useLocationContentLanguage();
  const save = useSaveProduct();
  const uploadPhoto = useUploadProductPhoto();
  // A new product saved whose photo could not be sent: trying again changes it instead of adding it twice.
  const [createdKey, setCreatedKey] = useState<string | null>(null);
  const savedKey = product?.productkey ?? createdKey;
  const errorText = useErrorText();
  const showSuccess = useSuccessToast();
  const prefix = useId();
  const id = (field: string) => `${prefix}-${field}`;
  const problems = isTried ? problemsOf(form, isNew) : {};
  const isKeyTaken = save.error instanceof HttpError && save.error.code === 'PRODUCT_KEY_TAKEN';
  const update = (patch: Partial<ProductForm>) => setForm((previous) => updateForm(previous, patch));

  function submit() {
    setTried(true);
    const found = problemsOf(form, isNew);
    const first = (Object.keys(found) as (ProductFormField | 'options')[])[0];
    if (first) {
      // The English name is the only required text: show its tab before focusing it.
      if (first === 'name') setLanguage('en');
      const option = Object.keys(found.options ?? {})[0];
      document.getElementById(first === 'options' ? id(`option-${option}-name`) : id(first))?.focus();
      return;
    }
    const input = savedKey !== null ? { kind: 'update' as const, productkey: savedKey, body: updateBodyOf(form) } : { kind: 'create' as const, body: createBodyOf(form) };
    uploadPhoto.reset();
    save.mutate(input, {
      onSuccess: (saved) => {
        const done = () => {
          showSuccess(t(isNew ? 'toast.created' : 'toast.saved'));
          onClose();
        };
        if (!form.photo) return done();
        setCreatedKey(saved.productkey);
        uploadPhoto.mutate(
          { productkey: saved.productkey, photo: form.photo },
          { onSuccess: (withPhoto) => (setForm((previous) => ({ ...previous, img: withPhoto.img, photo: null })), done()) },
        );
      },
    });
  }

  const field = (name: ProductFormField, label: string, control: ReactNode, hint?: string) => {
    const problem = name in problems ? problems[name as ProductFormField] : undefined;
    const message = problem ? t(`form.problems.${problem}`) : name === 'productkey' && isKeyTaken ? errorText('PRODUCT_KEY_TAKEN') : undefined;
    return (
      <FieldFrame controlId={id(name)} label={label} error={message} hint={hint}>
        {control}
      </FieldFrame>
    );
  };
  const describedBy = (name: string) => (problems[name as ProductFormField] || (name === 'productkey' && isKeyTaken) ? id(`${name}-error`) : id(`${name}-hint`));
  const invalid = (name: ProductFormField) => Boolean(problems[name]) || (name === 'productkey' && isKeyTaken) || undefined;

  return (
    <SheetDialog isOpen onClose={onClose} title={t(isNew ? 'form.addTitle' : 'form.editTitle')}>
      <form
        className="product-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="product-form__group">
          <legend>{t('form.texts')}</legend>
          <ContentLanguageTabs label={t('form.texts')} value={language} onChange={setLanguage} missing={missingLanguagesOf(form)} idPrefix={id('language')}>
            <ProductTexts
              form={form}
              language={language}
              contentLanguage={contentLanguage}
              idOf={(field) => id(field)}
              nameProblem={problems.name ? t(`form.problems.${problems.name}`) : undefined}
              onChange={update}
              onOptionChange={(index, patch) => setForm((previous) => updateOption(previous, index, patch))}
            />
          </ContentLanguageTabs>
          {isNew &&
            field(
              'productkey',
              t('form.productkey'),
              <input
                id={id('productkey')}
                value={form.productkey}
                maxLength={40}
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={invalid('productkey')}
                aria-describedby={describedBy('productkey')}
                onChange={(event) => update({ productkey: event.target.value.trim() })}
              />,
              t('form.productkeyHint'),
            )}
          {field(
            'categoryId',
            t('form.category'),
            <select id={id('categoryId')} value={form.categoryId} aria-invalid={invalid('categoryId')} onChange={(event) => update({ categoryId: event.target.value })}>
              {form.categoryId === '' && <option value="" />}
              {categories.map((category) => (
                <option key={category._id} value={category._id}>
                  {textInLanguage({ en: category.name, nl: category.nameNl, de: category.nameDe, fr: category.nameFr }, appLanguageOrEnglish(i18n.language), contentLanguage)}
                </option>
              ))}
            </select>,
          )}
        </fieldset>

        <fieldset className="product-form__group">
          <legend>{t('form.pricing')}</legend>
          {field(
            'price',
            t('form.price'),
            <input
              id={id('price')}
              inputMode="decimal"
              value={form.price}
              aria-invalid={invalid('price')}
              aria-describedby={describedBy('price')}
              onChange={(event) => update({ price: event.target.value })}
            />,
            t('form.priceHint'),
          )}
          <SegmentedControl
            semantics="radio"
            name={id('vat')}
            label={t('form.vatRate')}
            options={FORM_VAT_RATES.map((rate) => ({ value: String(rate), label: t('form.vat', { rate }) }))}
            value={String(form.vatRate)}
            onChange={(rate) => update({ vatRate: rate === '9' ? 9 : 21 })}
          />
          <SegmentedControl
            semantics="radio"
            name={id('unit')}
            label={t('form.unit')}
            options={PRODUCT_UNITS.map((unit) => ({ value: unit, label: t(`form.units.${unit}`) }))}
            value={form.unit}
            onChange={(unit) => update({ unit })}
          />
          {form.unit === 'DAY'
            ? field(
                'capacity',
                t('form.capacity'),
                <input
                  id={id('capacity')}
                  inputMode="numeric"
                  value={form.capacity}
                  aria-invalid={invalid('capacity')}
                  aria-describedby={describedBy('capacity')}
                  onChange={(event) => update({ capacity: event.target.value })}
                />,
                t('form.capacityHint'),
              )
            : (
              <label className="product-form__check">
                <input type="checkbox" checked={form.disableAmount} onChange={(event) => update({ disableAmount: event.target.checked })} />
                {t('form.disableAmount')}
              </label>
            )}
          {field(
            'deliveryTime',
            t('form.deliveryTime'),
            <input
              id={id('deliveryTime')}
              type="time"
              value={form.deliveryTime}
              aria-invalid={invalid('deliveryTime')}
              aria-describedby={describedBy('deliveryTime')}
              onChange={(event) => update({ deliveryTime: event.target.value })}
            />,
            t('form.deliveryTimeHint'),
          )}
        </fieldset>

        <fieldset className="product-form__group">
          <legend>{t('form.shop')}</legend>
          <label className="product-form__check">
            <input type="checkbox" checked={form.featured} onChange={(event) => update({ featured: event.target.checked })} />
            {t('form.featured')}
          </label>
          <label className="product-form__check">
            <input type="checkbox" checked={form.hide} onChange={(event) => update({ hide: event.target.checked })} />
            {t('form.hide')}
          </label>
        </fieldset>

        <fieldset className="product-form__group">
          <legend>{t('form.options')}</legend>
          <p className="text-field__hint">{t('form.optionsHint')}</p>
          {form.options.map((option, index) => (
            <OptionFields
              key={index}
              index={index}
              option={option}
              idOf={(part) => id(`option-${index}-${part}`)}
              problem={problems.options?.[index]}
              onChange={(patch) => setForm((previous) => updateOption(previous, index, patch))}
              onRemove={() => setForm((previous) => ({ ...previous, options: previous.options.filter((_, at) => at !== index) }))}
            />
          ))}
          {form.options.length < PRODUCT_MAX_OPTIONS && (
            <IonButton fill="outline" size="small" className="product-form__add-option" onClick={() => update({ options: [...form.options, newOptionForm()] })}>
              <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
              {t('form.addOption')}
            </IonButton>
          )}
        </fieldset>

        <fieldset className="product-form__group">
          <legend>{t('form.image')}</legend>
          <ProductImageChoice
            img={form.img}
            savedPhoto={product && productPhotoFilenameOf(product.img) !== null ? product.img : null}
            photo={form.photo}
            name={id('img')}
            onChange={(change) => update(change)}
          />
        </fieldset>

        {save.isError && !isKeyTaken && (
          <p className="product-form__problem" role="alert">
            {save.error instanceof HttpError && save.error.code !== CLIENT_ERROR_CODE.offline ? errorText(save.error.code) : t('form.failed')}
          </p>
        )}
        {uploadPhoto.isError && (
          <p className="product-form__problem" role="alert">
            {t('form.photoFailed')}{' '}
            {uploadPhoto.error instanceof HttpError && uploadPhoto.error.code !== CLIENT_ERROR_CODE.offline ? errorText(uploadPhoto.error.code) : ''}
          </p>
        )}
        <div className="product-form__actions">
          <IonButton disabled={save.isPending || uploadPhoto.isPending} onClick={submit}>
            {t(save.isPending || uploadPhoto.isPending ? 'form.saving' : 'form.save')}
          </IonButton>
        </div>
      </form>
    </SheetDialog>
  );
}

interface OptionFieldsProps {
  index: number;
  option: OptionForm;
  idOf(part: 'name' | 'price' | 'problem'): string;
  problem: 'name' | 'price' | 'duplicate' | undefined;
  onChange(patch: Partial<OptionForm>): void;
  onRemove(): void;
}

/** One add-on: its English name (the key follows it; the other languages are in the texts' tabs) and its price per unit, with a remove button. */
function OptionFields({ index, option, idOf, problem, onChange, onRemove }: OptionFieldsProps) {
  const { t } = useCatalogueAdminTranslation();
  const describedBy = problem ? idOf('problem') : undefined;
  return (
    <div className="product-form__option" role="group" aria-label={t('form.optionLabel', { number: index + 1 })}>
      <div className="text-field">
        <label htmlFor={idOf('name')}>{t('form.optionName')}</label>
        <input
          id={idOf('name')}
          value={option.productname}
          maxLength={PRODUCT_NAME_MAX_LENGTH}
          aria-invalid={problem === 'name' || problem === 'duplicate' || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ productname: event.target.value })}
        />
      </div>
      <div className="text-field">
        <label htmlFor={idOf('price')}>{t('form.optionPrice')}</label>
        <input
          id={idOf('price')}
          inputMode="decimal"
          value={option.price}
          aria-invalid={problem === 'price' || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ price: event.target.value })}
        />
      </div>
      <IonButton fill="clear" color="danger" size="small" className="product-form__remove-option" onClick={onRemove} aria-label={t('form.removeOption', { number: index + 1 })}>
        <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
      </IonButton>
      {problem && (
        <p id={idOf('problem')} className="text-field__error product-form__option-problem">
          {t(`form.optionProblems.${problem}`)}
        </p>
      )}
    </div>
  );
}
