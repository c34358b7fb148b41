import type { ReactNode } from "react";
import { Link } from "react-router";

/** Internal paths go through the router; anything else is a plain link. */
export function SmartLink({ href, className, label, children }: { href: string; className?: string; label?: string; children: ReactNode }) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} aria-label={label} rel="noopener">
      {children}
    </a>
  );
}
