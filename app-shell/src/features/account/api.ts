import { api, ApiError } from "../../shared/api/http";
import type { LocaleCode, RegistrationPayload } from "../../core";
import type { Answer, RequestBody, Schema } from "../../shared/api/types";
import { fieldErrors } from "../../shared/api/errors";
import type { Scope } from "../../shared/hooks/useScope";
import { bearer, type Address, type LoginAnswer } from "../../shared/session/api";

// The customer calls (crates/api/API.md, "Customer accounts"). The API shapes are the generated
// ones of `src/shared/api/schema.d.ts` (made from `/api/openapi.json` by `cargo xtask generate`). A
// signed-in customer's token goes as `Authorization: Bearer …` (kept out of addresses and logs);
// every call names the shopper's language so messages come back in it. The reads the session
// makes for every feature (customer, bonuses, addresses) are in `src/shared/session/api.ts`.

/** A company's seller application; `status` is `pending` until an operator approves it. */
export type SellerApplication = Schema<"SellerApplication">;

/**
 * What the address form sends (create and update): the core's address form, the street lines and
 * `default`, plus the `country` Bagisto-style clients send, which the server does not read (it
 * keeps every address in Armenia).
 */
export type AddressBody = RequestBody<"create_address"> & { country: string };

/** A line of an order, as it was bought. */
export type OrderItem = Schema<"OrderItem">;

type ProfileForm = Schema<"ProfileForm">;

/**
 * An order's address as the order page reads it: the billing form or the separate shipping
 * address, whichever it is, so each field may be missing.
 */
export type OrderAddress = Partial<Schema<"BillingPayload"> & Schema<"ShippingPayload">>;

/** An order as its owner sees it: the billing and shipping forms as checkout saved them. */
export type Order = Schema<"OrderResource">;

/** A page of the customer's orders (the paging made up from the asked page when missing). */
export interface OrdersPage {
  data: Order[];
  meta: Pick<Schema<"OrderPaging">, "current_page" | "last_page"> & Partial<Schema<"OrderPaging">>;
}

/** The reasons the bonuses page has words for (the server's `reason` is any string). */
export type RewardReason = "earned" | "used" | "restored";

/** The profile form; the password goes only when one is typed (the server reads none as unchanged). */
export type ProfileBody = Omit<ProfileForm, "password" | "password_confirmation"> & Partial<Pick<ProfileForm, "password" | "password_confirmation">>;

/** The `{"error": "…"}` text of a refused call (wrong password, too many attempts…). */
export function errorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: unknown; message?: unknown } | null;
  if (body && typeof body.error === "string") return body.error;
  return undefined;
}

/** What a refused call says: its field errors, its error text, or that the server failed. */
export function refusal(error: unknown, fallback: string): string[] {
  const server = fieldErrors(error);
  if (server) return Object.values(server).flat();
  const text = errorText(error);
  if (text) return [text];
  console.error(error);
  return [fallback];
}

export function login(locale: LocaleCode, body: RequestBody<"login">): Promise<LoginAnswer> {
  return api.post<Answer<"login">>("/api/customer/login", body, { token: "true", locale });
}

export function logout(token: string, locale: LocaleCode): Promise<Answer<"logout">> {
  return api.get("/api/customer/logout", { locale }, bearer(token));
}

export function register(locale: LocaleCode, payload: RegistrationPayload): Promise<Answer<"register">> {
  return api.post("/api/customer/register", payload, { locale });
}

export function forgotPassword(locale: LocaleCode, email: string): Promise<Answer<"forgot_password">> {
  const body: RequestBody<"forgot_password"> = { email };
  return api.post("/api/customer/forgot-password", body, { locale });
}

export function resetPassword(locale: LocaleCode, body: RequestBody<"reset_password">): Promise<Answer<"reset_password">> {
  return api.post("/api/customer/reset-password", body, { locale });
}

export function updateProfile(token: string, locale: LocaleCode, body: ProfileBody): Promise<Answer<"update_profile">> {
  return api.put("/api/customer/profile", body, { locale }, bearer(token));
}

export async function fetchAddress(token: string, locale: LocaleCode, id: string): Promise<Address> {
  const answer = await api.get<Answer<"read_address">>(`/api/addresses/${encodeURIComponent(id)}`, { locale }, bearer(token));
  return answer.data;
}

export function createAddress(token: string, locale: LocaleCode, body: AddressBody): Promise<Answer<"create_address">> {
  return api.post("/api/addresses/create", body, { locale }, bearer(token));
}

export function saveAddress(token: string, locale: LocaleCode, id: number, body: AddressBody): Promise<Answer<"update_address">> {
  return api.put(`/api/addresses/${id}`, { ...body, id }, { locale }, bearer(token));
}

export function deleteAddress(token: string, locale: LocaleCode, id: number): Promise<Answer<"delete_address">> {
  return api.delete(`/api/addresses/${id}`, undefined, { locale }, bearer(token));
}

export async function fetchOrders(token: string, scope: Scope, page: number): Promise<OrdersPage> {
  const answer = await api.get<Partial<Answer<"history">>>("/api/orders", { page, locale: scope.locale, currency: scope.currency }, bearer(token));
  const data = Array.isArray(answer?.data) ? answer.data : [];
  const meta = answer?.meta ?? { current_page: page, last_page: 1 };
  return { data, meta };
}

export async function fetchOrder(token: string, scope: Scope, id: string): Promise<Order> {
  const answer = await api.get<Answer<"one_order">>(`/api/orders/${encodeURIComponent(id)}`, { locale: scope.locale, currency: scope.currency }, bearer(token));
  return answer.data;
}

/** The customer's own open cart (made when missing): its `api_token`. */
export async function fetchCustomerCartToken(token: string): Promise<string> {
  const answer = await api.get<Partial<Answer<"new_token">>>("/api/checkout/cart/token", { token });
  if (!answer?.api_token) throw new Error("the server gave no cart token");
  return answer.api_token;
}
