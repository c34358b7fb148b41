import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { accountIconTarget } from "../../core";
import { useClientState } from "../../core/clientState";

/**
 * The header's wishlist (and, once it holds something, compare) link and the account links. The
 * account icon leads where the core says (signed out to registration, signed in to the profile);
 * signed out, a login link stands beside it from tablets up. On phones the icon shows alone, its
 * label kept for screen readers.
 */
export function HeaderAccount() {
  const intl = useIntl();
  const { customer, wishlist, compare } = useClientState();
  const signedIn = customer.authenticated;
  return (
    <>
      <Link
        to="/wishlist"
        className="header__action header__saved"
        aria-label={`${intl.formatMessage({ id: "account.header.wishlist" })}${wishlist.length ? ` (${wishlist.length})` : ""}`}
        data-testid="header-wishlist"
      >
        <span className="icon icon--heart" aria-hidden="true" />
        {wishlist.length > 0 && (
          <span className="header__saved-count" aria-hidden="true">
            {wishlist.length}
          </span>
        )}
      </Link>
      {compare.length > 0 && (
        <Link
          to="/compare"
          className="header__action header__saved"
          aria-label={`${intl.formatMessage({ id: "account.header.compare" })} (${compare.length})`}
          data-testid="header-compare"
        >
          <span className="icon icon--compare" aria-hidden="true" />
          <span className="header__saved-count" aria-hidden="true">
            {compare.length}
          </span>
        </Link>
      )}
      {!signedIn && (
        <Link to="/account/login" className="header__action header__login" data-testid="header-login">
          <FormattedMessage id="nav.account" />
        </Link>
      )}
      <Link to={accountIconTarget(signedIn)} className="header__action header__account" data-testid="account-icon">
        <span className="icon icon--user" aria-hidden="true" />
        <span className="header__account-label">
          <FormattedMessage id={signedIn ? "account.header.my_account" : "account.header.register"} />
        </span>
      </Link>
    </>
  );
}
