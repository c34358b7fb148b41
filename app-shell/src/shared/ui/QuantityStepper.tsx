import { useCallback, useId, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { commitQuantity, quantityLimit, readQuantityInput, stepQuantity, stockReached } from "../../core";
import { useChanged } from "../hooks/useChanged";
import { useLatestRef } from "../hooks/useLatestRef";
import { StepButton, useStepPress } from "./StepButton";

/**
 * Minus, a text box and plus. Every number comes from the core: what the box holds while typing
 * (`readQuantityInput`), what it settles to (`commitQuantity`) and one step (`stepQuantity`),
 * never past the `stock` the page knows (`quantityLimit`), where it says how many are left.
 * Holding a button (pointer, Enter or Space) repeats the step after the core's
 * `stepperRepeatDelay`, then every `stepperRepeatInterval` ms, until release, leave or blur.
 */
export function QuantityStepper({
  value,
  onChange,
  className,
  label,
  stock,
}: {
  value: number;
  onChange: (quantity: number) => void;
  className?: string;
  /** The box's label; "Quantity" when not given. */
  label?: ReactNode;
  /** Pieces left, when the page knows: the most the stepper offers. */
  stock?: number;
}) {
  const intl = useIntl();
  const inputId = useId();
  const noteId = useId();
  const limit = quantityLimit(stock);
  const [text, setText] = useState(String(value));
  // The quantity as last rendered, moved on by each step of a held button before the parent
  // renders the new value.
  const currentRef = useLatestRef(value);
  const notifyRef = useLatestRef(onChange);
  const limitRef = useLatestRef(limit);

  // A change from outside (a step) shows in the box, unless the box already reads as it.
  if (useChanged(value)) setText((shown) => (readQuantityInput(shown, limit) === value ? shown : String(value)));

  // One step from the quantity as last rendered; false when the core says it stays (an end).
  const step = useCallback(
    (up: boolean) => {
      const next = stepQuantity(currentRef.current, up, limitRef.current);
      if (next === currentRef.current) return false;
      currentRef.current = next;
      setText(String(next));
      notifyRef.current(next);
      return true;
    },
    [currentRef, notifyRef, limitRef],
  );
  const press = useStepPress(step);
  const reached = stockReached(value, stock);

  return (
    <div className={className ? `stepper ${className}` : "stepper"} data-testid="quantity-stepper">
      <label className="stepper__label" htmlFor={inputId}>
        {label ?? <FormattedMessage id="product.quantity" />}
      </label>
      <div className="stepper__controls">
        <StepButton
          up={false}
          press={press}
          controls={inputId}
          disabled={stepQuantity(value, false, limit) === value}
          label={intl.formatMessage({ id: "product.quantity.decrease" })}
          testId="quantity-decrease"
        >
          <span aria-hidden="true">−</span>
        </StepButton>
        <input
          id={inputId}
          className="stepper__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          data-testid="quantity-input"
          aria-describedby={reached ? noteId : undefined}
          onChange={(event) => {
            const read = readQuantityInput(event.target.value, limit);
            if (read === undefined) {
              setText("");
              return;
            }
            setText(String(read));
            notifyRef.current(read);
          }}
          onBlur={() => {
            const committed = commitQuantity(text, limit);
            setText(String(committed));
            notifyRef.current(committed);
          }}
        />
        <StepButton
          up={true}
          press={press}
          controls={inputId}
          disabled={stepQuantity(value, true, limit) === value}
          label={intl.formatMessage({ id: "product.quantity.increase" })}
          testId="quantity-increase"
        >
          <span aria-hidden="true">+</span>
        </StepButton>
      </div>
      {reached && (
        <p className="stepper__note" id={noteId} role="status" data-testid="quantity-left">
          <FormattedMessage id="product.quantity.left" values={{ count: stock }} />
        </p>
      )}
    </div>
  );
}
