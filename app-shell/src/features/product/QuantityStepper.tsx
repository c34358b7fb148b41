import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { commitQuantity, quantityLimit, readQuantityInput, stepQuantity, stockReached, timings } from "../../core";
import { useChanged } from "../../shared/hooks/useChanged";
import { useLatestRef } from "../../shared/hooks/useLatestRef";

const PRESS_KEYS = new Set(["Enter", " "]);

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

  const timers = useRef<{ delay?: number; repeat?: number }>({});
  // Set by a press (pointer or key) that has stepped already, so its click does not step again;
  // a click alone (assistive technology) steps once.
  const pressed = useRef(false);

  const stop = useCallback(() => {
    window.clearTimeout(timers.current.delay);
    window.clearInterval(timers.current.repeat);
    timers.current = {};
  }, []);

  const step = useCallback(
    (up: boolean) => {
      const next = stepQuantity(currentRef.current, up, limitRef.current);
      if (next === currentRef.current) {
        stop();
        return;
      }
      currentRef.current = next;
      setText(String(next));
      notifyRef.current(next);
    },
    [stop, currentRef, notifyRef, limitRef],
  );

  const start = (up: boolean) => {
    stop();
    pressed.current = true;
    step(up);
    const { stepperRepeatDelay, stepperRepeatInterval } = timings();
    timers.current.delay = window.setTimeout(() => {
      timers.current.repeat = window.setInterval(() => step(up), stepperRepeatInterval);
    }, stepperRepeatDelay);
  };

  const release = () => {
    stop();
    // The click that follows a release arrives in the same task; after it, clicks count again.
    window.setTimeout(() => {
      pressed.current = false;
    }, 0);
  };

  useEffect(() => stop, [stop]);

  const click = (up: boolean) => {
    if (pressed.current) {
      pressed.current = false;
      return;
    }
    step(up);
  };

  const press: StepPress = { start, release, stop, click };
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

/** What a press on a step button does; the stepper owns the timers and the quantity. */
type StepPress = {
  /** A press begins (pointer down, Enter or Space): one step now, then repeats while held. */
  start: (up: boolean) => void;
  /** The press ends (release, leave, cancel, key up). */
  release: () => void;
  /** Repeating stops (focus leaves the button). */
  stop: () => void;
  /** A click: one step, unless it closes a press that has stepped already. */
  click: (up: boolean) => void;
};

/** Minus or plus: holding it (pointer, Enter or Space) repeats the step. */
function StepButton({
  up,
  press,
  controls,
  disabled,
  label,
  testId,
  children,
}: {
  up: boolean;
  press: StepPress;
  controls: string;
  disabled: boolean;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="stepper__button"
      aria-controls={controls}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button > 0) return;
        press.start(up);
      }}
      onPointerUp={press.release}
      onPointerLeave={press.release}
      onPointerCancel={press.release}
      onBlur={press.stop}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!PRESS_KEYS.has(event.key)) return;
        event.preventDefault();
        if (!event.repeat) press.start(up);
      }}
      onKeyUp={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (PRESS_KEYS.has(event.key)) press.release();
      }}
      onClick={() => press.click(up)}
      // A long press on a phone must not open the context menu.
      onContextMenu={(event) => event.preventDefault()}
    >
      {children}
    </button>
  );
}
