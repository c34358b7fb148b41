import { FormattedMessage } from "react-intl";
import type { FieldErrors } from "../../core";
import type { FormState } from "./checkoutForm";
import { Field } from "../../shared/ui/form/Field";

type Change = <K extends keyof FormState>(name: K, value: FormState[K]) => void;

/** The billing address and, when the shopper asks for one, a separate shipping address. */
export function AddressSections({ form, errors, fieldId, onChange }: { form: FormState; errors: FieldErrors; fieldId: (name: string) => string; onChange: Change }) {
  return (
    <>
      <fieldset className="checkout-section">
        <legend className="checkout-section__title">
          <FormattedMessage id="cart.checkout.billing" />
        </legend>
        <div className="checkout-grid">
          <Field id={fieldId("full_name")} name="full_name" label="cart.checkout.full_name" errors={errors.full_name} value={form.full_name} onChange={onChange} autoComplete="name" required />
          <Field id={fieldId("email")} name="email" label="cart.checkout.email" errors={errors.email} value={form.email} onChange={onChange} type="email" autoComplete="email" required />
          <Field id={fieldId("street")} name="street" label="cart.checkout.street" errors={errors.street} value={form.street} onChange={onChange} autoComplete="street-address" required wide />
          <Field id={fieldId("phone")} name="phone" label="cart.checkout.phone" errors={errors.phone} value={form.phone} onChange={onChange} type="tel" autoComplete="tel" required />
          <Field id={fieldId("notes")} name="notes" label="cart.checkout.notes" errors={errors.notes} value={form.notes} onChange={onChange} rows={3} wide optionalLabel="cart.checkout.optional" />
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={form.separate_shipping}
            onChange={(event) => onChange("separate_shipping", event.target.checked)}
            data-testid="separate-shipping"
          />
          <span>
            <FormattedMessage id="cart.checkout.separate_shipping" />
          </span>
        </label>
      </fieldset>

      {form.separate_shipping && (
        <fieldset className="checkout-section" data-testid="shipping-address">
          <legend className="checkout-section__title">
            <FormattedMessage id="cart.checkout.shipping_address" />
          </legend>
          <div className="checkout-grid">
            <Field id={fieldId("shipping_street")} name="shipping_street" label="cart.checkout.street" errors={errors.shipping_street} value={form.shipping_street} onChange={onChange} autoComplete="shipping street-address" required wide />
            <Field id={fieldId("shipping_name")} name="shipping_name" label="cart.checkout.recipient" errors={errors.shipping_name} value={form.shipping_name} onChange={onChange} autoComplete="shipping name" required />
            <Field id={fieldId("shipping_phone")} name="shipping_phone" label="cart.checkout.phone" errors={errors.shipping_phone} value={form.shipping_phone} onChange={onChange} type="tel" autoComplete="shipping tel" required />
          </div>
        </fieldset>
      )}
    </>
  );
}
