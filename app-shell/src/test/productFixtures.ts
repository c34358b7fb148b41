import { formatPrice, type CurrencyCode } from "../core";
import type { ConfigurableConfig, ProductDetail, VariantProduct } from "../features/product/api";
import { product } from "./catalogFixtures";

// A configurable dress shaped like the server's answers (the generated types), in drams and dollars. Its grid
// is incomplete on purpose: Red comes in S and M, Blue in S, M and L (L out of stock), Black
// only in L.

export const COLOURS = { red: 1, blue: 2, black: 3 } as const;
export const SIZES = { s: 10, m: 11, l: 12 } as const;

const VARIANTS: Array<{ id: number; colour: number; size: number; regular: number; final: number }> = [
  { id: 101, colour: COLOURS.red, size: SIZES.s, regular: 18900, final: 14900 },
  { id: 102, colour: COLOURS.red, size: SIZES.m, regular: 18900, final: 14900 },
  { id: 103, colour: COLOURS.blue, size: SIZES.s, regular: 18900, final: 14900 },
  { id: 104, colour: COLOURS.blue, size: SIZES.m, regular: 19900, final: 15900 },
  { id: 105, colour: COLOURS.blue, size: SIZES.l, regular: 19900, final: 15900 },
  { id: 106, colour: COLOURS.black, size: SIZES.l, regular: 21000, final: 21000 },
];
export const OUT_OF_STOCK = [105];

/** The demo's prices in dollars (the server converts; the page only shows what it is sent). */
const DOLLARS: Record<number, string> = {
  6900: "17.8700",
  14900: "38.5900",
  15900: "41.1800",
  18900: "48.9500",
  19900: "51.5400",
  21000: "54.3900",
};

function money(amd: number, currency: CurrencyCode): string {
  return currency === "USD" ? DOLLARS[amd] : `${amd}.0000`;
}

function image(name: string) {
  return {
    id: name.length,
    path: `products/${name}.jpg`,
    alt: "",
    url: `/storage/products/${name}.jpg`,
    small_image_url: `/cache/small/products/${name}.jpg`,
    medium_image_url: `/cache/medium/products/${name}.jpg`,
    large_image_url: `/cache/large/products/${name}.jpg`,
    original_image_url: `/storage/products/${name}.jpg`,
  };
}

const COLOUR_IMAGE: Record<number, string> = { [COLOURS.red]: "dress-red", [COLOURS.blue]: "dress-blue", [COLOURS.black]: "dress-black" };

const ATTRIBUTES = [
  {
    id: 1,
    code: "color",
    label: "Գույն",
    swatch_type: "color",
    options: [
      { id: COLOURS.red, label: "Կարմիր", swatch_value: "#d33b3b", products: [101, 102] },
      { id: COLOURS.blue, label: "Կապույտ", swatch_value: "#2f5fd0", products: [103, 104, 105] },
      { id: COLOURS.black, label: "Սև", swatch_value: "#222222", products: [106] },
    ],
  },
  {
    id: 2,
    code: "size",
    label: "Չափս",
    swatch_type: "text",
    options: [
      { id: SIZES.s, label: "S", swatch_value: null, products: [101, 103] },
      { id: SIZES.m, label: "M", swatch_value: null, products: [102, 104] },
      { id: SIZES.l, label: "L", swatch_value: null, products: [105, 106] },
    ],
  },
];

export function dress(currency: CurrencyCode = "AMD"): ProductDetail {
  const variants: VariantProduct[] = VARIANTS.map((variant) => ({
    ...product(variant.id, {
      name: `Ամառային զգեստ (${variant.id})`,
      // A variant has no page of its own.
      url_key: null,
      currency,
      parent_id: 10,
      price: money(variant.regular, currency),
      special_price: variant.final === variant.regular ? "0.0000" : money(variant.final, currency),
      old_price: variant.final === variant.regular ? null : money(variant.regular, currency),
      in_stock: !OUT_OF_STOCK.includes(variant.id),
    }),
    options: { color: variant.colour, size: variant.size },
  }));
  return {
    ...product(10, {
      type: "configurable",
      name: "Ամառային ծաղկավոր զգեստ՝ բնական վուշից, երկար թևքերով և գոտիով",
      url_key: "summer-dress",
      currency,
      price: money(18900, currency),
      special_price: money(14900, currency),
      old_price: money(18900, currency),
      new: true,
      images: [image("dress")],
    }),
    short_description: "Թեթև զգեստ ամռան համար։",
    description: "<p>Զգեստը կարված է <strong>վուշից</strong>։</p>",
    categories: [{ id: 11, slug: "dresses" }],
    seller: { id: 2, url: "sevan-style" },
    shop_name: "Սևան Սթայլ",
    variants,
    attribute: ATTRIBUTES,
  };
}

export function dressConfig(currency: CurrencyCode = "AMD"): ConfigurableConfig {
  const price = (amd: number) => {
    const shown = formatPrice(money(amd, currency), currency);
    return { price: money(amd, currency), formated_price: shown, formatted_price: shown };
  };
  return {
    attributes: ATTRIBUTES,
    index: Object.fromEntries(VARIANTS.map((variant) => [String(variant.id), { "1": variant.colour, "2": variant.size }])),
    variant_prices: Object.fromEntries(
      VARIANTS.map((variant) => [String(variant.id), { regular_price: price(variant.regular), final_price: price(variant.final) }]),
    ),
    variant_images: Object.fromEntries(VARIANTS.map((variant) => [String(variant.id), [image(COLOUR_IMAGE[variant.colour])]])),
    regular_price: price(18900),
    final_price: price(14900),
    out_of_stock: OUT_OF_STOCK,
  };
}

export function shirt(currency: CurrencyCode = "AMD"): ProductDetail {
  return {
    ...product(20, {
      name: "Տղամարդու բամբակյա շապիկ",
      url_key: "cotton-shirt",
      currency,
      price: money(6900, currency),
      special_price: "0.0000",
      images: [image("shirt")],
    }),
    short_description: "",
    description: "",
    categories: [{ id: 2, slug: "mens-clothing" }],
    variants: [],
    attribute: [],
  };
}
