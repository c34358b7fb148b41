import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { currencies, locales } from "../../core";
import { updateClientState, useClientState } from "../../core/clientState";

const LOCALES = locales();
const CURRENCIES = currencies();

/** Changing language reloads the page, so every text (and server data) comes in the new one. */
function changeLocale(code: string) {
  if (updateClientState((store) => store.setLocale(code))) window.location.reload();
}

function changeCurrency(code: string) {
  updateClientState((store) => store.setCurrency(code));
}

export function TopBar() {
  const { locale, currency } = useClientState();
  const intl = useIntl();
  const languageId = useId();
  const currencyId = useId();
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        <Link className="topbar__link" to="/contact-us">
          <FormattedMessage id="topbar.contact" />
        </Link>
        <div className="topbar__choices">
          <label className="visually-hidden" htmlFor={languageId}>
            {intl.formatMessage({ id: "topbar.language" })}
          </label>
          <select
            id={languageId}
            className="topbar__select"
            data-testid="language-select"
            value={locale}
            onChange={(event) => changeLocale(event.target.value)}
          >
            {LOCALES.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor={currencyId}>
            {intl.formatMessage({ id: "topbar.currency" })}
          </label>
          <select
            id={currencyId}
            className="topbar__select"
            data-testid="currency-select"
            value={currency.code}
            onChange={(event) => changeCurrency(event.target.value)}
          >
            {CURRENCIES.map((option) => (
              <option key={option.code} value={option.code}>
                {option.code} {option.symbol}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
