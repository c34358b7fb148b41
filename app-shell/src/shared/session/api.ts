import { api, ApiError } from "../api/http";
import type { LocaleCode } from "../../core";
import type { Answer, Schema } from "../api/types";

// The customer calls (crates/api/API.md, "Customer accounts"). The API shapes are the generated
// ones of `src/shared/api/schema.d.ts` (made from `/api/openapi.json` by `cargo xtask generate`). A
// signed-in customer's token goes as `Authorization: Bearer …` (kept out of addresses and logs);
// every call names the shopper's language so messages come back in it.
// These are the calls the session reads (`session.ts`); the account's own are in
// `src/features/account/api.ts`.

export type Customer = Schema<"Customer">;

/** A session: the token, when it ends (`expires_in` seconds), and the customer. */
export type LoginAnswer = Schema<"LoginAnswer">;

export type Address = Schema<"Address">;

export type RewardsAnswer = Schema<"Rewards">;

/** Whether the server said the customer's token is dead (missing, expired or revoked). */
export const isUnauthenticated = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The call options that send the customer's token as `Authorization: Bearer …`. */
export const bearer = (token: string) => ({ bearer: token });

export async function fetchCustomer(token: string, locale: LocaleCode): Promise<Customer> {
  const answer = await api.get<Answer<"get_customer">>("/api/customer/get", { locale }, bearer(token));
  return answer.data;
}

export async function fetchRewards(token: string, locale: LocaleCode): Promise<RewardsAnswer> {
  const answer = await api.get<Answer<"reward_history">>("/api/customer/rewards", { locale }, bearer(token));
  return { balance: answer.data?.balance ?? 0, history: answer.data?.history ?? [] };
}

export async function fetchAddresses(token: string, locale: LocaleCode): Promise<Address[]> {
  const answer = await api.get<Answer<"list_addresses">>("/api/addresses", { pagination: 0, locale }, bearer(token));
  return Array.isArray(answer?.data) ? answer.data : [];
}
