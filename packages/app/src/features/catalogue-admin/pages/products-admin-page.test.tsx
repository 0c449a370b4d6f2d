import { managementCatalogueApi, managementLocationApi, type ManagedCategory, type ManagedProduct } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { compressImage, PHOTO_COMPRESSION } from '@/lib/images/compress-image';
import { routeOf, type FakeHandler } from '@/test/fake-fetch';
import { fail, ok, renderStaffApp } from '@/test/guest-app';

vi.mock('@/lib/images/compress-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/images/compress-image')>()),
  compressImage: vi.fn(async (file: File) => new File(['webp'], file.name.replace(/\.\w+$/, '.webp'), { type: 'image/webp' })),
}));

const PATH = '/management/products';
const PHOTO = `/api/product-photo/${'c'.repeat(32)}.webp`;

const CATEGORIES: ManagedCategory[] = [
  { _id: 'food', name: 'Food & drinks', nameNl: 'Eten & drinken', nameDe: null, nameFr: null, group: 'food', icon: 'restaurant-outline', order: 0, productcount: 2 },
  { _id: 'bikes', name: 'Bikes', nameNl: 'Fietsen', nameDe: null, nameFr: null, group: 'bikes', icon: 'bicycle-outline', order: 1, productcount: 1 },
];

const product = (overrides: Partial<ManagedProduct>): ManagedProduct => ({
  productkey: 'breakfast',
  name: 'Breakfast',
  nameNl: 'Ontbijt',
  nameDe: null,
  nameFr: null,
  description: 'Fresh bread',
  descriptionNl: 'Vers brood',
  descriptionDe: null,
  descriptionFr: null,
  img: '/products/breakfast.svg',
  group: 'food',
  categoryId: 'food',
  featured: true,
  hide: false,
  price: 7.95,
  vatRate: 9,
  unit: 'PIECE',
  disableAmount: false,
  capacity: null,
  deliveryTime: null,
  sortOrder: 0,
  status: 'P',
  options: [],
  ...overrides,
});

const PRODUCTS: ManagedProduct[] = [
  product({}),
  product({ productkey: 'wine', name: 'Bottle of wine', nameNl: 'Fles wijn', price: 12.5, vatRate: 21, hide: true, featured: false, img: '/products/wine.svg' }),
  product({
    productkey: 'e-bike',
    name: 'E-bike',
    nameNl: null,
    group: 'bikes',
    categoryId: 'bikes',
    price: 49.95,
    vatRate: 21,
    unit: 'DAY',
    capacity: 4,
    img: '/products/e-bike.svg',
    options: [{ productkey: 'child-seat', productname: 'Child seat', productnameNl: 'Kinderzitje', productnameDe: null, productnameFr: null, price: 2.5 }],
  }),
];

function renderProducts(routes: Record<string, FakeHandler> = {}, language: 'en' | 'nl' = 'en') {
  return renderStaffApp(
    PATH,
    {
      [routeOf(managementCatalogueApi.categories)]: ok(CATEGORIES),
      [routeOf(managementCatalogueApi.products)]: ok(PRODUCTS),
      // The page's content-language setting asks too; unanswered, its error would sit over the list.
      [routeOf(managementLocationApi.contentLanguage)]: ok({ contentLanguage: 'en' }),
      ...routes,
    },
    { role: 'MANAGEMENT', language },
  );
}

const section = async (name: string) => (await screen.findByRole('region', { name })) as HTMLElement;
const rowOf = (container: HTMLElement, name: string) => within(container).getByRole('button', { name }).closest('li') as HTMLElement;
const lastAlert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;

