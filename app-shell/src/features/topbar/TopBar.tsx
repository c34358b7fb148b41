import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { currencies, locales } from "../../core";
import { updateClientState, useClientState } from "../../core/clientState";
import { LabelledSelect } from "../../shared/ui/LabelledSelect";

const LOCALE_OPTIONS = locales().map((locale) => ({ value: locale.code, label: locale.label }));
const CURRENCY_OPTIONS = currencies().map((currency) => ({ value: currency.code, label: `${currency.code} ${currency.symbol}` }));

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
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        <Link className="topbar__link" to="/contact-us">
          <FormattedMessage id="topbar.contact" />
        </Link>
        <div className="topbar__choices">
          <LabelledSelect
            label={intl.formatMessage({ id: "topbar.language" })}
            className="topbar__select"
            testId="language-select"
            value={locale}
            options={LOCALE_OPTIONS}
            onChange={changeLocale}
          />
          <LabelledSelect
            label={intl.formatMessage({ id: "topbar.currency" })}
            className="topbar__select"
            testId="currency-select"
            value={currency.code}
            options={CURRENCY_OPTIONS}
            onChange={changeCurrency}
          />
        </div>
      </div>
    </div>
  );
}
