import { formatPrice, hasSpecialPrice, type CurrencyCode } from "../core";
import type { Category, Filter, Product } from "../shared/catalog/api";

/** A list's product resource shaped like the server's (the generated `Product`). */
export function product(id: number, overrides: Partial<Product> = {}): Product {
  const fields: Product = {
    id,
    product_id: id,
    parent_id: null,
    sku: `SKU-${id}`,
    type: "simple",
    name: `Ապրանք ${id}`,
    url_key: `product-${id}`,
    price: "10000.0000",
    formated_price: "",
    formatted_price: "",
    special_price: "0.0000",
    old_price: null,
    currency: "AMD",
    new: false,
    featured: false,
    in_stock: true,
    qty: 3,
    shop_name: "Ararat Textile",
    short_description: "",
    description: "",
    images: [],
    base_image: {
      small_image_url: `/cache/small/products/${id}.jpg`,
      medium_image_url: `/cache/medium/products/${id}.jpg`,
      large_image_url: `/cache/large/products/${id}.jpg`,
      original_image_url: `/storage/products/${id}.jpg`,
    },
    categories: [],
    created_at: "2025-01-10T10:00:00Z",
    // Empty in lists; the product page's answer fills them.
    variants: [],
    attribute: [],
    ...overrides,
  };
  // The server's texts of the prices, in the product's currency.
  const currency = fields.currency as CurrencyCode;
  const shown = formatPrice(fields.price, currency);
  const special = hasSpecialPrice(fields.special_price) ? formatPrice(fields.special_price, currency) : null;
  return {
    ...fields,
    formated_price: overrides.formated_price ?? shown,
    formatted_price: overrides.formatted_price ?? shown,
    formated_special_price: overrides.formated_special_price ?? special,
    formatted_special_price: overrides.formatted_special_price ?? special,
  };
}

export function products(count: number, from = 1): Product[] {
  return Array.from({ length: count }, (_, index) => product(from + index));
}

/** The list answer: products, then `{maxPrice}` and `{minPrice}`. */
export function listAnswer(items: Product[], { total = items.length, page = 1, perPage = 24, maxPrice = 50000, minPrice = 1000 } = {}) {
  return {
    data: [...items, { maxPrice }, { minPrice }],
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    per_page: perPage,
  };
}

export const CATEGORIES: Category[] = [
  {
    id: 1,
    slug: "womens-clothing",
    name: "Կանացի հագուստ",
    description: "",
    position: 1,
    product_count: 13,
    children: [{ id: 11, slug: "dresses", name: "Զգեստներ", description: "", parent_id: 1, position: 1, product_count: 7, children: [] }],
  },
  { id: 2, slug: "mens-clothing", name: "Տղամարդու հագուստ", description: "", position: 2, product_count: 10, children: [] },
  { id: 4, slug: "tools", name: "Գործիքներ", description: "", position: 3, product_count: 4, children: [] },
];

export const FILTERS: Filter[] = [
  {
    id: 1,
    code: "color",
    name: "Գույն",
    swatch_type: "color",
    options: [
      { id: 1, admin_name: "Red", label: "Կարմիր", swatch_value: "#d33b3b" },
      { id: 2, admin_name: "Blue", label: "Կապույտ", swatch_value: "#2f5fd0" },
    ],
  },
  {
    id: 2,
    code: "size",
    name: "Չափս",
    swatch_type: "text",
    options: [
      { id: 10, admin_name: "S", label: "S" },
      { id: 11, admin_name: "M", label: "M" },
    ],
  },
];
