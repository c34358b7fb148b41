import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { PHONE_QUERY, useMediaQuery } from "../../shared/hooks/useMediaQuery";
import { FooterColumn, FooterContacts, PaymentLogos } from "./FooterParts";
import { SocialLinks } from "./SocialLinks";
import { footerColumns, useMenuLinks } from "./menus";
import { Newsletter } from "./Newsletter";

/**
 * The footer: the newsletter, the footer-type CMS links in two columns (the first five, then
 * the rest: core rule), the shop's contacts and opening hours, social links, payment logos. On
 * phones the link columns are an accordion; everything else stays open.
 */
export function Footer() {
  const { footer } = useMenuLinks();
  const [first, rest] = footerColumns(footer);
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <footer className="footer" data-testid="footer">
      <div className="footer__newsletter">
        <div className="container">
          <Newsletter />
        </div>
      </div>
      <div className="container footer__inner">
        <section className="footer__about">
          <Link to="/" className="footer__logo">
            <img src="/logo.svg" alt="" width="32" height="32" />
            <span>
              <FormattedMessage id="shop.name" />
            </span>
          </Link>
          <p className="footer__lead">
            <FormattedMessage id="footer.lead" />
          </p>
          <SocialLinks />
        </section>
        <FooterColumn titleId="footer.column.info" links={first} accordion={phone} testId="footer-column-1" />
        <FooterColumn titleId="footer.column.more" links={rest} accordion={phone} testId="footer-column-2">
          <li>
            <Link className="footer__link" to="/stores">
              <FormattedMessage id="nav.stores" />
            </Link>
          </li>
          <li>
            <Link className="footer__link" to="/blog">
              <FormattedMessage id="nav.blog" />
            </Link>
          </li>
          <li>
            <Link className="footer__link" to="/contact-us">
              <FormattedMessage id="topbar.contact" />
            </Link>
          </li>
        </FooterColumn>
        <FooterContacts />
      </div>
      <div className="footer__bottom">
        <div className="container footer__bottom-inner">
          <p className="footer__rights">
            <FormattedMessage id="footer.rights" values={{ year: new Date().getFullYear() }} />
          </p>
          <PaymentLogos />
        </div>
      </div>
    </footer>
  );
}
