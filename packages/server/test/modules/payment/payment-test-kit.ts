import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { orderViewSchema, paymentReplySchema, type OrderView, type Payment, type StaffRole } from '@stay/contract';
import { buildApp } from '../../../src/app';
import type { Config } from '../../../src/config';
import type { TestContext } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { createTestClock, type TestClock } from '../../support/stay-app';

/** A free loopback port: the app's public address must be known before it is built. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const GUEST_NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n'] as const;
export type GuestName = (typeof GUEST_NAMES)[number];

export interface PaymentKit {
  readonly app: FastifyInstance;
  readonly clock: TestClock;
  /** `http://127.0.0.1:<port>`: PUBLIC_URL, and where the app listens (webhooks arrive over real HTTP). */
  readonly origin: string;
  readonly staff: Record<StaffRole, TestStaff>;
  /** Guests at the location, each with a stay of their own that has a relation (so they can order). */
  readonly guests: Record<GuestName, TestGuest>;
  call(token: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** A new cart of the guest (their open order) with the given products, one each for tomorrow. */
  cartWith(guest: TestGuest, productkeys: readonly string[]): Promise<number>;
  order(guest: TestGuest, nmbr: number): Promise<OrderView>;
  pay(guest: TestGuest, ordernmbr: number, method?: string): Promise<LightMyRequestResponse>;
  /** Pays (answers 200) and returns the payment. */
  started(guest: TestGuest, ordernmbr: number, method?: string): Promise<Payment>;
  payment(guest: TestGuest, nmbr: number): Promise<Payment>;
}

/**
 * The app listening on loopback with the given payment configuration, a location whose management sells breakfast
 * (7.95) and an e-bike (49.95 a day, 2 a day), and guests with stays there. Use inside describeEachDialect.
 */
export function usePaymentKit(ctx: TestContext, configure: (config: Config) => Partial<Config> = () => ({})): PaymentKit {
  const clock = createTestClock();
  let app: FastifyInstance | undefined;
  let origin = '';
  let staff: Record<StaffRole, TestStaff> | undefined;
  let guests: PaymentKit['guests'] | undefined;

  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The payment kit exists only inside tests');
    return value;
  };
  const call = (token: string | undefined, options: InjectOptions) =>
    need(app).inject({ ...options, headers: { ...(options.headers ?? {}), ...(token ? { accesstoken: token } : {}) } }) as Promise<LightMyRequestResponse>;
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  };

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const config = { ...ctx.config, publicUrl: origin };
    app = await buildApp({ config: { ...config, ...configure(config) }, db: ctx.db, logger: false, now: clock.now });
    await app.listen({ port, host: '127.0.0.1' });

    const make = ctx.factories;
    await make.settings();
    const location = await make.location();
    staff = await make.staffOfEveryRole(location.id);
    const guest = async (name: string) =>
      (await make.stay({ locationId: location.id, suites: [`Suite ${name}`], relation: { erpUid: `R-${name}`, name }, guest: { firstname: name } })).guest;
    const made: Partial<Record<GuestName, TestGuest>> = {};
    for (const name of GUEST_NAMES) made[name] = await guest(`Guest ${name.toUpperCase()}`);
    guests = made as Record<GuestName, TestGuest>;

    const management = staff.MANAGEMENT.token;
    const category = async (name: string, group: string) =>
      (ok(await call(management, { method: 'POST', url: '/api/employee/webshopcategory', payload: { name, group, icon: 'basket-outline' } })) as { _id: string })._id;
    const food = await category('Food', 'food');
    const bikes = await category('Bikes', 'bikes');
    const product = async (payload: Record<string, unknown>) => ok(await call(management, { method: 'POST', url: '/api/employee/product', payload }));
    await product({ productkey: 'breakfast', name: 'Breakfast', categoryId: food, price: 7.95, vatRate: 9, img: '/products/breakfast.svg' });
    await product({ productkey: 'e-bike', name: 'E-bike', categoryId: bikes, price: 49.95, vatRate: 21, unit: 'DAY', capacity: 2, img: '/products/e-bike.svg' });
  });

  afterAll(async () => {
    await app?.close();
  });

  const kit: PaymentKit = {
    get app() {
      return need(app);
    },
    clock,
    get origin() {
      return origin;
    },
    get staff() {
      return need(staff);
    },
    get guests() {
      return need(guests);
    },
    call,
    async cartWith(guest, productkeys) {
      const open = ok(await call(guest.token, { method: 'GET', url: '/api/guest/order/open?orCreate=true' })) as OrderView;
      const nmbr = open.order.nmbr;
      const tomorrow = new Date(clock.now().getTime() + 24 * 60 * 60 * 1000).toISOString();
      for (const productkey of productkeys) {
        ok(await call(guest.token, { method: 'POST', url: `/api/guest/order/${nmbr}/delivery`, payload: { productkey, quantity: 1, deliverydate: tomorrow } }));
      }
      return nmbr;
    },
    async order(guest, nmbr) {
      return orderViewSchema.parse(ok(await call(guest.token, { method: 'GET', url: `/api/guest/order/${nmbr}` })));
    },
    pay: (guest, ordernmbr, method = 'ideal') => call(guest.token, { method: 'POST', url: `/api/guest/order/${ordernmbr}/pay`, payload: { method } }),
    async started(guest, ordernmbr, method) {
      return paymentReplySchema.parse(ok(await kit.pay(guest, ordernmbr, method))).payment;
    },
    async payment(guest, nmbr) {
      return paymentReplySchema.parse(ok(await call(guest.token, { method: 'GET', url: `/api/guest/payment/${nmbr}` }))).payment;
    },
  };
  return kit;
}