describe('management: products', () => {
  it('lists the products by category with their price, VAT and hidden state', async () => {
    renderProducts();
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    const food = await section('Food & drinks');
    expect(within(food).getByText('2 products')).toBeInTheDocument();
    const breakfast = within(food).getByRole('button', { name: 'Edit Breakfast' });
    expect(breakfast).toHaveTextContent('€7.95');
    expect(breakfast).toHaveTextContent('VAT 9%');
    expect(breakfast).toHaveTextContent('Featured');
    expect(breakfast).not.toHaveTextContent('Hidden');
    expect(within(food).getByRole('button', { name: 'Edit Bottle of wine' })).toHaveTextContent('Hidden');
    const bikes = await section('Bikes');
    const eBike = within(bikes).getByRole('button', { name: 'Edit E-bike' });
    expect(eBike).toHaveTextContent('€49.95 per day');
    expect(eBike).toHaveTextContent('4 available per day');
    expect(eBike).toHaveTextContent('1 add-on');
  });

  it('says in words what a product without a quantity is, in both languages', async () => {
    const housekeeping = product({ productkey: 'housekeeping', name: 'Housekeeping', nameNl: 'Schoonmaak', disableAmount: true, img: '/products/housekeeping.svg' });
    const view = renderProducts({ [routeOf(managementCatalogueApi.products)]: ok([housekeeping]) });
    expect(within(await section('Food & drinks')).getByRole('button', { name: 'Edit Housekeeping' })).toHaveTextContent('One per order, no quantity');
    view.unmount();
    renderProducts({ [routeOf(managementCatalogueApi.products)]: ok([housekeeping]) }, 'nl');
    expect(within(await section('Eten & drinken')).getByRole('button', { name: 'Schoonmaak bewerken' })).toHaveTextContent('Eén per bestelling, geen aantal');
  });

  it('speaks Dutch with the Dutch names where they are set', async () => {
    renderProducts({}, 'nl');
    const food = await section('Eten & drinken');
    expect(within(food).getByRole('button', { name: 'Ontbijt bewerken' })).toHaveTextContent('€ 7,95');
    expect(within(food).getByRole('button', { name: 'Fles wijn bewerken' })).toHaveTextContent('Verborgen');
    // No Dutch name: the English one.
    expect(within(await section('Fietsen')).getByRole('button', { name: 'E-bike bewerken' })).toHaveTextContent('€ 49,95 per dag');
  });

  it('adds a product: checks the form first, then sends euros and the key derived from the name', async () => {
    const app = renderProducts({
      [routeOf(managementCatalogueApi.createProduct)]: (request) => ok(product(request.body as Partial<ManagedProduct>))(),
    });
    fireEvent.click(within(await section('Bikes')).getByText('Add'));
    const form = await screen.findByRole('dialog', { name: 'New product' });
    fireEvent.click(within(form).getByText('Save'));
    expect(await within(form).findAllByText('Fill this in.')).toHaveLength(3);

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Mountain bike' } });
    expect(within(form).getByLabelText('Product code')).toHaveValue('mountain-bike');
    fireEvent.change(within(form).getByLabelText('Price in euros (incl. VAT)'), { target: { value: '24,955' } });
    fireEvent.click(within(form).getByLabelText('Day'));
    fireEvent.change(within(form).getByLabelText('Available per day'), { target: { value: 'six' } });
    fireEvent.click(within(form).getByText('Save'));
    expect(await within(form).findByText('Enter an amount such as 7,95 (at most 10,000).')).toBeInTheDocument();
    expect(within(form).getByText('Enter a whole number from 1 to 1000, or leave it empty.')).toBeInTheDocument();
    expect(app.server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Price in euros (incl. VAT)'), { target: { value: '24,95' } });
    fireEvent.change(within(form).getByLabelText('Available per day'), { target: { value: '6' } });
    fireEvent.click(within(form).getByLabelText('21%'));
    fireEvent.click(within(form).getByRole('radio', { name: 'Image mountain-bike' }));
    fireEvent.click(within(form).getByText('Save'));
    await waitFor(() => expect(app.server.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(app.server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      productkey: 'mountain-bike',
      name: 'Mountain bike',
      categoryId: 'bikes',
      price: 24.95,
      vatRate: 21,
      unit: 'DAY',
      capacity: 6,
      img: '/products/mountain-bike.svg',
      hide: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New product' })).not.toBeInTheDocument());
  });

  it('shows a taken product code at the code field', async () => {
    renderProducts({ [routeOf(managementCatalogueApi.createProduct)]: fail(409, 'PRODUCT_KEY_TAKEN') });
    await section('Food & drinks');
    fireEvent.click(screen.getByLabelText('Add product'));
    const form = await screen.findByRole('dialog', { name: 'New product' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Breakfast' } });
    fireEvent.change(within(form).getByLabelText('Price in euros (incl. VAT)'), { target: { value: '7.95' } });
    fireEvent.click(within(form).getByText('Save'));
    expect(await within(form).findByText('Another product already uses this key')).toBeInTheDocument();
    expect(within(form).getByLabelText('Product code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('uploads a photo after saving, compressed as chat photos are, and shows it as the chosen image', async () => {
    const app = renderProducts({
      [routeOf(managementCatalogueApi.updateProduct)]: (request) => ok(product({ ...(request.body as Partial<ManagedProduct>) }))(),
      [routeOf(managementCatalogueApi.uploadProductPhoto)]: ok(product({ img: PHOTO })),
    });
    // The photo goes as multipart, outside the JSON client, through the window's fetch.
    vi.stubGlobal('fetch', app.server.fetch);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:croissant'), revokeObjectURL: vi.fn() }));
    onTestFinished(() => void vi.unstubAllGlobals());
    fireEvent.click(within(await section('Food & drinks')).getByRole('button', { name: 'Edit Breakfast' }));
    const form = await screen.findByRole('dialog', { name: 'Edit product' });
    const input = within(form).getByLabelText('Upload a photo');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'drawing.svg', { type: 'image/svg+xml' })] } });
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    const photo = new File(['jpeg'], 'croissant.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(within(form).getByRole('radio', { name: 'Your photo' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Image breakfast' })).not.toBeChecked();
    fireEvent.click(within(form).getByText('Save'));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit product' })).not.toBeInTheDocument());
    expect(compressImage).toHaveBeenCalledWith(photo, PHOTO_COMPRESSION);
    const posts = app.server.requests.filter((request) => request.method === 'POST').map((request) => request.path);
    expect(posts).toEqual(['/api/employee/product/breakfast', '/api/employee/product/breakfast/photo']);
    const call = vi.mocked(app.server.fetch).mock.calls.find(([url]) => String(url).endsWith('/breakfast/photo'));
    const sent = call?.[1]?.body as FormData;
    expect([...sent.keys()]).toEqual(['file']);
    expect((sent.get('file') as File).name).toBe('croissant.webp');
  });

  it('offers the stored photo and the drawings; choosing a drawing sends it', async () => {
    const app = renderProducts({
      [routeOf(managementCatalogueApi.products)]: ok([product({ img: PHOTO })]),
      [routeOf(managementCatalogueApi.updateProduct)]: (request) => ok(product({ ...(request.body as Partial<ManagedProduct>) }))(),
    });
    fireEvent.click(within(await section('Food & drinks')).getByRole('button', { name: 'Edit Breakfast' }));
    const form = await screen.findByRole('dialog', { name: 'Edit product' });
    expect(within(form).getByRole('radio', { name: 'Your photo' })).toBeChecked();
    expect(within(form).getByText('Choose another photo')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('radio', { name: 'Image croissants' }));
    fireEvent.click(within(form).getByText('Save'));
    await waitFor(() => expect(app.server.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(app.server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({ img: '/products/croissants.svg' });
  });

  it('edits a product with its stored values and sends the change', async () => {
    const app = renderProducts({
      [routeOf(managementCatalogueApi.updateProduct)]: (request) => ok(product({ ...(request.body as Partial<ManagedProduct>) }))(),
    });
    fireEvent.click(within(await section('Food & drinks')).getByRole('button', { name: 'Edit Breakfast' }));
    const form = await screen.findByRole('dialog', { name: 'Edit product' });
    expect(within(form).queryByLabelText('Product code')).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('tab', { name: /Dutch/ }));
    expect(within(form).getByLabelText('Name in Dutch')).toHaveValue('Ontbijt');
    fireEvent.click(within(form).getByRole('tab', { name: /English/ }));
    const price = within(form).getByLabelText('Price in euros (incl. VAT)');
    expect(price).toHaveValue('7.95');
    fireEvent.change(price, { target: { value: '8.50' } });
    fireEvent.click(within(form).getByLabelText('Hidden from guests'));
    // An add-on: it needs a name before the form can be sent.
    fireEvent.click(within(form).getByText('Add an add-on'));
    fireEvent.click(within(form).getByText('Save'));
    expect(await within(form).findByText('Give the add-on a name.')).toBeInTheDocument();
    const addOn = within(within(form).getByRole('group', { name: 'Add-on 1' }));
    fireEvent.change(addOn.getByLabelText('Name'), { target: { value: 'Jam & butter' } });
    fireEvent.change(addOn.getByLabelText('Price in euros'), { target: { value: '1,25' } });
    fireEvent.click(within(form).getByText('Save'));
    await waitFor(() => expect(app.server.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    const sent = app.server.requests.find((request) => request.method === 'POST');
    expect(sent?.path).toBe('/api/employee/product/breakfast');
    expect(sent?.body).toMatchObject({
      price: 8.5,
      hide: true,
      nameNl: 'Ontbijt',
      vatRate: 9,
      categoryId: 'food',
      options: [{ productkey: 'jam-butter', productname: 'Jam & butter', productnameNl: null, productnameDe: null, productnameFr: null, price: 1.25 }],
    });
  });

  it('marks every language a product is missing in, in the list and on its tab, until it is written', async () => {
    const app = renderProducts({
      [routeOf(managementCatalogueApi.updateProduct)]: (request) => ok(product({ ...(request.body as Partial<ManagedProduct>) }))(),
    });
    const food = await section('Food & drinks');
    expect(within(food).getByRole('button', { name: 'Edit Breakfast' })).toHaveTextContent('Missing in German and French');
    fireEvent.click(within(food).getByRole('button', { name: 'Edit Breakfast' }));
    const form = await screen.findByRole('dialog', { name: 'Edit product' });
    const tab = (language: string) => within(form).getByRole('tab', { name: new RegExp(language) });
    expect(tab('English')).toHaveAccessibleName('English');
    expect(tab('Dutch')).toHaveAccessibleName('Dutch');
    expect(tab('German')).toHaveAccessibleName('German missing');
    expect(tab('French')).toHaveAccessibleName('French missing');
    fireEvent.click(tab('German'));
    expect(tab('German')).toHaveAttribute('aria-selected', 'true');
    fireEvent.change(within(form).getByLabelText('Name in German'), { target: { value: 'Frühstück' } });
    expect(tab('German')).toHaveAccessibleName('German missing');
    fireEvent.change(within(form).getByLabelText('Description in German'), { target: { value: 'Frisches Brot' } });
    expect(tab('German')).toHaveAccessibleName('German');
    fireEvent.click(tab('French'));
    fireEvent.change(within(form).getByLabelText('Name in French'), { target: { value: 'Petit-déjeuner' } });
    fireEvent.change(within(form).getByLabelText('Description in French'), { target: { value: 'Pain frais' } });
    expect(tab('French')).toHaveAccessibleName('French');
    fireEvent.click(within(form).getByText('Save'));
    await waitFor(() => expect(app.server.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(app.server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      nameNl: 'Ontbijt',
      nameDe: 'Frühstück',
      nameFr: 'Petit-déjeuner',
      descriptionDe: 'Frisches Brot',
      descriptionFr: 'Pain frais',
    });
  });

  it("previews each language as a guest reads it: a missing text in the park's content language", async () => {
    renderProducts({ [routeOf(managementLocationApi.contentLanguage)]: ok({ contentLanguage: 'nl' }) });
    fireEvent.click(within(await section('Food & drinks')).getByRole('button', { name: 'Edit Breakfast' }));
    const form = await screen.findByRole('dialog', { name: 'Edit product' });
    fireEvent.click(within(form).getByRole('tab', { name: /German/ }));
    const preview = within(form).getByRole('region', { name: 'Preview in German' });
    await waitFor(() => expect(preview).toHaveTextContent('Ontbijt'));
    expect(preview).toHaveTextContent('Vers brood');
    expect(preview).toHaveTextContent('No German text yet: guests reading German see the Dutch text.');
    expect(within(form).getByText('Optional. Left empty, guests reading German see the Dutch text.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Name in German'), { target: { value: 'Frühstück' } });
    expect(preview).toHaveTextContent('Frühstück');
    expect(preview).not.toHaveTextContent('No German text yet');
  });

  it("sets the park's content language", async () => {
    const app = renderProducts({
      [routeOf(managementLocationApi.contentLanguage)]: ok({ contentLanguage: 'en' }),
      [routeOf(managementLocationApi.setContentLanguage)]: (request) => ok(request.body)(),
    });
    const setting = await screen.findByRole('group', { name: "The park's content language" });
    await waitFor(() => expect(within(setting).getByRole('radio', { name: 'English' })).toBeChecked());
    fireEvent.click(within(setting).getByRole('radio', { name: 'Deutsch' }));
    await waitFor(() => expect(app.server.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(app.server.requests.find((request) => request.method === 'POST')).toMatchObject({ path: '/api/employee/location/content-language', body: { contentLanguage: 'de' } });
    await waitFor(() => expect(within(setting).getByRole('radio', { name: 'Deutsch' })).toBeChecked());
  });

  it('says so when the products cannot be loaded, and tries again', async () => {
    let attempts = 0;
    renderProducts({
      [routeOf(managementCatalogueApi.products)]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { code: 'UNEXPECTED_ERROR', message: 'x' } } : { status: 200, body: PRODUCTS };
      },
    });
    expect(await screen.findByText('The products could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Try again'));
    expect(await section('Food & drinks')).toBeInTheDocument();
  });

  it('starts an empty shop with a category', async () => {
    const app = renderProducts({
      [routeOf(managementCatalogueApi.categories)]: ok([]),
      [routeOf(managementCatalogueApi.products)]: ok([]),
      [routeOf(managementCatalogueApi.createCategory)]: (request) => ok({ ...CATEGORIES[0], ...(request.body as object), _id: 'new' })(),
    });
    expect(await screen.findByText('The shop is empty')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('status')).getByText('Add category'));
    const form = await screen.findByRole('dialog', { name: 'New category' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Wellness' } });
    fireEvent.click(within(form).getByLabelText('Services'));
    fireEvent.click(within(form).getByText('Add category', { selector: 'ion-button' }));
    await waitFor(() => expect(app.server.requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(app.server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({ name: 'Wellness', nameNl: null, group: 'services', icon: 'sparkles-outline' });
  });

  it('is for management only', async () => {
    const app = renderStaffApp(PATH, {}, { role: 'BACKOFFICE' });
    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(app.server.requests.some((request) => request.path.startsWith('/api/employee/product'))).toBe(false);
  });

  it('hides a product only after asking', async () => {
    const app = renderProducts({
      [routeOf(managementCatalogueApi.updateProduct)]: (request) =>
        ok(product({ ...PRODUCTS.find((candidate) => candidate.productkey === request.path.split('/').at(-1)), ...(request.body as object) }))(),
    });
    const posts = () => app.server.requests.filter((request) => request.method === 'POST');
    const press = async (role: string) => {
      const button = lastAlert()?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === role);
      await act(async () => {
        if (button && typeof button !== 'string') await button.handler?.(undefined);
        await lastAlert()?.dismiss();
      });
    };
    const food = await section('Food & drinks');
    fireEvent.click(within(rowOf(food, 'Edit Breakfast')).getByText('Hide'));
    await waitFor(() => expect(lastAlert()?.header).toBe('Hide this product?'));
    expect(lastAlert()?.message).toBe('Guests will no longer see or order Breakfast. Orders already placed stay as they are.');
    await press('cancel');
    expect(posts()).toHaveLength(0);

    fireEvent.click(within(rowOf(food, 'Edit Breakfast')).getByText('Hide'));
    await waitFor(() => expect(lastAlert()?.header).toBe('Hide this product?'));
    await press('destructive');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ path: '/api/employee/product/breakfast', body: { hide: true } });
  });

  it('shows a hidden product again after asking', async () => {
    const app = renderProducts({
      [routeOf(managementCatalogueApi.updateProduct)]: (request) =>
        ok(product({ ...PRODUCTS.find((candidate) => candidate.productkey === request.path.split('/').at(-1)), ...(request.body as object) }))(),
    });
    const posts = () => app.server.requests.filter((request) => request.method === 'POST');
    const food = await section('Food & drinks');
    fireEvent.click(within(rowOf(food, 'Edit Bottle of wine')).getByText('Show in shop'));
    await waitFor(() => expect(lastAlert()?.header).toBe('Show this product again?'));
    const confirm = lastAlert()?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === 'confirm');
    await act(async () => {
      if (confirm && typeof confirm !== 'string') await confirm.handler?.(undefined);
    });
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ path: '/api/employee/product/wine', body: { hide: false } });
  });
});
