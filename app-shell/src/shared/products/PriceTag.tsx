import { FormattedMessage } from "react-intl";
import type { ShownPrice } from "../catalog/money";

/**
 * A price as the shop shows it: what the shopper pays, and the regular price struck through
 * when a special price applies, each announced to screen readers by a label.
 */
export function PriceTag({
  price,
  label,
  className,
  large = false,
  testId = "price",
  oldTestId = "old-price",
}: {
  price: ShownPrice;
  /** The message id read before the price (e.g. "Price"). */
  label: string;
  className: string;
  large?: boolean;
  testId?: string;
  oldTestId?: string;
}) {
  const classes = ["price", large && "price--large", price.old && "price--special"].filter(Boolean).join(" ");
  return (
    <p className={className}>
      <span className="visually-hidden">
        <FormattedMessage id={label} />
      </span>
      <span className={classes} data-testid={testId}>
        {price.current}
      </span>
      {price.old && (
        <>
          <span className="visually-hidden">
            <FormattedMessage id="catalog.card.old_price" />
          </span>
          <s className="price price--old" data-testid={oldTestId}>
            {price.old}
          </s>
        </>
      )}
    </p>
  );
}
