import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TopBar } from "./TopBar";
import { Price } from "../../shared/ui/Price";
import { renderWithShell } from "../../test/render";

function renderTopBarWithPrice() {
  return renderWithShell(
    <>
      <TopBar />
      <Price amd="1000.0000" />
    </>,
  );
}

describe("top bar currency choice", () => {
  it("reformats prices through the core when the currency changes", () => {
    renderTopBarWithPrice();
    const select = screen.getByTestId("currency-select");
    fireEvent.change(select, { target: { value: "AMD" } });
    expect(screen.getByTestId("price").textContent).toBe("1,000 ֏");
    fireEvent.change(select, { target: { value: "USD" } });
    expect(screen.getByTestId("price").textContent).toBe("$2.59");
    fireEvent.change(select, { target: { value: "RUB" } });
    expect(screen.getByTestId("price").textContent).toBe("205 ₽");
  });

  it("persists the choice in local storage as state version 2", () => {
    renderTopBarWithPrice();
    fireEvent.change(screen.getByTestId("currency-select"), { target: { value: "USD" } });
    const stored = JSON.parse(localStorage.getItem("state") ?? "{}");
    expect(stored.version).toBe(2);
    expect(stored.currency.code).toBe("USD");
  });

  it("offers the three languages with their labels", () => {
    renderTopBarWithPrice();
    const labels = Array.from(screen.getByTestId("language-select").querySelectorAll("option")).map((o) => o.textContent);
    expect(labels).toEqual(["AM", "RU", "EN"]);
    expect(screen.getByText("Կապ մեզ հետ")).toBeTruthy();
  });
});
