import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { useContactLinks } from "../../shared/shop/contacts";

/** The shop's contact details beside the contact form: address, phone, e-mail, opening hours. */
export function ContactDetails({ titleId }: { titleId: string }) {
  const links = useContactLinks();
  return (
    <aside className="contact__aside" aria-labelledby={titleId}>
      <h2 className="contact__aside-title" id={titleId}>
        <FormattedMessage id="footer.contacts" />
      </h2>
      <dl className="contact__facts">
        <Fact icon="pin" label="content.contact.address">
          <FormattedMessage id="footer.address" />
        </Fact>
        <Fact icon="phone" label="content.contact.phone_label">
          <a href={links.phone}>
            <FormattedMessage id="footer.phone" />
          </a>
        </Fact>
        <Fact icon="mail" label="content.contact.email_label">
          <a href={links.email}>
            <FormattedMessage id="footer.email" />
          </a>
        </Fact>
        <Fact icon="clock" label="footer.hours_title">
          <FormattedMessage id="footer.hours" />
        </Fact>
      </dl>
    </aside>
  );
}

/** One line of the shop's contact details: an icon and a label, then the value. */
function Fact({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className="contact__fact">
      <dt>
        <span className={`icon icon--${icon}`} aria-hidden="true" />
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
