import { FormattedMessage } from "react-intl";

/** A form's submit button: disabled, with a small spinner, while the request runs. `className`
 * places it in its card (the auth cards' by default). */
export function SubmitButton({ busy, label, testId, className = "auth__submit" }: { busy: boolean; label: string; testId: string; className?: string }) {
  return (
    <button type="submit" className={`button button--primary ${className}`} disabled={busy} data-testid={testId}>
      {busy && <span className="checkout-spinner checkout-spinner--small" aria-hidden="true" />}
      <FormattedMessage id={label} />
    </button>
  );
}
