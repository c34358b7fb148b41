import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";
import type { GalleryImage } from "../../shared/catalog/api";
import { FallbackImage } from "../../shared/ui/FallbackImage";
import { useReducedMotion } from "../../shared/hooks/useReducedMotion";
import { GalleryArrows, GalleryThumbs, largeUrl, srcSet } from "./GalleryParts";

/**
 * The product's pictures: a main picture (large copy) that swipes sideways with scroll snapping
 * on touch screens, arrows, and a row of thumbnail buttons (small copies). Thumbnails take the
 * arrow keys, Home and End. `focusIndex` moves the gallery to a picture (the chosen variant's).
 */
export function Gallery({ images, focusIndex, name, overlay }: { images: GalleryImage[]; focusIndex?: number; name: string; overlay?: ReactNode }) {
  const intl = useIntl();
  const reduced = useReducedMotion();
  const trackRef = useRef<HTMLUListElement>(null);
  // While the gallery scrolls to a picture itself, scroll events on the way are not choices.
  const heading = useRef<number | null>(null);
  const count = images.length;
  const clampIndex = (index: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  const glide: ScrollBehavior = reduced ? "auto" : "smooth";

  /** Scrolls the track to picture `index` (in range). */
  const scrollTrack = useCallback((index: number, behavior: ScrollBehavior) => {
    const track = trackRef.current;
    if (!track || typeof track.scrollTo !== "function" || track.clientWidth === 0) return;
    const left = index * track.clientWidth;
    if (Math.abs(track.scrollLeft - left) < 1) {
      heading.current = null;
      return;
    }
    heading.current = index;
    track.scrollTo({ left, behavior });
  }, []);

  // `focusIndex` moves the gallery to its picture (smoothly); a new set of pictures starts at the
  // first (or the variant's) picture (at once). The active picture follows while rendering; the
  // track scrolls to it once the pictures are on the page.
  const firstKey = images.map((image) => largeUrl(image)).join("|");
  const [active, setActive] = useState(() => clampIndex(focusIndex ?? 0));
  const [scrollTarget, setScrollTarget] = useState<{ index: number; behavior: ScrollBehavior }>(() => ({
    index: clampIndex(focusIndex ?? 0),
    behavior: "auto",
  }));
  const [followed, setFollowed] = useState({ focusIndex, firstKey });
  if (followed.focusIndex !== focusIndex || followed.firstKey !== firstKey) {
    setFollowed({ focusIndex, firstKey });
    const newPictures = followed.firstKey !== firstKey;
    if (newPictures || focusIndex !== undefined) {
      const index = clampIndex(focusIndex ?? 0);
      setActive(index);
      setScrollTarget({ index, behavior: newPictures ? "auto" : glide });
    }
  }
  useEffect(() => scrollTrack(scrollTarget.index, scrollTarget.behavior), [scrollTarget, scrollTrack]);

  const show = (index: number) => {
    const next = clampIndex(index);
    setActive(next);
    scrollTrack(next, glide);
  };

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(track.scrollLeft / track.clientWidth);
    if (heading.current !== null) {
      if (index === heading.current) heading.current = null;
      return;
    }
    if (index !== active && index >= 0 && index < count) setActive(index);
  };

  if (count === 0) {
    return (
      <div className="gallery gallery--empty" data-testid="gallery">
        <div className="gallery__viewport">
          <span className="gallery__no-image" aria-hidden="true" />
          {overlay}
        </div>
      </div>
    );
  }

  return (
    <section className="gallery" aria-label={intl.formatMessage({ id: "product.gallery.label" })} data-testid="gallery">
      <div className="gallery__viewport">
        <ul
          className="gallery__track"
          ref={trackRef}
          onScroll={onScroll}
          // A finger or a wheel on the track takes over from the gallery's own scrolling.
          onPointerDown={() => (heading.current = null)}
          onTouchStart={() => (heading.current = null)}
          onWheel={() => (heading.current = null)}
        >
          {images.map((image, index) => (
            <li
              key={largeUrl(image) ?? index}
              className="gallery__slide"
              aria-label={intl.formatMessage({ id: "product.gallery.image" }, { index: index + 1, count })}
              aria-hidden={index === active ? undefined : true}
              data-active={index === active ? "true" : undefined}
            >
              <FallbackImage
                fallback={<span className="gallery__no-image" aria-hidden="true" />}
                className="gallery__image"
                src={largeUrl(image)}
                srcSet={srcSet(image)}
                sizes="(min-width: 1024px) 600px, 100vw"
                width={1200}
                height={1200}
                alt={image.alt || (index === 0 ? name : "")}
                loading={index === 0 || index === active ? "eager" : "lazy"}
                decoding="async"
                data-testid={index === active ? "gallery-main-image" : "gallery-image"}
              />
            </li>
          ))}
        </ul>
        {overlay}
        {count > 1 && <GalleryArrows active={active} count={count} onShow={show} />}
      </div>
      {count > 1 && <GalleryThumbs images={images} active={active} onShow={show} />}
    </section>
  );
}
