import { FormattedMessage } from "react-intl";

/** A list that could not load: says so plainly and offers to try again. */
export function ErrorState({ onRetry, compact = false }: { onRetry?: () => void; compact?: boolean }) {
  return (
    <div className={compact ? "state state--error state--compact" : "state state--error"} role="alert" data-testid="error-state">
      <p className="state__title">
        <FormattedMessage id="catalog.error.title" />
      </p>
      {!compact && (
        <p className="state__text">
          <FormattedMessage id="catalog.error.text" />
        </p>
      )}
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          <FormattedMessage id="catalog.error.retry" />
        </button>
      )}
    </div>
  );
}
