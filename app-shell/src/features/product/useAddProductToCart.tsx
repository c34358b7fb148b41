import { useIntl } from "react-intl";
import { serverError } from "../../shared/api/errors";
import type { AddToCartInput } from "../../shared/cart/api";
import { useAddToCart } from "../../shared/cart/hooks";
import { useToast } from "../../shared/ui/Toast";

/** Why the cart refused a product, in the shopper's language, by the field the server names. */
const REFUSED_BECAUSE: Record<string, string> = {
  quantity: "cart.error.stock",
  attributes: "cart.error.options",
};

/** Adds the product to the server's cart and says in a toast how it went. */
export function useAddProductToCart(name: string) {
  const intl = useIntl();
  const toast = useToast();
  const add = useAddToCart();
  const submit = (input: AddToCartInput) =>
    add.mutate(input, {
      onSuccess: () => toast(intl.formatMessage({ id: "product.added" }, { name })),
      onError: (error) => {
        console.error(error);
        // A refused add (a 4xx `{"error", "field"}`, e.g. more than the stock) is the alert
        // 'Server Error', with the server's reason; anything else asks to try again.
        const refused = serverError(error);
        const reason = refused?.field ? REFUSED_BECAUSE[refused.field] : undefined;
        toast(
          refused ? (
            <>
              <strong>{intl.formatMessage({ id: "cart.server_error" })}</strong> {reason ? intl.formatMessage({ id: reason }) : refused.error}
            </>
          ) : (
            intl.formatMessage({ id: "product.add_failed" })
          ),
          "error",
        );
      },
    });
  return { adding: add.isPending, submit };
}
