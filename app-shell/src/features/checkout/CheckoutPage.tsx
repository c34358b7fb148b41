import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Navigate, useNavigate } from "react-router";
import {
  afterOrder,
  cartWithShipping,
  chargeInDrams,
  checkoutPrefill,
  placedOrderNumber,
  checkoutPayloads,
  defaultPaymentMethod,
  defaultShippingMethod,
  formatAmount,
  termsPageId,
  validateForm,
  type AfterOrder,
  type CheckoutFormInput,
  type CheckoutStep,
  type FieldErrors,
} from "../../core";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { ErrorState } from "../../shared/ui/ErrorState";
import { FallbackImage } from "../../shared/ui/FallbackImage";
import { cartFromAnswer, fieldErrors, serverError, type CartAnswer, type PaymentMethod, type ShippingMethod } from "../cart/api";
import { cartAuth, clearCart, useCart } from "../cart/hooks";
import { DiscountRow, ItemOptions, ItemThumb } from "../cart/lineParts";
import { useScope } from "../catalog/hooks";
import { customerToken, refreshRewards, useAddresses, useCustomer } from "../account/session";
import { useShippings, usePayments } from "./hooks";
import { leave, placeOrder, submitPaymentForm } from "./placeOrder";
import { rememberPlacedOrder } from "./placedOrders";
import { RewardsSection } from "./RewardsSection";

type FormState = Required<CheckoutFormInput>;

