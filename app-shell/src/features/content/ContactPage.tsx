import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useDocumentTitle } from "../../shared/hooks/useDocumentTitle";
import { Breadcrumbs } from "../../shared/ui/Breadcrumbs";
import { ContactDetails } from "./ContactDetails";
import { ContactForm } from "./ContactForm";

/**
 * `/contact-us` (also `/footer/ContactWithUs.jsx`): name, e-mail, phone (optional) and message,
 * checked by the core before anything is sent; the server's field errors show the same way. On
 * the reply 'email sent successfully' the shopper goes where the core says (/thanksforMessage).
 * A refusal without field errors, or a failed request, shows a notice that clears after the
 * core's alert timeout.
 */
export function ContactPage() {
  const intl = useIntl();
  const idPrefix = useId();
  const title = intl.formatMessage({ id: "content.contact.title" });
  useDocumentTitle(title);

  return (
    <section className="contact" aria-labelledby={`${idPrefix}-title`} data-testid="contact-page">
      <Breadcrumbs items={[{ label: title }]} />
      <div className="contact__layout">
        <div className="contact__card">
          <h1 className="page-title contact__title" id={`${idPrefix}-title`}>
            {title}
          </h1>
          <p className="contact__lead">
            <FormattedMessage id="content.contact.lead" />
          </p>
          <ContactForm idPrefix={idPrefix} />
        </div>
        <ContactDetails titleId={`${idPrefix}-details`} />
      </div>
    </section>
  );
}

/** `/thanksforMessage`: the contact message went out. */
export function ThanksForMessagePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "content.thanks.title" }));
  return (
    <section className="thanks" aria-labelledby="message-thanks-title" data-testid="message-thanks">
      <div className="thanks__card">
        <span className="thanks__icon" aria-hidden="true" />
        <h1 className="thanks__title page-title" id="message-thanks-title">
          <FormattedMessage id="content.thanks.title" />
        </h1>
        <p className="thanks__text">
          <FormattedMessage id="content.thanks.text" />
        </p>
        <div className="thanks__actions">
          <Link to="/" className="button button--primary">
            <FormattedMessage id="notfound.home" />
          </Link>
          <Link to="/shop/catalog" className="button">
            <FormattedMessage id="content.thanks.shop" />
          </Link>
        </div>
      </div>
    </section>
  );
}
