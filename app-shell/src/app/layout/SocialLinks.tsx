import { useIntl } from "react-intl";
import type { SocialLink } from "../../features/content/api";
import { useSocialLinks } from "../../features/content/hooks";
import { FallbackImage } from "../../shared/ui/FallbackImage";

/** The network's name from its icon file or its address (brand names, not translated). */
export function networkName(link: SocialLink): string {
  const fromIcon = link.icon.replace(/\.[a-z0-9]+$/i, "").replace(/[-_]+/g, " ").trim();
  const name = fromIcon || (() => {
    try {
      return new URL(link.link).hostname.replace(/^www\./, "").split(".")[0];
    } catch {
      return link.link;
    }
  })();
  const known: Record<string, string> = { linkedin: "LinkedIn", youtube: "YouTube", tiktok: "TikTok" };
  return known[name.toLowerCase()] ?? name.charAt(0).toUpperCase() + name.slice(1);
}

/** The shop's social networks, each opening in a new tab. */
export function SocialLinks() {
  const intl = useIntl();
  const social = useSocialLinks();
  const links = social.data ?? [];
  if (links.length === 0) return null;
  return (
    <ul className="footer__social" aria-label={intl.formatMessage({ id: "footer.social" })} data-testid="social-links">
      {links.map((link) => {
        const name = networkName(link);
        return (
          <li key={link.id ?? link.link}>
            <a
              className="footer__social-link"
              href={link.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage({ id: "footer.social.open" }, { name })}
              title={name}
              data-testid="social-link"
            >
              <FallbackImage
                src={link.icon_url || `/storage/icons/${encodeURIComponent(link.icon)}`}
                alt=""
                width={36}
                height={36}
                loading="lazy"
                fallback={<span className="footer__social-fallback">{name.charAt(0)}</span>}
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
