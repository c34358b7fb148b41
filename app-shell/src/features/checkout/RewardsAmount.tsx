import type { KeyboardEvent } from "react";
import { FormattedMessage } from "react-intl";

/** The box for the bonuses to spend (at most `limit`) and its Apply button. */
export function RewardsAmount({
  id,
  text,
  limit,
  invalid,
  busy,
  canApply,
  onType,
  onApply,
}: {
  id: string;
  text: string;
  limit: number;
  invalid: boolean;
  busy: boolean;
  canApply: boolean;
  onType: (text: string) => void;
  onApply: () => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // Enter in the box applies the bonuses; it must not place the order.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    onApply();
  };

  return (
    <div className="checkout-rewards__form">
      <div className={invalid ? "field checkout-rewards__field has-error" : "field checkout-rewards__field"}>
        <label className="field__label" htmlFor={id}>
          <FormattedMessage id="cart.rewards.amount" />
        </label>
        <input
          id={id}
          className="field__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={limit}
          step={1}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
          data-testid="rewards-amount"
        />
        <p className="field__hint" id={hintId}>
          <FormattedMessage id="cart.rewards.range" values={{ max: String(limit) }} />
        </p>
        {invalid && (
          <p className="field__error" id={errorId} data-testid="rewards-invalid">
            <FormattedMessage id="cart.rewards.invalid" values={{ max: String(limit) }} />
          </p>
        )}
      </div>
      <button
        type="button"
        className="button checkout-rewards__button"
        onClick={onApply}
        disabled={busy || !canApply}
        aria-busy={busy || undefined}
        data-testid="rewards-apply"
      >
        <FormattedMessage id="cart.rewards.apply" />
      </button>
    </div>
  );
}
