import { useId, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { PHONE_QUERY, useMediaQuery } from "../../shared/hooks/useMediaQuery";
import { FallbackImage } from "../../shared/ui/FallbackImage";
import type { SocialLink } from "../content/api";
import { useSocialLinks } from "../content/hooks";
import { MenuAnchor } from "./MenuAnchor";
import { footerColumns, useMenuLinks, type MenuLink } from "./menus";
import { Newsletter } from "./Newsletter";

/** The shop's contact details: the visible texts are translations, the links fixed. */
export const SHOP_PHONE_HREF = "tel:+37410000000";
export const SHOP_EMAIL_HREF = "mailto:info@shuka.am";

/** Payment logos: the card brands and the Idram wallet (brand names read the same in every language). */
const PAYMENT_LOGOS = [
  { src: "/payments/visa.svg", alt: "Visa" },
  { src: "/payments/mastercard.svg", alt: "Mastercard" },
  { src: "/payments/arca.svg", alt: "ArCa" },
  { src: "/payments/idram-badge.svg", alt: "Idram" },
];

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
        <section className="footer__contacts" aria-labelledby="footer-contacts-title" data-testid="footer-contacts">
          <h2 className="footer__title" id="footer-contacts-title">
            <FormattedMessage id="footer.contacts" />
          </h2>
          <ul className="footer__facts">
            <li className="footer__fact">
              <span className="icon icon--pin" aria-hidden="true" />
              <FormattedMessage id="footer.address" />
            </li>
            <li className="footer__fact">
              <span className="icon icon--phone" aria-hidden="true" />
              <a href={SHOP_PHONE_HREF}>
                <FormattedMessage id="footer.phone" />
              </a>
            </li>
            <li className="footer__fact">
              <span className="icon icon--mail" aria-hidden="true" />
              <a href={SHOP_EMAIL_HREF}>
                <FormattedMessage id="footer.email" />
              </a>
            </li>
            <li className="footer__fact">
              <span className="icon icon--clock" aria-hidden="true" />
              <span>
                <span className="footer__fact-label">
                  <FormattedMessage id="footer.hours_title" />
                </span>
                <span data-testid="footer-hours">
                  <FormattedMessage id="footer.hours" />
                </span>
              </span>
            </li>
          </ul>
        </section>
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

/** A column of links; on phones its title is a button that opens and closes it. */
function FooterColumn({
  titleId,
  links,
  accordion,
  testId,
  children,
}: {
  titleId: string;
  links: MenuLink[];
  accordion: boolean;
  testId: string;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = useId();
  if (links.length === 0 && !children) return null;
  const shown = !accordion || open;
  return (
    <section className={accordion ? "footer__column is-accordion" : "footer__column"} aria-labelledby={headingId} data-testid={testId}>
      <h2 className="footer__title" id={headingId}>
        {accordion ? (
          <button
            type="button"
            className="footer__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            data-testid={`${testId}-toggle`}
          >
            <FormattedMessage id={titleId} />
            <span className={open ? "footer__toggle-sign is-open" : "footer__toggle-sign"} aria-hidden="true" />
          </button>
        ) : (
          <FormattedMessage id={titleId} />
        )}
      </h2>
      <ul className="footer__links" id={listId} hidden={!shown}>
        {links.map((link) => (
          <li key={link.id}>
            <MenuAnchor link={link} className="footer__link" testId="footer-link" />
          </li>
        ))}
        {children}
      </ul>
    </section>
  );
}

/** The network's name from its icon file or its address (brand names, not translated). */
export function networkName(link: SocialLink): string {
  const fromIcon = link.icon.replace(/\.[a-z0-9]+$/i, "").replace(/[-_]+/g, " ").trim();
  const name = fromIcon || (() => {
    try {
      return new URL(link.link).hostname.replace(/^www\./, "").split(".")[0];
    } catch {
      return link.link;
    }
  })();
  const known: Record<string, string> = { linkedin: "LinkedIn", youtube: "YouTube", tiktok: "TikTok" };
  return known[name.toLowerCase()] ?? name.charAt(0).toUpperCase() + name.slice(1);
}

function SocialLinks() {
  const intl = useIntl();
  const social = useSocialLinks();
  const links = social.data ?? [];
  if (links.length === 0) return null;
  return (
    <ul className="footer__social" aria-label={intl.formatMessage({ id: "footer.social" })} data-testid="social-links">
      {links.map((link) => {
        const name = networkName(link);
        return (
          <li key={link.id ?? link.link}>
            <a
              className="footer__social-link"
              href={link.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage({ id: "footer.social.open" }, { name })}
              title={name}
              data-testid="social-link"
            >
              <FallbackImage
                src={link.icon_url || `/storage/icons/${encodeURIComponent(link.icon)}`}
                alt=""
                width={36}
                height={36}
                loading="lazy"
                fallback={<span className="footer__social-fallback">{name.charAt(0)}</span>}
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function PaymentLogos() {
  const intl = useIntl();
  return (
    <div className="footer__payments" data-testid="payment-logos">
      <span className="footer__payments-label" id="footer-payments-label">
        <FormattedMessage id="footer.payments" />
      </span>
      <ul className="footer__payments-list" aria-labelledby="footer-payments-label">
        {PAYMENT_LOGOS.map((logo) => (
          <li key={logo.src}>
            <img
              className="footer__payment-logo"
              src={logo.src}
              alt={logo.alt}
              title={intl.formatMessage({ id: "footer.payments.accepted" }, { name: logo.alt })}
              width={56}
              height={36}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
