import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";

/** Nothing to show yet: a title, an optional line of text and what the shopper can do next. */
export function EmptyState({
  testId,
  titleId,
  textId,
  icon = false,
  children,
}: {
  testId: string;
  titleId: string;
  textId?: string;
  icon?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="state state--empty" data-testid={testId}>
      {icon && <span className="state__icon" aria-hidden="true" />}
      <p className="state__title">
        <FormattedMessage id={titleId} />
      </p>
      {textId && (
        <p className="state__text">
          <FormattedMessage id={textId} />
        </p>
      )}
      {children}
    </div>
  );
}
