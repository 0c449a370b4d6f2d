import { IonButton, IonIcon } from '@ionic/react';
import type { ManagedProduct } from '@stay/contract';
import { eyeOffOutline, eyeOutline } from 'ionicons/icons';
import { useContentLanguageTranslation } from '@/components/content-language/content-language-i18n';
import { useLanguageNames } from '@/components/content-language/content-language-tabs';
import { Pill } from '@/components/ui/pill';
import { formatEuros } from '@/domains/catalogue/format-euros';
import { useCatalogueAdminTranslation } from '../i18n';
import { formOfProduct, missingLanguagesOf } from '../product-form';

interface ProductRowProps {
  product: ManagedProduct;
  /** Its name as staff read it (their language, else the park's content language, else English). */
  name: string;
  onEdit(): void;
  onToggleHidden(): void;
  isBusy: boolean;
}

/** A product in management's list: image, name, price and VAT, what sets it apart, languages missing, and hide / show. */
export function ProductRow({ product, name, onEdit, onToggleHidden, isBusy }: ProductRowProps) {
  const { t, i18n } = useCatalogueAdminTranslation();
  const languageTexts = useContentLanguageTranslation().t;
  const languageNames = useLanguageNames();
  const price = formatEuros(product.price, i18n.language);
  const missing = missingLanguagesOf(formOfProduct(product, i18n.language));
  return (
    <li className={product.hide ? 'products-admin__row products-admin__row--hidden' : 'products-admin__row'}>
      <button type="button" className="products-admin__open" onClick={onEdit} aria-label={t('actions.edit', { name })}>
        <img className="products-admin__image" src={product.img} alt="" width={72} height={54} />
        <span className="products-admin__text">
          <span className="products-admin__name">{name}</span>
          <span className="products-admin__meta">
            <span className="products-admin__price">{product.unit === 'DAY' ? t('perDay', { price }) : price}</span>
            <span>{t('vatRate', { rate: product.vatRate })}</span>
            {product.capacity !== null && <span>{t('capacity', { count: product.capacity })}</span>}
            {product.disableAmount && <span>{t('oneEachOrder')}</span>}
            {product.options.length > 0 && <span>{t('optionCount', { count: product.options.length })}</span>}
          </span>
          <span className="products-admin__pills">
            {product.hide && <Pill tone="warning">{t('hidden')}</Pill>}
            {product.featured && <Pill tone="accent">{t('featured')}</Pill>}
            {missing.length > 0 && <Pill tone="warning">{languageTexts('missingSummary', { languages: languageNames(missing) })}</Pill>}
          </span>
        </span>
      </button>
      <IonButton
        fill="clear"
        size="small"
        disabled={isBusy}
        onClick={onToggleHidden}
        aria-label={t(product.hide ? 'actions.unhideLabel' : 'actions.hideLabel', { name })}
      >
        <IonIcon slot="start" icon={product.hide ? eyeOutline : eyeOffOutline} aria-hidden="true" />
        <span className="products-admin__toggle-text">{t(product.hide ? 'actions.unhide' : 'actions.hide')}</span>
      </IonButton>
    </li>
  );
}
