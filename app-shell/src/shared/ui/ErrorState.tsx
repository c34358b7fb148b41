import { FormattedMessage } from "react-intl";

/** The message ids an error state shows: its title, its explanation and its retry button. */
export interface ErrorMessages {
  title: string;
  text: string;
  retry: string;
}

/** What a list that could not load says. */
const LIST_MESSAGES: ErrorMessages = { title: "catalog.error.title", text: "catalog.error.text", retry: "catalog.error.retry" };

interface ErrorStateProps {
  onRetry?: () => void;
  /** Title and retry only, for a part of a page. */
  compact?: boolean;
  messages?: ErrorMessages;
  /** A whole page that failed: the retry is the page's main action. */
  page?: boolean;
  testId?: string;
}

/** Something that could not load: says so plainly and offers to try again. */
export function ErrorState({ onRetry, compact = false, messages = LIST_MESSAGES, page = false, testId = "error-state" }: ErrorStateProps) {
  const classes = compact ? "state state--error state--compact" : "state state--error";
  return (
    <div className={classes} role="alert" data-testid={testId}>
      <p className="state__title">
        <FormattedMessage id={messages.title} />
      </p>
      {!compact && (
        <p className="state__text">
          <FormattedMessage id={messages.text} />
        </p>
      )}
      {onRetry && (
        <button type="button" className={page ? "button button--primary" : "button"} onClick={onRetry}>
          <FormattedMessage id={messages.retry} />
        </button>
      )}
    </div>
  );
}
