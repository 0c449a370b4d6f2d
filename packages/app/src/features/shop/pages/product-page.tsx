import { IonButton } from '@ionic/react';
import {
  addCalendarDays,
  calendarDayIn,
  DEFAULT_TIME_ZONE,
  DELIVERY_MAX_QUANTITY,
  deliveryInstant,
  noonOfDay,
  orderableDays,
  ORDER_STATE,
  type Product,
} from '@stay/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useProduct } from '@/domains/catalogue/use-catalogue';
import { useAddDelivery } from '@/domains/order/mutations';
import { useOpenOrder } from '@/domains/order/use-orders';
import { useCurrentReservation } from '@/domains/stay/use-current-reservation';
import { useErrorText } from '@/lib/errors/use-error-text';
import { useNow } from '@/lib/hooks/use-now';
import { HttpError } from '@/lib/http/http-error';
import { paths } from '@/lib/navigation/paths';
import { formatShortDay, formatTime } from '@/lib/time/format';
import { BackButton } from '@/components/back-button';
import { LoadFailed } from '@/components/ui/load-failed';
import { QuantityStepper } from '../components/quantity-stepper';
import { useShopTranslation } from '../i18n';
import { StayOverNote } from '../components/stay-over-note';
import { useEuros } from '../use-euros';
import { useIsStayOver } from '../use-is-stay-over';
import '../shop.css';

const DAYS_NOW_INTERVAL_MS = 60_000;

/** /guest/services/products/{productkey}: the product, and adding it to the cart for a day of the stay. */
export function ProductPage() {
  const { t } = useShopTranslation();
  const productkey = useParams().productkey ?? '';
  const product = useProduct(productkey);
  const isStayOver = useIsStayOver();

  return (
    <AppPage title={product.data?.name ?? t('product.title')} start={<BackButton to={paths.guest.services} label={t('common.back')} />}>
      <div className="shop">
        {product.isPending ? (
          <ProductSkeleton />
        ) : product.isError ? (
          <LoadFailed title={t('product.errorTitle')} body={t('product.errorBody')} retryLabel={t('common.retry')} onRetry={() => void product.refetch()} error={product.error} />
        ) : (
          <>
            <ProductIntro product={product.data} />
            {isStayOver ? <StayOverNote /> : isStayOver === false && <AddToCart product={product.data} />}
          </>
        )}
      </div>
    </AppPage>
  );
}

function ProductIntro({ product }: { product: Product }) {
  const { t } = useShopTranslation();
  const euros = useEuros();
  const price = euros(product.price);
  return (
    <Card className="product-intro">
      <img className="product-intro__image" src={product.img} alt="" />
      <h2 className="product-intro__name">{product.name}</h2>
      <p className="product-intro__price">{product.unit === 'DAY' ? t('services.perDay', { price }) : price}</p>
      {product.description && <p className="product-intro__description">{product.description}</p>}
    </Card>
  );
}

