import type { StaffDelivery } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import { deliveriesCsv } from './deliveries-csv';
import { nl } from './locales/nl';

const delivery = (changes: Partial<StaffDelivery>): StaffDelivery => ({
  nmbr: 1,
  deliverydate: '2026-12-05T07:30:00.000Z',
  productkey: 'breakfast',
  productname: 'Ontbijt',
  quantity: 2,
  unit: 'st',
  options: [],
  accommodation: 'Duinroos 8',
  guest: { firstname: 'Jan', surname: 'de Vries' },
  reservation: { _id: 'r1', nmbr: 'R-1' },
  chatnmbr: null,
  ordernmbr: 41,
  orderstate: 50,
  orderchargedback: false,
  orderrefunded: false,
  delivered: null,
  ...changes,
});

describe('the deliveries CSV', () => {
  it('writes the day’s deliveries in the order they are due, in Dutch, options joined, formulas neutralised', () => {
    const csv = deliveriesCsv(
      [
        delivery({ nmbr: 2, deliverydate: '2026-12-05T09:00:00.000Z', productname: '@Broodjes', options: [{ productkey: 'a', productname: 'Glutenvrij' }, { productkey: 'b', productname: 'Extra kaas' }], delivered: '2026-12-05T09:10:00.000Z' }),
        delivery({}),
      ],
      'Europe/Amsterdam',
      nl.csv,
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFLeveren om,Suite,Voornaam,Achternaam,Product,Aantal,Eenheid,Opties,Bestelling,Reserveringsnummer,Geleverd',
      '2026-12-05 08:30,Duinroos 8,Jan,de Vries,Ontbijt,2,st,,41,R-1,',
      "2026-12-05 10:00,Duinroos 8,Jan,de Vries,'@Broodjes,2,st,Glutenvrij; Extra kaas,41,R-1,2026-12-05 10:10",
      '',
    ]);
  });
});
