import { useEffect, useRef } from "react";
import type { IntlShape } from "react-intl";
import { checkoutPrefill, type CheckoutFormInput, type CheckoutStep, type FieldErrors } from "../../core";
import { fieldErrors, serverError } from "../../shared/api/errors";
import { useAddresses, useCustomer } from "../../shared/session/session";
import type { OrderOutcome } from "./placeOrder";

// The checkout form's state and how the server's answers map onto it.

export type FormState = Required<CheckoutFormInput>;

export const EMPTY_FORM: FormState = {
  full_name: "",
  email: "",
  street: "",
  phone: "",
  notes: "",
  terms: false,
  separate_shipping: false,
  shipping_street: "",
  shipping_name: "",
  shipping_phone: "",
};

/** The form's fields in the order they are shown: the first one in error gets the focus. */
export const FIELD_ORDER: (keyof FormState)[] = ["full_name", "email", "street", "phone", "shipping_street", "shipping_name", "shipping_phone", "terms"];

/** What the shopper reads when a step fails. */
export const STEP_FAILED: Record<CheckoutStep, string> = {
  "save-address": "cart.checkout.failed.address",
  "save-shipping": "cart.checkout.failed.shipping",
  "save-payment": "cart.checkout.failed.payment",
  "save-order": "cart.checkout.failed.order",
};

/** The server names a refused field by its payload path; the form shows it under its own field. */
const SERVER_FIELDS: Record<string, keyof FormState> = {
  "billing.first_name": "full_name",
  "billing.last_name": "full_name",
  "billing.email": "email",
  "billing.address1": "street",
  "billing.address1.0": "street",
  "billing.phone": "phone",
  "shipping.address1": "shipping_street",
  "shipping.address1.0": "shipping_street",
  "shipping.name": "shipping_name",
  "shipping.phone": "shipping_phone",
};

function formField(serverField: string): keyof FormState | undefined {
  if (serverField in EMPTY_FORM) return serverField as keyof FormState;
  return SERVER_FIELDS[serverField];
}

/** What the notice says of a checkout that failed: the step, the server's reason, its other messages. */
export interface Failure {
  step: CheckoutStep;
  detail?: string;
  others: string[];
}

/**
 * A failed checkout read for the form: the server's field errors under their own fields, the
 * rest in the notice, and the refusal itself (its `field` says what ran out).
 */
export function readFailure(outcome: OrderOutcome, intl: IntlShape): { failure: Failure; shown: FieldErrors; refused?: { error: string; field?: string } } {
  const step: CheckoutStep = outcome.ok ? "save-order" : outcome.step;
  const error = outcome.ok ? undefined : outcome.error;
  if (error) console.error(error);
  const server = fieldErrors(error) ?? {};
  const shown: FieldErrors = {};
  const others: string[] = [];
  for (const [field, messages] of Object.entries(server)) {
    const target = formField(field);
    if (target) shown[target] = [...(shown[target] ?? []), ...messages];
    else others.push(...messages);
  }
  const refused = serverError(error);
  // Stock ran out between the cart and the order, or the bonuses chosen were spent by
  // another order meanwhile: said in the shopper's language.
  const known = refused?.field === "items" ? "cart.error.stock_order" : refused?.field === "rewards" ? "cart.rewards.gone" : undefined;
  const detail = known ? intl.formatMessage({ id: known }) : refused?.error;
  return { failure: { step, detail, others }, shown, refused };
}

/** A signed-in customer's form starts with what their account knows (the core's choice of
 * address and fields), once both answers are in; nothing the shopper already typed is replaced. */
export function usePrefill(setForm: (update: (current: FormState) => FormState) => void) {
  const customer = useCustomer();
  const addresses = useAddresses();
  const done = useRef(false);
  const addressesSettled = !addresses.isPending || addresses.fetchStatus === "idle";
  useEffect(() => {
    if (done.current || !customer.data || !addressesSettled) return;
    done.current = true;
    const known = checkoutPrefill(customer.data, addresses.data ?? []);
    setForm((current) => {
      const next = { ...current };
      for (const name of ["full_name", "email", "street", "phone"] as const) {
        if (!current[name].trim() && known[name]) next[name] = known[name];
      }
      return next;
    });
  }, [customer.data, addresses.data, addressesSettled, setForm]);
}
