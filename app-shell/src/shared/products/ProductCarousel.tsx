import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { carouselArrowsVisible, type CurrencyCode } from "../../core";
import { useNearScreen } from "../hooks/useNearScreen";
import { useReducedMotion } from "../hooks/useReducedMotion";
import type { Product } from "../catalog/api";
import { ProductCard, ProductCardSkeleton } from "./ProductCard";

/**
 * A titled row of product cards that scrolls sideways (snapping to cards); arrows appear only
 * when the core says the row is long enough (more than 7 products).
 */
export function ProductCarousel({
  title,
  products,
  currency,
  testId,
  deferred = false,
}: {
  title: ReactNode;
  products: Product[];
  currency: CurrencyCode;
  testId?: string;
  /** Below the first screen: the cards render when the row nears the screen. */
  deferred?: boolean;
}) {
  const intl = useIntl();
  const reduced = useReducedMotion();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const arrows = carouselArrowsVisible(products.length);
  // The home page has up to 13 rows of 10 cards: rendering them all at once was most of a phone's
  // first second of work, so a row's cards come when it nears the screen.
  const near = useNearScreen(trackRef, deferred);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setEdges({ start: track.scrollLeft <= 1, end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    if (!arrows || !near) return;
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [arrows, near, measure, products.length]);

  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: reduced ? "auto" : "smooth" });
  };

  return (
    <section className="product-block" data-testid={testId} data-count={products.length}>
      <div className="product-block__head">
        <h2 className="product-block__title">{title}</h2>
        {arrows && (
          <div className="carousel__arrows" data-testid="carousel-arrows">
            <button
              type="button"
              className="carousel__arrow"
              aria-label={intl.formatMessage({ id: "home.carousel.previous" })}
              disabled={edges.start}
              onClick={() => scroll(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="carousel__arrow"
              aria-label={intl.formatMessage({ id: "home.carousel.next" })}
              disabled={edges.end}
              onClick={() => scroll(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      <ul className="carousel__track" ref={trackRef} onScroll={measure}>
        {near
          ? products.map((product) => (
              <li key={product.id} className="carousel__item">
                <ProductCard product={product} currency={currency} />
              </li>
            ))
          : // Until then the row keeps its place: nothing below moves when the cards come.
            Array.from({ length: Math.min(products.length, PLACEHOLDER_CARDS) }, (_, index) => (
              <li key={index} className="carousel__item">
                <ProductCardSkeleton still />
              </li>
            ))}
      </ul>
    </section>
  );
}

/** Placeholder cards in a row that loads or waits to render: as many as a wide screen shows. */
const PLACEHOLDER_CARDS = 5;

export function ProductCarouselSkeleton() {
  return (
    <section className="product-block" aria-busy="true" data-testid="block-loading">
      <div className="product-block__head">
        <span className="skeleton skeleton--title" />
      </div>
      <div className="carousel__track">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <div key={index} className="carousel__item">
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </section>
  );
}
