import { FormattedMessage, useIntl } from "react-intl";
import type { CurrencyCode } from "../../core";
import type { Category, Filter } from "../catalog/api";
import { optionLabel } from "./FilterPanel";
import { PRICE_FILTER } from "../catalog/hooks";
import { sliderPrice } from "../catalog/money";
import type { PriceRange } from "./PriceSlider";

/** The choices in force, each removable, and a way to drop them all. */
export function ActiveFilters({
  filters,
  selected,
  category,
  currency,
  priceRange,
  onRemove,
  onRemovePrice,
  onRemoveCategory,
  onClear,
}: {
  filters: Filter[];
  selected: Record<string, string>;
  priceRange: PriceRange | undefined;
  onRemovePrice: () => void;
  category: Category | undefined;
  currency: CurrencyCode;
  onRemove: (code: string, value: string) => void;
  onRemoveCategory: () => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const chips: { key: string; label: string; remove: () => void }[] = [];
  if (category) chips.push({ key: "category", label: category.name, remove: onRemoveCategory });
  for (const [code, value] of Object.entries(selected)) {
    if (code === PRICE_FILTER) {
      const label = priceRange ? `${sliderPrice(priceRange[0], currency)} – ${sliderPrice(priceRange[1], currency)}` : value;
      chips.push({ key: code, label, remove: onRemovePrice });
      continue;
    }
    const filter = filters.find((candidate) => candidate.code === code);
    const option = filter?.options.find((candidate) => String(candidate.id) === value);
    const label = filter && option ? `${filter.name}: ${optionLabel(option)}` : `${code}: ${value}`;
    chips.push({ key: code, label, remove: () => onRemove(code, value) });
  }
  if (chips.length === 0) return null;
  return (
    <div className="active-filters" data-testid="active-filters">
      <ul className="active-filters__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip chip--removable"
              onClick={chip.remove}
              aria-label={intl.formatMessage({ id: "catalog.filters.remove" }, { name: chip.label })}
            >
              {chip.label}
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={onClear}>
        <FormattedMessage id="catalog.filters.clear" />
      </button>
    </div>
  );
}
