import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { timings } from "../../core";
import { useReducedMotion } from "../../shared/hooks/useReducedMotion";
import { htmlText } from "../../shared/html/text";
import { FallbackImage } from "../../shared/ui/FallbackImage";
import { storageUrl, useSliders, type Slide } from "./api";

/** Screens up to this width get the slides' mobile images (the style's md breakpoint). */
const NARROW_SCREEN = "(max-width: 767px)";
const SWIPE_DISTANCE = 48;

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


export function Slideshow() {
  const sliders = useSliders();
  if (sliders.isPending) return <div className="slideshow slideshow--loading skeleton" data-testid="slideshow-loading" aria-hidden="true" />;
  // A failure is reported once for the whole home page (HomePage), not here.
  if (sliders.isError) return null;
  const slides = sliders.data.filter((slide) => storageUrl(slide.image_url, slide.path));
  if (slides.length === 0) return null;
  return <SlideshowFrame slides={slides} />;
}

/**
 * The home slideshow: a slide every `slideshowAutoplay` ms with a `slideshowTransition` ms slide
 * (core timings), dots and arrows, paused while hovered or focused and by its pause button, still
 * when the shopper prefers reduced motion; narrow screens get the mobile images.
 */
export function SlideshowFrame({ slides }: { slides: Slide[] }) {
  const intl = useIntl();
  const { slideshowAutoplay, slideshowTransition } = timings();
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const touchStart = useRef<number | null>(null);
  const count = slides.length;
  const autoplay = count > 1 && !reduced && !stopped;
  const running = autoplay && !hovered && !focused;
  const labels = useMemo(() => slides.map((slide) => htmlText(slide.content)), [slides]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), slideshowAutoplay);
    return () => window.clearTimeout(timer);
  }, [running, index, count, slideshowAutoplay]);

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const track = {
    transform: `translateX(-${index * 100}%)`,
    transitionDuration: reduced ? "0ms" : `${slideshowTransition}ms`,
  } as CSSProperties;

  return (
    <section
      className="slideshow"
      aria-roledescription={intl.formatMessage({ id: "home.slideshow.role" })}
      aria-label={intl.formatMessage({ id: "home.slideshow.label" })}
      data-testid="slideshow"
      data-playing={running}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_DISTANCE) return;
        go(end < start ? index + 1 : index - 1);
      }}
    >
      <div className="slideshow__viewport" aria-live={running ? "off" : "polite"}>
        <div className="slideshow__track" style={track}>
          {slides.map((slide, position) => {
            const current = position === index;
            const image = storageUrl(slide.image_url, slide.path);
            const mobile = storageUrl(slide.mobile_image_url, slide.mobile_path);
            const label = labels[position] || intl.formatMessage({ id: "home.slideshow.slide" }, { index: String(position + 1), count: String(count) });
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
                key={slide.id ?? position}
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
                {slide.content && labels[position] && (
                  // Sanitised on the server (DESIGN.md: HTML from the database is sanitised before it is served).
                  <div className="slideshow__caption" dangerouslySetInnerHTML={{ __html: slide.content }} />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="slideshow__arrow slideshow__arrow--prev"
            aria-label={intl.formatMessage({ id: "home.slideshow.previous" })}
            onClick={() => go(index - 1)}
            data-testid="slide-previous"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="slideshow__arrow slideshow__arrow--next"
            aria-label={intl.formatMessage({ id: "home.slideshow.next" })}
            onClick={() => go(index + 1)}
            data-testid="slide-next"
          >
            <span aria-hidden="true">›</span>
          </button>
          <div className="slideshow__controls">
            {!reduced && (
              <button
                type="button"
                className="slideshow__pause"
                onClick={() => setStopped((value) => !value)}
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
                    onClick={() => go(position)}
                    data-testid="slide-dot"
                  />
                </li>
              ))}
            </ol>
          </div>
        </>
      )}
    </section>
  );
}
