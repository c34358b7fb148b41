import { FormattedMessage } from "react-intl";
import { SortSelect } from "./SortSelect";

/** The number of products a listing found (the catalogue's and a store's). */
export function ResultCount({ total }: { total: number }) {
  return (
    <p className="listing__count" data-testid="result-count">
      <FormattedMessage id="catalog.count" values={{ count: total }} />
    </p>
  );
}

/** A listing's toolbar (the catalogue's and a store's): the button that opens the filter drawer,
 * with the number of choices made, and the sort order. */
export function ListingToolbar({
  drawerId,
  drawerOpen,
  onOpenFilters,
  choiceCount,
  sort,
  onSort,
}: {
  drawerId: string;
  drawerOpen: boolean;
  onOpenFilters: () => void;
  choiceCount: number;
  sort: string | null;
  onSort: (value: string) => void;
}) {
  return (
    <div className="listing__toolbar">
      <button
        type="button"
        className="button listing__filters-button"
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        onClick={onOpenFilters}
        data-testid="open-filters"
      >
        <span className="icon icon--filters" aria-hidden="true" />
        <FormattedMessage id="catalog.filters.open" />
        {choiceCount > 0 && (
          <span className="filters-count">
            <span className="visually-hidden">
              <FormattedMessage id="catalog.filters.selected" values={{ count: choiceCount }} />
            </span>
            <span aria-hidden="true">{choiceCount}</span>
          </span>
        )}
      </button>
      <SortSelect value={sort} onChange={onSort} />
    </div>
  );
}
