import {
  PRODUCT_IMAGE_PATHS,
  PRODUCT_MAX_CAPACITY,
  PRODUCT_MAX_PRICE,
  centsFromEuros,
  type AppLanguage,
  type ManagedProduct,
  type ProductCreateBodyInput,
  type ProductUnit,
  type ProductUpdateBodyInput,
} from '@stay/contract';
import { missingInAny, textsOfField } from '@/components/content-language/shown-language';

/** The VAT rates the form offers: the Dutch low rate (food, groceries) and the standard rate. */
export const FORM_VAT_RATES = [9, 21] as const;
export type FormVatRate = (typeof FORM_VAT_RATES)[number];

/** An add-on as typed (a child seat with a bike): its key follows its (English) name; the price as written. */
export interface OptionForm {
  productkey: string;
  productname: string;
  productnameNl: string;
  productnameDe: string;
  productnameFr: string;
  price: string;
}

export const newOptionForm = (): OptionForm => ({ productkey: '', productname: '', productnameNl: '', productnameDe: '', productnameFr: '', price: '' });

/** The product form as typed: texts as they stand, the price as written ("7,95" or "7.95"), the capacity as text. */
export interface ProductForm {
  productkey: string;
  /** While true the key follows the name (a new product whose key nobody typed). */
  isKeyDerived: boolean;
  /** The texts in English (the name required) and the other languages (empty: missing). */
  name: string;
  description: string;
  nameNl: string;
  nameDe: string;
  nameFr: string;
  descriptionNl: string;
  descriptionDe: string;
  descriptionFr: string;
  categoryId: string;
  price: string;
  vatRate: FormVatRate;
  unit: ProductUnit;
  capacity: string;
  /** When it is brought on its day, HH:mm; empty: at noon. */
  deliveryTime: string;
  disableAmount: boolean;
  featured: boolean;
  hide: boolean;
  /** A drawing's path or the product's uploaded photo; the `img` sent. */
  img: string;
  /** A new photo chosen, uploaded once the product is saved (it then becomes the `img`). */
  photo: File | null;
  /** Add-ons, in the order the guest sees them (at most PRODUCT_MAX_OPTIONS). */
  options: OptionForm[];
}

export type ProductFormField = 'productkey' | 'name' | 'categoryId' | 'price' | 'capacity' | 'deliveryTime';
export type ProductFormProblem = 'required' | 'key' | 'price' | 'capacity' | 'deliveryTime';

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export type OptionProblem = 'name' | 'price' | 'duplicate';
export type ProductFormProblems = Partial<Record<ProductFormField, ProductFormProblem>> & {
  /** Per add-on (by its index): what is wrong with it. */
  options?: Record<number, OptionProblem>;
};

