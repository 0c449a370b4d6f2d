import type { BulkTable } from '../../db/bulk-load';

/** The shop's tables as a bulk load writes them. */
export const catalogueBulkTables = {
  categories: {
    name: 'webshop_categories',
    columns: [
      ['id', 'text'], ['location_id', 'text'], ['name', 'text'], ['name_nl', 'text'], ['name_de', 'text'], ['name_fr', 'text'],
      ['product_group', 'text'], ['icon', 'text'], ['sort_order', 'integer'], ['created_at', 'text'], ['updated_at', 'text'],
    ],
  },
  products: {
    name: 'products',
    columns: [
      ['id', 'text'], ['location_id', 'text'], ['productkey', 'text'], ['category_id', 'text'], ['name', 'text'], ['name_nl', 'text'],
      ['name_de', 'text'], ['name_fr', 'text'], ['description', 'text'], ['description_nl', 'text'], ['description_de', 'text'],
      ['description_fr', 'text'], ['img', 'text'], ['price_cents', 'integer'], ['vat_rate', 'integer'], ['unit', 'text'],
      ['disable_amount', 'integer'], ['capacity', 'integer'], ['featured', 'integer'], ['hidden', 'integer'], ['sort_order', 'integer'],
      ['created_at', 'text'], ['updated_at', 'text'],
    ],
  },
  productOptions: {
    name: 'product_options',
    numbered: true,
    columns: [
      ['product_id', 'text'], ['optionkey', 'text'], ['name', 'text'], ['name_nl', 'text'], ['name_de', 'text'], ['name_fr', 'text'],
      ['price_cents', 'integer'], ['sort_order', 'integer'],
    ],
  },
} as const satisfies Record<string, BulkTable>;
