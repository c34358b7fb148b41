import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { afterOrder, paymentChangeable, paymentOffers } from "../../core";
import { useCustomerToken } from "../../shared/session/session";
import { usePayments } from "./hooks";
import { leave, submitPaymentForm } from "./placeOrder";
import { changeOrderPayment, type PlacedOrder } from "./placedOrders";
import { useScope } from "../../shared/hooks/useScope";
import { serverError } from "../../shared/api/errors";

type Choice = "retry" | "cash";

/**
 * What an unpaid card or Idram order offers on its thanks page (the core's `paymentOffers`): pay
 * again, which goes to the provider as a new payment, or take the order as cash on delivery,
 * which shows the order again as a cash order. A refusal (paid meanwhile, no longer pending)
 * is the server's message, and the order is read again.
 */
export function PaymentChoices({ order }: { order: PlacedOrder }) {
  const intl = useIntl();
  const scope = useScope();
  const customer = useCustomerToken();
  const navigate = useNavigate();
  const client = useQueryClient();
  const payments = usePayments(paymentChangeable(order.status, order.payment_method, order.paid));
  const [busy, setBusy] = useState<Choice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const offered = payments.data?.map((method) => method.method) ?? [];
  const offers = paymentOffers(order.status, order.payment_method, order.paid, offered);
  const { retryMethod, cashMethod } = offers;
  if (!retryMethod && !cashMethod) return null;

  const choose = async (choice: Choice, method: string) => {
    setBusy(choice);
    setError(null);
    try {
      const answer = await changeOrderPayment(order.increment_id, method, scope, customer);
      const next = afterOrder(answer);
      if (next?.kind === "redirect") return leave.to(next.url);
      if (next?.kind === "postForm") return submitPaymentForm(next.action, next.fields);
      await client.invalidateQueries({ queryKey: ["placed-order", order.increment_id] });
      if (next) navigate(next.path, { replace: true });
    } catch (failure) {
      setError(serverError(failure)?.error ?? intl.formatMessage({ id: "cart.thanks.change_failed" }));
      void client.invalidateQueries({ queryKey: ["placed-order", order.increment_id] });
    }
    setBusy(null);
  };

  return (
    <div className="thanks__choices" data-testid="payment-choices">
      <div className="thanks__choice-buttons">
        {retryMethod && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy !== null}
            aria-busy={busy === "retry"}
            onClick={() => void choose("retry", retryMethod)}
            data-testid="pay-again"
          >
            <FormattedMessage id={busy === "retry" ? "cart.thanks.opening_payment" : "cart.thanks.pay_again"} />
          </button>
        )}
        {cashMethod && (
          <button
            type="button"
            className="button"
            disabled={busy !== null}
            aria-busy={busy === "cash"}
            onClick={() => void choose("cash", cashMethod)}
            data-testid="pay-cash"
          >
            <FormattedMessage id="cart.thanks.pay_cash" />
          </button>
        )}
      </div>
      {error && (
        <p className="notice notice--error thanks__choice-error" role="alert" data-testid="payment-choice-error">
          {error}
        </p>
      )}
    </div>
  );
}
