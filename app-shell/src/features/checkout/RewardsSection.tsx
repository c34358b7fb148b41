import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { formatPrice, rewardsRequested, rewardsSpendLimit, rewardsUsable } from "../../core";
import type { CartAnswer } from "../../shared/cart/api";
import { applyCart } from "../../shared/cart/hooks";
import { discountText } from "../../shared/cart/lineParts";
import { authed, useCustomerToken, useRewards } from "../../shared/session/session";
import { useScope } from "../../shared/hooks/useScope";
import { serverError } from "../../shared/api/errors";
import { spendRewards } from "./api";
import { RewardsAmount } from "./RewardsAmount";

/** The most bonuses this cart may take, decided by the core (0 when it cannot tell). */
function spendLimit(balance: number, cart: CartAnswer): number {
  try {
    return rewardsSpendLimit(balance, cart.sub_total, cart.cart_currency_code);
  } catch (error) {
    console.error(error);
    return 0;
  }
}

/** The bonuses spent on the cart, as a positive amount formatted by the core. */
function spentText(cart: CartAnswer): string | undefined {
  try {
    return formatPrice(cart.discount || "0", cart.cart_currency_code);
  } catch (error) {
    console.error(error);
    return undefined;
  }
}

/**
 * The checkout's "rewards use": offered only to a signed-in customer whose balance is above 0. The
 * box starts at the most the cart may take; Apply spends them on the cart
 * (`POST /api/use/rewards`), whose answer, repriced by the server, shows them as the summary's
 * discount; Remove spends none. The balance itself goes down only when the order is placed.
 */
export function RewardsSection({ cart, cartToken }: { cart: CartAnswer; cartToken: string }) {
  const customerToken = useCustomerToken();
  const rewards = useRewards();
  const applied = discountText(cart) ? spentText(cart) : undefined;
  const balance = rewards.data?.balance ?? 0;
  // A discount already on the cart stays removable even when the balance is gone meanwhile.
  if (!customerToken || !rewards.data || (!rewardsUsable(balance) && !applied)) return null;
  return <RewardsBox cart={cart} cartToken={cartToken} customerToken={customerToken} balance={balance} applied={applied} />;
}

function RewardsBox({
  cart,
  cartToken,
  customerToken,
  balance,
  applied,
}: {
  cart: CartAnswer;
  cartToken: string;
  customerToken: string;
  balance: number;
  applied: string | undefined;
}) {
  const intl = useIntl();
  const scope = useScope();
  const client = useQueryClient();
  const id = useId();
  const limit = spendLimit(balance, cart);
  // Until the customer types, the box follows the limit (it changes with the cart).
  const [typed, setTyped] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const text = typed ?? String(limit);
  const requested = rewardsRequested(text, limit);
  const invalid = typed !== undefined && requested === undefined;

  const send = async (drams: number) => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await authed(customerToken, (token) => spendRewards({ apiToken: cartToken, customerToken: token }, scope, drams));
      applyCart(client, cartToken, scope, answer);
      setTyped(undefined);
    } catch (error) {
      console.error(error);
      setFailure(serverError(error)?.error ?? intl.formatMessage({ id: "cart.rewards.failed" }));
    } finally {
      setBusy(false);
    }
  };

  const apply = () => {
    if (requested !== undefined) void send(requested);
  };

  const strong = (chunks: ReactNode[]) => (
    <strong key="figure" className="checkout-rewards__figure">
      {chunks}
    </strong>
  );

  return (
    <fieldset className="checkout-section checkout-rewards" aria-busy={busy || undefined} data-testid="checkout-rewards">
      <legend className="checkout-section__title">
        <FormattedMessage id="cart.rewards.title" />
      </legend>
      <p className="checkout-rewards__balance" data-testid="rewards-balance">
        <FormattedMessage id="cart.rewards.balance" values={{ count: balance, points: String(balance), worth: formatPrice(String(balance), "AMD"), b: strong }} />
      </p>
      {applied ? (
        <div className="checkout-rewards__applied" role="status" data-testid="rewards-applied">
          <span className="checkout-rewards__applied-text">
            <FormattedMessage id="cart.rewards.applied" values={{ amount: applied, b: strong }} />
          </span>
          <button type="button" className="button checkout-rewards__button" onClick={() => void send(0)} disabled={busy} data-testid="rewards-remove">
            <FormattedMessage id="cart.rewards.remove" />
          </button>
        </div>
      ) : (
        <RewardsAmount id={id} text={text} limit={limit} invalid={invalid} busy={busy} canApply={requested !== undefined} onType={setTyped} onApply={apply} />
      )}
      {failure && (
        <p className="field__error checkout-rewards__failure" role="alert" data-testid="rewards-error">
          {failure}
        </p>
      )}
    </fieldset>
  );
}
