import { FallbackImage } from "../../shared/ui/FallbackImage";
import { storageUrl, useBanners } from "./api";
import { htmlText } from "../../shared/html/text";
import { SmartLink } from "./SmartLink";

/** The home banners from the server, each linking where its editor pointed it. */
export function Banners() {
  const banners = useBanners();
  if (banners.isPending) {
    return (
      <div className="banners" aria-busy="true">
        <div className="banner skeleton" />
        <div className="banner skeleton" />
      </div>
    );
  }
  // A failure is reported once for the whole home page (HomePage), not here.
  if (banners.isError) return null;
  const shown = banners.data.filter((banner) => storageUrl(banner.image_url, banner.path ?? banner.url));
  if (shown.length === 0) return null;
  return (
    <ul className="banners" data-testid="banners">
      {shown.map((banner, index) => {
        const text = htmlText(banner.content);
        const image = (
          <FallbackImage
            fallback={<span className="banner__image" aria-hidden="true" />}
            className="banner__image"
            src={storageUrl(banner.image_url, banner.path ?? banner.url)}
            alt={banner.link ? "" : text}
            width={1200}
            height={500}
            loading="lazy"
            decoding="async"
          />
        );
        return (
          <li key={banner.id ?? index} className="banner" data-testid="banner">
            {banner.link ? (
              <SmartLink href={banner.link} className="banner__link" label={text || undefined}>
                {image}
              </SmartLink>
            ) : (
              image
            )}
            {text && (
              // Sanitised on the server.
              <div className="banner__caption" aria-hidden={banner.link ? true : undefined} dangerouslySetInnerHTML={{ __html: banner.content ?? "" }} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
