import { useMemo } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { footerFirstColumnSize, menuLinks as coreMenuLinks, type MenuLink as CoreMenuLink } from "../../core";
import type { MenuItem } from "../../features/content/api";
import { useMenus } from "../../features/content/hooks";

/** A menu entry as the header, the mobile menu and the footer show it. */
export interface MenuLink {
  id: number;
  /** A path inside the shop, or an external address. */
  to: string;
  label: string;
  external: boolean;
  children: MenuLink[];
}

/** The label: the message whose id the core made from the name ("About us" → about.us), else
 * the name the server sent in the shopper's language. */
export function menuLabel(intl: IntlShape, link: Pick<CoreMenuLink, "labelId" | "name">): string {
  const message = intl.messages[link.labelId];
  return typeof message === "string" && message.trim() ? message : link.name;
}

function labelled(links: CoreMenuLink[], intl: IntlShape): MenuLink[] {
  return links.map((link) => ({ id: link.id, to: link.to, label: menuLabel(intl, link), external: link.external, children: labelled(link.children, intl) }));
}

/** The menus of one type, linked, ordered and without blog entries by the core (`menuLinks`). */
export function toMenuLinks(items: MenuItem[], kind: "header" | "footer", intl: IntlShape): MenuLink[] {
  return labelled(coreMenuLinks(items, kind), intl);
}

/** The header-type and footer-type menus, linked and labelled. */
export function useMenuLinks() {
  const intl = useIntl();
  const menus = useMenus();
  const links = useMemo(() => {
    const items = menus.data ?? [];
    return {
      header: toMenuLinks(items, "header", intl),
      footer: toMenuLinks(items, "footer", intl),
    };
  }, [menus.data, intl]);
  return { ...links, pending: menus.isPending, failed: menus.isError };
}

/** The footer's two link columns: the first five links, then the rest (core rule). */
export function footerColumns<T>(links: T[]): [T[], T[]] {
  const first = footerFirstColumnSize(links.length);
  return [links.slice(0, first), links.slice(first)];
}
