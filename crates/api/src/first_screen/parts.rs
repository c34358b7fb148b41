//! Pieces several first screens share, in the markup and classes of the shell's components of
//! the same names (`app-shell/src/shared/…`): breadcrumbs, a price, a product card.

use maud::{html, Markup};
use serde_json::Value;
use storefront_core::money::{shown_price, Currency, ShownPrice};
use storefront_core::query::ShopQuery;
use storefront_core::routes::path_segment;

use super::texts::Texts;

/// A text field of an answer; empty when missing or not a string.
pub fn text<'a>(value: &'a Value, key: &str) -> &'a str {
    value.get(key).and_then(Value::as_str).unwrap_or_default()
}

/// A field that may be a number or a numeric string, as text (`12`, `"12"`).
pub fn id_text(value: &Value, key: &str) -> Option<String> {
    match value.get(key)? {
        Value::Number(number) => Some(number.to_string()),
        Value::String(text) if !text.is_empty() => Some(text.clone()),
        _ => None,
    }
}

pub fn list<'a>(value: &'a Value, key: &str) -> &'a [Value] {
    value.get(key).and_then(Value::as_array).map(Vec::as_slice).unwrap_or_default()
}

/// A listing's page at `page_path` with the shop query the core writes for it.
pub fn page_href(page_path: &str, query: &ShopQuery) -> String {
    let search = query.to_query_string();
    if search.is_empty() {
        page_path.to_string()
    } else {
        format!("{page_path}?{search}")
    }
}

/// One crumb: its label, and where it leads unless it is the current page.
pub struct Crumb {
    pub label: String,
    pub to: Option<String>,
}

/// Home › … › the current page (`shared/ui/Breadcrumbs.tsx`).
pub fn breadcrumbs(texts: &Texts, items: &[Crumb]) -> Markup {
    html! {
        nav.breadcrumbs aria-label=(texts.get("catalog.breadcrumbs")) {
            ol.breadcrumbs__list {
                li.breadcrumbs__item { a href="/" { (texts.get("nav.home")) } }
                @for (index, item) in items.iter().enumerate() {
                    li.breadcrumbs__item {
                        @match (&item.to, index + 1 < items.len()) {
                            (Some(to), true) => a href=(to) { (item.label) },
                            _ => span aria-current="page" { (item.label) },
                        }
                    }
                }
            }
        }
    }
}

/// The price of a product answer (`price`, `special_price`, `old_price`), by the core.
pub fn product_price(product: &Value, currency: Currency) -> Option<ShownPrice> {
    let special = product.get("special_price").and_then(Value::as_str);
    let old = product.get("old_price").and_then(Value::as_str);
    shown_price(text(product, "price"), special, old, currency)
}

/// `shared/products/PriceTag.tsx`.
pub fn price_tag(texts: &Texts, price: &ShownPrice, label: &str, class: &str, large: bool, test_id: &str) -> Markup {
    let mut classes = String::from("price");
    if large {
        classes.push_str(" price--large");
    }
    if price.old.is_some() {
        classes.push_str(" price--special");
    }
    html! {
        p class=(class) {
            span.visually-hidden { (texts.get(label)) }
            span class=(classes) data-testid=(test_id) { (price.current) }
            @if let Some(old) = &price.old {
                span.visually-hidden { (texts.get("catalog.card.old_price")) }
                s."price"."price--old" { (old) }
            }
        }
    }
}

/// A product's page (`shared/catalog/productImage.ts` `productHref`).
pub fn product_href(product: &Value) -> String {
    let slug = product
        .get("url_key")
        .and_then(Value::as_str)
        .map(str::to_string)
        .or_else(|| id_text(product, "parent_id"))
        .or_else(|| id_text(product, "id"))
        .unwrap_or_default();
    format!("/shop/products/{}/-1", path_segment(&slug))
}

/// The card's picture: the first of `base_image` and `images`, 300 and 600 px copies.
fn card_image(product: &Value) -> Option<(String, Option<String>)> {
    let image = product.get("base_image").filter(|image| image.is_object()).or_else(|| list(product, "images").first())?;
    let small = image.get("small_image_url").and_then(Value::as_str);
    let medium = image.get("medium_image_url").and_then(Value::as_str);
    let src = medium
        .or(small)
        .or_else(|| image.get("large_image_url").and_then(Value::as_str))
        .or_else(|| image.get("original_image_url").and_then(Value::as_str))?;
    let srcset = small.zip(medium).map(|(small, medium)| format!("{small} 300w, {medium} 600w"));
    Some((src.to_string(), srcset))
}

/// `shared/products/ProductCard.tsx`.
pub fn product_card(texts: &Texts, product: &Value, currency: Currency, heading_two: bool, eager: bool) -> Markup {
    let price = product_price(product, currency);
    let in_stock = product.get("in_stock").and_then(Value::as_bool) != Some(false);
    let is_new = product.get("new").is_some_and(|value| value.as_bool() == Some(true) || value.as_i64().is_some_and(|n| n != 0));
    let name = text(product, "name");
    let shop = text(product, "shop_name");
    let link = html! { a.product-card__link href=(product_href(product)) { (name) } };
    html! {
        article class=(if in_stock { "product-card" } else { "product-card product-card--sold-out" }) data-testid="product-card" {
            div.product-card__media {
                @if let Some((src, srcset)) = card_image(product) {
                    img.product-card__image src=(src) srcset=[srcset] sizes="(min-width: 1024px) 240px, 50vw" width="600" height="600" alt=""
                        loading=(if eager { "eager" } else { "lazy" }) decoding="async";
                } @else {
                    span.product-card__no-image aria-hidden="true" {}
                }
                div.product-card__badges {
                    @if let Some(percent) = price.as_ref().and_then(|price| price.percent) {
                        span."badge"."badge--sale" data-testid="discount-badge" { (texts.with("catalog.card.discount", &[("percent", &percent.to_string())])) }
                    }
                    @if is_new {
                        span."badge"."badge--new" data-testid="new-badge" { (texts.get("catalog.card.new")) }
                    }
                }
                @if !in_stock {
                    span.product-card__stock data-testid="out-of-stock" { (texts.get("catalog.card.out_of_stock")) }
                }
            }
            div.product-card__body {
                @if heading_two { h2.product-card__name { (link) } } @else { h3.product-card__name { (link) } }
                @if !shop.is_empty() { p.product-card__seller { (shop) } }
                @if let Some(price) = &price { (price_tag(texts, price, "catalog.card.price", "product-card__prices", false, "price")) }
            }
        }
    }
}

/// The categories from the root down to the one `matches` picks; empty when none does.
pub fn path_to<'a>(tree: &'a [Value], matches: &dyn Fn(&Value) -> bool) -> Vec<&'a Value> {
    for category in tree {
        if matches(category) {
            return vec![category];
        }
        let below = path_to(list(category, "children"), matches);
        if !below.is_empty() {
            let mut path = vec![category];
            path.extend(below);
            return path;
        }
    }
    Vec::new()
}

/// A swatch colour as CSS takes it: `#a1b2c3`, or a colour's name; anything else is left out
/// (a value staff typed never becomes more than one declaration).
pub fn swatch_colour(value: &str) -> &str {
    let value = value.trim();
    if value.chars().all(|c| c.is_ascii_alphanumeric() || c == '#') {
        value
    } else {
        "transparent"
    }
}