const EMPTY_FORM: FormState = {
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
const FIELD_ORDER: (keyof FormState)[] = ["full_name", "email", "street", "phone", "shipping_street", "shipping_name", "shipping_phone", "terms"];

/** What the shopper reads when a step fails. */
const STEP_FAILED: Record<CheckoutStep, string> = {
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

/**
 * `/checkout`: billing form, optional separate shipping address, shipping and payment methods,
 * terms, and the order summary. The form is checked by the core (messages under each field);
 * then the four checkout calls run strictly in order, each only after the previous one
 * answered ok. A placed order empties the cart and goes to the payment provider or the thanks
 * page. An empty cart sends the shopper back to the cart page.
 */
export function CheckoutPage() {
  const intl = useIntl();
  const { cart, token, loading, failed, retry } = useCart();
  // Set once the order is placed: the cart is empty then, and that must not send the shopper
  // back to the cart page while the browser leaves for the payment provider.
  const [placed, setPlaced] = useState<AfterOrder | null>(null);

  useEffect(() => {
    document.title = `${intl.formatMessage({ id: "cart.checkout.title" })} — ${intl.formatMessage({ id: "shop.name" })}`;
  }, [intl]);

  let body: ReactNode;
  if (placed) {
    body = (
      <div className="state" role="status" data-testid="checkout-leaving">
        <span className="checkout-spinner" aria-hidden="true" />
        <p className="state__title">
          <FormattedMessage id={placed.kind === "thanks" ? "cart.checkout.placed" : "cart.checkout.to_payment"} />
        </p>
      </div>
    );
  } else if (failed && !cart) body = <ErrorState onRetry={retry} />;
  else if (loading && cart === undefined) body = <CheckoutSkeleton />;
  else if (!cart || cart.items.length === 0 || !token) return <Navigate to="/shop/cart" replace />;
  else body = <CheckoutForm cart={cart} token={token} onPlaced={setPlaced} />;

  return (
    <section className="checkout" aria-labelledby="checkout-title" data-testid="checkout-page">
      <Breadcrumbs items={[{ label: <FormattedMessage id="cart.page.title" />, to: "/shop/cart" }, { label: <FormattedMessage id="cart.checkout.title" /> }]} />
      <h1 className="page-title" id="checkout-title">
        <FormattedMessage id="cart.checkout.title" />
      </h1>
      {body}
    </section>
  );
}

/** A signed-in customer's form starts with what their account knows (the core's choice of
 * address and fields), once both answers are in; nothing the shopper already typed is replaced. */
function usePrefill(setForm: (update: (current: FormState) => FormState) => void) {
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

function CheckoutForm({ cart, token, onPlaced }: { cart: CartAnswer; token: string; onPlaced: (next: AfterOrder) => void }) {
  const intl = useIntl();
  const scope = useScope();
  const client = useQueryClient();
  const navigate = useNavigate();
  const shippings = useShippings();
  const payments = usePayments();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [chosenShipping, setChosenShipping] = useState<string>();
  const [chosenPayment, setChosenPayment] = useState<string>();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<{ step: CheckoutStep; detail?: string; others: string[] } | null>(null);
  usePrefill(setForm);

  const shippingList = shippings.data ?? [];
  const paymentList = payments.data ?? [];
  const shippingCode = shippingList.some((m) => m.code === chosenShipping) ? chosenShipping : defaultShippingMethod(shippingList.map((m) => m.code));
  const paymentCode = paymentList.some((m) => m.method === chosenPayment) ? chosenPayment : defaultPaymentMethod(paymentList.map((m) => m.method));
  const shipping = shippingList.find((m) => m.code === shippingCode);

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
      setErrors(shown);
      const refused = serverError(error);
      // Stock ran out between the cart and the order, or the bonuses chosen were spent by
      // another order meanwhile: said in the shopper's language.
      const known = refused?.field === "items" ? "cart.error.stock_order" : refused?.field === "rewards" ? "cart.rewards.gone" : undefined;
      const detail = known ? intl.formatMessage({ id: known }) : refused?.error;
      const customer = customerToken();
      if (refused?.field === "rewards" && customer) void refreshRewards(client, customer, scope.locale);
      setFailure({ step, detail, others });
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

        <fieldset className="checkout-section">
          <legend className="checkout-section__title">
            <FormattedMessage id="cart.checkout.billing" />
          </legend>
          <div className="checkout-grid">
            <Field id={fieldId("full_name")} name="full_name" label="cart.checkout.full_name" errors={errors} value={form.full_name} onChange={change} autoComplete="name" required />
            <Field id={fieldId("email")} name="email" label="cart.checkout.email" errors={errors} value={form.email} onChange={change} type="email" autoComplete="email" required />
            <Field id={fieldId("street")} name="street" label="cart.checkout.street" errors={errors} value={form.street} onChange={change} autoComplete="street-address" required wide />
            <Field id={fieldId("phone")} name="phone" label="cart.checkout.phone" errors={errors} value={form.phone} onChange={change} type="tel" autoComplete="tel" required />
            <Field id={fieldId("notes")} name="notes" label="cart.checkout.notes" errors={errors} value={form.notes} onChange={change} multiline wide />
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={form.separate_shipping}
              onChange={(event) => change("separate_shipping", event.target.checked)}
              data-testid="separate-shipping"
            />
            <span>
              <FormattedMessage id="cart.checkout.separate_shipping" />
            </span>
          </label>
        </fieldset>

        {form.separate_shipping && (
          <fieldset className="checkout-section" data-testid="shipping-address">
            <legend className="checkout-section__title">
              <FormattedMessage id="cart.checkout.shipping_address" />
            </legend>
            <div className="checkout-grid">
              <Field id={fieldId("shipping_street")} name="shipping_street" label="cart.checkout.street" errors={errors} value={form.shipping_street} onChange={change} autoComplete="shipping street-address" required wide />
              <Field id={fieldId("shipping_name")} name="shipping_name" label="cart.checkout.recipient" errors={errors} value={form.shipping_name} onChange={change} autoComplete="shipping name" required />
              <Field id={fieldId("shipping_phone")} name="shipping_phone" label="cart.checkout.phone" errors={errors} value={form.shipping_phone} onChange={change} type="tel" autoComplete="shipping tel" required />
            </div>
          </fieldset>
        )}

        <fieldset className="checkout-section" data-testid="shipping-methods">
          <legend className="checkout-section__title">
            <FormattedMessage id="cart.checkout.shipping_method" />
          </legend>
          <Choices
            query={shippings}
            items={shippingList}
            render={(method: ShippingMethod) => (
              <Choice
                key={method.code}
                name="shipping_method"
                value={method.code}
                checked={method.code === shippingCode}
                onChange={setChosenShipping}
                testId={`shipping-${method.code}`}
                title={method.name}
                description={method.description}
                aside={method.formated_rate ? <span className="price">{method.formated_rate}</span> : undefined}
              />
            )}
          />
        </fieldset>

        <fieldset className="checkout-section" data-testid="payment-methods">
          <legend className="checkout-section__title">
            <FormattedMessage id="cart.checkout.payment_method" />
          </legend>
          <Choices
            query={payments}
            items={paymentList}
            render={(method: PaymentMethod) => (
              <Choice
                key={method.method}
                name="payment_method"
                value={method.method}
                checked={method.method === paymentCode}
                onChange={setChosenPayment}
                testId={`payment-${method.method}`}
                title={method.title}
                description={method.description}
                aside={method.img ? <FallbackImage className="choice__logo" src={method.img} alt="" height={28} loading="lazy" /> : undefined}
              />
            )}
          />
        </fieldset>

        <RewardsSection cart={cart} cartToken={token} />

        <div className={errors.terms?.length ? "field field--check has-error" : "field field--check"}>
          <label className="check">
            <input
              id={fieldId("terms")}
              type="checkbox"
              checked={form.terms}
              onChange={(event) => change("terms", event.target.checked)}
              aria-invalid={errors.terms?.length ? true : undefined}
              aria-describedby={errors.terms?.length ? `${fieldId("terms")}-error` : undefined}
              data-testid="terms"
            />
            <span>
              <FormattedMessage
                id="cart.checkout.terms"
                values={{
                  link: (chunks: ReactNode[]) => (
                    // A new tab keeps what the shopper typed here.
                    <a key="terms" href={`/page/${termsPageId()}`} target="_blank" rel="noopener" data-testid="terms-link">
                      {chunks}
                    </a>
                  ),
                }}
              />
            </span>
          </label>
          {errors.terms?.length ? (
            <p className="field__error" id={`${fieldId("terms")}-error`} data-testid="error-terms">
              {errors.terms.join(" ")}
            </p>
          ) : null}
        </div>

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

function Field({
  id,
  name,
  label,
  errors,
  value,
  onChange,
  type = "text",
  autoComplete,
  required = false,
  multiline = false,
  wide = false,
}: {
  id: string;
  name: keyof FormState;
  label: string;
  errors: FieldErrors;
  value: string;
  onChange: (name: keyof FormState, value: string) => void;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  wide?: boolean;
}) {
  const messages = errors[name] ?? [];
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    className: "field__input",
    autoComplete,
    "aria-invalid": messages.length > 0 || undefined,
    "aria-describedby": messages.length > 0 ? errorId : undefined,
    "aria-required": required || undefined,
    "data-testid": `field-${name}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(name, event.target.value),
  };
  const classes = ["field", wide && "field--wide", messages.length > 0 && "has-error"].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id={label} />
        {required ? (
          <span className="field__required" aria-hidden="true">
            {" *"}
          </span>
        ) : (
          <span className="field__optional">
            {" "}
            <FormattedMessage id="cart.checkout.optional" />
          </span>
        )}
      </label>
      {multiline ? <textarea {...shared} rows={3} /> : <input {...shared} type={type} />}
      {messages.length > 0 && (
        <p className="field__error" id={errorId} data-testid={`error-${name}`}>
          {messages.join(" ")}
        </p>
      )}
    </div>
  );
}

function Choices<T>({
  query,
  items,
  render,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: T[];
  render: (item: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="choices" aria-busy="true">
        <span className="skeleton choice-skeleton" />
        <span className="skeleton choice-skeleton" />
      </div>
    );
  }
  if (query.isError) return <ErrorState compact onRetry={() => query.refetch()} />;
  if (items.length === 0) {
    return (
      <p className="checkout-section__empty">
        <FormattedMessage id="cart.checkout.no_methods" />
      </p>
    );
  }
  return <div className="choices">{items.map(render)}</div>;
}

function Choice({
  name,
  value,
  checked,
  onChange,
  testId,
  title,
  description,
  aside,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  testId: string;
  title: string;
  description?: string | null;
  aside?: ReactNode;
}) {
  return (
    <label className={checked ? "choice is-checked" : "choice"} data-testid={testId}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} />
      <span className="choice__text">
        <span className="choice__title">{title}</span>
        {description && <span className="choice__description">{description}</span>}
      </span>
      {aside && <span className="choice__aside">{aside}</span>}
    </label>
  );
}

/** The grand total with the chosen shipping method's rate, added up and formatted by the core. */
function totalWith(cart: CartAnswer, shipping: ShippingMethod | undefined): string {
  if (!shipping) return cart.formated_grand_total;
  try {
    const total = cartWithShipping(cartFromAnswer(cart), shipping.rate).total;
    return formatAmount(total, cart.cart_currency_code, undefined);
  } catch (error) {
    console.error(error);
    return cart.formated_grand_total;
  }
}

function OrderSummary({ cart, shipping }: { cart: CartAnswer; shipping: ShippingMethod | undefined }) {
  const titleId = useId();
  return (
    <aside className="cart-summary checkout-summary" aria-labelledby={titleId} data-testid="checkout-summary">
      <h2 className="cart-summary__title" id={titleId}>
        <FormattedMessage id="cart.checkout.your_order" />
      </h2>
      <ul className="checkout-summary__items">
        {cart.items.map((item) => (
          <li className="checkout-summary__item" key={item.id}>
            <ItemThumb item={item} size={48} />
            <span className="checkout-summary__name">
              {item.name}
              <ItemOptions item={item} />
              <span className="checkout-summary__qty">
                <FormattedMessage id="cart.dropdown.line" values={{ quantity: item.quantity, price: item.formated_price }} />
              </span>
            </span>
            <span className="price">{item.formated_total}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>
            <FormattedMessage id="cart.subtotal" />
          </dt>
          <dd className="price">{cart.formated_sub_total}</dd>
        </div>
        <div className="cart-summary__row">
          <dt>
            <FormattedMessage id="cart.shipping" />
          </dt>
          <dd className="price" data-testid="checkout-shipping">
            {shipping?.formated_rate ?? cart.formated_shipping_total}
          </dd>
        </div>
        <DiscountRow cart={cart} testId="checkout-discount" />
        <div className="cart-summary__row cart-summary__row--total">
          <dt>
            <FormattedMessage id="cart.grand_total" />
          </dt>
          <dd className="price" data-testid="checkout-total">
            {totalWith(cart, shipping)}
          </dd>
        </div>
      </dl>
    </aside>
  );
}

/** The bank and the wallet charge drams: a cart shown in another currency says what will be
 * charged (the core's rule, from the cart's amounts in drams and the chosen shipping). */
function ChargeInDrams({ cart, shipping }: { cart: CartAnswer; shipping: ShippingMethod | undefined }) {
  let charge: string | undefined;
  try {
    charge = chargeInDrams(cart.cart_currency_code, cart.base_sub_total, cart.base_discount, shipping?.code ?? "");
  } catch (error) {
    console.error(error);
  }
  if (!charge) return null;
  return (
    <p className="notice notice--info checkout-charge" data-testid="charge-in-drams">
      <FormattedMessage
        id="cart.checkout.charged_in_drams"
        values={{ amount: charge, currency: cart.cart_currency_code, b: (chunks: ReactNode[]) => <b key="amount">{chunks}</b> }}
      />
    </p>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="checkout-layout" aria-busy="true" data-testid="checkout-loading">
      <div className="checkout-main">
        <div className="checkout-section">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      </div>
      <div className="cart-summary">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
      </div>
    </div>
  );
}
