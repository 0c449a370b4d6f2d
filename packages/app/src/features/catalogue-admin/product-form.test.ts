import type { ManagedProduct } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import {
  createBodyOf,
  formOfProduct,
  keyFromName,
  missingLanguagesOf,
  newOptionForm,
  newProductForm,
  parseEuros,
  problemsOf,
  updateBodyOf,
  updateForm,
  updateOption,
} from './product-form';

const eBike: ManagedProduct = {
  productkey: 'e-bike',
  name: 'E-bike',
  nameNl: null,
  nameDe: 'E-Bike',
  nameFr: null,
  description: 'Per day',
  descriptionNl: 'Per dag',
  descriptionDe: 'Pro Tag',
  descriptionFr: null,
  img: '/products/e-bike.svg',
  group: 'bikes',
  categoryId: 'bikes',
  featured: true,
  hide: false,
  price: 49.95,
  vatRate: 21,
  unit: 'DAY',
  disableAmount: false,
  capacity: 4,
  deliveryTime: null,
  sortOrder: 1,
  status: 'P',
  options: [{ productkey: 'child-seat', productname: 'Child seat', productnameNl: null, productnameDe: 'Kindersitz', productnameFr: null, price: 2.5 }],
};

describe('the product form', () => {
  it('reads prices as people write them', () => {
    expect(parseEuros('7,95')).toBe(7.95);
    expect(parseEuros('7.95')).toBe(7.95);
    expect(parseEuros('€ 12')).toBe(12);
    expect(parseEuros('0,1')).toBe(0.1);
    expect(parseEuros('7,955')).toBeNull();
    expect(parseEuros('-1')).toBeNull();
    expect(parseEuros('seven')).toBeNull();
    expect(parseEuros('10000,01')).toBeNull();
  });

  it('derives the key of a new product from its name until the key is typed', () => {
    expect(keyFromName('Crème brûlée & coffee!')).toBe('creme-brulee-coffee');
    let form = updateForm(newProductForm('food'), { name: 'Late-night Pizza' });
    expect(form.productkey).toBe('late-night-pizza');
    form = updateForm(form, { productkey: 'pizza' });
    form = updateForm(form, { name: 'Pizza margherita' });
    expect(form.productkey).toBe('pizza');
  });

  it('names what is missing or wrong', () => {
    expect(problemsOf(newProductForm(''), true)).toEqual({ productkey: 'required', name: 'required', categoryId: 'required', price: 'required' });
    const form = { ...newProductForm('food'), productkey: 'Pizza!', name: 'Pizza', price: '13,505', unit: 'DAY' as const, capacity: '0' };
    expect(problemsOf(form, true)).toEqual({ productkey: 'key', price: 'price', capacity: 'capacity' });
    // An existing product's key is not edited.
    expect(problemsOf({ ...form, productkey: '' }, false)).toEqual({ price: 'price', capacity: 'capacity' });
  });

  it('sends euros, the Dutch texts only when given, and a capacity only per day', () => {
    const form = updateForm(newProductForm('food'), { name: ' Pizza ', price: '13,50', vatRate: 9, capacity: '5', disableAmount: true });
    expect(createBodyOf(form)).toMatchObject({ productkey: 'pizza', name: 'Pizza', price: 13.5, vatRate: 9, unit: 'PIECE', capacity: null, nameNl: null, disableAmount: true });
    expect(createBodyOf({ ...form, unit: 'DAY' })).toMatchObject({ capacity: 5, disableAmount: false });
  });

  it("sends the product's own delivery time, none (noon) when left empty, and refuses one that is not a time", () => {
    const form = updateForm(newProductForm('food'), { name: 'Breakfast', price: '7,95' });
    expect(createBodyOf(form).deliveryTime).toBeNull();
    expect(createBodyOf({ ...form, deliveryTime: '08:30' }).deliveryTime).toBe('08:30');
    expect(problemsOf({ ...form, deliveryTime: '8.30' }, true)).toEqual({ deliveryTime: 'deliveryTime' });
    expect(formOfProduct({ ...eBike, deliveryTime: '09:15' }, 'en').deliveryTime).toBe('09:15');
  });

  it('edits a product as it is and sends it back unchanged', () => {
    const form = formOfProduct(eBike, 'nl');
    expect(form).toMatchObject({ price: '49,95', capacity: '4', nameNl: '', descriptionNl: 'Per dag', vatRate: 21 });
    expect(form).toMatchObject({ nameDe: 'E-Bike', nameFr: '', descriptionDe: 'Pro Tag', descriptionFr: '' });
    expect(form.options).toEqual([{ productkey: 'child-seat', productname: 'Child seat', productnameNl: '', productnameDe: 'Kindersitz', productnameFr: '', price: '2,50' }]);
    expect(problemsOf(form, false)).toEqual({});
    expect(updateBodyOf(form)).toEqual({
      name: 'E-bike',
      description: 'Per day',
      nameNl: null,
      nameDe: 'E-Bike',
      nameFr: null,
      descriptionNl: 'Per dag',
      descriptionDe: 'Pro Tag',
      descriptionFr: null,
      categoryId: 'bikes',
      price: 49.95,
      vatRate: 21,
      unit: 'DAY',
      capacity: 4,
      deliveryTime: null,
      disableAmount: false,
      featured: true,
      hide: false,
      img: '/products/e-bike.svg',
      options: [{ productkey: 'child-seat', productname: 'Child seat', productnameNl: null, productnameDe: 'Kindersitz', productnameFr: null, price: 2.5 }],
    });
    expect(formOfProduct(eBike, 'en').price).toBe('49.95');
  });

  it('writes prices with a decimal comma in German and French too', () => {
    expect(formOfProduct(eBike, 'de')).toMatchObject({ price: '49,95', options: [{ price: '2,50' }] });
    expect(formOfProduct(eBike, 'fr').price).toBe('49,95');
  });

  it('keeps add-ons: keys follow their names, each needs a name, a price and a name of its own', () => {
    let form = { ...formOfProduct(eBike, 'en'), options: [...formOfProduct(eBike, 'en').options, newOptionForm()] };
    expect(problemsOf(form, false)).toEqual({ options: { 1: 'name' } });
    form = updateOption(form, 1, { productname: 'Helmet', price: '1,5' });
    expect(form.options[1]).toMatchObject({ productkey: 'helmet', productname: 'Helmet' });
    expect(problemsOf(form, false)).toEqual({});
    expect(problemsOf(updateOption(form, 1, { price: 'free' }), false)).toEqual({ options: { 1: 'price' } });
    expect(problemsOf(updateOption(form, 1, { productname: 'Child  seat' }), false)).toEqual({ options: { 1: 'duplicate' } });
    expect(updateBodyOf(updateOption(form, 1, { productnameNl: ' Helm ', productnameFr: 'Casque' })).options).toEqual([
      { productkey: 'child-seat', productname: 'Child seat', productnameNl: null, productnameDe: 'Kindersitz', productnameFr: null, price: 2.5 },
      { productkey: 'helmet', productname: 'Helmet', productnameNl: 'Helm', productnameDe: null, productnameFr: 'Casque', price: 1.5 },
    ]);
  });

  it('names the languages a text is missing in: the name, a description written in English, the add-ons', () => {
    const form = formOfProduct(eBike, 'en');
    // Dutch name and French everything missing; German complete.
    expect(missingLanguagesOf(form)).toEqual(['nl', 'fr']);
    const complete = { ...form, nameNl: 'E-bike', nameFr: 'Vélo électrique', descriptionFr: 'Par jour', options: form.options.map((option) => ({ ...option, productnameNl: 'Kinderzitje', productnameFr: 'Siège enfant' })) };
    expect(missingLanguagesOf(complete)).toEqual([]);
    // A blank translation is missing; a description left empty in English is not asked for in the others.
    expect(missingLanguagesOf({ ...complete, nameDe: '   ' })).toEqual(['de']);
    expect(missingLanguagesOf({ ...complete, description: '', descriptionNl: '', descriptionDe: '', descriptionFr: '' })).toEqual([]);
    expect(missingLanguagesOf({ ...complete, options: [...complete.options, { ...newOptionForm(), productname: 'Helmet' }] })).toEqual(['nl', 'de', 'fr']);
  });
});
