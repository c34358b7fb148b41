import { NavLink } from "react-router";
import type { MenuLink } from "./menus";

/** The shop's fixed sections, after the departments and before the CMS menus. */
export const SECTIONS = [
  { to: "/shop/saledProducts", id: "nav.sales" },
  { to: "/shop/newCollection", id: "nav.new_collection" },
  { to: "/blog", id: "nav.blog" },
  { to: "/stores", id: "nav.stores" },
];

/** A CMS menu link: inside the shop through the router, elsewhere in a new tab. */
export function MenuAnchor({ link, className, testId }: { link: MenuLink; className: string; testId?: string }) {
  if (link.external) {
    return (
      <a className={className} href={link.to} target="_blank" rel="noopener noreferrer" data-testid={testId}>
        {link.label}
      </a>
    );
  }
  return (
    <NavLink className={className} to={link.to} data-testid={testId} end>
      {link.label}
    </NavLink>
  );
}
