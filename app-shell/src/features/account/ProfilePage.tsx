import { FormattedMessage } from "react-intl";
import { useCustomer } from "../../shared/session/session";
import { ErrorState } from "../../shared/ui/ErrorState";
import { AccountFrame } from "./AccountLayout";
import { ProfileForm } from "./ProfileForm";
import { usePage } from "./usePage";

/** `/account/profile`: the customer's details and an optional new password. */
export function ProfilePage() {
  usePage("account.profile.title");
  return (
    <AccountFrame title="account.profile.title">
      <h1 className="account-title">
        <FormattedMessage id="account.profile.title" />
      </h1>
      <Profile />
    </AccountFrame>
  );
}

function Profile() {
  const customer = useCustomer();
  if (customer.isError) return <ErrorState onRetry={() => void customer.refetch()} />;
  if (!customer.data) return <span className="skeleton skeleton--title" />;
  return <ProfileForm key={customer.data.id} loaded={customer.data} />;
}
