import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { commitQuantity, readQuantityInput, stepQuantity, timings } from "../../core";

const PRESS_KEYS = new Set(["Enter", " "]);

/**
 * Minus, a text box and plus. Every number comes from the core: what the box holds while typing
 * (`readQuantityInput`), what it settles to (`commitQuantity`) and one step (`stepQuantity`).
 * Holding a button (pointer, Enter or Space) repeats the step after the core's
 * `stepperRepeatDelay`, then every `stepperRepeatInterval` ms, until release, leave or blur.
 */
export function QuantityStepper({
  value,
  onChange,
  className,
  label,
}: {
  value: number;
  onChange: (quantity: number) => void;
  className?: string;
  /** The box's label; "Quantity" when not given. */
  label?: ReactNode;
}) {
  const intl = useIntl();
  const inputId = useId();
  const [text, setText] = useState(String(value));
  const current = useRef(value);
  current.current = value;
  const notify = useRef(onChange);
  notify.current = onChange;

  // A change from outside (a step) shows in the box, unless the box already reads as it.
  useEffect(() => {
    setText((shown) => (readQuantityInput(shown) === value ? shown : String(value)));
  }, [value]);

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
      const next = stepQuantity(current.current, up);
      if (next === current.current) {
        stop();
        return;
      }
      current.current = next;
      setText(String(next));
      notify.current(next);
    },
    [stop],
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

  const buttonProps = (up: boolean) => ({
    type: "button" as const,
    className: "stepper__button",
    "aria-controls": inputId,
    disabled: stepQuantity(value, up) === value,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button > 0) return;
      start(up);
    },
    onPointerUp: release,
    onPointerLeave: release,
    onPointerCancel: release,
    onBlur: stop,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!PRESS_KEYS.has(event.key)) return;
      event.preventDefault();
      if (!event.repeat) start(up);
    },
    onKeyUp: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (PRESS_KEYS.has(event.key)) release();
    },
    onClick: () => {
      if (pressed.current) {
        pressed.current = false;
        return;
      }
      step(up);
    },
    // A long press on a phone must not open the context menu.
    onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
  });

  return (
    <div className={className ? `stepper ${className}` : "stepper"} data-testid="quantity-stepper">
      <label className="stepper__label" htmlFor={inputId}>
        {label ?? <FormattedMessage id="product.quantity" />}
      </label>
      <div className="stepper__controls">
        <button {...buttonProps(false)} aria-label={intl.formatMessage({ id: "product.quantity.decrease" })} data-testid="quantity-decrease">
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className="stepper__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          data-testid="quantity-input"
          onChange={(event) => {
            const read = readQuantityInput(event.target.value);
            if (read === undefined) {
              setText("");
              return;
            }
            setText(String(read));
            notify.current(read);
          }}
          onBlur={() => {
            const committed = commitQuantity(text);
            setText(String(committed));
            notify.current(committed);
          }}
        />
        <button {...buttonProps(true)} aria-label={intl.formatMessage({ id: "product.quantity.increase" })} data-testid="quantity-increase">
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
