//! The home page's first screen (`features/home/HomePage.tsx`): the slideshow at its first slide
//! and the first product row; the rows below it come with the shell.

use maud::{html, Markup, PreEscaped};
use serde_json::Value;
use storefront_core::presentation::{carousel_arrows_visible, home_block_visible, HOME_POSITIONS, HOME_PRODUCTS_LIMIT};

use super::parts::{product_card, text};
use super::Screen;

/// A slide's picture (`features/home/api.ts` `storageUrl`).
fn storage_url(url: &str, path: &str) -> Option<String> {
    match (url, path) {
        ("", "") => None,
        ("", path) if path.starts_with('/') || path.starts_with("http") => Some(path.to_string()),
        ("", path) => Some(format!("/storage/{path}")),
        (url, _) => Some(url.to_string()),
    }
}

/// The first slide's picture for the document's preload: the wide one and, for phones, the
/// mobile one.
pub struct LeadSlide {
    pub wide: String,
    pub narrow: Option<String>,
}

/// Screens up to this width get the slides' mobile pictures (`SlideshowParts.tsx`).
pub const NARROW_SCREEN: &str = "(max-width: 767px)";

pub async fn home(screen: &mut Screen<'_>) -> Option<(Markup, Option<LeadSlide>)> {
    let locale = ("locale", screen.texts.locale.code().to_string());
    let sliders = screen.answers.get("/api/sliders", &[locale]).await?;
    let mut params = screen.scope();
    params.push(("limit", HOME_PRODUCTS_LIMIT.to_string()));
    let blocks = screen.answers.get("/api/home/blocks", &params).await?;
    let slides: Vec<&Value> = sliders
        .as_array()
        .map(|all| all.iter().filter(|slide| storage_url(text(slide, "image_url"), text(slide, "path")).is_some()).collect())
        .unwrap_or_default();
    let first_block = HOME_POSITIONS.iter().enumerate().find_map(|(index, position)| {
        let products = blocks.pointer(&format!("/data/{position}")).and_then(Value::as_array)?;
        (index == 0 && home_block_visible(index + 1, products.len())).then_some(products)
    });
    let lead = slides.first().and_then(|slide| {
        let wide = storage_url(text(slide, "image_url"), text(slide, "path"))?;
        Some(LeadSlide { wide, narrow: storage_url(text(slide, "mobile_image_url"), text(slide, "mobile_path")) })
    });
    let texts = &screen.texts;
    let count = slides.len().to_string();
    let markup = html! {
        div.home data-testid="home" {
            h1.visually-hidden { (texts.get("home.title")) }
            @if !slides.is_empty() {
                section.slideshow aria-roledescription=(texts.get("home.slideshow.role")) aria-label=(texts.get("home.slideshow.label")) data-testid="slideshow" {
                    div.slideshow__viewport aria-live="off" {
                        div.slideshow__track style="transform: translateX(-0%)" {
                            @for (position, slide) in slides.iter().enumerate() {
                                (slide_view(screen, slide, position, &count))
                            }
                        }
                    }
                    @if slides.len() > 1 {
                        button."slideshow__arrow"."slideshow__arrow--prev" type="button" disabled data-awaits-script aria-label=(texts.get("home.slideshow.previous")) data-testid="slide-previous" { span aria-hidden="true" { "‹" } }
                        button."slideshow__arrow"."slideshow__arrow--next" type="button" disabled data-awaits-script aria-label=(texts.get("home.slideshow.next")) data-testid="slide-next" { span aria-hidden="true" { "›" } }
                        div.slideshow__controls {
                            button.slideshow__pause type="button" disabled data-awaits-script data-testid="slide-pause" {
                                span."icon"."icon--pause" aria-hidden="true" {}
                                span.visually-hidden { (texts.get("home.slideshow.pause")) }
                            }
                            ol.slideshow__dots {
                                @for position in 0..slides.len() {
                                    li {
                                        button class=(if position == 0 { "slideshow__dot is-current" } else { "slideshow__dot" }) type="button" disabled data-awaits-script
                                            aria-label=(texts.with("home.slideshow.go_to", &[("index", &(position + 1).to_string())])) aria-current=[(position == 0).then_some("true")] data-testid="slide-dot" {}
                                    }
                                }
                            }
                        }
                    }
                }
            }
            div.home__blocks {
                @if let Some(products) = first_block {
                    section.product-block data-testid="home-block" data-count=(products.len()) {
                        div.product-block__head {
                            h2.product-block__title { (texts.get("home.block.first")) }
                            @if carousel_arrows_visible(products.len()) {
                                div.carousel__arrows data-testid="carousel-arrows" {
                                    button.carousel__arrow type="button" aria-label=(texts.get("home.carousel.previous")) disabled { span aria-hidden="true" { "‹" } }
                                    button.carousel__arrow type="button" disabled data-awaits-script aria-label=(texts.get("home.carousel.next")) { span aria-hidden="true" { "›" } }
                                }
                            }
                        }
                        ul.carousel__track {
                            @for product in products {
                                li.carousel__item { (product_card(texts, product, screen.currency, false, false)) }
                            }
                        }
                    }
                }
            }
        }
    };
    Some((markup, lead))
}

/// `features/home/SlideshowParts.tsx` `SlideView`.
fn slide_view(screen: &Screen, slide: &Value, position: usize, count: &str) -> Markup {
    let texts = &screen.texts;
    let current = position == 0;
    let image = storage_url(text(slide, "image_url"), text(slide, "path"));
    let mobile = storage_url(text(slide, "mobile_image_url"), text(slide, "mobile_path"));
    let content = text(slide, "content");
    let caption = storefront_db::html::text_of(content);
    let place = [("index", (position + 1).to_string()), ("count", count.to_string())];
    let place: Vec<(&str, &str)> = place.iter().map(|(name, value)| (*name, value.as_str())).collect();
    let label = if caption.trim().is_empty() { texts.with("home.slideshow.slide", &place) } else { caption.trim().to_string() };
    let picture = html! {
        picture {
            @if let Some(mobile) = &mobile { source media=(NARROW_SCREEN) srcset=(mobile); }
            img.slideshow__image src=[image] alt="" width="1600" height="600" loading=(if current { "eager" } else { "lazy" })
                fetchpriority=(if current { "high" } else { "auto" }) decoding="async";
        }
    };
    let target = text(slide, "slider_path");
    html! {
        div class=(if current { "slideshow__slide is-current" } else { "slideshow__slide" }) role="group" aria-roledescription=(texts.get("home.slideshow.slide_role"))
            aria-label=(texts.with("home.slideshow.slide", &place)) aria-hidden=(if current { "false" } else { "true" }) inert[!current] data-testid="slide" {
            @if target.is_empty() {
                (picture)
            } @else if target.starts_with('/') && !target.starts_with("//") {
                a.slideshow__link href=(target) aria-label=(label) { (picture) }
            } @else {
                a.slideshow__link href=(target) aria-label=(label) rel="noopener" { (picture) }
            }
            @if !content.is_empty() && !caption.trim().is_empty() {
                // Sanitised when staff saved it, as the shell shows it.
                div.slideshow__caption { (PreEscaped(content)) }
            }
        }
    }
}
