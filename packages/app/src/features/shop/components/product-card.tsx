import type { Product } from '@stay/contract';
import { Link } from 'react-router-dom';
import { Pill } from '@/components/ui/pill';
import { paths } from '@/lib/navigation/paths';
import { useShopTranslation } from '../i18n';
import { useEuros } from '../use-euros';

/**
 * A product in the shop's list: picture, name, the start of its description and its price; opens the product while
 * it can be ordered (after the stay it is only shown).
 */
export function ProductCard({ product, isOrderable = true }: { product: Product; isOrderable?: boolean }) {
  const { t } = useShopTranslation();
  const euros = useEuros();
  const price = euros(product.price);
  const content = (
    <>
      <img className="product-card__image" src={product.img} alt="" loading="lazy" />
      <span className="product-card__text">
        <span className="product-card__name">{product.name}</span>
        {product.featured && (
          <Pill tone="highlight" className="product-card__featured">
            {t('services.featured')}
          </Pill>
        )}
        <span className="product-card__description">{product.description}</span>
        <span className="product-card__price">{product.unit === 'DAY' ? t('services.perDay', { price }) : price}</span>
      </span>
    </>
  );
  return (
    <li className="product-card">
      {isOrderable ? (
        <Link to={paths.guest.product(product.productkey)} className="ui-card product-card__link">
          {content}
        </Link>
      ) : (
        <div className="ui-card product-card__shown">{content}</div>
      )}
    </li>
  );
}
