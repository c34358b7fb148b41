import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { orderDate } from "../../core";
import { useClientState } from "../../core/clientState";
import { ErrorState } from "../../shared/ui/ErrorState";
import type { RewardReason } from "./api";
import { AccountFrame } from "./AccountLayout";
import { useCustomer, useRewards } from "../../shared/session/session";
import { usePage } from "./usePage";

/** The words for the known reasons; any other reason shows as the server sends it. */
const REASON_IDS: Partial<Record<string, string>> = {
  earned: "account.bonuses.reason.earned",
  used: "account.bonuses.reason.used",
  restored: "account.bonuses.reason.restored",
} satisfies Record<RewardReason, string>;

/** Points taken off the balance (used at checkout), whatever sign the server gives them. */
const spent = (entry: { points: number; reason: string }) => entry.reason === "used" || entry.points < 0;

/** `/account/bonuses`: the accumulated bonus balance and how it came about. */
export function BonusesPage() {
  usePage("account.bonuses.title");
  return (
    <AccountFrame title="account.bonuses.title">
      <h1 className="account-title">
        <FormattedMessage id="account.bonuses.title" />
      </h1>
      <Bonuses />
    </AccountFrame>
  );
}

function Bonuses() {
  const intl = useIntl();
  const rewards = useRewards();
  const { customer } = useClientState();
  const known = useCustomer().data?.rewards ?? customer.rewards;
  const balance = rewards.data?.balance ?? known;
  return (
    <>
      <div className="account-balance" data-testid="bonus-balance">
        <span className="account-balance__label">
          <FormattedMessage id="account.bonuses.balance" />
        </span>
        <span className="account-balance__value" data-testid="bonus-balance-value">
          {balance}
        </span>
        <span className="account-balance__hint">
          <FormattedMessage id="account.bonuses.hint" />{" "}
          <Link to="/page/bonus-system">
            <FormattedMessage id="account.bonuses.rules" />
          </Link>
        </span>
      </div>
      <h2 className="account-subtitle">
        <FormattedMessage id="account.bonuses.history" />
      </h2>
      {rewards.isPending ? (
        <span className="skeleton skeleton--line" />
      ) : rewards.isError ? (
        <ErrorState compact onRetry={() => void rewards.refetch()} />
      ) : rewards.data.history.length === 0 ? (
        <p className="account-empty" data-testid="bonus-history-empty">
          <FormattedMessage id="account.bonuses.none" />
        </p>
      ) : (
        <div className="account-table-wrap">
          <table className="account-table" data-testid="bonus-history">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="account.orders.date" />
                </th>
                <th scope="col">
                  <FormattedMessage id="account.bonuses.what" />
                </th>
                <th scope="col">
                  <FormattedMessage id="account.bonuses.order" />
                </th>
                <th scope="col" className="account-table__money">
                  <FormattedMessage id="account.bonuses.points" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rewards.data.history.map((entry, index) => (
                <tr key={index} data-testid="bonus-row">
                  <td data-label={intl.formatMessage({ id: "account.orders.date" })}>{orderDate(entry.created_at)}</td>
                  <td data-label={intl.formatMessage({ id: "account.bonuses.what" })}>
                    {REASON_IDS[entry.reason] ? <FormattedMessage id={REASON_IDS[entry.reason]} /> : entry.reason}
                  </td>
                  <td data-label={intl.formatMessage({ id: "account.bonuses.order" })}>
                    {entry.order_id ? <Link to={`/account/orders/${entry.order_id}`}>#{entry.increment_id ?? entry.order_id}</Link> : "—"}
                  </td>
                  <td className={spent(entry) ? "account-table__money is-negative" : "account-table__money is-positive"} data-label={intl.formatMessage({ id: "account.bonuses.points" })}>
                    {`${spent(entry) ? "−" : "+"}${Math.abs(entry.points)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
