import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";

/**
 * A page of its own: the document title says the page's name and the shop's, and the page
 * starts at its top (a long form sent from its bottom must not leave the next page scrolled).
 */
export function usePage(id: string) {
  const intl = useIntl();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${intl.formatMessage({ id })} — ${intl.formatMessage({ id: "shop.name" })}`;
  }, [intl, id]);
  useEffect(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    scroller.scrollTop = 0;
  }, [pathname]);
}
