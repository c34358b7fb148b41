import { useIntl } from "react-intl";
import { QuantityStepper } from "../../shared/ui/QuantityStepper";
import type { ConfigurableAttribute } from "./api";
import { attributeLabel } from "./variants";

/**
 * The quantity and the add button. While attributes are still to choose (`missing`), the button
 * names them; pressing it then points at the first.
 */
export function BuyBar({
  quantity,
  onQuantity,
  stock,
  missing,
  inStock,
  disabled,
  adding,
  onAdd,
}: {
  quantity: number;
  onQuantity: (quantity: number) => void;
  stock: number | undefined;
  missing: ConfigurableAttribute[];
  inStock: boolean;
  disabled: boolean;
  adding: boolean;
  onAdd: () => void;
}) {
  const intl = useIntl();
  const choosing = missing.length > 0;
  const buttonLabel = choosing
    ? // Joined plainly: browsers without Armenian list data would put an English "and" in.
      intl.formatMessage({ id: "product.choose" }, { attributes: missing.map(attributeLabel).join(", ") })
    : !inStock
      ? intl.formatMessage({ id: "product.out_of_stock" })
      : intl.formatMessage({ id: "product.add_to_cart" });
  return (
    <section className="product-buy" aria-label={intl.formatMessage({ id: "product.purchase" })} data-testid="buy-bar">
      <QuantityStepper className="product-buy__stepper" value={quantity} onChange={onQuantity} stock={stock} />
      <button
        type="button"
        className={choosing ? "button button--primary product-buy__add is-choosing" : "button button--primary product-buy__add"}
        data-testid="add-to-cart"
        disabled={disabled}
        aria-busy={adding || undefined}
        onClick={onAdd}
      >
        <span className="product-buy__cart-icon" aria-hidden="true" />
        <span>{buttonLabel}</span>
      </button>
    </section>
  );
}
