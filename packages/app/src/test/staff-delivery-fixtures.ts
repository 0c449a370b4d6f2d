import type { StaffDelivery, StaffDeliveryPage } from '@stay/contract';

/** Two breakfasts for Suite Zeezicht 12 (Anna de Vries) on 20 March 2026, 12:00 in Amsterdam, from a placed order. */
export function deliveryWith(overrides: Partial<StaffDelivery> = {}): StaffDelivery {
  return {
    nmbr: 1,
    deliverydate: '2026-03-20T11:00:00.000Z',
    productkey: 'breakfast',
    productname: 'Breakfast',
    quantity: 2,
    unit: 'PIECE',
    options: [],
    accommodation: 'Suite Zeezicht 12',
    guest: { firstname: 'Anna', surname: 'de Vries' },
    reservation: { _id: 'r1', nmbr: '1001' },
    chatnmbr: 42,
    ordernmbr: 7,
    orderstate: 60,
    orderchargedback: false,
    orderrefunded: false,
    delivered: null,
    ...overrides,
  };
}

export const deliveryPageOf = (items: StaffDelivery[], nextCursor: string | null = null): StaffDeliveryPage => ({ items, nextCursor });
