import { describe, expect, it } from 'vitest';
import { deliveryWith } from '@/test/staff-delivery-fixtures';
import { groupDeliveries, suiteCount } from './delivery-groups';

describe('groupDeliveries', () => {
  const deliveries = [
    deliveryWith({ nmbr: 1, accommodation: 'Suite 10', productkey: 'breakfast', productname: 'Breakfast', quantity: 2 }),
    deliveryWith({ nmbr: 2, accommodation: null, productkey: 'ebike', productname: 'E-bike', quantity: 1 }),
    deliveryWith({ nmbr: 3, accommodation: 'Suite 2', productkey: 'breakfast', productname: 'Breakfast', quantity: 3 }),
    deliveryWith({ nmbr: 4, accommodation: 'Suite 10', productkey: 'ebike', productname: 'E-bike', quantity: 2 }),
  ];

  it('groups per suite in natural order, the deliveries without a suite last', () => {
    const groups = groupDeliveries(deliveries, 'suite');
    expect(groups.map((group) => [group.title, group.deliveries.map((delivery) => delivery.nmbr)])).toEqual([
      ['Suite 2', [3]],
      ['Suite 10', [1, 4]],
      [null, [2]],
    ]);
  });

  it('groups per product by name with the total quantity', () => {
    const groups = groupDeliveries(deliveries, 'product');
    expect(groups.map((group) => [group.title, group.quantity])).toEqual([
      ['Breakfast', 5],
      ['E-bike', 3],
    ]);
  });

  it('counts the suites delivered to, a reservation without a suite as one of its own', () => {
    expect(suiteCount(deliveries)).toBe(3);
    expect(suiteCount([])).toBe(0);
  });
});
