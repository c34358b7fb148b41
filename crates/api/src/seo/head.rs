//! The `<head>` of product and category documents.

use serde_json::json;
use storefront_core::locale::Locale;
use storefront_core::money::{Amount, RateTable};
use storefront_core::presentation::shop_name;

use crate::error::ApiError;
use storefront_db::catalog::{categories, products};
use storefront_db::Db;

const DESCRIPTION_LENGTH: usize = 160;

#[derive(Debug, Clone, PartialEq)]
pub struct Head {
    pub title: String,
    pub description: String,
    /// Path and query of the canonical URL, without the base.
    pub canonical_path: String,
    pub image: Option<String>,
    pub og_type: &'static str,
    pub json_ld: Option<serde_json::Value>,
    pub locale: Locale,
}

/// Text of an HTML fragment, whitespace collapsed, cut at a word near `DESCRIPTION_LENGTH`.
fn plain_text(html: &str) -> String {
    let text = storefront_db::html::text_of(html);
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut out = String::new();
    for word in words {
        if out.chars().count() + word.chars().count() + 1 > DESCRIPTION_LENGTH {
            out.push('…');
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// `15000.00`: schema.org wants a plain decimal, two places are enough.
fn decimal_with_cents(amount: Amount) -> String {
    let four_places = amount.to_decimal_string();
    four_places[..four_places.len() - 2].to_string()
}

fn path_segments(path: &str) -> Vec<&str> {
    path.split('/').filter(|s| !s.is_empty()).collect()
}

/// What the server knows about the page at a path.
#[derive(Debug, Clone, PartialEq)]
pub enum PageHead {
    /// A page without a head of its own (the shell's default applies).
    Other,
    /// A product or category page whose product or category does not exist: a 404.
    Missing,
    Found(Head),
}

/// The head of the document at `path`, for the pages that have one of their own.
pub async fn head_for(db: &Db, path: &str, locale: Locale) -> Result<PageHead, ApiError> {
    let head = match path_segments(path).as_slice() {
        ["shop", "products", slug, parent] => product_head(db, slug, parent, locale).await?,
        ["shop", "catalog", slug] if *slug != "search" => category_head(db, slug, locale).await?,
        _ => return Ok(PageHead::Other),
    };
    Ok(head.map_or(PageHead::Missing, PageHead::Found))
}

async fn product_head(db: &Db, slug: &str, parent: &str, locale: Locale) -> Result<Option<Head>, ApiError> {
    let Some(id) = products::find_listed(db, slug).await? else { return Ok(None) };
    let Some(row) = products::load(db, &[id], locale).await?.pop() else { return Ok(None) };
    let images = products::load_images(db, &[id], locale).await?;
    let image = images.get(&id).and_then(|list| list.first()).map(|i| format!("/cache/large/{}", i.path));
    // What staff wrote for search engines comes first; else the name and the description.
    let (seo_title, seo_description) = products::seo_texts(db, id, locale).await?;
    let description = match seo_description.trim() {
        "" => plain_text(if row.short_description.trim().is_empty() { &row.description } else { &row.short_description }),
        written => written.to_string(),
    };
    let price = Amount::new(row.final_price_minor, RateTable::BASE);
    let canonical_path = format!("/shop/products/{}/{}", row.url_key.as_deref().unwrap_or(slug), parent);
    let json_ld = json!({
        "@context": "https://schema.org",
        "@type": "Product",
        "name": row.name,
        "sku": row.sku,
        "description": description,
        "image": image.iter().collect::<Vec<_>>(),
        "brand": row.shop_name.as_ref().map(|name| json!({ "@type": "Brand", "name": name })),
        "offers": {
            "@type": "Offer",
            "price": decimal_with_cents(price),
            "priceCurrency": price.currency.code(),
            "availability": if row.qty > 0 { "https://schema.org/InStock" } else { "https://schema.org/OutOfStock" },
            "url": canonical_path,
        },
    });
    Ok(Some(Head {
        title: match seo_title.trim() {
            "" => format!("{} — {}", row.name, shop_name(locale)),
            written => written.to_string(),
        },
        description,
        canonical_path,
        image,
        og_type: "product",
        json_ld: Some(json_ld),
        locale,
    }))
}

async fn category_head(db: &Db, slug: &str, locale: Locale) -> Result<Option<Head>, ApiError> {
    let all = categories::load_all(db, locale).await?;
    let Some(row) = all.into_iter().find(|c| c.slug == slug) else { return Ok(None) };
    let description =
        if row.description.trim().is_empty() { format!("{} — {}", row.name, shop_name(locale)) } else { plain_text(&row.description) };
    Ok(Some(Head {
        title: format!("{} — {}", row.name, shop_name(locale)),
        description,
        canonical_path: storefront_core::routes::category_path(&row.slug),
        image: row.image_path.map(|p| format!("/storage/{p}")),
        og_type: "website",
        json_ld: Some(json!({
            "@context": "https://schema.org",
            "@type": "CollectionPage",
            "name": row.name,
        })),
        locale,
    }))
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

impl Head {
    /// The tags, with absolute URLs under `base`.
    pub fn render(&self, base: &str) -> String {
        let url = |path: &str| format!("{base}{path}");
        let canonical = url(&format!("{}?locale={}", self.canonical_path, self.locale.code()));
        let mut tags = vec![
            format!("<title>{}</title>", escape(&self.title)),
            format!(r#"<meta name="description" content="{}">"#, escape(&self.description)),
            format!(r#"<link rel="canonical" href="{}">"#, escape(&canonical)),
        ];
        for locale in Locale::ALL {
            let href = url(&format!("{}?locale={}", self.canonical_path, locale.code()));
            tags.push(format!(r#"<link rel="alternate" hreflang="{}" href="{}">"#, locale.code(), escape(&href)));
        }
        tags.push(format!(r#"<link rel="alternate" hreflang="x-default" href="{}">"#, escape(&url(&self.canonical_path))));
        tags.push(format!(r#"<meta property="og:type" content="{}">"#, self.og_type));
        tags.push(format!(r#"<meta property="og:title" content="{}">"#, escape(&self.title)));
        tags.push(format!(r#"<meta property="og:description" content="{}">"#, escape(&self.description)));
        tags.push(format!(r#"<meta property="og:url" content="{}">"#, escape(&canonical)));
        tags.push(format!(r#"<meta property="og:site_name" content="{}">"#, shop_name(self.locale)));
        let og_locale = self.locale.pick("hy_AM", "ru_RU", "en_US");
        tags.push(format!(r#"<meta property="og:locale" content="{og_locale}">"#));
        if let Some(image) = &self.image {
            tags.push(format!(r#"<meta property="og:image" content="{}">"#, escape(&url(image))));
        }
        if let Some(json_ld) = &self.json_ld {
            let mut json_ld = json_ld.clone();
            absolutize(&mut json_ld, base);
            // `</` inside a script element would end it early.
            let text = json_ld.to_string().replace("</", "<\\/");
            tags.push(format!(r#"<script type="application/ld+json">{text}</script>"#));
        }
        tags.join("\n    ")
    }

    /// The shell document with this head: its `<title>` replaced, the tags added, `lang` set.
    pub fn inject(&self, document: &str, base: &str) -> String {
        let without_title = match (document.find("<title>"), document.find("</title>")) {
            (Some(start), Some(end)) if end > start => format!("{}{}", &document[..start], &document[end + "</title>".len()..]),
            _ => document.to_string(),
        };
        let with_lang = without_title.replacen("<html lang=\"hy\"", &format!("<html lang=\"{}\"", self.locale.code()), 1);
        match with_lang.find("</head>") {
            Some(at) => format!("{}    {}\n  {}", &with_lang[..at], self.render(base), &with_lang[at..]),
            None => with_lang,
        }
    }
}

/// Makes the offer's and images' paths absolute.
fn absolutize(json_ld: &mut serde_json::Value, base: &str) {
    if let Some(images) = json_ld.get_mut("image").and_then(|v| v.as_array_mut()) {
        for image in images.iter_mut() {
            if let Some(path) = image.as_str() {
                *image = serde_json::Value::from(format!("{base}{path}"));
            }
        }
    }
    if let Some(url) = json_ld.pointer_mut("/offers/url") {
        if let Some(path) = url.as_str() {
            *url = serde_json::Value::from(format!("{base}{path}"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head() -> Head {
        Head {
            title: "Red \"dress\" <b>".into(),
            description: "Light & airy".into(),
            canonical_path: "/shop/products/red-dress/-1".into(),
            image: Some("/cache/large/products/1.jpg".into()),
            og_type: "product",
            json_ld: Some(json!({ "@type": "Product", "name": "</script><script>x", "image": ["/a.jpg"], "offers": { "url": "/p" } })),
            locale: Locale::En,
        }
    }

    #[test]
    fn renders_escaped_tags_with_absolute_urls() {
        let html = head().render("https://shuka.am");
        assert!(html.contains("<title>Red &quot;dress&quot; &lt;b&gt;</title>"));
        assert!(html.contains(r#"<meta name="description" content="Light &amp; airy">"#));
        assert!(html.contains(r#"<link rel="canonical" href="https://shuka.am/shop/products/red-dress/-1?locale=en">"#));
        assert!(html.contains(r#"hreflang="hy" href="https://shuka.am/shop/products/red-dress/-1?locale=hy""#));
        assert!(html.contains(r#"<meta property="og:image" content="https://shuka.am/cache/large/products/1.jpg">"#));
        assert!(!html.contains("</script><script>x"), "JSON-LD cannot close its script element");
        assert!(html.contains(r#""image":["https://shuka.am/a.jpg"]"#));
    }

    #[test]
    fn injects_into_the_shell_document() {
        let document = "<!doctype html>\n<html lang=\"hy\"><head><meta charset=\"utf-8\"><title>Shop</title></head><body></body></html>";
        let out = head().inject(document, "http://x");
        assert!(out.starts_with("<!doctype html>\n<html lang=\"en\">"));
        assert_eq!(out.matches("<title>").count(), 1);
        assert!(out.find("og:type").unwrap() < out.find("</head>").unwrap());
    }

    #[test]
    fn descriptions_are_plain_and_short() {
        assert_eq!(plain_text("<p>Soft <b>cotton</b></p>\n<ul><li>Machine wash</li></ul>"), "Soft cotton Machine wash");
        let long = "word ".repeat(100);
        assert!(plain_text(&long).chars().count() <= DESCRIPTION_LENGTH + 1);
    }
}
