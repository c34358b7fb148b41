import { useRef, type KeyboardEvent } from "react";
import { useIntl } from "react-intl";
import type { GalleryImage } from "../../shared/catalog/api";

export function largeUrl(image: GalleryImage): string | undefined {
  return image.large_image_url ?? image.medium_image_url ?? image.original_image_url ?? image.url ?? undefined;
}

function smallUrl(image: GalleryImage): string | undefined {
  return image.small_image_url ?? image.medium_image_url ?? largeUrl(image);
}

export function srcSet(image: GalleryImage): string | undefined {
  return image.medium_image_url && image.large_image_url ? `${image.medium_image_url} 600w, ${image.large_image_url} 1200w` : undefined;
}

/** The arrows to the previous and the next picture, and which picture this is. */
export function GalleryArrows({ active, count, onShow }: { active: number; count: number; onShow: (index: number) => void }) {
  const intl = useIntl();
  return (
    <>
      <button
        type="button"
        className="gallery__arrow gallery__arrow--previous"
        aria-label={intl.formatMessage({ id: "product.gallery.previous" })}
        disabled={active === 0}
        onClick={() => onShow(active - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="gallery__arrow gallery__arrow--next"
        aria-label={intl.formatMessage({ id: "product.gallery.next" })}
        disabled={active === count - 1}
        onClick={() => onShow(active + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      <p className="gallery__counter" aria-hidden="true">
        {intl.formatMessage({ id: "product.gallery.image" }, { index: active + 1, count })}
      </p>
    </>
  );
}

/** The row of thumbnail buttons: the arrow keys, Home and End move along it. */
export function GalleryThumbs({ images, active, onShow }: { images: GalleryImage[]; active: number; onShow: (index: number) => void }) {
  const intl = useIntl();
  const thumbsRef = useRef<HTMLUListElement>(null);
  const count = images.length;

  const onThumbKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowLeft: active - 1, ArrowRight: active + 1, ArrowUp: active - 1, ArrowDown: active + 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = Math.min(Math.max(moves[event.key], 0), count - 1);
    onShow(next);
    thumbsRef.current?.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
  };

  return (
    <ul className="gallery__thumbs" ref={thumbsRef} onKeyDown={onThumbKey}>
      {images.map((image, index) => (
        <li key={largeUrl(image) ?? index}>
          <button
            type="button"
            className={index === active ? "gallery__thumb is-active" : "gallery__thumb"}
            aria-current={index === active ? "true" : undefined}
            aria-label={intl.formatMessage({ id: "product.gallery.show" }, { index: index + 1, count })}
            tabIndex={index === active ? 0 : -1}
            data-testid="gallery-thumb"
            onClick={() => onShow(index)}
          >
            <img src={smallUrl(image)} alt="" width={80} height={80} loading="lazy" decoding="async" />
          </button>
        </li>
      ))}
    </ul>
  );
}
