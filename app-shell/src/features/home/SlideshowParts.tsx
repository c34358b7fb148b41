import { FormattedMessage, useIntl } from "react-intl";
import { FallbackImage } from "../../shared/ui/FallbackImage";
import { storageUrl, type Slide } from "./api";
import { SmartLink } from "./SmartLink";

/** Screens up to this width get the slides' mobile images (the style's md breakpoint). */
const NARROW_SCREEN = "(max-width: 767px)";

/**
 * One slide: its picture (the mobile one on narrow screens), linked when the slide leads
 * somewhere, and its caption. `caption` is the caption's text, empty when it has none.
 */
export function SlideView({ slide, position, count, current, caption }: { slide: Slide; position: number; count: number; current: boolean; caption: string }) {
  const intl = useIntl();
  const image = storageUrl(slide.image_url, slide.path);
  const mobile = storageUrl(slide.mobile_image_url, slide.mobile_path);
  const label = caption || intl.formatMessage({ id: "home.slideshow.slide" }, { index: String(position + 1), count: String(count) });
  const picture = (
    <picture>
      {mobile && <source media={NARROW_SCREEN} srcSet={mobile} />}
      <FallbackImage
        fallback={<span className="slideshow__image" aria-hidden="true" />}
        className="slideshow__image"
        src={image}
        alt=""
        width={1600}
        height={600}
        loading={position === 0 ? "eager" : "lazy"}
        fetchPriority={position === 0 ? "high" : "auto"}
        decoding="async"
      />
    </picture>
  );
  return (
    <div
      className={current ? "slideshow__slide is-current" : "slideshow__slide"}
      role="group"
      aria-roledescription={intl.formatMessage({ id: "home.slideshow.slide_role" })}
      aria-label={intl.formatMessage({ id: "home.slideshow.slide" }, { index: String(position + 1), count: String(count) })}
      aria-hidden={!current}
      inert={!current}
      data-testid="slide"
    >
      {slide.slider_path ? (
        <SmartLink href={slide.slider_path} className="slideshow__link" label={label}>
          {picture}
        </SmartLink>
      ) : (
        picture
      )}
      {slide.content && caption && (
        // Sanitised on the server (DESIGN.md: HTML from the database is sanitised before it is served).
        <div className="slideshow__caption" dangerouslySetInnerHTML={{ __html: slide.content }} />
      )}
    </div>
  );
}

/** The arrows, the pause button (none when motion is reduced) and a dot per slide. */
export function SlideshowControls({
  slides,
  index,
  onGo,
  reduced,
  stopped,
  onStop,
}: {
  slides: Slide[];
  index: number;
  onGo: (index: number) => void;
  reduced: boolean;
  stopped: boolean;
  onStop: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      <button
        type="button"
        className="slideshow__arrow slideshow__arrow--prev"
        aria-label={intl.formatMessage({ id: "home.slideshow.previous" })}
        onClick={() => onGo(index - 1)}
        data-testid="slide-previous"
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="slideshow__arrow slideshow__arrow--next"
        aria-label={intl.formatMessage({ id: "home.slideshow.next" })}
        onClick={() => onGo(index + 1)}
        data-testid="slide-next"
      >
        <span aria-hidden="true">›</span>
      </button>
      <div className="slideshow__controls">
        {!reduced && (
          <button
            type="button"
            className="slideshow__pause"
            onClick={onStop}
            data-testid="slide-pause"
          >
            <span className={stopped ? "icon icon--play" : "icon icon--pause"} aria-hidden="true" />
            <span className="visually-hidden">
              <FormattedMessage id={stopped ? "home.slideshow.play" : "home.slideshow.pause"} />
            </span>
          </button>
        )}
        <ol className="slideshow__dots">
          {slides.map((slide, position) => (
            <li key={slide.id ?? position}>
              <button
                type="button"
                className={position === index ? "slideshow__dot is-current" : "slideshow__dot"}
                aria-label={intl.formatMessage({ id: "home.slideshow.go_to" }, { index: String(position + 1) })}
                aria-current={position === index ? "true" : undefined}
                onClick={() => onGo(position)}
                data-testid="slide-dot"
              />
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
