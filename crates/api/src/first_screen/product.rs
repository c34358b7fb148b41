//! A product page's first screen (`features/product/ProductPage.tsx`): the way down its first
//! category, the gallery (the first picture at the size shown, loaded first), name, seller, SKU,
//! price, stock, the options of a configurable product, the quantity and the add button (which
//! need script), and the description.

use maud::{html, Markup, PreEscaped};
use serde_json::Value;
use storefront_core::routes::{category_path, path_segment};

use super::parts::{breadcrumbs, id_text, list, path_to, price_tag, product_price, swatch_colour, text, Crumb};
use super::Screen;

/// The gallery's pictures (`features/product/variants.ts` `galleryImages`): the product's own,
/// then each variant's, each once.
fn gallery_images<'a>(product: &'a Value, config: Option<&'a Value>) -> Vec<&'a Value> {
    let own: Vec<&Value> = match (list(product, "images"), product.get("base_image").filter(|image| image.is_object())) {
        (images, _) if !images.is_empty() => images.iter().collect(),
        (_, Some(base)) => vec![base],
        _ => Vec::new(),
    };
    // In the order the shell reads the object's values: JavaScript puts keys that are whole
    // numbers (the variants' ids) first, ascending, then the others as they came.
    let mut variants: Vec<(&String, &Value)> = config
        .and_then(|config| config.get("variant_images"))
        .and_then(Value::as_object)
        .map(|map| map.iter().collect())
        .unwrap_or_default();
    variants.sort_by_key(|(key, _)| key.parse::<u32>().map_or((1, 0), |id| (0, id)));
    let mut seen = Vec::new();
    let mut all = Vec::new();
    for image in own.into_iter().chain(variants.into_iter().filter_map(|(_, images)| images.as_array()).flatten()) {
        let key = ["original_image_url", "url", "path", "large_image_url", "small_image_url"]
            .iter()
            .find_map(|key| image.get(*key).and_then(Value::as_str))
            .unwrap_or_default();
        if key.is_empty() || seen.contains(&key) {
            continue;
        }
        seen.push(key);
        all.push(image);
    }
    all
}

fn first_of<'a>(image: &'a Value, keys: &[&str]) -> Option<&'a str> {
    keys.iter().find_map(|key| image.get(*key).and_then(Value::as_str))
}

fn large_url(image: &Value) -> Option<&str> {
    first_of(image, &["large_image_url", "medium_image_url", "original_image_url", "url"])
}

/// The main picture's sizes as the gallery shows them, for the document's preload.
pub struct LeadPicture {
    pub src: String,
    pub srcset: Option<String>,
    pub sizes: &'static str,
}

const GALLERY_SIZES: &str = "(min-width: 1024px) 600px, 100vw";

fn srcset(image: &Value) -> Option<String> {
    let medium = image.get("medium_image_url").and_then(Value::as_str)?;
    let large = image.get("large_image_url").and_then(Value::as_str)?;
    Some(format!("{medium} 600w, {large} 1200w"))
}

