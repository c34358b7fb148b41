//! A small, exact set of content for the content API tests, written through the store's writers
//! (which sanitise HTML, as any writer's would) on either database.
//!
//! Pages: `about-us` (custom url `about`), `ogtagorcman-paymanner` (written with a script, an
//! event handler and a `javascript:` link), `terms` with id 18. Menus: header "About us" (by url
//! key) and "Help" (custom url `/contact-us`) with the child "Terms" (by page id only); footer
//! items 1–7, of which item 7 is inactive and item 6 is named in Armenian only. Posts: 12,
//! `post-1` (newest) to `post-12` (oldest); `post-3` has dirty HTML; `post-12` has no picture.
//! Social links: two web links and a `javascript:` one.

use storefront_db::content::blog::{self, NewPost};
use storefront_db::content::menus::{self, NewMenuItem};
use storefront_db::content::pages::{self, NewPage, PageText};
use storefront_db::content::social;
use storefront_server::Db;

pub const DIRTY_HTML: &str = r#"<p onclick="steal()">Privacy <script>alert(1)</script><a href="javascript:alert(1)">bad</a> <a href="/page/terms">terms</a><img src="/storage/a.jpg" onerror="x()"></p>"#;

pub struct ContentFixture {
    pub about: i64,
    pub privacy: i64,
    pub terms: i64,
}

fn texts<'a>(titles: [&'a str; 3], html: [&'a str; 3]) -> Vec<PageText<'a>> {
    ["hy", "ru", "en"]
        .iter()
        .zip(titles)
        .zip(html)
        .map(|((locale, page_title), html_content)| PageText { locale, page_title, html_content, meta_description: page_title })
        .collect()
}

fn names(names: [&str; 3]) -> Vec<(&'static str, &str)> {
    vec![("hy", names[0]), ("ru", names[1]), ("en", names[2])]
}

fn item<'a>(
    kind: &'a str,
    position: i64,
    page_id: Option<i64>,
    url_key: Option<&'a str>,
    names: Vec<(&'a str, &'a str)>,
) -> NewMenuItem<'a> {
    NewMenuItem { parent_id: None, kind, position, page_id, url_key, custom_url: None, names }
}

pub async fn load(db: &Db) -> ContentFixture {
    let mut conn = db.pool().acquire().await.unwrap();
    let conn = &mut *conn;
    let about = pages::insert(
        conn,
        &NewPage {
            id: None,
            url_key: "about-us",
            custom_url: Some("about"),
            created_at: "2026-01-02T10:00:00Z",
            texts: texts(
                ["Մեր մասին", "О нас", "About us"],
                ["<h2>Մեր մասին</h2><p>Շուկա</p>", "<h2>О нас</h2>", "<h2>About us</h2><p>Shuka</p>"],
            ),
        },
    )
    .await
    .unwrap();
    let privacy = pages::insert(
        conn,
        &NewPage {
            id: None,
            url_key: "ogtagorcman-paymanner",
            custom_url: None,
            created_at: "2026-01-02T10:00:00Z",
            texts: texts(["Գաղտնիություն", "Конфиденциальность", "Privacy Policy"], [DIRTY_HTML, DIRTY_HTML, DIRTY_HTML]),
        },
    )
    .await
    .unwrap();
    let terms = pages::insert(
        conn,
        &NewPage {
            id: Some(18),
            url_key: "terms",
            custom_url: None,
            created_at: "2026-01-02T10:00:00Z",
            texts: texts(["Պայմաններ", "Условия", "Terms"], ["<p>Պայմաններ</p>", "<p>Условия</p>", "<p>Terms</p>"]),
        },
    )
    .await
    .unwrap();

    menus::insert(conn, &item("header", 1, Some(about), Some("about-us"), names(["Մեր մասին", "О нас", "About us"]))).await.unwrap();
    let help = menus::insert(
        conn,
        &NewMenuItem {
            custom_url: Some("/contact-us"), ..item("header", 2, None, None, names(["Օգնություն", "Помощь", "Help"]))
        },
    )
    .await
    .unwrap();
    menus::insert(
        conn,
        &NewMenuItem {
            parent_id: Some(help), ..item("header", 1, Some(terms), None, names(["Պայմաններ", "Условия", "Terms"]))
        },
    )
    .await
    .unwrap();
    for n in 1..=7 {
        let (hy, ru, en) = (format!("Հղում {n}"), format!("Ссылка {n}"), format!("Link {n}"));
        let names = if n == 6 { vec![("hy", hy.as_str())] } else { names([&hy, &ru, &en]) };
        let id = menus::insert(conn, &item("footer", n, Some(about), Some("about-us"), names)).await.unwrap();
        if n == 7 {
            sqlx::query("UPDATE cms_menus SET status = 0 WHERE id = $1").bind(id).execute(&mut *conn).await.unwrap();
        }
    }

    for n in 1..=12i64 {
        let (url_key, picture) = (format!("post-{n}"), format!("blog/post-{n}.jpg"));
        // post-1 is the newest.
        let created_at = format!("2026-02-{:02}T09:00:00Z", 28 - n);
        let (hy, ru, en) = (format!("Գրառում {n}"), format!("Запись {n}"), format!("Post {n}"));
        let html = if n == 3 { DIRTY_HTML.to_string() } else { format!("<p>Text {n}</p>") };
        blog::insert(
            conn,
            &NewPost {
                url_key: &url_key,
                image_path: (n != 12).then_some(picture.as_str()),
                created_at: &created_at,
                texts: vec![("hy", &hy, &html), ("ru", &ru, &html), ("en", &en, &html)],
            },
        )
        .await
        .unwrap();
    }

    social::insert(conn, "https://www.facebook.com/shuka.am", "facebook.svg", 1).await.unwrap();
    social::insert(conn, "https://t.me/shuka_am", "telegram.svg", 2).await.unwrap();
    social::insert(conn, "javascript:alert(1)", "evil.svg", 3).await.unwrap();
    ContentFixture { about, privacy, terms }
}
