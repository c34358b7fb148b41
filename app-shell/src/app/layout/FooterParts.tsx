import { useId, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useContactLinks } from "../../shared/shop/contacts";
import { MenuAnchor } from "./MenuAnchor";
import type { MenuLink } from "./menus";

// The footer's parts (see `Footer`).

/** Payment logos: the card brands and the Idram wallet (brand names read the same in every language). */
const PAYMENT_LOGOS = [
  { src: "/payments/visa.svg", alt: "Visa" },
  { src: "/payments/mastercard.svg", alt: "Mastercard" },
  { src: "/payments/arca.svg", alt: "ArCa" },
  { src: "/payments/idram-badge.svg", alt: "Idram" },
];

/** A column of links; on phones its title is a button that opens and closes it. */
export function FooterColumn({
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

/** The ways to pay the shop takes. */
export function PaymentLogos() {
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

/** The shop's address, phone, e-mail and opening hours. */
export function FooterContacts() {
  const links = useContactLinks();
  return (
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
          <a href={links.phone}>
            <FormattedMessage id="footer.phone" />
          </a>
        </li>
        <li className="footer__fact">
          <span className="icon icon--mail" aria-hidden="true" />
          <a href={links.email}>
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
  );
}
