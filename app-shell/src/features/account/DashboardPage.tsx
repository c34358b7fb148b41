import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useClientState } from "../../core/clientState";
import { ErrorState } from "../../shared/ui/ErrorState";
import type { SellerApplication } from "./api";
import { AccountFrame } from "./AccountLayout";
import { AddressLines } from "./AddressesPage";
import { useAddresses, useCustomer, useRewards } from "../../shared/session/session";
import { usePage } from "./usePage";

/**
 * `/account/dashboard`: contact details, the default address (or a prompt for one), bonuses,
 * and a company's seller application with its status.
 */
export function DashboardPage() {
  usePage("account.dashboard.title");
  return (
    <AccountFrame title="account.dashboard.title">
      <Dashboard />
    </AccountFrame>
  );
}

function Dashboard() {
  const customer = useCustomer().data;
  const addresses = useAddresses();
  const name = customer?.name?.trim() || [customer?.first_name, customer?.last_name].filter(Boolean).join(" ");
  const address = addresses.data?.find((a) => a.default) ?? addresses.data?.[0];
  return (
    <>
      <h1 className="account-title">
        <FormattedMessage id="account.dashboard.title" />
      </h1>
      <p className="account-lead">
        <FormattedMessage id="account.dashboard.hello" values={{ name: name || "—" }} />
      </p>
      <div className="account-cards">
        <article className="account-card" data-testid="dashboard-contact">
          <h2 className="account-card__title">
            <FormattedMessage id="account.dashboard.contact" />
          </h2>
          <p className="account-card__line">{name || <FormattedMessage id="account.header.no_name" />}</p>
          <p className="account-card__line account-card__line--muted">{customer?.email}</p>
          {customer?.phone && <p className="account-card__line account-card__line--muted">{customer.phone}</p>}
          <Link to="/account/profile" className="account-card__action">
            <FormattedMessage id="account.dashboard.edit_profile" />
          </Link>
        </article>

        <article className="account-card" data-testid="dashboard-address">
          <h2 className="account-card__title">
            <FormattedMessage id="account.dashboard.default_address" />
          </h2>
          {addresses.isPending ? (
            <>
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </>
          ) : addresses.isError ? (
            <ErrorState compact onRetry={() => void addresses.refetch()} />
          ) : address ? (
            <>
              <AddressLines address={address} />
              <Link to="/account/addresses" className="account-card__action">
                <FormattedMessage id="account.dashboard.manage_addresses" />
              </Link>
            </>
          ) : (
            <>
              <p className="account-card__line account-card__line--muted" data-testid="dashboard-no-address">
                <FormattedMessage id="account.addresses.none" />
              </p>
              <Link to="/account/addresses/new" className="button account-card__button" data-testid="dashboard-create-address">
                <FormattedMessage id="account.addresses.add" />
              </Link>
            </>
          )}
        </article>

        <BonusesCard />

        {customer?.seller_application && <SellerCard application={customer.seller_application} />}
      </div>
    </>
  );
}

function BonusesCard() {
  const rewards = useRewards();
  const { customer } = useClientState();
  const stored = useCustomer().data?.rewards ?? customer.rewards;
  const balance = rewards.data?.balance ?? stored;
  return (
    <article className="account-card" data-testid="dashboard-bonuses">
      <h2 className="account-card__title">
        <FormattedMessage id="account.bonuses.title" />
      </h2>
      <p className="account-card__line">
        <FormattedMessage id="account.bonuses.line" values={{ points: <strong key="points" data-testid="dashboard-bonus-balance">{balance}</strong> }} />
      </p>
      <Link to="/account/bonuses" className="account-card__action">
        <FormattedMessage id="account.dashboard.bonus_history" />
      </Link>
    </article>
  );
}

/** The words for the known statuses; any other status shows as the server sends it. */
const SELLER_STATUS: Partial<Record<SellerApplication["status"], string>> = {
  pending: "account.seller.status.pending",
  approved: "account.seller.status.approved",
  rejected: "account.seller.status.rejected",
};

/** A company's seller application: pending until an operator approves it (the store opens). */
function SellerCard({ application }: { application: SellerApplication }) {
  const status = SELLER_STATUS[application.status];
  return (
    <article className="account-card" data-testid="dashboard-seller">
      <h2 className="account-card__title">
        <FormattedMessage id="account.seller.title" />
      </h2>
      <p className="account-card__line">
        <FormattedMessage id="account.seller.company" values={{ name: application.company_name }} />
      </p>
      <p className="account-card__line">
        <span className={`status status--${application.status}`} data-testid="dashboard-seller-status">
          {status ? <FormattedMessage id={status} /> : application.status}
        </span>
      </p>
      {application.status === "pending" && (
        <p className="account-card__line account-card__line--muted">
          <FormattedMessage id="account.registered.seller_pending" />
        </p>
      )}
      {application.status === "approved" && (
        <p className="account-card__line account-card__line--muted">
          <FormattedMessage id="account.seller.approved_text" />
        </p>
      )}
    </article>
  );
}