/** A product key from a name: lower case, accents dropped, words joined by dashes ("Crème brûlée" → "creme-brulee"). */
export function keyFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** "7,95", "7.95", "€ 7,95" → 7.95; null when it is not an amount with at most two decimals within the limit. */
export function parseEuros(text: string): number | null {
  const cleaned = text.replace(/[€\s]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const euros = Number(cleaned);
  return euros <= PRODUCT_MAX_PRICE ? centsFromEuros(euros) / 100 : null;
}

/** The languages that write a decimal comma: 7,95 rather than 7.95. */
const DECIMAL_COMMA_LANGUAGES = ['nl', 'de', 'fr'];

/** An amount for the price field in the person's language: 7.95 → "7,95" in Dutch, German and French. */
export function eurosText(euros: number, language: string): string {
  const text = euros.toFixed(2);
  return DECIMAL_COMMA_LANGUAGES.some((comma) => language.startsWith(comma)) ? text.replace('.', ',') : text;
}

export function newProductForm(categoryId: string): ProductForm {
  return {
    productkey: '',
    isKeyDerived: true,
    name: '',
    description: '',
    nameNl: '',
    nameDe: '',
    nameFr: '',
    descriptionNl: '',
    descriptionDe: '',
    descriptionFr: '',
    categoryId,
    price: '',
    vatRate: 9,
    unit: 'PIECE',
    capacity: '',
    deliveryTime: '',
    disableAmount: false,
    featured: false,
    hide: false,
    img: PRODUCT_IMAGE_PATHS[0] ?? '',
    photo: null,
    options: [],
  };
}

export function formOfProduct(product: ManagedProduct, language: string): ProductForm {
  return {
    productkey: product.productkey,
    isKeyDerived: false,
    name: product.name,
    description: product.description,
    nameNl: product.nameNl ?? '',
    nameDe: product.nameDe ?? '',
    nameFr: product.nameFr ?? '',
    descriptionNl: product.descriptionNl ?? '',
    descriptionDe: product.descriptionDe ?? '',
    descriptionFr: product.descriptionFr ?? '',
    categoryId: product.categoryId,
    price: eurosText(product.price, language),
    vatRate: product.vatRate === 9 ? 9 : 21,
    unit: product.unit,
    capacity: product.capacity === null ? '' : String(product.capacity),
    deliveryTime: product.deliveryTime ?? '',
    disableAmount: product.disableAmount,
    featured: product.featured,
    hide: product.hide,
    img: product.img,
    photo: null,
    options: product.options.map((option) => ({
      productkey: option.productkey,
      productname: option.productname,
      productnameNl: option.productnameNl ?? '',
      productnameDe: option.productnameDe ?? '',
      productnameFr: option.productnameFr ?? '',
      price: eurosText(option.price, language),
    })),
  };
}

/** A change to one add-on; typing its name moves its key along. */
export function updateOption(form: ProductForm, index: number, patch: Partial<OptionForm>): ProductForm {
  return {
    ...form,
    options: form.options.map((option, at) =>
      at === index ? { ...option, ...patch, ...(patch.productname !== undefined ? { productkey: keyFromName(patch.productname) } : {}) } : option,
    ),
  };
}

/** A change to the form; typing a name moves a derived key along. */
export function updateForm(form: ProductForm, patch: Partial<ProductForm>): ProductForm {
  const next = { ...form, ...patch };
  if (patch.productkey !== undefined) next.isKeyDerived = false;
  if (next.isKeyDerived && patch.name !== undefined) next.productkey = keyFromName(patch.name);
  return next;
}

function capacityOf(form: ProductForm): number | null | 'invalid' {
  if (form.unit !== 'DAY' || form.capacity.trim() === '') return null;
  const value = Number(form.capacity.trim());
  return Number.isInteger(value) && value >= 1 && value <= PRODUCT_MAX_CAPACITY ? value : 'invalid';
}

/** What is wrong with the form, per field (nothing: it can be sent). */
export function problemsOf(form: ProductForm, isNew: boolean): ProductFormProblems {
  const problems: ProductFormProblems = {};
  if (isNew && !/^[a-z0-9][a-z0-9-]{0,39}$/.test(form.productkey)) problems.productkey = form.productkey === '' ? 'required' : 'key';
  if (form.name.trim() === '') problems.name = 'required';
  if (form.categoryId === '') problems.categoryId = 'required';
  if (form.price.trim() === '') problems.price = 'required';
  else if (parseEuros(form.price) === null) problems.price = 'price';
  if (capacityOf(form) === 'invalid') problems.capacity = 'capacity';
  if (form.deliveryTime.trim() !== '' && !CLOCK_TIME.test(form.deliveryTime.trim())) problems.deliveryTime = 'deliveryTime';
  const optionProblems: Record<number, OptionProblem> = {};
  form.options.forEach((option, index) => {
    if (option.productkey === '') optionProblems[index] = 'name';
    else if (parseEuros(option.price) === null) optionProblems[index] = 'price';
    else if (form.options.findIndex((other) => other.productkey === option.productkey) < index) optionProblems[index] = 'duplicate';
  });
  if (Object.keys(optionProblems).length > 0) problems.options = optionProblems;
  return problems;
}

function fields(form: ProductForm) {
  const capacity = capacityOf(form);
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    nameNl: form.nameNl.trim() || null,
    nameDe: form.nameDe.trim() || null,
    nameFr: form.nameFr.trim() || null,
    descriptionNl: form.descriptionNl.trim() || null,
    descriptionDe: form.descriptionDe.trim() || null,
    descriptionFr: form.descriptionFr.trim() || null,
    categoryId: form.categoryId,
    price: parseEuros(form.price) ?? 0,
    vatRate: form.vatRate,
    unit: form.unit,
    capacity: capacity === 'invalid' ? null : capacity,
    deliveryTime: form.deliveryTime.trim() === '' ? null : form.deliveryTime.trim(),
    // One per order only makes sense for a piece (a day's rental counts days).
    disableAmount: form.unit === 'PIECE' && form.disableAmount,
    featured: form.featured,
    hide: form.hide,
    img: form.img,
    options: form.options.map((option) => ({
      productkey: option.productkey,
      productname: option.productname.trim(),
      productnameNl: option.productnameNl.trim() || null,
      productnameDe: option.productnameDe.trim() || null,
      productnameFr: option.productnameFr.trim() || null,
      price: parseEuros(option.price) ?? 0,
    })),
  };
}

/** The create body of a valid form. */
export function createBodyOf(form: ProductForm): ProductCreateBodyInput {
  return { productkey: form.productkey, ...fields(form) };
}

/** The update body of a valid form: every field, the add-ons included (they replace the stored ones). */
export function updateBodyOf(form: ProductForm): ProductUpdateBodyInput {
  return fields(form);
}

/**
 * The languages the product's texts are missing in: its name, its description (when it has one in English) and its
 * add-ons' names. English is never missing (the name is required).
 */
export function missingLanguagesOf(form: ProductForm): AppLanguage[] {
  return missingInAny([
    textsOfField(form, 'name'),
    ...(form.description.trim() === '' ? [] : [textsOfField(form, 'description')]),
    ...form.options.filter((option) => option.productname.trim() !== '').map((option) => textsOfField(option, 'productname')),
  ]);
}
