import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithShell } from "../../test/render";
import { product } from "../../test/catalogFixtures";
import { ProductCard } from "./ProductCard";

describe("product card", () => {
  it("shows the special price, the regular one struck through and the core's discount badge", () => {
    renderWithShell(
      <ProductCard product={product(12, { price: "18000.0000", special_price: "14990.0000", old_price: "18000.0000" })} currency="AMD" />,
    );
    expect(screen.getByTestId("price").textContent).toBe("14,990 ֏");
    const old = screen.getByTestId("old-price");
    expect(old.tagName).toBe("S");
    expect(old.textContent).toBe("18,000 ֏");
    expect(screen.getByTestId("discount-badge").textContent).toBe("−17%");
  });

  it("shows only the price when the special price is \"0.0000\"", () => {
    renderWithShell(
      <>
        <ProductCard product={product(1, { price: "5000.0000", special_price: "0.0000" })} currency="AMD" />
        <ProductCard product={product(2, { price: "7000.0000", special_price: "0.0000", old_price: null })} currency="AMD" />
      </>,
    );
    expect(screen.getAllByTestId("price").map((node) => node.textContent)).toEqual(["5,000 ֏", "7,000 ֏"]);
    expect(screen.queryByTestId("old-price")).toBeNull();
    expect(screen.queryByTestId("discount-badge")).toBeNull();
  });

  it("formats prices in the currency the list was fetched in", () => {
    renderWithShell(<ProductCard product={product(3, { price: "46.6200", special_price: "38.8500" })} currency="USD" />);
    expect(screen.getByTestId("price").textContent).toBe("$38.85");
    expect(screen.getByTestId("old-price").textContent).toBe("$46.62");
  });

  it("marks new and out-of-stock products and links to the product page", () => {
    renderWithShell(<ProductCard product={product(4, { new: true, in_stock: false, url_key: "red-dress" })} currency="AMD" />, { locale: "en" });
    expect(screen.getByTestId("new-badge").textContent).toBe("New");
    expect(screen.getByTestId("out-of-stock").textContent).toBe("Out of stock");
    expect(screen.getByTestId("product-card").className).toContain("product-card--sold-out");
    expect(screen.getByRole("link", { name: "Ապրանք 4" }).getAttribute("href")).toBe("/shop/products/red-dress/-1");
  });

  it("loads its image lazily in a fixed square", () => {
    const { container } = renderWithShell(<ProductCard product={product(5)} currency="AMD" />);
    const image = container.querySelector("img");
    expect(image?.getAttribute("loading")).toBe("lazy");
    expect([image?.getAttribute("width"), image?.getAttribute("height")]).toEqual(["600", "600"]);
    expect(image?.getAttribute("srcset")).toBe("/cache/small/products/5.jpg 300w, /cache/medium/products/5.jpg 600w");
  });
});
