import { answered, nextSerial, type EndpointSamples } from '../../http/role-access/endpoint-sample';
import { pngUpload, type RoleAccessWorld } from '../../http/role-access/world';

/** Role-access and fuzz samples of the catalogue module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestCatalogueApi.product': { request: async (world) => ({ params: { productkey: (await sharedProduct(world)).productkey } }) },
  'managementCatalogueApi.categories': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'managementCatalogueApi.createCategory': { otherLocation: 'acts', staffRoles: ['MANAGEMENT'], request: () => ({ body: { name: 'Snacks', group: 'food' } }) },
  'managementCatalogueApi.updateCategory': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { _id: (await sharedProduct(world)).categoryId }, body: { name: 'Breakfast & more' } }),
  },
  'managementCatalogueApi.products': { otherLocation: 'reads', staffRoles: ['MANAGEMENT'] },
  'managementCatalogueApi.product': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { productkey: (await sharedProduct(world)).productkey } }),
  },
  'managementCatalogueApi.createProduct': {
    otherLocation: 'acts',
    staffRoles: ['MANAGEMENT'],
    request: async (world, caller) => {
      const token = caller.staff?.role === 'MANAGEMENT' ? caller.staff.token : world.staff.MANAGEMENT.token;
      return { body: sampleProduct(`sample-${nextSerial()}`, await newCategory(world, token)) };
    },
  },
  'managementCatalogueApi.updateProduct': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { productkey: (await sharedProduct(world)).productkey }, body: { price: 8.5, hide: false } }),
  },
  'managementCatalogueApi.uploadProductPhoto': {
    otherLocation: 'refused',
    staffRoles: ['MANAGEMENT'],
    request: async (world) => ({ params: { productkey: (await sharedProduct(world)).productkey }, raw: pngUpload() }),
  },
  'publicProductPhotoApi.get': { request: () => ({ params: { filename: `${'0'.repeat(32)}.webp` } }) },
};

const sampleProduct = (productkey: string, categoryId: string) => ({
  productkey,
  name: 'Breakfast',
  categoryId,
  price: 7.95,
  vatRate: 9,
  img: '/products/breakfast.svg',
});

/** A new shop category, made by the management member whose token this is (at their location). */
async function newCategory(world: RoleAccessWorld, token: string): Promise<string> {
  const url = '/api/employee/webshopcategory';
  return (await answered<{ _id: string }>(world.call(token, { method: 'POST', url, payload: { name: 'Food', group: 'food' } })))._id;
}

const sharedProducts = new WeakMap<RoleAccessWorld, Promise<{ productkey: string; categoryId: string }>>();

/** One product of the first location's shop, created once per world by its management. */
export function sharedProduct(world: RoleAccessWorld): Promise<{ productkey: string; categoryId: string }> {
  let product = sharedProducts.get(world);
  if (!product) {
    product = (async () => {
      const categoryId = await newCategory(world, world.staff.MANAGEMENT.token);
      const url = '/api/employee/product';
      await answered(world.call(world.staff.MANAGEMENT.token, { method: 'POST', url, payload: sampleProduct('breakfast', categoryId) }));
      return { productkey: 'breakfast', categoryId };
    })();
    sharedProducts.set(world, product);
  }
  return product;
}