function AddToCart({ product }: { product: Product }) {
  const { t, i18n } = useShopTranslation();
  const euros = useEuros();
  const errorText = useErrorText();
  const reservation = useCurrentReservation().data;
  const cart = useOpenOrder();
  const addDelivery = useAddDelivery();
  const now = useNow(DAYS_NOW_INTERVAL_MS);
  const timeZone = reservation?.location.timeZone ?? DEFAULT_TIME_ZONE;
  const days = useMemo(
    () => (reservation ? orderableDays(reservation, product, now, timeZone) : []),
    [reservation, product, now, timeZone],
  );
  const [chosenDay, setDay] = useState<string | undefined>();
  const [quantity, setQuantity] = useState(1);
  const [options, setOptions] = useState<string[]>([]);
  const [added, setAdded] = useState(false);
  const day = chosenDay && days.includes(chosenDay) ? chosenDay : days[0];
  const maxQuantity = Math.min(DELIVERY_MAX_QUANTITY, product.capacity ?? DELIVERY_MAX_QUANTITY);
  const amount = product.disableAmount ? 1 : quantity;
  const chosenOptions = product.options.filter((option) => options.includes(option.productkey));
  const total = (product.price + chosenOptions.reduce((sum, option) => sum + option.price, 0)) * amount;
  const isLocked = cart.data?.order.orderstate === ORDER_STATE.paymentPending;
  const failure = addDelivery.error instanceof HttpError ? errorText(addDelivery.error.code) : null;

  const today = calendarDayIn(now, timeZone);
  const tomorrow = addCalendarDays(today, 1);
  function dayLabel(isoDay: string): string {
    const written = formatShortDay(noonOfDay(isoDay, timeZone), timeZone, i18n.language);
    if (isoDay === today) return `${t('product.today')} · ${written}`;
    return isoDay === tomorrow ? `${t('product.tomorrow')} · ${written}` : written;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const ordernmbr = cart.data?.order.nmbr;
    if (!day || !ordernmbr || isLocked) return;
    setAdded(false);
    addDelivery.mutate(
      {
        ordernmbr,
        productkey: product.productkey,
        quantity: amount,
        deliverydate: day,
        options: chosenOptions.map(({ productkey, productname }) => ({ productkey, productname })),
      },
      { onSuccess: () => setAdded(true) },
    );
  }

  function toggleOption(productkey: string, isOn: boolean) {
    setOptions((current) => (isOn ? [...current, productkey] : current.filter((key) => key !== productkey)));
  }

  const cartError = cart.error instanceof HttpError ? errorText(cart.error.code) : null;
  // The park's clock time of the delivery, written as the guest's language writes times.
  const deliveryTime = formatTime(deliveryInstant(day ?? today, product.deliveryTime, timeZone).toISOString(), timeZone, i18n.language);

  return (
    <Card as="section" className="add-to-cart">
      <form onSubmit={submit} aria-label={t('product.addToCart')} className="add-to-cart__form">
        {product.options.length > 0 && (
          <fieldset className="add-to-cart__field">
            <legend>{t('product.options')}</legend>
            {product.options.map((option) => (
              <label key={option.productkey} className="add-to-cart__option">
                <input
                  type="checkbox"
                  checked={options.includes(option.productkey)}
                  onChange={(event) => toggleOption(option.productkey, event.target.checked)}
                />
                <span>{option.productname}</span>
                <span className="add-to-cart__option-price">{t('product.optionPrice', { price: euros(option.price) })}</span>
              </label>
            ))}
          </fieldset>
        )}

        <fieldset className="add-to-cart__field">
          <legend>{t('product.day')}</legend>
          {days.length === 0 ? (
            <p className="add-to-cart__note">{t('product.noDays')}</p>
          ) : (
            <div className="day-chips">
              {days.map((isoDay) => (
                <label key={isoDay} className={isoDay === day ? 'day-chip day-chip--on' : 'day-chip'}>
                  <input type="radio" name="day" value={isoDay} checked={isoDay === day} onChange={() => setDay(isoDay)} />
                  {dayLabel(isoDay)}
                </label>
              ))}
            </div>
          )}
          <p className="add-to-cart__hint">{t('product.dayHint', { time: deliveryTime })}</p>
        </fieldset>

        {!product.disableAmount && (
          <div className="add-to-cart__field">
            <span className="add-to-cart__legend">{t('product.quantity')}</span>
            <QuantityStepper
              value={quantity}
              max={maxQuantity}
              label={t('product.quantity')}
              fewerLabel={t('product.fewer')}
              moreLabel={t('product.more')}
              onChange={setQuantity}
            />
          </div>
        )}

        <p className="add-to-cart__total">
          <span>{t('product.total')}</span>
          <strong>{euros(total)}</strong>
        </p>

        {isLocked && <p className="add-to-cart__note">{t('product.locked')}</p>}
        {(failure ?? cartError) && (
          <p className="add-to-cart__error" role="alert">
            {failure ?? cartError}
          </p>
        )}
        {added && (
          <p className="add-to-cart__added" role="status">
            {t('product.added', { name: product.name })}
          </p>
        )}

        <IonButton type="submit" expand="block" disabled={!day || !cart.data || isLocked || addDelivery.isPending}>
          {t('product.addToCart')}
        </IonButton>
        {added && (
          <IonButton fill="outline" expand="block" routerLink={paths.guest.cart}>
            {t('product.viewCart')}
          </IonButton>
        )}
      </form>
    </Card>
  );
}

function ProductSkeleton() {
  const { t } = useShopTranslation();
  return (
    <SkeletonGroup label={t('product.loading')} className="ui-card product-intro">
      <Skeleton width="100%" height="180px" radius="12px" />
      <Skeleton width="60%" height="24px" />
      <Skeleton width="30%" />
      <Skeleton width="90%" />
    </SkeletonGroup>
  );
}
