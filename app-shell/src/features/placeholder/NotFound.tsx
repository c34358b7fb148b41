import { FormattedMessage } from "react-intl";
import { Link } from "react-router";

export function NotFound() {
  return (
    <section className="not-found" data-testid="not-found">
      <p className="not-found__code">404</p>
      <h1 className="page-title">
        <FormattedMessage id="notfound.title" />
      </h1>
      <Link className="button button--primary" to="/">
        <FormattedMessage id="notfound.home" />
      </Link>
    </section>
  );
}
