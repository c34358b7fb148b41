import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { Category } from "../../shared/catalog/api";
import { inDepartmentsOrder } from "../../shared/catalog/categories";

/**
 * The category sidebar. On the catalogue each category is a link to its page; on the new
 * collection and sales pages it picks the list's category (pressing the chosen one clears it).
 * The branch leading to the current category is open; the others show their top level.
 */
export function CategoryTree({
  tree,
  activePath,
  onSelect,
}: {
  tree: Category[];
  /** Root first, the current category last. */
  activePath: Category[];
  /** Pick mode; without it the tree links to category pages. */
  onSelect?: (category: Category | null) => void;
}) {
  const intl = useIntl();
  const activeIds = new Set(activePath.map((category) => category.id));
  const current = activePath.at(-1)?.id;

  const renderLevel = (categories: Category[], depth: number) => (
    <ul className={depth === 0 ? "category-tree__list" : "category-tree__list category-tree__list--nested"}>
      {categories.map((category) => {
        const open = activeIds.has(category.id) && (category.children?.length ?? 0) > 0;
        const isCurrent = category.id === current;
        const label = (
          <>
            <span className="category-tree__name">{category.name}</span>
            {typeof category.product_count === "number" && <span className="category-tree__count">{category.product_count}</span>}
          </>
        );
        return (
          <li key={category.id} className="category-tree__item">
            {onSelect ? (
              <button
                type="button"
                className={isCurrent ? "category-tree__link is-current" : "category-tree__link"}
                aria-pressed={isCurrent}
                onClick={() => onSelect(isCurrent ? null : category)}
              >
                {label}
              </button>
            ) : (
              <Link
                to={`/shop/catalog/${encodeURIComponent(category.slug)}`}
                className={isCurrent ? "category-tree__link is-current" : "category-tree__link"}
                aria-current={isCurrent ? "page" : undefined}
              >
                {label}
              </Link>
            )}
            {open && renderLevel(category.children ?? [], depth + 1)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav className="category-tree" aria-label={intl.formatMessage({ id: "catalog.categories" })}>
      <h2 className="filter__title">
        <FormattedMessage id="catalog.categories" />
      </h2>
      <ul className="category-tree__list">
        <li className="category-tree__item">
          {onSelect ? (
            <button
              type="button"
              className={current === undefined ? "category-tree__link is-current" : "category-tree__link"}
              aria-pressed={current === undefined}
              onClick={() => onSelect(null)}
            >
              <span className="category-tree__name">
                <FormattedMessage id="catalog.categories.all" />
              </span>
            </button>
          ) : (
            <Link
              to="/shop/catalog"
              className={current === undefined ? "category-tree__link is-current" : "category-tree__link"}
              aria-current={current === undefined ? "page" : undefined}
            >
              <span className="category-tree__name">
                <FormattedMessage id="catalog.categories.all" />
              </span>
            </Link>
          )}
        </li>
      </ul>
      {renderLevel(inDepartmentsOrder(tree), 0)}
    </nav>
  );
}
