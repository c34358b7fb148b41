import { checkoutNextStep, checkoutSteps, type CheckoutPayloads, type CheckoutStep, type OrderAnswer } from "../../core";
import type { CartAuth } from "../../shared/cart/api";
import type { RequestBody } from "../../shared/api/types";
import type { Scope } from "../../shared/hooks/useScope";
import { checkoutCall } from "./api";

export interface OrderInput {
  payloads: CheckoutPayloads;
  shippingMethod: string;
  paymentMethod: string;
  /** The order's note (`save-order`'s `description`). */
  description?: string;
}

export type OrderOutcome = { ok: true; answer: OrderAnswer } | { ok: false; step: CheckoutStep; error: unknown };

/** A step's request body as the document has it, without the tokens `checkoutCall` adds. */
type StepBody<Op extends "save_address" | "save_shipping" | "save_payment" | "save_order"> = Omit<NonNullable<RequestBody<Op>>, "api_token" | "token">;

type StepBodies = {
  "save-address": StepBody<"save_address">;
  "save-shipping": StepBody<"save_shipping">;
  "save-payment": StepBody<"save_payment">;
  // The order's note, sent where Bagisto-style clients send it (the server keeps it on the order).
  "save-order": StepBody<"save_order"> & { description?: string };
};

function stepBody(step: CheckoutStep, input: OrderInput): StepBodies[CheckoutStep] {
  switch (step) {
    case "save-address":
      return { billing: input.payloads.billing, shipping: input.payloads.shipping } satisfies StepBodies["save-address"];
    case "save-shipping":
      return { shipping_method: input.shippingMethod } satisfies StepBodies["save-shipping"];
    case "save-payment":
      return { payment: { method: input.paymentMethod } } satisfies StepBodies["save-payment"];
    case "save-order":
      return (input.description ? { description: input.description } : {}) satisfies StepBodies["save-order"];
  }
}

/**
 * The checkout's calls in the core's order (`checkoutSteps`): save-address, save-shipping,
 * save-payment, save-order. Each runs only when the core says so after the previous answer
 * (`checkoutNextStep`): a failed step stops the checkout and is reported with its error.
 */
export async function placeOrder(auth: CartAuth, scope: Scope, input: OrderInput, onStep?: (step: CheckoutStep) => void): Promise<OrderOutcome> {
  const steps = checkoutSteps();
  const endpoints = new Map(steps);
  let step: CheckoutStep | undefined = steps[0]?.[0];
  let answer: unknown = undefined;
  while (step) {
    onStep?.(step);
    let ok = false;
    let failure: unknown = undefined;
    try {
      answer = await checkoutCall<unknown, StepBodies[CheckoutStep]>(endpoints.get(step)!, auth, scope, stepBody(step, input));
      ok = true;
    } catch (error) {
      failure = error;
    }
    const next = checkoutNextStep(step, ok);
    if (!ok) return { ok: false, step, error: failure };
    step = next;
  }
  return { ok: true, answer: (answer ?? {}) as OrderAnswer };
}

/** Leaving the shop for a payment provider's page (one place, so tests can watch it). */
export const leave = {
  to(url: string) {
    window.location.assign(url);
  },
};

/** The wallet's payment page is reached by posting a form: built hidden, filled, and sent. */
export function submitPaymentForm(action: string, fields: Record<string, string>) {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = action;
  form.acceptCharset = "UTF-8";
  form.hidden = true;
  form.dataset.testid = "payment-form";
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
