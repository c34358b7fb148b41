import { useId } from "react";
import type { Filter, FilterOption } from "../catalog/api";

export function optionLabel(option: FilterOption): string {
  return option.label || option.admin_name || String(option.id);
}

function kindOf(filter: Filter): "colour" | "image" | "chips" {
  if (filter.swatch_type === "color" || filter.code === "color") return "colour";
  if (filter.swatch_type === "image") return "image";
  return "chips";
}

/**
 * One fieldset per filter: colour swatches, image swatches, or chips (sizes and other options).
 * Each option is a toggle button; pressing the pressed one clears the filter (core rule, applied
 * by the caller through `updateShopQuery(…, "toggleFilter", code, value)`).
 */
export function FilterPanel({
  filters,
  selected,
  onToggle,
}: {
  filters: Filter[];
  selected: Record<string, string>;
  onToggle: (code: string, value: string) => void;
}) {
  return (
    <>
      {filters.map((filter) => (
        <FilterGroup key={filter.code} filter={filter} selected={selected[filter.code]} onToggle={onToggle} />
      ))}
    </>
  );
}

function FilterGroup({ filter, selected, onToggle }: { filter: Filter; selected: string | undefined; onToggle: (code: string, value: string) => void }) {
  const legendId = useId();
  const kind = kindOf(filter);
  return (
    <fieldset className="filter" data-testid={`filter-${filter.code}`} aria-labelledby={legendId}>
      <legend className="filter__title" id={legendId}>
        {filter.name}
      </legend>
      <ul className={`filter__options filter__options--${kind}`}>
        {filter.options.map((option) => {
          const value = String(option.id);
          const pressed = selected === value;
          const label = optionLabel(option);
          return (
            <li key={option.id}>
              <button
                type="button"
                className={`filter-option filter-option--${kind}${pressed ? " is-selected" : ""}`}
                aria-pressed={pressed}
                data-testid={`filter-option-${filter.code}-${option.id}`}
                title={kind === "colour" ? label : undefined}
                onClick={() => onToggle(filter.code, value)}
              >
                {kind === "colour" && (
                  <span className="filter-option__swatch" style={{ background: option.swatch_value ?? undefined }} aria-hidden="true" />
                )}
                {kind === "image" && option.swatch_value && (
                  <img className="filter-option__image" src={swatchImage(option.swatch_value)} alt="" width={32} height={32} loading="lazy" />
                )}
                <span className={kind === "colour" ? "visually-hidden" : "filter-option__label"}>{label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Image swatches are storage paths (or already URLs). */
function swatchImage(value: string): string {
  return value.startsWith("/") || value.startsWith("http") ? value : `/storage/${value}`;
}
