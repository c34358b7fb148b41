import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { afterOrder, checkoutPayloads, placedOrderNumber, validateForm, type AfterOrder, type FieldErrors } from "../../core";
import type { CartAnswer } from "../../shared/cart/api";
import { cartAuth, clearCart } from "../../shared/cart/hooks";
import { useScope } from "../../shared/hooks/useScope";
import { customerToken, refreshRewards } from "../../shared/session/session";
import { AddressSections } from "./AddressSections";
import { EMPTY_FORM, FIELD_ORDER, STEP_FAILED, readFailure, usePrefill, type Failure, type FormState } from "./checkoutForm";
import { MethodSections, useCheckoutMethods } from "./MethodSections";
import { ChargeInDrams, OrderSummary } from "./OrderSummary";
import { leave, placeOrder, submitPaymentForm } from "./placeOrder";
import { rememberPlacedOrder } from "./placedOrders";
import { RewardsSection } from "./RewardsSection";
import { TermsField } from "./TermsField";

/** The checkout form: its sections, the notices of what went wrong, the submit button and the summary. */
export function CheckoutForm({ cart, token, onPlaced }: { cart: CartAnswer; token: string; onPlaced: (next: AfterOrder) => void }) {
  const intl = useIntl();
  const scope = useScope();
  const client = useQueryClient();
  const navigate = useNavigate();
  const methods = useCheckoutMethods();
  const { shippingCode, paymentCode, shipping } = methods;
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  usePrefill(setForm);

  const fieldId = (name: string) => `${idPrefix}-${name}`;

  const change = <K extends keyof FormState>(name: K, value: FormState[K]) => {
    const next = { ...form, [name]: value };
    setForm(next);
    // Once the shopper tried to send, each change shows at once whether the form is right now.
    if (attempted) setErrors(validateForm("checkout", next, scope.locale));
  };

  const focusFirst = (found: FieldErrors) => {
    const first = FIELD_ORDER.find((name) => found[name]?.length);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running || !shippingCode || !paymentCode) return;
    setFailure(null);
    setAttempted(true);
    const found = validateForm("checkout", form, scope.locale);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setRunning(true);
    const payloads = checkoutPayloads(form);
    const outcome = await placeOrder(cartAuth(token), scope, {
      payloads,
      shippingMethod: shippingCode,
      paymentMethod: paymentCode,
      description: payloads.billing.additional || undefined,
    });
    const next = outcome.ok ? afterOrder(outcome.answer) : undefined;
    if (!next) {
      const { failure, shown, refused } = readFailure(outcome, intl);
      setErrors(shown);
      const customer = customerToken();
      if (refused?.field === "rewards" && customer) void refreshRewards(client, customer, scope.locale);
      setFailure(failure);
      setRunning(false);
      if (Object.keys(shown).length > 0) focusFirst(shown);
      else formRef.current?.querySelector<HTMLElement>("[data-checkout-failure]")?.focus();
      return;
    }
    onPlaced(next);
    // The thanks page shows the order to the tab that placed it: its cart token proves it.
    const number = outcome.ok ? placedOrderNumber(outcome.answer) : undefined;
    if (number) rememberPlacedOrder(number, token);
    clearCart(client, token);
    // The bonuses spent on this order are off the balance now: ask for it again.
    const customer = customerToken();
    if (customer) void refreshRewards(client, customer, scope.locale);
    if (next.kind === "redirect") leave.to(next.url);
    else if (next.kind === "postForm") submitPaymentForm(next.action, next.fields);
    else navigate(next.path, { replace: true });
  };

  const errorCount = Object.keys(errors).length;

  return (
    <form className="checkout-layout" ref={formRef} noValidate onSubmit={submit} aria-busy={running || undefined} data-testid="checkout-form">
      <div className="checkout-main">
        {attempted && errorCount > 0 && (
          <p className="notice notice--error" role="alert" data-testid="checkout-invalid">
            <FormattedMessage id="cart.checkout.fix_fields" />
          </p>
        )}
        {failure && (
          <div className="notice notice--error" role="alert" tabIndex={-1} data-checkout-failure data-testid="checkout-failure">
            <p className="notice__title">
              <FormattedMessage id={STEP_FAILED[failure.step]} />
            </p>
            {[failure.detail, ...failure.others].filter(Boolean).map((text, index) => (
              <p className="notice__text" key={index}>
                {text}
              </p>
            ))}
          </div>
        )}

        <AddressSections form={form} errors={errors} fieldId={fieldId} onChange={change} />
        <MethodSections methods={methods} />
        <RewardsSection cart={cart} cartToken={token} />
        <TermsField id={fieldId("terms")} checked={form.terms} errors={errors.terms ?? []} onChange={(checked) => change("terms", checked)} />

        {/* Read before the order is placed, on a phone as on a wide screen. */}
        <ChargeInDrams cart={cart} shipping={shipping} />
        <button
          type="submit"
          className="button button--primary checkout-submit"
          disabled={running || !shippingCode || !paymentCode}
          aria-busy={running || undefined}
          data-testid="checkout-submit"
        >
          {running && <span className="checkout-spinner checkout-spinner--small" aria-hidden="true" />}
          <FormattedMessage id={running ? "cart.checkout.placing" : "cart.checkout.submit"} />
        </button>
      </div>

      <OrderSummary cart={cart} shipping={shipping} />
    </form>
  );
}