pub async fn product(screen: &mut Screen<'_>, slug: &str) -> Option<(Markup, Option<LeadPicture>)> {
    let scope = screen.scope();
    let answer = screen.answers.get(&format!("/api/products/{}", path_segment(slug)), &scope).await?;
    let product = answer.get("data")?;
    let id = id_text(product, "id")?;
    let configurable = text(product, "type") == "configurable";
    let config_answer =
        if configurable { screen.answers.get(&format!("/api/product-configurable-config/{id}"), &scope).await } else { None };
    let config = config_answer.as_ref().and_then(|answer| answer.get("data"));
    let categories = screen.answers.get("/api/categories", &[("locale", screen.texts.locale.code().to_string())]).await;
    let texts = &screen.texts;

    let name = text(product, "name");
    let mut crumbs: Vec<Crumb> = Vec::new();
    if let (Some(first), Some(tree)) = (list(product, "categories").first(), categories.as_ref()) {
        let slug = text(first, "slug");
        for step in path_to(list(tree, "data"), &|category| text(category, "slug") == slug) {
            crumbs.push(Crumb { label: text(step, "name").to_string(), to: Some(category_path(&path_segment(text(step, "slug")))) });
        }
    }
    crumbs.push(Crumb { label: name.to_string(), to: None });

    let images = gallery_images(product, config);
    let count = images.len();
    let lead = images
        .first()
        .and_then(|image| large_url(image).map(|src| LeadPicture { src: src.to_string(), srcset: srcset(image), sizes: GALLERY_SIZES }));
    let price = product_price(product, screen.currency);
    let in_stock = product.get("in_stock").and_then(Value::as_bool) != Some(false);
    let is_new = product.get("new").is_some_and(|value| value.as_bool() == Some(true) || value.as_i64().is_some_and(|n| n != 0));
    let description = text(product, "description").trim();
    let seller_url = product.pointer("/seller/url").and_then(Value::as_str).filter(|url| !url.is_empty());
    let shop = text(product, "shop_name");
    let sku = text(product, "sku");
    let short = text(product, "short_description");
    let badges = html! {
        div.product__badges {
            @if let Some(percent) = price.as_ref().and_then(|price| price.percent) {
                span."badge"."badge--sale" data-testid="product-discount" { (texts.with("catalog.card.discount", &[("percent", &percent.to_string())])) }
            }
            @if is_new { span."badge"."badge--new" data-testid="product-new" { (texts.get("catalog.card.new")) } }
        }
    };
    let count_text = count.to_string();
    // Before a choice the button names what is to choose (`BuyBar.tsx`), joined plainly.
    let choosing = config
        .map(|config| list(config, "attributes").iter().map(attribute_label).collect::<Vec<_>>().join(", "))
        .filter(|names| !names.is_empty());
    let buy_label = match (&choosing, in_stock) {
        (Some(names), _) => texts.with("product.choose", &[("attributes", names)]),
        (None, true) => texts.get("product.add_to_cart").to_string(),
        (None, false) => texts.get("product.out_of_stock").to_string(),
    };
    let markup = html! {
        article.product data-testid="product-page" data-product-id=(id) aria-labelledby="first-screen-product-name" {
            (breadcrumbs(texts, &crumbs))
            div.product__layout {
                div.product__media {
                    @if images.is_empty() {
                        div."gallery"."gallery--empty" data-testid="gallery" {
                            div.gallery__viewport { span.gallery__no-image aria-hidden="true" {} (badges) }
                        }
                    } @else {
                        section.gallery aria-label=(texts.get("product.gallery.label")) data-testid="gallery" {
                            div.gallery__viewport {
                                ul.gallery__track {
                                    @for (index, image) in images.iter().enumerate() {
                                        li.gallery__slide aria-label=(texts.with("product.gallery.image", &[("index", &(index + 1).to_string()), ("count", &count_text)]))
                                            aria-hidden=[(index > 0).then_some("true")] data-active=[(index == 0).then_some("true")] {
                                            img.gallery__image src=[large_url(image)] srcset=[srcset(image)] sizes=(GALLERY_SIZES) width="1200" height="1200"
                                                alt=(if index == 0 { first_of(image, &["alt"]).filter(|alt| !alt.is_empty()).unwrap_or(name) } else { first_of(image, &["alt"]).unwrap_or_default() })
                                                loading=(if index == 0 { "eager" } else { "lazy" }) fetchpriority=[(index == 0).then_some("high")] decoding="async"
                                                data-testid=(if index == 0 { "gallery-main-image" } else { "gallery-image" });
                                        }
                                    }
                                }
                                (badges)
                                @if count > 1 {
                                    button."gallery__arrow"."gallery__arrow--previous" type="button" aria-label=(texts.get("product.gallery.previous")) disabled { span aria-hidden="true" { "‹" } }
                                    button."gallery__arrow"."gallery__arrow--next" type="button" disabled data-awaits-script aria-label=(texts.get("product.gallery.next")) { span aria-hidden="true" { "›" } }
                                    p.gallery__counter aria-hidden="true" { (texts.with("product.gallery.image", &[("index", "1"), ("count", &count_text)])) }
                                }
                            }
                            @if count > 1 {
                                ul.gallery__thumbs {
                                    @for (index, image) in images.iter().enumerate() {
                                        li {
                                            button class=(if index == 0 { "gallery__thumb is-active" } else { "gallery__thumb" }) type="button" disabled data-awaits-script aria-current=[(index == 0).then_some("true")]
                                                aria-label=(texts.with("product.gallery.show", &[("index", &(index + 1).to_string()), ("count", &count_text)])) tabindex=(if index == 0 { "0" } else { "-1" }) data-testid="gallery-thumb" {
                                                img src=[first_of(image, &["small_image_url", "medium_image_url"]).or_else(|| large_url(image))] alt="" width="80" height="80" loading="lazy" decoding="async";
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                div.product__summary {
                    h1.product__name #first-screen-product-name data-testid="product-name" { (name) }
                    p.product__meta {
                        @if !shop.is_empty() {
                            span.product__seller {
                                (texts.get("product.seller")) " "
                                @if let Some(url) = seller_url { a href=(format!("/stores/{}", path_segment(url))) data-testid="product-seller" { (shop) } }
                                @else { span data-testid="product-seller" { (shop) } }
                            }
                        }
                        @if !sku.is_empty() { span.product__sku { (texts.get("product.sku")) " " (sku) } }
                    }
                    @if !short.is_empty() { p.product__short data-testid="product-short-description" { (short) } }
                    div.product__price-row aria-live="polite" {
                        @if let Some(price) = &price { (price_tag(texts, price, "product.price", "product__prices", true, "product-price")) }
                        p class=(if in_stock { "stock stock--in" } else { "stock stock--out" }) data-testid="stock" {
                            (texts.get(if in_stock { "product.in_stock" } else { "product.out_of_stock" }))
                        }
                    }
                    @if let Some(config) = config { (pickers(config)) }
                    section.product-buy aria-label=(texts.get("product.purchase")) data-testid="buy-bar" {
                        div."stepper"."product-buy__stepper" data-testid="quantity-stepper" {
                            label.stepper__label for="first-screen-quantity" { (texts.get("product.quantity")) }
                            div.stepper__controls {
                                button.stepper__button type="button" disabled aria-label=(texts.get("product.quantity.decrease")) { span aria-hidden="true" { "−" } }
                                input.stepper__input #first-screen-quantity type="text" disabled data-awaits-script inputmode="numeric" autocomplete="off" value="1" data-testid="quantity-input";
                                button.stepper__button type="button" disabled data-awaits-script aria-label=(texts.get("product.quantity.increase")) { span aria-hidden="true" { "+" } }
                            }
                        }
                        button class=(if choosing.is_some() { "button button--primary product-buy__add is-choosing" } else { "button button--primary product-buy__add" }) type="button" data-testid="add-to-cart" disabled data-awaits-script[in_stock] {
                            span.product-buy__cart-icon aria-hidden="true" {}
                            span { (buy_label) }
                        }
                    }
                    div.saved-toggles data-testid="saved-toggles" {
                        button.saved-toggle type="button" disabled data-awaits-script aria-pressed="false" data-testid="toggle-wishlist" {
                            span."icon"."icon--heart" aria-hidden="true" {}
                            (texts.get("account.wishlist.add"))
                        }
                        button.saved-toggle type="button" disabled data-awaits-script aria-pressed="false" data-testid="toggle-compare" {
                            span."icon"."icon--compare" aria-hidden="true" {}
                            (texts.get("account.compare.add"))
                        }
                    }
                }
            }
            div.product__details {
                section.product-section {
                    h2.product-section__title { (texts.get("product.description")) }
                    @if description.is_empty() {
                        p.product-section__empty data-testid="product-description-empty" { (texts.get("product.description.empty")) }
                    } @else {
                        // Sanitised when staff saved it, as the shell shows it.
                        div.product-description data-testid="product-description" { (PreEscaped(description)) }
                    }
                }
            }
        }
    };
    Some((markup, lead))
}

/// `features/product/AttributePickers.tsx` before a choice: each attribute's options.
fn pickers(config: &Value) -> Markup {
    html! {
        div.pickers data-testid="attribute-pickers" {
            @for attribute in list(config, "attributes") {
                @let code = text(attribute, "code");
                @let colour = match attribute.get("swatch_type").and_then(Value::as_str) { Some(kind) => kind == "color", None => code == "color" };
                @let label = attribute_label(attribute);
                fieldset.picker data-testid=(format!("picker-{code}")) data-attribute=[id_text(attribute, "id")] {
                    legend.picker__legend { (label) }
                    ul class=(if colour { "picker__options picker__options--colour" } else { "picker__options picker__options--chips" }) {
                        @for option in list(attribute, "options") {
                            @let option_id = id_text(option, "id").unwrap_or_default();
                            @let option_label = Some(text(option, "label")).filter(|label| !label.is_empty()).map(str::to_string).unwrap_or_else(|| option_id.clone());
                            li {
                                button class=(if colour { "option option--colour" } else { "option option--chip" }) type="button" disabled data-awaits-script aria-pressed="false"
                                    aria-label=[colour.then_some(option_label.as_str())] title=[colour.then_some(option_label.as_str())] data-testid=(format!("option-{code}-{option_id}")) {
                                    @if colour {
                                        span.option__swatch style=[option.get("swatch_value").and_then(Value::as_str).map(|value| format!("background: {}", swatch_colour(value)))] aria-hidden="true" {}
                                    } @else {
                                        span.option__label { (option_label) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// `features/product/variants.ts` `attributeLabel`.
fn attribute_label(attribute: &Value) -> &str {
    Some(text(attribute, "label")).filter(|label| !label.is_empty()).unwrap_or_else(|| text(attribute, "code"))
}
