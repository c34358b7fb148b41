import { useState, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { defaultPaymentMethod, defaultShippingMethod } from "../../core";
import { ErrorState } from "../../shared/ui/ErrorState";
import { FallbackImage } from "../../shared/ui/FallbackImage";
import type { PaymentMethod, ShippingMethod } from "./api";
import { usePayments, useShippings } from "./hooks";

/** The methods on offer and the ones chosen: the shopper's pick while it is on offer, else the core's default. */
export function useCheckoutMethods() {
  const shippings = useShippings();
  const payments = usePayments();
  const [chosenShipping, setChosenShipping] = useState<string>();
  const [chosenPayment, setChosenPayment] = useState<string>();
  const shippingList = shippings.data ?? [];
  const paymentList = payments.data ?? [];
  const shippingCode = shippingList.some((m) => m.code === chosenShipping) ? chosenShipping : defaultShippingMethod(shippingList.map((m) => m.code));
  const paymentCode = paymentList.some((m) => m.method === chosenPayment) ? chosenPayment : defaultPaymentMethod(paymentList.map((m) => m.method));
  const shipping = shippingList.find((m) => m.code === shippingCode);
  return { shippings, payments, shippingList, paymentList, shippingCode, paymentCode, shipping, setChosenShipping, setChosenPayment };
}

/** The shipping and the payment method, each a list of radio choices. */
export function MethodSections({ methods }: { methods: ReturnType<typeof useCheckoutMethods> }) {
  const { shippings, payments, shippingList, paymentList, shippingCode, paymentCode, setChosenShipping, setChosenPayment } = methods;
  return (
    <>
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
    </>
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
