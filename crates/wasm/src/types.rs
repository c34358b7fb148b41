//! TypeScript declarations of the core's serde types, as the shell sees them. They mirror the
//! serde field names of `storefront-core`; `crates/wasm/tests` checks a sample of each shape.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
export type CurrencyCode = "AMD" | "USD" | "RUB";
export type LocaleCode = "hy" | "ru" | "en";
export interface Amount { minor: number; currency: CurrencyCode }
export interface RateTable { rates: [CurrencyCode, number][] }
export interface CurrencyInfo { code: CurrencyCode; symbol: string; name: string }
export interface LocaleInfo { code: LocaleCode; label: string }

export interface CartProduct { id: number; name: string; images: string[] }
export interface CartOption { optionId: number; valueId: number; optionTitle: string; valueTitle: string }
export interface CartLine { id: number; product: CartProduct; options: CartOption[]; price: Amount; total: Amount; quantity: number }
export interface ExtraLine { title: string; price: Amount }
export interface CartItemLink { cartItemId: number; productID: number }
export interface Cart {
  items: CartLine[]; lastItemId: number; quantity: number; subtotal: Amount;
  extraLines: ExtraLine[]; total: Amount; cartItems: CartItemLink[];
}
export interface AddToCart { product: CartProduct; price: Amount; specialPrice?: string | null; options?: CartOption[]; quantity: number }

export interface ShopQuery {
  page: number; limit: number; search: string | null; categoryId: string | null;
  sort: string | null; filters: Record<string, string>;
}

export type ShopQueryAction =
  | "toggleFilter" | "clearFilter" | "resetFilters" | "setSort" | "setLimit" | "setSearch" | "setCategory"
  | "setPage" | "setPrice" | "currencyChanged";

export interface CustomerSlice {
  authenticated: boolean; token: string; tokenExpiresAt: number | null; customerId: number | null;
  rewards: number; name: string; email: string;
}
export interface LoginResult { token: string; tokenExpiresAt?: number | null; customerId: number; rewards: number; name?: string; email?: string }
export interface ClientState {
  version: number; cart: Cart; compare: unknown[]; currency: { code: CurrencyCode }; locale: LocaleCode;
  mobileMenu: { open: boolean }; quickview: { open: boolean; product: unknown | null }; sidebar: { open: boolean };
  wishlist: unknown[]; customer: CustomerSlice; cartToken: string | null; images: unknown[]; categories: unknown[];
}

export type FormName = "newsletter" | "login" | "registration" | "contact" | "checkout" | "profile" | "address" | "passwordReset";
/** Field name → messages in the requested language; empty when the form may be sent. */
export type FieldErrors = Record<string, string[]>;
export interface CheckoutFormInput {
  full_name: string; email: string; street: string; phone: string; notes?: string; terms: boolean;
  separate_shipping?: boolean; shipping_street?: string; shipping_name?: string; shipping_phone?: string;
}
export interface BillingPayload {
  use_for_shipping: boolean; save_as_address: boolean; address1: string[]; email: string; first_name: string;
  last_name: string; city: string; country: string; state: string; postcode: string; phone: string;
  company_name: string; additional: string;
}
export interface CheckoutPayloads { billing: BillingPayload; shipping: { address1: string[]; name: string; phone: string } }
export interface LoginFormInput { email: string; password: string }
export type AccountKind = "individual" | "company";
export interface RegistrationFormInput {
  type: AccountKind; email: string; password: string; password_confirmation: string; first_name: string; last_name: string;
  company_name?: string; position?: string; address1?: string; vat_id?: string; phone?: string;
}
/** The registration body; a company's adds the seller application and its defaults. */
export interface RegistrationPayload extends Required<RegistrationFormInput> {
  want_to_be_seller?: boolean; country?: string; state?: string; city?: string; postcode?: string;
}
export interface ProfileFormInput {
  first_name: string; last_name: string; email: string; phone?: string; gender?: string; password?: string; password_confirmation?: string; date_of_birth?: string | null;
}
export interface AddressFormInput {
  first_name: string; last_name: string; company_name?: string; address1: string[]; city: string; postcode?: string; state?: string; phone: string;
}
export interface PasswordResetFormInput { password: string; password_confirmation: string }
export type CheckoutStep = "save-address" | "save-shipping" | "save-payment" | "save-order";
export interface ServerLine { cartItemId: number; productId: number; options?: CartOption[]; quantity: number }
export interface SyncPlan { add: { productId: number; quantity: number; options: CartOption[] }[]; update: [number, number][] }
/** The server's cart resource, as far as the core reads it (crates/api/API.md). */
export interface CartItemResource {
  id: number; product_id: number; quantity: number; name: string; price: string; total: string;
  additional?: { attributes?: { attribute_id: number; option_id: number; attribute_name?: string; option_label?: string }[] } | null;
  product?: { base_image?: { small_image_url?: string | null; medium_image_url?: string | null } | null } | null;
}
export interface CartResource {
  cart_currency_code: CurrencyCode; items: CartItemResource[];
  shipping_total?: string | null; tax_total?: string | null; discount?: string | null;
}
/** The `save-order` answer, as far as the core reads it. */
export interface OrderAnswer {
  success?: boolean; order?: { id?: number | string; increment_id?: number | string } | null;
  redirect_url?: string | null; form?: { action: string; fields: Record<string, string | number | null> } | null;
}
export type AfterOrder =
  | { kind: "redirect"; url: string }
  | { kind: "postForm"; action: string; fields: Record<string, string> }
  | { kind: "thanks"; path: string };
export interface ThanksPage { orderId: string | null; paymentId: string | null; paymentFailed: boolean }
export type NewsletterState =
  | { status: "idle" } | { status: "loading" } | { status: "success"; text: string } | { status: "error"; text: string };
export interface CatalogLimits {
  pageSize: number; featured: number; homeProducts: number; headerSearch: number; defaultSearch: number; crossSaleFetch: number;
}
export interface MenuLinkSource { name: string; url_key?: string | null; page_id?: number | null }
export interface Timings {
  searchDebounce: number; priceSliderDebounce: number; alertTimeout: number; addressAlertTimeout: number;
  toastClose: number; preloaderRemoval: number; wishlistCompareDelay: number; mockListDelay: number;
  stepperRepeatDelay: number; stepperRepeatInterval: number; slideshowAutoplay: number; slideshowTransition: number;
}
"#;
