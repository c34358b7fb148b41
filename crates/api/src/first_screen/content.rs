//! A blog post's and a CMS page's first screen (`features/content/BlogPages.tsx`
//! `BlogPostPage`, `features/content/CmsPage.tsx`): the title and the whole text, which staff's
//! HTML was sanitised into when it was saved.

use maud::{html, Markup, PreEscaped};
use serde_json::Value;
use storefront_core::presentation::{cms_breadcrumb_label_id, order_date, without_repeated_title};
use storefront_core::routes::path_segment;

use super::parts::{breadcrumbs, text, Crumb};
use super::Screen;

/// The post's picture at the size asked for (`BlogParts.tsx` `postImage`).
fn post_image(post: &Value, size: &str) -> Option<String> {
    let sized = text(post, if size == "large" { "large_image_url" } else { "medium_image_url" });
    if !sized.is_empty() {
        return Some(sized.to_string());
    }
    let url = text(post, "image_url");
    if !url.is_empty() {
        return Some(url.to_string());
    }
    match text(post, "image") {
        "" => None,
        image if image.starts_with('/') => Some(image.to_string()),
        image => Some(format!("/storage/{image}")),
    }
}

/// `BlogParts.tsx` `PostDate`: the day with the month's name from the messages.
fn post_date(screen: &Screen, created_at: &str) -> Markup {
    let day = order_date(created_at);
    let mut parts = day.split('-').map(|part| part.parse::<u32>().unwrap_or(0));
    let (year, month, date) = (parts.next().unwrap_or(0), parts.next().unwrap_or(0), parts.next().unwrap_or(0));
    if year == 0 || date == 0 || !(1..=12).contains(&month) {
        return html! {};
    }
    let texts = &screen.texts;
    let month_name = texts.get(&format!("content.month.{month}")).to_string();
    html! {
        time.post-date datetime=(day) { (texts.with("content.blog.date", &[("day", &date.to_string()), ("month", &month_name), ("year", &year.to_string())])) }
    }
}

pub async fn blog_post(screen: &mut Screen<'_>, slug: &str) -> Option<(Markup, Option<String>)> {
    let locale = ("locale", screen.texts.locale.code().to_string());
    let answer = screen.answers.get(&format!("/api/cms/blog/{}", path_segment(slug)), &[locale]).await?;
    let post = answer.get("data").filter(|post| post.is_object())?;
    let title = Some(text(post, "title")).filter(|title| !title.is_empty()).unwrap_or_else(|| text(post, "blog_title"));
    let texts = &screen.texts;
    let crumbs = [
        Crumb { label: texts.get("content.blog.title").to_string(), to: Some("/blog".into()) },
        Crumb { label: title.to_string(), to: None },
    ];
    let image = post_image(post, "large");
    let medium = text(post, "medium_image_url");
    let large = text(post, "large_image_url");
    let srcset = (!medium.is_empty() && !large.is_empty()).then(|| format!("{medium} 600w, {large} 1200w"));
    let content = without_repeated_title(text(post, "html_content"), title);
    let markup = html! {
        article.post data-testid="blog-post" {
            (breadcrumbs(texts, &crumbs))
            div.post__card {
                header.post__head {
                    (post_date(screen, text(post, "created_at")))
                    h1."page-title"."post__title" { (title) }
                }
                @if let Some(image) = &image {
                    img.post__image src=(image) srcset=[srcset] sizes="(min-width: 900px) 860px, calc(100vw - 32px)" alt="" width="900" height="700" fetchpriority="high" decoding="async";
                }
                div.prose data-testid="blog-content" { (PreEscaped(content)) }
                footer.post__foot {
                    a.button href="/blog" data-testid="back-to-blog" { span aria-hidden="true" { "‹" } (texts.get("content.blog.back")) }
                }
            }
        }
    };
    Some((markup, image))
}

pub async fn cms_page(screen: &mut Screen<'_>, key: &str) -> Option<Markup> {
    let locale = ("locale", screen.texts.locale.code().to_string());
    let answer = screen.answers.get("/api/cms/pages", &[("id", key.to_string()), locale]).await?;
    let page = answer.get("data").and_then(Value::as_array).and_then(|pages| pages.first())?;
    let html_content = text(page, "html_content");
    if html_content.trim().is_empty() {
        return None;
    }
    let title = Some(text(page, "page_title")).filter(|title| !title.is_empty()).unwrap_or_else(|| text(page, "title"));
    let texts = &screen.texts;
    let crumb = cms_breadcrumb_label_id(text(page, "url_key")).map_or_else(|| title.to_string(), |id| texts.get(id).to_string());
    Some(html! {
        article.content-page data-testid="cms-page" data-url-key=(text(page, "url_key")) {
            (breadcrumbs(texts, &[Crumb { label: crumb, to: None }]))
            div.content-page__card {
                h1."page-title"."content-page__title" { (title) }
                div.prose data-testid="cms-content" { (PreEscaped(without_repeated_title(html_content, title))) }
            }
        }
    })
}
