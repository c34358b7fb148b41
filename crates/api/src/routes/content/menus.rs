//! `GET /api/cms/menus`: the header and footer menus as trees of items.

use axum::extract::{RawQuery, State};
use serde::Serialize;
use storefront_core::menu::{menu_item_link, MenuLinkSource};
use storefront_core::routes::category_path;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::locale::ContentLocale;
use crate::error::ApiError;
use crate::extract::Json;
use crate::routes::answers::{DataAnswer, Links};
use crate::routes::params::Params;
use crate::state::AppState;
use storefront_db::content::menus::{self, MenuName, MenuRow};
use storefront_db::content::pages::{self, PageTitle};
use storefront_db::Db;

/// How deep `childs` nest at most (a loop in the parent links cannot recurse forever).
const MAX_DEPTH: usize = 4;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(cms_menus))
}

/// Where an item leads: its category's page; else the core's rule (its url key, else its page),
/// else its custom url.
pub fn item_link(row: &MenuRow) -> String {
    if let Some(slug) = &row.category_slug {
        return category_path(slug);
    }
    let source =
        MenuLinkSource { name: row.name.clone(), url_key: row.url_key.clone(), page_id: row.page_id.and_then(|id| u64::try_from(id).ok()) };
    match (&source.url_key, source.page_id, &row.custom_url) {
        (None, None, Some(custom)) if !custom.trim().is_empty() => custom.trim().to_string(),
        _ => menu_item_link(&source),
    }
}

/// A menu item with its sub-items (`childs`, the shell's name), at most 4 levels deep.
#[derive(Debug, Serialize, ToSchema)]
pub struct MenuItem {
    pub id: i64,
    pub name: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub status: i64,
    pub position: i64,
    pub parent_id: Option<i64>,
    pub page_id: Option<i64>,
    pub url_key: Option<String>,
    #[serde(rename = "custom-url")]
    pub custom_url: Option<String>,
    pub translations: Vec<MenuItemName>,
    /// The page the item opens, in each language it has.
    pub pages: Vec<MenuItemPage>,
    #[schema(no_recursion)]
    pub childs: Vec<MenuItem>,
    pub links: Links,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MenuItemName {
    pub locale: String,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MenuItemPage {
    pub locale: String,
    pub cms_page_id: i64,
    pub url_key: String,
    pub page_title: String,
}

struct Menu {
    rows: Vec<MenuRow>,
    names: Vec<MenuName>,
    page_titles: Vec<PageTitle>,
}

impl Menu {
    fn children(&self, parent: Option<i64>) -> impl Iterator<Item = &MenuRow> {
        self.rows.iter().filter(move |r| r.parent_id == parent)
    }

    fn item(&self, row: &MenuRow, depth: usize) -> MenuItem {
        let childs = if depth >= MAX_DEPTH { Vec::new() } else { self.children(Some(row.id)).map(|c| self.item(c, depth + 1)).collect() };
        let translations = self
            .names
            .iter()
            .filter(|n| n.menu_id == row.id)
            .map(|n| MenuItemName { locale: n.locale.clone(), name: n.name.clone() })
            .collect();
        let pages = match (row.page_id, &row.page_url_key) {
            (Some(page_id), Some(url_key)) => self
                .page_titles
                .iter()
                .filter(|t| t.page_id == page_id)
                .map(|t| MenuItemPage {
                    locale: t.locale.clone(),
                    cms_page_id: page_id,
                    url_key: url_key.clone(),
                    page_title: t.page_title.clone(),
                })
                .collect(),
            _ => Vec::new(),
        };
        MenuItem {
            id: row.id,
            name: row.name.clone(),
            kind: row.kind.clone(),
            status: row.status,
            position: row.position,
            parent_id: row.parent_id,
            page_id: row.page_id,
            url_key: row.url_key.clone(),
            // The shell follows a custom url when an item names no page: a category's page is one.
            custom_url: row.category_slug.as_deref().map(category_path).or_else(|| row.custom_url.clone()),
            translations,
            pages,
            childs,
            links: Links { first: item_link(row) },
        }
    }
}

/// Active menu items, top-level ones with their `childs`; `type` picks the header or footer.
#[utoipa::path(get, path = "/api/cms/menus", tag = "content",
    params(("locale" = Option<String>, Query, description = "hy | ru | en"),
           ("type" = Option<String>, Query, description = "header | footer (default: both, header first)")),
    responses((status = 200, description = "The top-level items, each with its `childs`", body = DataAnswer<Vec<MenuItem>>),
              (status = 400, description = "A parameter is invalid; `field` names it", body = crate::error::ErrorAnswer)))]
async fn cms_menus(
    State(db): State<Db>,
    ContentLocale(locale): ContentLocale,
    RawQuery(query): RawQuery,
) -> Result<Json<DataAnswer<Vec<MenuItem>>>, ApiError> {
    let params = Params::parse(query.as_deref());
    let kind = match params.get("type") {
        None => None,
        Some(kind @ ("header" | "footer")) => Some(kind),
        Some(_) => return Err(ApiError::invalid_param("type", "type must be header or footer")),
    };
    let rows = menus::list(&db, locale, kind).await?;
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut page_ids: Vec<i64> = rows.iter().filter_map(|r| r.page_id).collect();
    page_ids.sort_unstable();
    page_ids.dedup();
    let menu = Menu { names: menus::names(&db, &ids).await?, page_titles: pages::titles(&db, &page_ids).await?, rows };
    // Trees grow from the top-level items, so an item whose parent is not served (inactive) is
    // not served either.
    Ok(Json(DataAnswer::new(menu.children(None).map(|row| menu.item(row, 0)).collect())))
}
