import { checkoutNextStep, checkoutSteps, type CheckoutPayloads, type CheckoutStep, type OrderAnswer } from "../../core";
import { checkoutCall, type CartAuth } from "../cart/api";
import type { Scope } from "../catalog/api";

export interface OrderInput {
  payloads: CheckoutPayloads;
  shippingMethod: string;
  paymentMethod: string;
  /** The order's note (`save-order`'s `description`). */
  description?: string;
}

export type OrderOutcome = { ok: true; answer: OrderAnswer } | { ok: false; step: CheckoutStep; error: unknown };

function stepBody(step: CheckoutStep, input: OrderInput): Record<string, unknown> {
  switch (step) {
    case "save-address":
      return { billing: input.payloads.billing, shipping: input.payloads.shipping };
    case "save-shipping":
      return { shipping_method: input.shippingMethod };
    case "save-payment":
      return { payment: { method: input.paymentMethod } };
    case "save-order":
      return input.description ? { description: input.description } : {};
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
      answer = await checkoutCall<unknown>(endpoints.get(step)!, auth, scope, stepBody(step, input));
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
