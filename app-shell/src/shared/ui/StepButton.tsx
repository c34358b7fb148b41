import { useCallback, useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { timings } from "../../core";

const PRESS_KEYS = new Set(["Enter", " "]);

/** What a press on a step button does: `useStepPress` owns the timers, the stepper the quantity. */
export type StepPress = {
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
export function StepButton({
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

/**
 * The presses of a stepper's buttons: a press steps at once, then, held, after the core's
 * `stepperRepeatDelay` every `stepperRepeatInterval` ms, until release, leave or blur. `step`
 * takes one step and says whether it moved; one that did not stops the repeating.
 */
export function useStepPress(step: (up: boolean) => boolean): StepPress {
  const timers = useRef<{ delay?: number; repeat?: number }>({});
  // Set by a press (pointer or key) that has stepped already, so its click does not step again;
  // a click alone (assistive technology) steps once.
  const pressed = useRef(false);

  const stop = useCallback(() => {
    window.clearTimeout(timers.current.delay);
    window.clearInterval(timers.current.repeat);
    timers.current = {};
  }, []);

  const move = useCallback(
    (up: boolean) => {
      if (!step(up)) stop();
    },
    [step, stop],
  );

  const start = (up: boolean) => {
    stop();
    pressed.current = true;
    move(up);
    const { stepperRepeatDelay, stepperRepeatInterval } = timings();
    timers.current.delay = window.setTimeout(() => {
      timers.current.repeat = window.setInterval(() => move(up), stepperRepeatInterval);
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
    move(up);
  };

  return { start, release, stop, click };
}
