import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation, useNavigate } from "react-router";
import { addressRegion } from "../../core";
import { ErrorState } from "../../shared/ui/ErrorState";
import { deleteAddress, errorText } from "./api";
import { AccountFrame } from "./AccountLayout";
import { accountKey, authed, useAddresses, useCustomerToken } from "../../shared/session/session";
import { useScope } from "../../shared/hooks/useScope";
import { isUnauthenticated, type Address } from "../../shared/session/api";
import { usePage } from "./usePage";
import { ErrorNotice, SuccessNotice, useFading } from "../../shared/ui/form/notices";

/** An address as lines: name, company, street, city with postcode, region, phone. */
export function AddressLines({ address }: { address: Address }) {
  const name = [address.first_name, address.last_name].filter(Boolean).join(" ");
  const place = [address.postcode, address.city].filter(Boolean).join(" ");
  // The region the core gives an address left without one (Armenia) says no more than the country.
  const [, unsetRegion] = addressRegion("");
  const state = address.state && address.state !== unsetRegion ? address.state : "";
  const region = [state, address.country_name || address.country].filter(Boolean).join(", ");
  return (
    <address className="address-lines" data-testid="address-lines">
      <span className="address-lines__name">{name}</span>
      {address.company_name && <span>{address.company_name}</span>}
      {address.address1?.[0] && <span>{address.address1[0]}</span>}
      {place && <span>{place}</span>}
      {region && <span>{region}</span>}
      {address.phone && <span>{address.phone}</span>}
    </address>
  );
}

/** `/account/addresses`: the address book, the default one marked, each editable and removable. */
export function AddressesPage() {
  usePage("account.addresses.title");
  return (
    <AccountFrame title="account.addresses.title">
      <AddressBook />
    </AccountFrame>
  );
}

function AddressBook() {
  const intl = useIntl();
  const { locale } = useScope();
  const token = useCustomerToken();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const addresses = useAddresses();
  const [message, setMessage] = useFading<string>();
  const [failure, setFailure] = useFading<string>();

  // A message handed over by the address form (saved or added) shows here, then fades.
  const handedOver = (location.state as { message?: string } | null)?.message;
  useEffect(() => {
    if (!handedOver) return;
    setMessage(handedOver);
    navigate(".", { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handedOver]);

  const remove = useMutation({
    mutationFn: (id: number) => authed(token, (t) => deleteAddress(t, locale, id)),
    onSuccess: (answer) => {
      setMessage(answer?.message || intl.formatMessage({ id: "account.addresses.removed" }));
      // The default may have moved to another address.
      return client.invalidateQueries({ queryKey: accountKey(token, "addresses") });
    },
    onError: (error) => {
      if (isUnauthenticated(error)) return;
      console.error(error);
      setFailure(errorText(error) ?? intl.formatMessage({ id: "account.error.server" }));
    },
  });

  return (
    <>
      <div className="account-title-row">
        <h1 className="account-title">
          <FormattedMessage id="account.addresses.title" />
        </h1>
        <Link to="/account/addresses/new" className="button button--primary" data-testid="address-add">
          <FormattedMessage id="account.addresses.add" />
        </Link>
      </div>
      <SuccessNotice text={message} testId="addresses-message" />
      <ErrorNotice lines={failure ? [failure] : []} testId="addresses-errors" />
      {addresses.isPending ? (
        <div className="account-cards">
          <div className="account-card">
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </div>
        </div>
      ) : addresses.isError ? (
        <ErrorState onRetry={() => void addresses.refetch()} />
      ) : addresses.data.length === 0 ? (
        <div className="state" data-testid="addresses-empty">
          <p className="state__title">
            <FormattedMessage id="account.addresses.none" />
          </p>
          <Link to="/account/addresses/new" className="button button--primary">
            <FormattedMessage id="account.addresses.add" />
          </Link>
        </div>
      ) : (
        <ul className="account-cards account-cards--list" data-testid="addresses-list">
          {addresses.data.map((address) => (
            <li className={address.default ? "account-card is-default" : "account-card"} key={address.id} data-testid="address-card">
              {address.default && (
                <span className="badge badge--default" data-testid="address-default">
                  <FormattedMessage id="account.addresses.default" />
                </span>
              )}
              <AddressLines address={address} />
              <div className="account-card__actions">
                <Link to={`/account/addresses/${address.id}`} className="button" data-testid="address-edit">
                  <FormattedMessage id="account.addresses.edit" />
                </Link>
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => remove.mutate(address.id)}
                  disabled={remove.isPending && remove.variables === address.id}
                  data-testid="address-remove"
                >
                  <FormattedMessage id="account.addresses.remove" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
