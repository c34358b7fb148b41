import { FormattedMessage } from "react-intl";
import { Link, useParams } from "react-router";
import { AccountFrame } from "./AccountLayout";
import { AddressForm } from "./AddressForm";
import { useAddress } from "./hooks";
import { usePage } from "./usePage";

/** `/account/addresses/new`. */
export function NewAddressPage() {
  usePage("account.address.new_title");
  return (
    <AccountFrame title="account.address.new_title" crumbs={[{ label: <FormattedMessage id="account.addresses.title" />, to: "/account/addresses" }]}>
      <h1 className="account-title">
        <FormattedMessage id="account.address.new_title" />
      </h1>
      <AddressForm />
    </AccountFrame>
  );
}

/** `/account/addresses/{addressId}`. */
export function EditAddressPage() {
  const { addressId = "" } = useParams();
  usePage("account.address.edit_title");
  return (
    <AccountFrame title="account.address.edit_title" crumbs={[{ label: <FormattedMessage id="account.addresses.title" />, to: "/account/addresses" }]}>
      <h1 className="account-title">
        <FormattedMessage id="account.address.edit_title" />
      </h1>
      <LoadedAddressForm id={addressId} />
    </AccountFrame>
  );
}

function LoadedAddressForm({ id }: { id: string }) {
  const address = useAddress(id);
  if (address.isPending) {
    return (
      <div className="account-card" aria-busy="true">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
    );
  }
  if (address.isError || !address.data) {
    return (
      <div className="state state--error" role="alert" data-testid="address-missing">
        <p className="state__title">
          <FormattedMessage id="account.address.missing" />
        </p>
        <Link to="/account/addresses" className="button">
          <FormattedMessage id="account.address.back" />
        </Link>
      </div>
    );
  }
  return <AddressForm existing={address.data} />;
}
