import { useId, useState, type RefObject } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { collapsedDescription, needsExpander } from "../../core";
import { htmlText } from "../../shared/html/text";
import { Breadcrumbs, type Crumb } from "../../shared/ui/Breadcrumbs";
import { EmptyState } from "../../shared/ui/EmptyState";
import { FallbackImage } from "../../shared/ui/FallbackImage";
import type { Store } from "./api";

function logoUrl(store: Store): string | undefined {
  if (store.logo_url) return store.logo_url;
  if (store.logo) return store.logo.startsWith("/") ? store.logo : `/storage/${store.logo}`;
  return undefined;
}

function StoreLogo({ store, size }: { store: Store; size: number }) {
  const initial = <span className="store-logo store-logo--initial" aria-hidden="true">{store.shop_title.trim().charAt(0)}</span>;
  const src = logoUrl(store);
  if (!src) return initial;
  return <FallbackImage className="store-logo" src={src} alt="" width={size} height={size} loading="lazy" fallback={initial} />;
}

/** The sellers, each a card linking to its store page. */
export function StoreList({ stores }: { stores: Store[] }) {
  return (
    <ul className="stores__grid" data-testid="stores-list">
      {stores.map((store) => {
        const text = htmlText(store.description);
        return (
          <li key={store.id} className="store-card" data-testid="store-card">
            <StoreLogo store={store} size={72} />
            <div className="store-card__body">
              <h2 className="store-card__title">
                <Link to={`/stores/${encodeURIComponent(store.url)}`} className="store-card__link">
                  {store.shop_title}
                </Link>
              </h2>
              {text && <p className="store-card__text">{text}</p>}
            </div>
            <span className="store-card__go" aria-hidden="true">
              <FormattedMessage id="content.stores.visit" />
              <span>›</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The sellers' cards while they load. */
export function StoreListSkeleton() {
  return (
    <ul className="stores__grid" aria-busy="true">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="store-card">
          <span className="skeleton store-logo" />
          <span className="skeleton skeleton--line" />
        </li>
      ))}
    </ul>
  );
}

/** A store page whose store the server does not know. */
export function StoreMissing({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <section className="store-page" data-testid="store-page">
      <Breadcrumbs items={crumbs} />
      <EmptyState testId="store-missing" titleId="content.stores.missing">
        <Link className="button button--primary" to="/stores">
          <FormattedMessage id="content.stores.all" />
        </Link>
      </EmptyState>
    </section>
  );
}

/** The store's header while the store loads. */
export function StoreHeadSkeleton() {
  return (
    <div className="store-head store-head--loading" aria-busy="true">
      <span className="skeleton store-logo store-logo--large" />
      <div className="store-head__text">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
      </div>
    </div>
  );
}

/** What a store without matching products offers: dropping the choices made, or the other stores. */
export function StoreEmptyActions({ canReset, onReset }: { canReset: boolean; onReset: () => void }) {
  return canReset ? (
    <button type="button" className="button button--primary" onClick={onReset} data-testid="reset-filters">
      <FormattedMessage id="catalog.empty.reset" />
    </button>
  ) : (
    <Link className="button button--primary" to="/stores">
      <FormattedMessage id="content.stores.all" />
    </Link>
  );
}

/** The store's logo, title and description (collapsed above the core's length, with an arrow to expand it). */
export function StoreHeader({ store, headingRef }: { store: Store; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const text = htmlText(store.description);
  const expandable = needsExpander(text);
  return (
    <header className="store-head" data-testid="store-head">
      <StoreLogo store={store} size={96} />
      <div className="store-head__text">
        <h1 className="page-title store-head__title" ref={headingRef} tabIndex={-1} data-testid="store-title">
          {store.shop_title}
        </h1>
        {text && (
          <div className="store-head__description">
            <p id={descriptionId} className="store-head__text-body" data-testid="store-description" data-expanded={expandable ? expanded : undefined}>
              {expandable && !expanded ? collapsedDescription(text) : text}
            </p>
            {expandable && (
              <button
                type="button"
                className="store-head__expand"
                aria-expanded={expanded}
                aria-controls={descriptionId}
                aria-label={intl.formatMessage({ id: expanded ? "content.stores.less" : "content.stores.more" })}
                title={intl.formatMessage({ id: expanded ? "content.stores.less" : "content.stores.more" })}
                onClick={() => setExpanded((value) => !value)}
                data-testid="store-expand"
              >
                <span className={expanded ? "store-head__arrow is-open" : "store-head__arrow"} aria-hidden="true" />
              </button>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
