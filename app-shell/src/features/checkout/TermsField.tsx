import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { termsPageId } from "../../core";
import { FieldError } from "../../shared/ui/form/Field";

/** The terms box the shopper must tick, with a link to the terms page. */
export function TermsField({ id, checked, errors, onChange }: { id: string; checked: boolean; errors: string[]; onChange: (checked: boolean) => void }) {
  return (
    <div className={errors.length ? "field field--check has-error" : "field field--check"}>
      <label className="check">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={errors.length ? `${id}-error` : undefined}
          data-testid="terms"
        />
        <span>
          <FormattedMessage
            id="cart.checkout.terms"
            values={{
              link: (chunks: ReactNode[]) => (
                // A new tab keeps what the shopper typed here.
                <a key="terms" href={`/page/${termsPageId()}`} target="_blank" rel="noopener" data-testid="terms-link">
                  {chunks}
                </a>
              ),
            }}
          />
        </span>
      </label>
      <FieldError id={`${id}-error`} name="terms" errors={errors} />
    </div>
  );
}
