import { useMemo } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { footerFirstColumnSize, menuItemLink, menuLabelId } from "../../core";
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

/**
 * Where an item leads: its url key, else its page (core `menuItemLink`); an item with neither
 * follows its custom url.
 */
export function menuTarget(item: MenuItem): string {
  const link = menuItemLink({ name: item.name, url_key: item.url_key ?? null, page_id: item.page_id ?? null });
  const custom = item["custom-url"]?.trim();
  if (link !== "/" || !custom) return link;
  if (/^https?:\/\//i.test(custom) || custom.startsWith("/")) return custom;
  return `/page/${custom}`;
}

/** The label: the message whose id the core makes from the name ("About us" → about.us), else
 * the name the server sent in the shopper's language. */
export function menuLabel(intl: IntlShape, name: string): string {
  const message = intl.messages[menuLabelId(name)];
  return typeof message === "string" && message.trim() ? message : name;
}

/** The blog has its own fixed nav entry; a CMS item leading there is left out. */
function isBlogEntry(item: MenuItem): boolean {
  const key = item.url_key?.trim().toLowerCase();
  return key === "blog" || key === "blogs" || item.links?.first === "/blog";
}

export function toMenuLinks(items: MenuItem[], intl: IntlShape): MenuLink[] {
  return [...items]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id)
    .filter((item) => !isBlogEntry(item))
    .map((item) => {
      const to = menuTarget(item);
      return {
        id: item.id,
        to,
        label: menuLabel(intl, item.name),
        external: /^https?:\/\//i.test(to),
        children: toMenuLinks(item.childs ?? [], intl),
      };
    });
}

/** The header-type and footer-type menus, linked and labelled. */
export function useMenuLinks() {
  const intl = useIntl();
  const menus = useMenus();
  const links = useMemo(() => {
    const items = menus.data ?? [];
    return {
      header: toMenuLinks(items.filter((item) => item.type === "header"), intl),
      footer: toMenuLinks(items.filter((item) => item.type === "footer"), intl),
    };
  }, [menus.data, intl]);
  return { ...links, pending: menus.isPending, failed: menus.isError };
}

/** The footer's two link columns: the first five links, then the rest (core rule). */
export function footerColumns<T>(links: T[]): [T[], T[]] {
  const first = footerFirstColumnSize(links.length);
  return [links.slice(0, first), links.slice(first)];
}
