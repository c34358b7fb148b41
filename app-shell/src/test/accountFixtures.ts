import { updateClientState } from "../core/clientState";
import type { Order } from "../features/account/api";
import type { Address, Customer } from "../shared/session/api";

// Customer answers shaped like the server's (the generated types).

export const CUSTOMER_TOKEN = "a".repeat(64);

export const ANI: Customer = {
  id: 5,
  email: "ani@example.am",
  first_name: "Անի",
  last_name: "Սարգսյան",
  name: "Անի Սարգսյան",
  phone: "+374 91 123456",
  gender: "female",
  date_of_birth: null,
  rewards: 120,
  seller_application: null,
};

export const HOME: Address = {
  id: 31,
  first_name: "Անի",
  last_name: "Սարգսյան",
  company_name: "",
  address1: ["Աբովյան 1, բն. 5"],
  city: "Երևան",
  postcode: "0010",
  state: "Armenia",
  country: "AM",
  country_name: "Armenia",
  phone: "+374 91 123456",
  default: true,
};

export const OFFICE: Address = {
  ...HOME,
  id: 32,
  company_name: "Արարատ ՍՊԸ",
  address1: ["Տիգրան Մեծի 20"],
  city: "Գյումրի",
  postcode: "3101",
  state: "Shirak",
  default: false,
};

export function order(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    increment_id: String(100000 + id),
    status: "pending",
    status_label: "Pending",
    created_at: "2025-03-14T09:26:53Z",
    payment_method: "cashondelivery",
    payment_title: "Կանխիկ առաքման ժամանակ",
    shipping_title: "Առաքում",
    sub_total: "24000.0000",
    formated_sub_total: "24,000 ֏",
    shipping_amount: "25.0000",
    formated_shipping_amount: "25 ֏",
    discount: "0.0000",
    formated_discount: "0 ֏",
    grand_total: "24025.0000",
    formated_grand_total: "24,025 ֏",
    paid: false,
    notes: "",
    shipping_address: { name: "Անի Սարգսյան", address1: ["Աբովյան 1, բն. 5"], phone: "+374 91 123456" },
    billing_address: {
      use_for_shipping: true,
      save_as_address: true,
      address1: ["Աբովյան 1, բն. 5"],
      email: "ani@example.am",
      first_name: "Անի",
      last_name: "Սարգսյան",
      city: "Երևան",
      country: "AM",
      state: "Yerevan",
      postcode: "0010",
      phone: "+374 91 123456",
      company_name: "",
      additional: "",
    },
    items: [
      {
        name: "Ամառային զգեստ",
        sku: "DRS-1",
        qty_ordered: 2,
        price: "12000.0000",
        formated_price: "12,000 ֏",
        total: "24000.0000",
        formated_total: "24,000 ֏",
        options: [{ attribute_name: "Չափս", option_label: "M" }],
      },
    ],
    ...overrides,
  };
}

/** Signs Ani in on this device, as a login would. */
export function signInAni(token: string = CUSTOMER_TOKEN) {
  updateClientState((store) =>
    store.login({ token, tokenExpiresAt: Date.now() + 86_400_000, customerId: ANI.id, rewards: ANI.rewards, name: ANI.name ?? "", email: ANI.email }),
  );
}

/** A fresh device: signed out, no cart, Armenian and drams. */
export function resetClientState() {
  updateClientState((store) => {
    store.logout();
    store.cartEmpty();
    store.setCartToken("");
    store.setCurrency("AMD");
    store.setLocale("hy");
  });
}
