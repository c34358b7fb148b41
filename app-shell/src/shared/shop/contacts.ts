import { useIntl } from "react-intl";

/**
 * The links the shop's contact details open (the footer's and the contact page's). They come with
 * the texts from the server, which lays what staff saved over the shipped ones, so a changed phone
 * number opens the new one.
 */
export function useContactLinks(): { phone: string; email: string } {
  const intl = useIntl();
  return {
    phone: intl.formatMessage({ id: "footer.phone_href" }),
    email: intl.formatMessage({ id: "footer.email_href" }),
  };
}
