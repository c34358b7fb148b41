import { formatPrice, type CurrencyCode } from "../core";
import type { CartAnswer, CartAnswerItem } from "../shared/cart/api";
import type { PaymentMethod, ShippingMethod } from "../features/checkout/api";

// Carts shaped like the server's cart resource (the generated `CartResource`). The `formated_*` strings are made by
// the core, as the server makes them.

const money = (major: number) => `${major}.0000`;
const shown = (major: number, currency: CurrencyCode = "AMD") => formatPrice(money(major), currency);

export interface LineSpec {
  id: number;
  productId: number;
  name: string;
  price: number;
  quantity: number;
  urlKey?: string;
  options?: { attribute: string; attributeId: number; option: string; optionId: number }[];
}

export function cartItem(line: LineSpec): CartAnswerItem {
  return {
    id: line.id,
    product_id: line.productId,
    quantity: line.quantity,
    name: line.name,
    sku: `SKU-${line.productId}`,
    type: line.options?.length ? "configurable" : "simple",
    price: money(line.price),
    formated_price: shown(line.price),
    total: money(line.price * line.quantity),
    formated_total: shown(line.price * line.quantity),
    max_quantity: 50,
    additional: {
      attributes: (line.options ?? []).map((o) => ({ attribute_id: o.attributeId, option_id: o.optionId, attribute_name: o.attribute, option_label: o.option })),
    },
    product: {
      id: line.productId,
      url_key: line.urlKey ?? `product-${line.productId}`,
      name: line.name,
      base_image: {
        id: line.productId,
        path: `products/${line.productId}.jpg`,
        alt: "",
        url: `/storage/products/${line.productId}.jpg`,
        small_image_url: `/cache/small/products/${line.productId}.jpg`,
        medium_image_url: `/cache/medium/products/${line.productId}.jpg`,
        large_image_url: `/cache/large/products/${line.productId}.jpg`,
        original_image_url: `/storage/products/${line.productId}.jpg`,
      },
    },
  };
}

export function cartAnswer(lines: LineSpec[], { shipping = 25 }: { shipping?: number } = {}): CartAnswer {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    id: 1,
    items_count: lines.length,
    items_qty: pieces,
    cart_currency_code: "AMD",
    sub_total: money(subtotal),
    formated_sub_total: shown(subtotal),
    shipping_total: money(shipping),
    formated_shipping_total: shown(shipping),
    tax_total: money(0),
    formated_tax_total: shown(0),
    discount: money(0),
    formated_discount: shown(0),
    grand_total: money(subtotal + shipping),
    formated_grand_total: shown(subtotal + shipping),
    base_currency_code: "AMD",
    base_sub_total: money(subtotal),
    base_discount: money(0),
    base_grand_total: money(subtotal + shipping),
    items: lines.map(cartItem),
    checkout_step: "address",
  };
}

export const DRESS_LINE: LineSpec = {
  id: 7,
  productId: 10,
  name: "Ամառային զգեստ",
  price: 12000,
  quantity: 2,
  urlKey: "summer-dress",
  options: [
    { attribute: "Գույն", attributeId: 1, option: "Կարմիր", optionId: 1 },
    { attribute: "Չափս", attributeId: 2, option: "M", optionId: 11 },
  ],
};

export const HAMMER_LINE: LineSpec = { id: 9, productId: 20, name: "Մուրճ", price: 6000, quantity: 1, urlKey: "hammer" };

export const SHIPPINGS: ShippingMethod[] = [
  { code: "flatrate", name: "Առաքում առաքիչով", description: "Երևանում 1–2 օրում", rate: money(25), formated_rate: shown(25), base_rate: money(25) },
  { code: "pickup", name: "Վերցնել խանութից", description: "Անվճար", rate: money(0), formated_rate: shown(0), base_rate: money(0) },
];

export const PAYMENTS: PaymentMethod[] = [
  { method: "cashondelivery", key: "cashondelivery", title: "Կանխիկ առաքման պահին", description: "Վճարեք առաքիչին", img: "/storage/payments/cash.svg" },
  {
    method: "ameria_vpos",
    key: "ameria_vpos",
    title: "Բանկային քարտ",
    description: "Visa, Mastercard, ԱՐՔԱ",
    img: "/storage/payments/ameria.svg",
    receipt_url: "https://payments.test/forms/frm_checkprint.aspx?lang=am&paymentid={paymentId}",
  },
  { method: "idram", key: "idram", title: "Idram դրամապանակ", description: "Idram էլեկտրոնային դրամապանակ", img: "/storage/payments/idram.svg" },
];
