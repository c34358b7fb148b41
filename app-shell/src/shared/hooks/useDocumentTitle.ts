import { useEffect } from "react";
import { useIntl } from "react-intl";

/** The document title: the page's name and the shop's (nothing while the name is unknown). */
export function useDocumentTitle(title: string | undefined) {
  const intl = useIntl();
  useEffect(() => {
    if (title) document.title = `${title} — ${intl.formatMessage({ id: "shop.name" })}`;
  }, [title, intl]);
}
