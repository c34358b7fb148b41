import { describe, expect, it } from "vitest";
import {
  afterOrder,
  amountFromDecimal,
  cartAdd,
  cartFromResource,
  cartQuantityChanges,
  cartWithShipping,
  defaultPaymentMethod,
  defaultShippingMethod,
  receiptUrl,
  thanksPage,
  checkoutNextStep,
  checkoutPayloads,
  emptyCart,
  formatAmount,
  parseShopQuery,
  planLoginSync,
  shopQueryToString,
  updateShopQuery,
  validateForm,
  type Cart,
} from "./index";

// The shell reads these objects by the names the TypeScript declarations give; these tests
// fail if the core's serde names and the declarations drift apart.
describe("the WASM bridge", () => {
  it("returns cart objects with the declared fields", () => {
    const cart: Cart = cartAdd(emptyCart(), {
      product: { id: 5, name: "Զգեստ", images: [] },
      price: { minor: 1_000_000, currency: "AMD" },
      specialPrice: "8000.0000",
      quantity: 2,
    });
    expect(cart.items[0].price).toEqual({ minor: 800_000, currency: "AMD" });
    expect(cart.quantity).toBe(2);
    expect(formatAmount(cart.subtotal, "AMD", undefined)).toBe("16,000 ֏");
    expect(formatAmount(cart.total, "AMD", undefined)).toBe("16,025 ֏");
  });

  it("reads API decimal prices as amounts in minor units", () => {
    expect(amountFromDecimal("14900.0000", "AMD")).toEqual({ minor: 1_490_000, currency: "AMD" });
    expect(amountFromDecimal("38.59", "USD")).toEqual({ minor: 3_859, currency: "USD" });
    expect(() => amountFromDecimal("14,900", "AMD")).toThrow();
    expect(() => amountFromDecimal("1", "EUR")).toThrow();
  });

  it("validates forms with messages in the asked language", () => {
    const form = { full_name: "", email: "bad", street: "", phone: "x", terms: false };
    const hy = validateForm("checkout", form, "hy");
    expect(hy.phone).toEqual(["Հեռախոսահամարը վավեր չէ"]);
    expect(validateForm("checkout", form, "en").full_name).toEqual(["Full Name must be 3 characters long!"]);
    expect(validateForm("newsletter", { subscriber_email: "a@b.am" }, "en")).toEqual({});
  });

  it("keeps the shop query in the URL without defaults", () => {
    let query = parseShopQuery("?page=3&limit=6&filter_color=2");
    expect(query.page).toBe(3);
    query = updateShopQuery(query, "toggleFilter", "color", "2");
    expect(query.filters).toEqual({});
    expect(query.page).toBe(1);
    expect(shopQueryToString(updateShopQuery(query, "setSort", "price-asc", undefined))).toBe("sort=price-asc");
  });

  it("builds checkout payloads and walks the steps in order", () => {
    const { billing, shipping } = checkoutPayloads({
      full_name: "Anna Petrosyan", email: "anna@mail.am", street: "Abovyan 1", phone: "091123456", terms: true,
    });
    expect([billing.first_name, billing.last_name, billing.city, billing.postcode]).toEqual(["Anna", "Petrosyan", "Yerevan", "75017"]);
    expect(shipping.address1).toEqual(["Abovyan 1"]);
    expect(checkoutNextStep("save-address", true)).toBe("save-shipping");
    expect(checkoutNextStep("save-address", false)).toBeUndefined();
  });

  it("plans the login sync from the guest cart", () => {
    const cart = cartAdd(emptyCart(), {
      product: { id: 7, name: "Hammer", images: [] },
      price: { minor: 500_000, currency: "AMD" },
      quantity: 3,
    });
    const plan = planLoginSync(cart, [{ cartItemId: 41, productId: 7, quantity: 1 }]);
    expect(plan).toEqual({ add: [], update: [[41, 3]] });
  });

  it("mirrors the server's cart resource as a client cart", () => {
    const cart = cartFromResource({
      cart_currency_code: "AMD",
      shipping_total: "25.0000",
      tax_total: "0.0000",
      items: [
        {
          id: 7, product_id: 12, quantity: 2, name: "Զգեստ", price: "12000.0000", total: "24000.0000",
          additional: { attributes: [{ attribute_id: 1, option_id: 3, attribute_name: "Գույն", option_label: "Կարմիր" }] },
          product: { base_image: { small_image_url: "/cache/small/d.jpg" } },
        },
      ],
    });
    expect([cart.items[0].id, cart.items[0].product.id, cart.quantity]).toEqual([7, 12, 2]);
    expect(cart.items[0].options).toEqual([{ optionId: 1, valueId: 3, optionTitle: "Գույն", valueTitle: "Կարմիր" }]);
    expect(cart.cartItems).toEqual([{ cartItemId: 7, productID: 12 }]);
    expect(formatAmount(cart.total, "AMD", undefined)).toBe("24,025 ֏");
    expect(formatAmount(cartWithShipping(cart, "0.0000").total, "AMD", undefined)).toBe("24,000 ֏");
    expect(cartQuantityChanges([[7, 2], [9, 1]], [[9, 1], [7, 4]])).toEqual([[7, 4]]);
  });

  it("decides what follows an order and what the thanks page shows", () => {
    expect(afterOrder({ success: true, order: { increment_id: "100001" } })).toEqual({ kind: "thanks", path: "/thanks?orderID=100001" });
    expect(afterOrder({ success: true, order: { increment_id: 1 }, redirect_url: "https://bank.test/pay" })).toEqual({ kind: "redirect", url: "https://bank.test/pay" });
    expect(afterOrder({ success: true, form: { action: "https://idram.test", fields: { EDP_BILL_NO: 100002 } } })).toEqual({
      kind: "postForm",
      action: "https://idram.test",
      fields: { EDP_BILL_NO: "100002" },
    });
    expect(afterOrder({ success: false })).toBeUndefined();
    expect(thanksPage("?orderID=100003&id=P-1")).toEqual({ orderId: "100003", paymentId: "P-1", paymentFailed: false, paymentToRefund: false });
    expect(thanksPage("?orderID=100003&payment=failed")).toEqual({ orderId: "100003", paymentId: null, paymentFailed: true, paymentToRefund: false });
    expect(thanksPage("?orderID=100003&payment=refund")).toEqual({ orderId: "100003", paymentId: null, paymentFailed: false, paymentToRefund: true });
    expect(receiptUrl("https://bank.test/r?paymentid={paymentId}", "P-1")).toBe("https://bank.test/r?paymentid=P-1");
    expect(defaultShippingMethod(["flatrate", "pickup"])).toBe("flatrate");
    expect(defaultPaymentMethod([])).toBeUndefined();
  });
});
