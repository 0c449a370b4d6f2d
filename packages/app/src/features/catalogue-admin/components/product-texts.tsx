import { PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_NAME_MAX_LENGTH, textInLanguage, type AppLanguage } from '@stay/contract';
import { useContentLanguageTranslation } from '@/components/content-language/content-language-i18n';
import { fieldInLanguage, shownLanguage, textsOfField } from '@/components/content-language/shown-language';
import { FieldFrame } from '@/components/field-frame';
import { useCatalogueAdminTranslation } from '../i18n';
import type { OptionForm, ProductForm } from '../product-form';

interface ProductTextsProps {
  form: ProductForm;
  language: AppLanguage;
  /** The location's content language: what a guest sees where their language is missing (before English). */
  contentLanguage: AppLanguage;
  idOf(field: string): string;
  /** What is wrong with the English name, once Save was pressed. */
  nameProblem: string | undefined;
  onChange(patch: Partial<ProductForm>): void;
  onOptionChange(index: number, patch: Partial<OptionForm>): void;
}

/**
 * The product's texts in one language: name and description (English required, the others optional), the add-ons'
 * names in that language, and a preview of what a guest reading it sees (the fallback where a text is missing).
 */
export function ProductTexts({ form, language, contentLanguage, idOf, nameProblem, onChange, onOptionChange }: ProductTextsProps) {
  const { t } = useCatalogueAdminTranslation();
  const texts = useContentLanguageTranslation().t;
  const languageName = texts(`names.${language}`);
  const names = textsOfField(form, 'name');
  const descriptions = textsOfField(form, 'description');
  const isEnglish = language === 'en';
  // Where this language is missing, the guest sees the content language's text, or English.
  const fallback = shownLanguage({ ...names, [language]: null }, language, contentLanguage);
  const hint = isEnglish ? texts('requiredHint') : texts('optionalHint', { language: languageName, fallback: texts(`names.${fallback}`) });
  const label = (field: string) => (isEnglish ? field : texts('fieldIn', { field, language: languageName }));
  const nameKey = fieldInLanguage('name', language);
  const descriptionKey = fieldInLanguage('description', language);
  const options = form.options.map((option, index) => ({ option, index })).filter(({ option }) => option.productname.trim() !== '');
  const shownName = shownLanguage(names, language, contentLanguage);
  const hasDescription = form.description.trim() !== '';

  return (
    <>
      <FieldFrame controlId={idOf(nameKey)} label={label(t('form.name'))} error={isEnglish ? nameProblem : undefined} hint={hint}>
        <input
          id={idOf(nameKey)}
          value={form[nameKey]}
          maxLength={PRODUCT_NAME_MAX_LENGTH}
          aria-invalid={(isEnglish && nameProblem !== undefined) || undefined}
          aria-describedby={isEnglish && nameProblem ? idOf(`${nameKey}-error`) : idOf(`${nameKey}-hint`)}
          onChange={(event) => onChange({ [nameKey]: event.target.value })}
        />
      </FieldFrame>
      <FieldFrame controlId={idOf(descriptionKey)} label={label(t('form.description'))}>
        <textarea
          id={idOf(descriptionKey)}
          rows={3}
          value={form[descriptionKey]}
          maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => onChange({ [descriptionKey]: event.target.value })}
        />
      </FieldFrame>
      {!isEnglish &&
        options.map(({ option, index }) => {
          const key = fieldInLanguage('productname', language);
          const controlId = idOf(`option-${index}-${key}`);
          return (
            <FieldFrame key={index} controlId={controlId} label={t('form.optionIn', { name: option.productname, language: languageName })}>
              <input id={controlId} value={option[key]} maxLength={PRODUCT_NAME_MAX_LENGTH} onChange={(event) => onOptionChange(index, { [key]: event.target.value })} />
            </FieldFrame>
          );
        })}
      {form.name.trim() !== '' && (
        <section className="content-language__preview" aria-labelledby={idOf(`preview-${language}`)}>
          <h3 id={idOf(`preview-${language}`)} className="content-language__preview-title">
            {texts('preview', { language: languageName })}
          </h3>
          <p className="product-form__preview-name" lang={shownName}>
            {textInLanguage(names, language, contentLanguage)}
          </p>
          {hasDescription && (
            <p className="product-form__preview-description" lang={shownLanguage(descriptions, language, contentLanguage)}>
              {textInLanguage(descriptions, language, contentLanguage)}
            </p>
          )}
          {options.length > 0 && (
            <ul className="product-form__preview-options">
              {options.map(({ option, index }) => (
                <li key={index}>{textInLanguage(textsOfField(option, 'productname'), language, contentLanguage)}</li>
              ))}
            </ul>
          )}
          {shownName !== language && (
            <p className="content-language__preview-note">{texts('previewFallback', { language: languageName, fallback: texts(`names.${shownName}`) })}</p>
          )}
        </section>
      )}
    </>
  );
}
