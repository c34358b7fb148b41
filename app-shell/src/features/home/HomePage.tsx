import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { Price } from "../../shared/ui/Price";

// The slideshow and the 13 product blocks come with the catalogue issue.
const SAMPLE_PRICE_AMD = "1000.0000";

export function HomePage() {
  return (
    <section className="home" data-testid="home">
      <div className="hero">
        <h1 className="hero__title">
          <FormattedMessage id="home.title" />
        </h1>
        <p className="hero__lead">
          <FormattedMessage id="home.lead" />
        </p>
        <Link className="button button--primary" to="/shop/catalog">
          <FormattedMessage id="home.to_catalog" />
        </Link>
      </div>
      <p className="home__sample">
        <FormattedMessage id="home.sample_price" />: <Price amd={SAMPLE_PRICE_AMD} className="price--large" />
      </p>
    </section>
  );
}
