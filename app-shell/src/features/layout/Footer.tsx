import { FormattedMessage } from "react-intl";

// Menus, social links and the newsletter block come from the server in the storefront-shell
// issue; the shop's contact details and hours are translatable text already.
export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <section className="footer__block">
          <h2 className="footer__title">
            <FormattedMessage id="footer.contacts" />
          </h2>
          <p>
            <FormattedMessage id="footer.address" />
          </p>
          <p>
            <a href="tel:+37410000000">
              <FormattedMessage id="footer.phone" />
            </a>
          </p>
          <p>
            <a href="mailto:info@shuka.am">
              <FormattedMessage id="footer.email" />
            </a>
          </p>
        </section>
        <section className="footer__block">
          <h2 className="footer__title">
            <FormattedMessage id="footer.hours_title" />
          </h2>
          <p>
            <FormattedMessage id="footer.hours" />
          </p>
        </section>
      </div>
      <div className="footer__bottom">
        <div className="container">
          <FormattedMessage id="footer.rights" values={{ year: new Date().getFullYear() }} />
        </div>
      </div>
    </footer>
  );
}
