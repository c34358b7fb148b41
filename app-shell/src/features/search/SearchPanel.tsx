import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { CurrencyCode } from "../../core";
import type { Product } from "../../shared/catalog/api";
import { shownPrice } from "../../shared/catalog/money";
import { productHref, thumbnail } from "../../shared/catalog/productImage";
import { FallbackImage } from "../../shared/ui/FallbackImage";

export function searchResultsPath(text: string): string {
  return `/shop/catalog/search/${encodeURIComponent(text.trim())}`;
}

/**
 * The search box's panel: the suggestions (`active` is the highlighted one), or what the search
 * is doing when there are none, and a link to all the results for `query`.
 */
export function SearchPanel({
  listId,
  optionId,
  visible,
  products,
  currency,
  active,
  waiting,
  failed,
  query,
  onChoose,
}: {
  listId: string;
  optionId: (index: number) => string;
  visible: boolean;
  products: Product[];
  currency: CurrencyCode | undefined;
  active: number;
  waiting: boolean;
  failed: boolean;
  query: string;
  onChoose: () => void;
}) {
  const intl = useIntl();
  return (
  <div
    className="search-box__panel"
    hidden={!visible}
    data-testid="search-panel"
    // Keeps the focus in the box, so choosing with the mouse does not close the panel first.
    onMouseDown={(event) => event.preventDefault()}
  >
    <ul className="search-box__list" id={listId} role="listbox" aria-label={intl.formatMessage({ id: "search.suggestions" })}>
      {products.map((product, index) => {
        const price = currency ? shownPrice(product, currency) : undefined;
        const image = thumbnail(product);
        return (
          <li
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? "search-box__option is-active" : "search-box__option"}
            data-testid="search-suggestion"
          >
            <Link to={productHref(product)} tabIndex={-1} className="search-box__link" onClick={onChoose}>
              {image ? (
                <FallbackImage
                  fallback={<span className="search-box__thumb" aria-hidden="true" />}
                  className="search-box__thumb"
                  src={image}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              ) : (
                <span className="search-box__thumb" aria-hidden="true" />
              )}
              <span className="search-box__name">{product.name}</span>
              {price && (
                <span className="search-box__price">
                  <span className={price.old ? "price price--special" : "price"}>{price.current}</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
    {products.length === 0 && (
      <p className="search-box__status" role="status" data-testid="search-status">
        {waiting ? (
          <FormattedMessage id="search.loading" />
        ) : failed ? (
          <FormattedMessage id="search.failed" />
        ) : (
          <FormattedMessage id="search.nothing_found" values={{ query: query.trim() }} />
        )}
      </p>
    )}
    {products.length > 0 && !waiting && (
      <Link className="search-box__all" to={searchResultsPath(query)} tabIndex={-1} data-testid="search-all">
        <FormattedMessage id="search.all_results" values={{ query: query.trim() }} />
      </Link>
    )}
  </div>
  );
}
