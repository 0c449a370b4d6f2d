import type { Language } from '@/lib/i18n/languages';
import { calendarDayIn, noonOfDay, type Order, type OrderDelivery, type OrderView, type Payment, type Product, type CatalogueCategory } from '@stay/contract';
import type { FakeHandler } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { ok, renderGuestApp } from '@/test/guest-app';
import { daysFromNow, reservationWith, suiteWith } from '@/test/stay-fixtures';

export const ZONE = 'Europe/Amsterdam';
/** A calendar day of the stay, `offset` days from today, in the park's zone. */
export const stayDay = (offset: number) => calendarDayIn(daysFromNow(offset), ZONE);
export const noonOn = (offset: number) => noonOfDay(stayDay(offset), ZONE).toISOString();

export function productWith(overrides: Partial<Product> = {}): Product {
  return {
    productkey: 'breakfast',
    name: 'Breakfast',
    description: 'Fresh bread, eggs and coffee at your door.',
    img: '/products/breakfast.svg',
    group: 'food',
    categoryId: 'cat-breakfast',
    featured: false,
    hide: false,
    price: 7.95,
    vatRate: 9,
    unit: 'PIECE',
    disableAmount: false,
    capacity: null,
    deliveryTime: '12:00',
    options: [],
    status: 'P',
    ...overrides,
  };
}

export const housekeeping = productWith({
  productkey: 'housekeeping',
  name: 'Housekeeping',
  description: 'A fresh suite.',
  img: '/products/housekeeping.svg',
  group: 'services',
  categoryId: 'cat-services',
  disableAmount: true,
});
export const eBike = productWith({
  productkey: 'e-bike',
  name: 'E-bike',
  description: 'Ride the dunes.',
  img: '/products/e-bike.svg',
  group: 'bikes',
  categoryId: 'cat-bikes',
  price: 49.95,
  vatRate: 21,
  unit: 'DAY',
  capacity: 4,
  options: [{ productkey: 'child-seat', productname: 'Child seat', price: 5 }],
});

export const categories: CatalogueCategory[] = [
  { _id: 'cat-services', name: 'Around your suite', group: 'services', icon: 'home-outline', order: 1, productcount: 1 },
  { _id: 'cat-breakfast', name: 'Breakfast', group: 'food', icon: 'cafe-outline', order: 2, productcount: 2 },
  { _id: 'cat-bikes', name: 'Bikes', group: 'bikes', icon: 'bicycle-outline', order: 3, productcount: 1 },
];

export function deliveryWith(overrides: Partial<OrderDelivery> = {}): OrderDelivery {
  return {
    nmbr: 1,
    productkey: 'breakfast',
    productname: 'Breakfast',
    quantity: 2,
    unit: 'PIECE',
    deliverydate: noonOn(1),
    options: [],
    priceincl: 7.95,
    totalincl: 15.9,
    delivered: null,
    ...overrides,
  };
}

export function orderViewWith(order: Partial<Order> = {}, orderdeliveries: OrderDelivery[] = [deliveryWith()], deliveryproducts: OrderView['deliveryproducts'] = []): OrderView {
  const totalincl = Math.round(orderdeliveries.reduce((sum, delivery) => sum + delivery.totalincl, 0) * 100) / 100;
  return {
    order: { nmbr: 42, orderstate: 10, paymentamount: 0, refundedamount: 0, chargedbackamount: 0, totalincl, reservationId: 'r1', created: daysFromNow(-1), placed: null, ...order },
    orderdeliveries,
    deliveryproducts,
  };
}

export function paymentWith(overrides: Partial<Payment> = {}): Payment {
  return {
    nmbr: 5,
    ordernmbr: 42,
    method: 'ideal',
    status: 'open',
    amount: 15.9,
    refundedAmount: 0,
    chargedBackAmount: 0,
    checkoutUrl: 'http://127.0.0.1:9/psp/test/tr_5',
    created: daysFromNow(0),
    updated: daysFromNow(0),
    ...overrides,
  };
}

export const paymentWays = [
  { id: 'ideal', description: 'iDEAL' },
  { id: 'creditcard', description: 'Card' },
];

/** The guest app at `path` with a current stay and the shop's answers; `routes` adds or replaces answers. */
export function openShop(path: string, routes: Record<string, FakeHandler> = {}, language: Language = 'en') {
  return renderGuestApp(path, {
    'GET /api/guest/reservation/current': ok(reservationWith()),
    'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
    'GET /api/guest/accommodation/current': ok(suiteWith()),
    'GET /api/guest/webshopcategory': ok(categories),
    'GET /api/guest/product': ({ query }) => ({
      status: 200,
      body: [housekeeping, productWith(), productWith({ productkey: 'croissants', name: 'Croissants', featured: true }), eBike].filter(
        (product) => product.group === (query.get('group') ?? product.group),
      ),
    }),
    'GET /api/guest/product/{productkey}': ({ path }) => {
      const key = path.split('/').at(-1);
      const product = [housekeeping, productWith(), eBike].find((candidate) => candidate.productkey === key);
      return product ? { status: 200, body: product } : { status: 404, body: { code: 'PRODUCT_NOT_FOUND', message: 'Not found' } };
    },
    'GET /api/guest/order/open': ok(orderViewWith()),
    'GET /api/guest/order': ok([]),
    'GET /api/guest/payment/ways': ok(paymentWays),
    ...routes,
  }, {}, { language });
}
