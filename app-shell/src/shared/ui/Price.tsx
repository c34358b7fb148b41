import { displayBasePrice } from "../../core";
import { useClientState } from "../../core/clientState";

/** A price kept in drams, shown in the shopper's currency; formatting is the core's. */
export function Price({ amd, className }: { amd: string; className?: string }) {
  const { currency } = useClientState();
  return (
    <span className={className ? `price ${className}` : "price"} data-testid="price">
      {displayBasePrice(amd, currency.code, undefined)}
    </span>
  );
}
