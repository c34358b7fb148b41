//! Category calls: the tree, one category by slug, and the filters of a category.

use std::collections::HashMap;

use axum::extract::{RawQuery, State};
use serde_json::{json, Value};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::context::Shopper;
use super::params::Params;
use crate::error::ApiError;
use crate::extract::{Json, Path};
use crate::state::AppState;
use storefront_db::catalog::attributes;
use storefront_db::catalog::categories::{self, CategoryRow};
use storefront_db::Db;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(root_categories))
        .routes(routes!(all_categories))
        .routes(routes!(category_by_slug))
        .routes(routes!(category_filters))
        .routes(routes!(all_filters))
        .routes(routes!(filters))
}

/// The category tree with product counts that include descendants.
struct Tree {
    rows: Vec<CategoryRow>,
    counts: HashMap<i64, i64>,
}

impl Tree {
    async fn load(db: &Db, shopper: &Shopper) -> Result<Tree, ApiError> {
        let rows = categories::load_all(db, shopper.locale).await?;
        let direct = categories::direct_product_counts(db).await?;
        let mut tree = Tree { rows, counts: HashMap::new() };
        let ids: Vec<i64> = tree.rows.iter().map(|r| r.id).collect();
        for id in ids {
            let total = tree.subtree(id).iter().map(|c| direct.get(c).copied().unwrap_or(0)).sum();
            tree.counts.insert(id, total);
        }
        Ok(tree)
    }

    fn children(&self, parent: Option<i64>) -> impl Iterator<Item = &CategoryRow> {
        self.rows.iter().filter(move |r| r.parent_id == parent)
    }

    /// The category and all its descendants.
    fn subtree(&self, id: i64) -> Vec<i64> {
        let mut ids = vec![id];
        let mut next = 0;
        while next < ids.len() {
            let parent = ids[next];
            ids.extend(self.children(Some(parent)).map(|c| c.id));
            next += 1;
        }
        ids
    }

    fn json(&self, row: &CategoryRow, depth: usize) -> Value {
        let children: Vec<Value> =
            if depth == 0 { Vec::new() } else { self.children(Some(row.id)).map(|c| self.json(c, depth - 1)).collect() };
        json!({
            "id": row.id,
            "slug": row.slug,
            "name": row.name,
            "description": row.description,
            "image_url": row.image_path.as_ref().map(|p| format!("/storage/{p}")),
            "parent_id": row.parent_id,
            "position": row.position,
            "product_count": self.counts.get(&row.id).copied().unwrap_or(0),
            "children": children,
        })
    }

    fn breadcrumbs(&self, row: &CategoryRow) -> Vec<Value> {
        let mut trail = vec![row];
        while let Some(parent) = trail.last().and_then(|r| r.parent_id).and_then(|p| self.rows.iter().find(|r| r.id == p)) {
            if trail.iter().any(|r| r.id == parent.id) {
                break;
            }
            trail.push(parent);
        }
        trail.iter().rev().map(|r| json!({ "id": r.id, "slug": r.slug, "name": r.name })).collect()
    }
}

/// Top-level categories, each with its direct children.
#[utoipa::path(get, path = "/api/root-categories", tag = "catalog",
    responses((status = 200, description = "`data`: categories", body = Object)))]
async fn root_categories(State(db): State<Db>, shopper: Shopper) -> Result<Json<Value>, ApiError> {
    let tree = Tree::load(&db, &shopper).await?;
    let data: Vec<Value> = tree.children(None).map(|c| tree.json(c, 1)).collect();
    Ok(Json(json!({ "data": data })))
}

/// The whole category tree.
#[utoipa::path(get, path = "/api/categories", tag = "catalog",
    responses((status = 200, description = "`data`: categories with nested `children`", body = Object)))]
async fn all_categories(State(db): State<Db>, shopper: Shopper) -> Result<Json<Value>, ApiError> {
    let tree = Tree::load(&db, &shopper).await?;
    let data: Vec<Value> = tree.children(None).map(|c| tree.json(c, usize::MAX)).collect();
    Ok(Json(json!({ "data": data })))
}

/// One category with its children and breadcrumbs.
#[utoipa::path(get, path = "/api/categories/slug/{slug}", tag = "catalog",
    params(("slug" = String, Path)),
    responses((status = 200, description = "`data`: the category", body = Object), (status = 404, description = "No such category", body = crate::error::ErrorAnswer)))]
async fn category_by_slug(State(db): State<Db>, shopper: Shopper, Path(slug): Path<String>) -> Result<Json<Value>, ApiError> {
    let tree = Tree::load(&db, &shopper).await?;
    let row = tree.rows.iter().find(|r| r.slug == slug).ok_or_else(|| ApiError::NotFound("Category not found".into()))?;
    let mut data = tree.json(row, usize::MAX);
    data["breadcrumbs"] = Value::Array(tree.breadcrumbs(row));
    Ok(Json(json!({ "data": data })))
}

/// The filterable attributes with their options; with a category, only options its products carry.
async fn filter_answer(db: &Db, shopper: &Shopper, category: Option<i64>) -> Result<Value, ApiError> {
    let attributes = attributes::load_attributes(db, shopper.locale).await?;
    let present = match category {
        Some(id) => Some(attributes::options_in_category(db, id).await?),
        None => None,
    };
    let options = attributes::load_options(db, shopper.locale, present.as_deref()).await?;
    let filter: Vec<Value> = attributes
        .iter()
        .filter(|a| a.filterable)
        .filter_map(|attribute| {
            let options: Vec<Value> = options
                .iter()
                .filter(|o| o.attribute_id == attribute.id)
                .map(|o| json!({ "id": o.id, "admin_name": o.admin_name, "label": o.label, "swatch_value": o.swatch_value }))
                .collect();
            (!options.is_empty()).then(|| {
                json!({ "id": attribute.id, "code": attribute.code, "name": attribute.label,
                        "swatch_type": attribute.swatch_type, "options": options })
            })
        })
        .collect();
    Ok(json!({ "data": { "filter": filter } }))
}

/// Filters of one category (`category_id`).
#[utoipa::path(get, path = "/api/category", tag = "catalog",
    params(("category_id" = i64, Query)),
    responses((status = 200, description = "`data.filter`", body = Object), (status = 400, description = "category_id missing or invalid", body = crate::error::ErrorAnswer)))]
async fn category_filters(State(db): State<Db>, shopper: Shopper, RawQuery(query): RawQuery) -> Result<Json<Value>, ApiError> {
    let params = Params::parse(query.as_deref());
    let category = params.id("category_id")?.ok_or_else(|| ApiError::invalid_param("category_id", "category_id is required"))?;
    Ok(Json(filter_answer(&db, &shopper, Some(category)).await?))
}

/// Filters over the whole catalogue.
#[utoipa::path(get, path = "/api/category/all", tag = "catalog",
    responses((status = 200, description = "`data.filter`", body = Object)))]
async fn all_filters(State(db): State<Db>, shopper: Shopper) -> Result<Json<Value>, ApiError> {
    Ok(Json(filter_answer(&db, &shopper, None).await?))
}

/// Filters, of one category when `category_id` is given.
#[utoipa::path(get, path = "/api/filters", tag = "catalog",
    params(("category_id" = Option<i64>, Query)),
    responses((status = 200, description = "`data.filter`", body = Object)))]
async fn filters(State(db): State<Db>, shopper: Shopper, RawQuery(query): RawQuery) -> Result<Json<Value>, ApiError> {
    let params = Params::parse(query.as_deref());
    Ok(Json(filter_answer(&db, &shopper, params.id("category_id")?).await?))
}
