import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { useIntl } from "react-intl";
import { timings } from "../../core";
import { useReducedMotion } from "../../shared/hooks/useReducedMotion";
import { htmlText } from "../../shared/html/text";
import { storageUrl, useSliders, type Slide } from "./api";
import { SlideshowControls, SlideView } from "./SlideshowParts";

const SWIPE_DISTANCE = 48;

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
          {slides.map((slide, position) => (
            <SlideView key={slide.id ?? position} slide={slide} position={position} count={count} current={position === index} caption={labels[position]} />
          ))}
        </div>
      </div>
      {count > 1 && <SlideshowControls slides={slides} index={index} onGo={go} reduced={reduced} stopped={stopped} onStop={() => setStopped((value) => !value)} />}
    </section>
  );
}
