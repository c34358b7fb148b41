import { api, ApiError } from "../../shared/api/http";
import type { LocaleCode, RegistrationPayload } from "../../core";
import type { Scope } from "../catalog/api";

export { fieldErrors } from "../cart/api";

// The customer calls of spec section 7 with the shapes of crates/api/API.md ("Customer
// accounts"). A signed-in customer's token goes as `Authorization: Bearer …` (kept out of
// addresses and logs); every call names the shopper's language so messages come back in it.

export interface SellerApplication {
  company_name: string;
  status: "pending" | "approved" | "rejected";
}

export interface Customer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  name?: string | null;
  phone?: string | null;
  gender?: string | null;
  date_of_birth?: string | null;
  rewards: number;
  seller_application?: SellerApplication | null;
}

export interface LoginAnswer {
  token: string;
  expires_at?: string;
  /** Seconds the token lives. */
  expires_in: number;
  message?: string;
  data: Customer;
}

export interface Address {
  id: number;
  first_name: string;
  last_name: string;
  company_name?: string | null;
  address1: string[];
  city: string;
  postcode?: string | null;
  state?: string | null;
  country: string;
  country_name?: string | null;
  phone: string;
  default: boolean;
}

/** What the address form sends (create and update). */
export interface AddressBody {
  first_name: string;
  last_name: string;
  company_name: string;
  address1: string[];
  city: string;
  postcode: string;
  state: string;
  country: string;
  phone: string;
  default: boolean;
}

export interface OrderItem {
  name: string;
  sku?: string;
  qty_ordered: number;
  price?: string;
  formated_price: string;
  total?: string;
  formated_total?: string;
}

export interface OrderAddress {
  first_name?: string | null;
  last_name?: string | null;
  name?: string | null;
  address1?: string[] | string | null;
  city?: string | null;
  phone?: string | null;
}

export interface Order {
  id: number;
  increment_id: string | number;
  status: string;
  status_label?: string | null;
  created_at: string;
  payment_title?: string | null;
  shipping_title?: string | null;
  formated_sub_total?: string | null;
  formated_shipping_amount?: string | null;
  discount?: string | null;
  formated_discount?: string | null;
  formated_grand_total: string;
  paid?: boolean;
  shipping_address?: OrderAddress | null;
  billing_address?: OrderAddress | null;
  items: OrderItem[];
}

export interface OrdersPage {
  data: Order[];
  meta: { current_page: number; last_page: number; per_page?: number; total?: number };
}

export type RewardReason = "earned" | "used" | "restored";

export interface RewardsAnswer {
  balance: number;
  history: { points: number; reason: RewardReason; order_id?: number | null; increment_id?: string | number | null; created_at: string }[];
}

export interface ProfileBody {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  gender: string;
  date_of_birth: null;
  password?: string;
  password_confirmation?: string;
}

/** The `{"error": "…"}` text of a refused call (wrong password, too many attempts…). */
export function errorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: unknown; message?: unknown } | null;
  if (body && typeof body.error === "string") return body.error;
  return undefined;
}

/** Whether the server said the customer's token is dead (missing, expired or revoked). */
export const isUnauthenticated = (error: unknown) => error instanceof ApiError && error.status === 401;

const bearer = (token: string) => ({ bearer: token });

export function login(locale: LocaleCode, body: { email: string; password: string; remember: boolean }): Promise<LoginAnswer> {
  return api.post<LoginAnswer>("/api/customer/login", body, { token: "true", locale });
}

export function logout(token: string, locale: LocaleCode): Promise<{ message?: string }> {
  return api.get("/api/customer/logout", { locale }, bearer(token));
}

export function register(locale: LocaleCode, payload: RegistrationPayload): Promise<{ message?: string }> {
  return api.post("/api/customer/register", payload, { locale });
}

export function forgotPassword(locale: LocaleCode, email: string): Promise<{ message?: string | { email?: string } }> {
  return api.post("/api/customer/forgot-password", { email }, { locale });
}

export function resetPassword(locale: LocaleCode, body: { token: string; password: string; password_confirmation: string }): Promise<{ message?: string }> {
  return api.post("/api/customer/reset-password", body, { locale });
}

export async function fetchCustomer(token: string, locale: LocaleCode): Promise<Customer> {
  const answer = await api.get<{ data: Customer }>("/api/customer/get", { locale }, bearer(token));
  return answer.data;
}

export function updateProfile(token: string, locale: LocaleCode, body: ProfileBody): Promise<{ message?: string; data?: Customer }> {
  return api.put("/api/customer/profile", body, { locale }, bearer(token));
}

export async function fetchRewards(token: string, locale: LocaleCode): Promise<RewardsAnswer> {
  const answer = await api.get<{ data: RewardsAnswer }>("/api/customer/rewards", { locale }, bearer(token));
  return { balance: answer.data?.balance ?? 0, history: answer.data?.history ?? [] };
}

export async function fetchAddresses(token: string, locale: LocaleCode): Promise<Address[]> {
  const answer = await api.get<{ data: Address[] }>("/api/addresses", { pagination: 0, locale }, bearer(token));
  return Array.isArray(answer?.data) ? answer.data : [];
}

export async function fetchAddress(token: string, locale: LocaleCode, id: string): Promise<Address> {
  const answer = await api.get<{ data: Address }>(`/api/addresses/${encodeURIComponent(id)}`, { locale }, bearer(token));
  return answer.data;
}

export function createAddress(token: string, locale: LocaleCode, body: AddressBody): Promise<{ message?: string; data?: Address }> {
  return api.post("/api/addresses/create", body, { locale }, bearer(token));
}

export function saveAddress(token: string, locale: LocaleCode, id: number, body: AddressBody): Promise<{ message?: string; data?: Address }> {
  return api.put(`/api/addresses/${id}`, { ...body, id }, { locale }, bearer(token));
}

export function deleteAddress(token: string, locale: LocaleCode, id: number): Promise<{ message?: string }> {
  return api.delete(`/api/addresses/${id}`, undefined, { locale }, bearer(token));
}

export async function fetchOrders(token: string, scope: Scope, page: number): Promise<OrdersPage> {
  const answer = await api.get<Partial<OrdersPage>>("/api/orders", { page, locale: scope.locale, currency: scope.currency }, bearer(token));
  const data = Array.isArray(answer?.data) ? answer.data : [];
  const meta = answer?.meta ?? { current_page: page, last_page: 1 };
  return { data, meta };
}

export async function fetchOrder(token: string, scope: Scope, id: string): Promise<Order> {
  const answer = await api.get<{ data: Order }>(`/api/orders/${encodeURIComponent(id)}`, { locale: scope.locale, currency: scope.currency }, bearer(token));
  return answer.data;
}

/** The customer's own open cart (made when missing): its `api_token`. */
export async function fetchCustomerCartToken(token: string): Promise<string> {
  const answer = await api.get<{ api_token?: string }>("/api/checkout/cart/token", { token });
  if (!answer?.api_token) throw new Error("the server gave no cart token");
  return answer.api_token;
}
