import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { MESSAGES } from "./messages";

/** Renders a component with the real messages the server serves, at a route. */
export function renderWithShell(ui: ReactElement, { locale = "hy" as keyof typeof MESSAGES, route = "/" } = {}) {
  return render(
    <IntlProvider locale={locale} messages={MESSAGES[locale]}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </IntlProvider>,
  );
}
