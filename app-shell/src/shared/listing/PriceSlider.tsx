import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { timings, type CurrencyCode } from "../../core";
import { useChanged } from "../hooks/useChanged";
import { useLatestRef } from "../hooks/useLatestRef";
import { sliderPrice } from "../catalog/money";

export type PriceRange = [number, number];

/**
 * Two thumbs from 0 to the top of the list's prices, step 1. The list follows the thumbs once
 * they have rested for the core's slider debounce; the whole range means no price filter.
 */
export function PriceSlider({
  ceiling,
  committed,
  currency,
  onCommit,
}: {
  ceiling: number;
  committed: PriceRange | undefined;
  currency: CurrencyCode;
  onCommit: (range: PriceRange | undefined) => void;
}) {
  const intl = useIntl();
  const legendId = useId();
  const clamp = (value: number) => Math.min(Math.max(value, 0), ceiling);
  const committedLow = committed ? clamp(committed[0]) : 0;
  const committedHigh = committed ? clamp(committed[1]) : ceiling;
  const [range, setRange] = useState<PriceRange>([committedLow, committedHigh]);
  // Whether the thumbs have moved since the range last followed the URL (or was committed).
  const moved = useRef(false);
  const commitRef = useLatestRef(onCommit);

  // The URL changed elsewhere (reset, back to the whole range): follow it. The range follows
  // while rendering; what the debounce below would have committed is dropped.
  const lowChanged = useChanged(committedLow);
  const highChanged = useChanged(committedHigh);
  if (lowChanged || highChanged) setRange([committedLow, committedHigh]);
  useEffect(() => {
    moved.current = false;
  }, [committedLow, committedHigh]);

  useEffect(() => {
    if (!moved.current) return;
    const timer = window.setTimeout(() => {
      moved.current = false;
      commitRef.current(range[0] <= 0 && range[1] >= ceiling ? undefined : range);
    }, timings().priceSliderDebounce);
    return () => window.clearTimeout(timer);
  }, [range, ceiling, commitRef]);

  const move = (next: PriceRange) => {
    moved.current = true;
    setRange(next);
  };

  const percent = (value: number) => (ceiling > 0 ? (value / ceiling) * 100 : 0);
  const fill = { "--range-low": `${percent(range[0])}%`, "--range-high": `${percent(range[1])}%` } as CSSProperties;
  const low = sliderPrice(range[0], currency);
  const high = sliderPrice(range[1], currency);

  return (
    <fieldset className="filter price-filter" data-testid="price-filter" aria-labelledby={legendId}>
      <legend className="filter__title" id={legendId}>
        <FormattedMessage id="catalog.filters.price" />
      </legend>
      <div className="price-filter__range" style={fill}>
        <input
          type="range"
          className="price-filter__thumb price-filter__thumb--low"
          min={0}
          max={ceiling}
          step={1}
          value={range[0]}
          aria-label={intl.formatMessage({ id: "catalog.filters.price_min" })}
          aria-valuetext={low}
          data-testid="price-min"
          onChange={(event) => move([Math.min(Number(event.target.value), range[1]), range[1]])}
        />
        <input
          type="range"
          className="price-filter__thumb price-filter__thumb--high"
          min={0}
          max={ceiling}
          step={1}
          value={range[1]}
          aria-label={intl.formatMessage({ id: "catalog.filters.price_max" })}
          aria-valuetext={high}
          data-testid="price-max"
          onChange={(event) => move([range[0], Math.max(Number(event.target.value), range[0])])}
        />
      </div>
      <p className="price-filter__values">
        <output data-testid="price-min-value">{low}</output>
        <span aria-hidden="true">–</span>
        <output data-testid="price-max-value">{high}</output>
      </p>
    </fieldset>
  );
}
