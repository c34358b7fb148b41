import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { timings } from "../../core";
import { renderWithShell } from "../../test/render";
import { QuantityStepper } from "./QuantityStepper";

afterEach(() => {
  vi.useRealTimers();
});

function Stepper({ start = 1, stock }: { start?: number; stock?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <QuantityStepper value={value} onChange={setValue} stock={stock} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe("quantity stepper", () => {
  const value = () => screen.getByTestId("value").textContent;
  const input = () => screen.getByTestId("quantity-input") as HTMLInputElement;

  it("repeats while held: after the core's delay, then at its interval, until release", async () => {
    vi.useFakeTimers();
    const { stepperRepeatDelay: delay, stepperRepeatInterval: interval } = timings();
    renderWithShell(<Stepper />);
    const plus = screen.getByTestId("quantity-increase");
    fireEvent.pointerDown(plus);
    expect(value()).toBe("2");
    act(() => vi.advanceTimersByTime(delay + interval - 1));
    expect(value()).toBe("2");
    act(() => vi.advanceTimersByTime(1));
    expect(value()).toBe("3");
    act(() => vi.advanceTimersByTime(interval * 3));
    expect(value()).toBe("6");
    fireEvent.pointerUp(plus);
    // The click that ends the press does not step again.
    fireEvent.click(plus);
    act(() => vi.advanceTimersByTime(1000));
    expect(value()).toBe("6");
    expect(input().value).toBe("6");

    // Leaving the button stops too.
    const minus = screen.getByTestId("quantity-decrease");
    fireEvent.pointerDown(minus);
    act(() => vi.advanceTimersByTime(delay + interval));
    expect(value()).toBe("4");
    fireEvent.pointerLeave(minus);
    act(() => vi.advanceTimersByTime(1000));
    expect(value()).toBe("4");
  });

  it("repeats while a key is held and stops on key up or blur, never below the minimum", async () => {
    vi.useFakeTimers();
    const { stepperRepeatDelay: delay, stepperRepeatInterval: interval } = timings();
    renderWithShell(<Stepper start={3} />);
    const minus = screen.getByTestId("quantity-decrease");
    fireEvent.keyDown(minus, { key: "Enter" });
    expect(value()).toBe("2");
    // The keyboard's own auto-repeat does not add steps.
    fireEvent.keyDown(minus, { key: "Enter", repeat: true });
    expect(value()).toBe("2");
    act(() => vi.advanceTimersByTime(delay + interval * 5));
    expect(value()).toBe("1");
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyUp(minus, { key: "Enter" });

    const plus = screen.getByTestId("quantity-increase");
    fireEvent.keyDown(plus, { key: " " });
    act(() => vi.advanceTimersByTime(delay + interval));
    expect(value()).toBe("3");
    fireEvent.blur(plus);
    act(() => vi.advanceTimersByTime(1000));
    expect(value()).toBe("3");
  });

  it("reads the box through the core: empty while typing, the minimum on leaving, non-numbers fall back", () => {
    renderWithShell(<Stepper start={4} />);
    fireEvent.change(input(), { target: { value: "" } });
    expect(input().value).toBe("");
    expect(value()).toBe("4");
    fireEvent.blur(input());
    expect(input().value).toBe("1");
    expect(value()).toBe("1");
    fireEvent.change(input(), { target: { value: "12" } });
    expect(value()).toBe("12");
    fireEvent.change(input(), { target: { value: "abc" } });
    expect(input().value).toBe("1");
    expect(value()).toBe("1");
  });

  it("stops at the stock the page knows and says how many are left (core rule)", () => {
    renderWithShell(<Stepper start={2} stock={3} />);
    expect(screen.queryByTestId("quantity-left")).toBeNull();
    fireEvent.click(screen.getByTestId("quantity-increase"));
    expect(value()).toBe("3");
    expect(screen.getByTestId("quantity-left").textContent).toBe("Մնացել է ընդամենը 3 հատ");
    expect((screen.getByTestId("quantity-increase") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input(), { target: { value: "9999" } });
    expect([input().value, value()]).toEqual(["3", "3"]);
    expect(input().getAttribute("aria-describedby")).toBe(screen.getByTestId("quantity-left").id);
  });
});
