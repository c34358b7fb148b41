import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { LocaleCode } from "../../core";
import { currentClientState, updateClientState, useClientState } from "../../core/clientState";
import { useScope } from "../hooks/useScope";
import { fetchAddresses, fetchCustomer, fetchRewards, isUnauthenticated, type LoginAnswer } from "./api";

// The signed-in customer: the token lives in the WASM store's customer slice (persisted, signed
// out on load when expired); the customer's data comes from the server through TanStack queries
// keyed by that token. A 401 from any account call means the token is dead: the customer is
// signed out here too, and the account pages send them to the login page.

/** The customer's token when signed in. */
export function customerToken(): string | undefined {
  const { customer } = currentClientState();
  return customer.authenticated && customer.token ? customer.token : undefined;
}

/** Stores a successful login: token, its expiry, id, rewards, name, e-mail. */
export function signIn(answer: LoginAnswer, now: number = Date.now()) {
  const customer = answer.data;
  const name = customer.name?.trim() || [customer.first_name, customer.last_name].filter(Boolean).join(" ");
  updateClientState((store) =>
    store.login({
      token: answer.token,
      tokenExpiresAt: now + answer.expires_in * 1000,
      customerId: customer.id,
      rewards: Math.trunc(customer.rewards ?? 0),
      name,
      email: customer.email ?? "",
    }),
  );
}

/** Forgets the customer here: the store's customer slice and every account answer. */
export function signOutLocally(client?: QueryClient) {
  updateClientState((store) => store.logout());
  client?.removeQueries({ queryKey: ["account"] });
}

/** Runs a customer call with the token; a 401 signs the customer out locally. */
export async function authed<T>(token: string, call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(token);
  } catch (error) {
    // Only the token this call was made with is dead; a newer login stays.
    if (isUnauthenticated(error) && currentClientState().customer.token === token) signOutLocally();
    throw error;
  }
}

/** The signed-in customer's token (empty when signed out), re-rendering when it changes. */
export function useCustomerToken(): string {
  const { customer } = useClientState();
  return customer.authenticated ? customer.token : "";
}

/** Account queries retry once, but not a dead token. */
export const retryUnlessUnauthenticated = (count: number, error: unknown) => !isUnauthenticated(error) && count < 1;

export const accountKey = (token: string, ...rest: (string | number)[]) => ["account", token, ...rest] as const;

/** The store's customer slice keeps the balance the server last gave for this token. */
function keepRewards(token: string, balance: number) {
  const { customer } = currentClientState();
  const rewards = Math.trunc(balance ?? 0);
  if (customer.authenticated && customer.token === token && customer.rewards !== rewards) {
    updateClientState((store) => store.setRewards(rewards));
  }
}

export function useCustomer() {
  const token = useCustomerToken();
  const { locale } = useScope();
  return useQuery({
    queryKey: accountKey(token, "customer", locale),
    queryFn: async () => {
      const customer = await authed(token, (t) => fetchCustomer(t, locale));
      keepRewards(token, customer.rewards);
      return customer;
    },
    enabled: Boolean(token),
    retry: retryUnlessUnauthenticated,
    staleTime: 60_000,
  });
}

const rewardsQuery = (token: string, locale: LocaleCode) => ({
  queryKey: accountKey(token, "rewards", locale),
  queryFn: async () => {
    const rewards = await authed(token, (t) => fetchRewards(t, locale));
    keepRewards(token, rewards.balance);
    return rewards;
  },
  retry: retryUnlessUnauthenticated,
});

/** The customer's bonus balance and history (`GET /api/customer/rewards`). */
export function useRewards() {
  const token = useCustomerToken();
  const { locale } = useScope();
  return useQuery({ ...rewardsQuery(token, locale), enabled: Boolean(token), staleTime: 30_000 });
}

/**
 * After an order, which may have spent bonuses: the balance is asked for again and kept in the
 * store's customer slice, and every other account answer (the customer, the orders) is refetched
 * when next shown.
 */
export async function refreshRewards(client: QueryClient, token: string, locale: LocaleCode): Promise<void> {
  void client.invalidateQueries({ queryKey: ["account", token], refetchType: "none" });
  try {
    await client.fetchQuery({ ...rewardsQuery(token, locale), staleTime: 0 });
  } catch (error) {
    // The account pages ask again when opened; the order itself is placed.
    console.error(error);
  }
}

export function useAddresses() {
  const token = useCustomerToken();
  const { locale } = useScope();
  return useQuery({
    queryKey: accountKey(token, "addresses", locale),
    queryFn: () => authed(token, (t) => fetchAddresses(t, locale)),
    enabled: Boolean(token),
    retry: retryUnlessUnauthenticated,
    staleTime: 30_000,
  });
}
