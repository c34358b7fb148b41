import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { CurrencyCode } from "../../core";
import { PriceTag } from "../../shared/products/PriceTag";
import { savedPrice, type SavedProduct, type useSavedListChange } from "../../shared/savedLists/savedLists";
import { RemoveButton, Thumb, productLink } from "./SavedListParts";

/** The compared products side by side: price, availability, seller, and a remove button each. */
export function CompareTable({ products, currency, change }: { products: SavedProduct[]; currency: CurrencyCode; change: ReturnType<typeof useSavedListChange> }) {
  return (
    <div className="compare-wrap" role="region" aria-labelledby="compare-title" tabIndex={0}>
      <table className="compare-table" data-testid="compare-table">
        <thead>
          <tr>
            <th scope="col" className="compare-table__corner">
              <span className="visually-hidden">
                <FormattedMessage id="account.compare.feature" />
              </span>
            </th>
            {products.map((product) => (
              <th scope="col" key={product.id} className="compare-table__product">
                <Thumb product={product} />
                <Link to={productLink(product)}>{product.name}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <FormattedMessage id="account.order.price" />
            </th>
            {products.map((product) => {
              const price = savedPrice(product, currency);
              return <td key={product.id}>{price ? <PriceTag price={price} label="catalog.card.price" className="compare-table__price" /> : "—"}</td>;
            })}
          </tr>
          <tr>
            <th scope="row">
              <FormattedMessage id="account.compare.availability" />
            </th>
            {products.map((product) => (
              <td key={product.id}>
                <FormattedMessage id={product.in_stock === false ? "catalog.card.out_of_stock" : "product.in_stock"} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">
              <FormattedMessage id="account.compare.seller" />
            </th>
            {products.map((product) => (
              <td key={product.id}>{product.shop_name || "—"}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">
              <span className="visually-hidden">
                <FormattedMessage id="account.addresses.remove" />
              </span>
            </th>
            {products.map((product) => (
              <td key={product.id}>
                <RemoveButton product={product} change={change} testId="compare-remove" />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
