import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import hy from "../../../crates/server/translations/hy.json";
import ru from "../../../crates/server/translations/ru.json";
import en from "../../../crates/server/translations/en.json";

const MESSAGES: Record<string, Record<string, string>> = { hy, ru, en };

/** Renders a component with the real messages the server serves, at a route. */
export function renderWithShell(ui: ReactElement, { locale = "hy", route = "/" } = {}) {
  return render(
    <IntlProvider locale={locale} messages={MESSAGES[locale]}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </IntlProvider>,
  );
}
