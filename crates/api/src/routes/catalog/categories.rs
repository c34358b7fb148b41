//! Category calls: the tree, one category by slug, and the filters of a category.

use std::collections::HashMap;

use axum::extract::{RawQuery, State};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::catalog::Catalogue;
use crate::error::ApiError;
use crate::extract::{Json, Path};
use crate::routes::answers::DataAnswer;
use crate::routes::params::Params;
use crate::routes::shopper::Shopper;
use crate::state::AppState;
use storefront_db::catalog::attributes;
use storefront_db::catalog::categories::{self, CategoryRow};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(root_categories))
        .routes(routes!(all_categories))
        .routes(routes!(category_by_slug))
        .routes(routes!(category_filters))
        .routes(routes!(all_filters))
        .routes(routes!(filters))
}

/// A category; `product_count` includes its descendants' products. `breadcrumbs` (from the top
/// category down to this one) only in the answer for one category.
#[derive(Debug, Serialize, ToSchema)]
pub struct Category {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub description: String,
    pub image_url: Option<String>,
    pub parent_id: Option<i64>,
    pub position: i64,
    pub product_count: i64,
    #[schema(no_recursion)]
    pub children: Vec<Category>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub breadcrumbs: Option<Vec<Breadcrumb>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Breadcrumb {
    pub id: i64,
    pub slug: String,
    pub name: String,
}

/// The filters of a list: `{"filter": [attribute…]}`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Filters {
    pub filter: Vec<FilterAttribute>,
}

/// A filterable attribute with the options there are products for.
#[derive(Debug, Serialize, ToSchema)]
pub struct FilterAttribute {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub swatch_type: String,
    pub options: Vec<FilterOption>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FilterOption {
    pub id: i64,
    pub admin_name: String,
    pub label: String,
    pub swatch_value: Option<String>,
}

/// The category tree with product counts that include descendants.
struct Tree {
    rows: Vec<CategoryRow>,
    counts: HashMap<i64, i64>,
}

impl Tree {
    async fn load(catalogue: &Catalogue, shopper: &Shopper) -> Result<Tree, ApiError> {
        let rows = categories::load_all(&catalogue.db, shopper.locale).await?;
        let direct = catalogue.lists.category_counts(&catalogue.db).await?;
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

    fn category(&self, row: &CategoryRow, depth: usize) -> Category {
        let children = if depth == 0 { Vec::new() } else { self.children(Some(row.id)).map(|c| self.category(c, depth - 1)).collect() };
        Category {
            id: row.id,
            slug: row.slug.clone(),
            name: row.name.clone(),
            description: row.description.clone(),
            image_url: row.image_path.as_ref().map(|p| format!("/storage/{p}")),
            parent_id: row.parent_id,
            position: row.position,
            product_count: self.counts.get(&row.id).copied().unwrap_or(0),
            children,
            breadcrumbs: None,
        }
    }

    fn breadcrumbs(&self, row: &CategoryRow) -> Vec<Breadcrumb> {
        let mut trail = vec![row];
        while let Some(parent) = trail.last().and_then(|r| r.parent_id).and_then(|p| self.rows.iter().find(|r| r.id == p)) {
            if trail.iter().any(|r| r.id == parent.id) {
                break;
            }
            trail.push(parent);
        }
        trail.iter().rev().map(|r| Breadcrumb { id: r.id, slug: r.slug.clone(), name: r.name.clone() }).collect()
    }
}

/// Top-level categories, each with its direct children.
#[utoipa::path(get, path = "/api/root-categories", tag = "catalog",
    responses((status = 200, description = "`data`: categories", body = DataAnswer<Vec<Category>>)))]
async fn root_categories(State(catalogue): State<Catalogue>, shopper: Shopper) -> Result<Json<DataAnswer<Vec<Category>>>, ApiError> {
    let tree = Tree::load(&catalogue, &shopper).await?;
    Ok(Json(DataAnswer::new(tree.children(None).map(|c| tree.category(c, 1)).collect())))
}

/// The whole category tree.
#[utoipa::path(get, path = "/api/categories", tag = "catalog",
    responses((status = 200, description = "`data`: categories with nested `children`", body = DataAnswer<Vec<Category>>)))]
async fn all_categories(State(catalogue): State<Catalogue>, shopper: Shopper) -> Result<Json<DataAnswer<Vec<Category>>>, ApiError> {
    let tree = Tree::load(&catalogue, &shopper).await?;
    Ok(Json(DataAnswer::new(tree.children(None).map(|c| tree.category(c, usize::MAX)).collect())))
}

/// One category with its children and breadcrumbs.
#[utoipa::path(get, path = "/api/categories/slug/{slug}", tag = "catalog",
    params(("slug" = String, Path)),
    responses((status = 200, description = "`data`: the category", body = DataAnswer<Category>), (status = 404, description = "No such category", body = crate::error::ErrorAnswer)))]
async fn category_by_slug(
    State(catalogue): State<Catalogue>,
    shopper: Shopper,
    Path(slug): Path<String>,
) -> Result<Json<DataAnswer<Category>>, ApiError> {
    let tree = Tree::load(&catalogue, &shopper).await?;
    let row = tree.rows.iter().find(|r| r.slug == slug).ok_or_else(|| ApiError::NotFound("Category not found".into()))?;
    let mut data = tree.category(row, usize::MAX);
    data.breadcrumbs = Some(tree.breadcrumbs(row));
    Ok(Json(DataAnswer::new(data)))
}

/// The filterable attributes with their options; with a category, only options its products carry.
async fn filter_answer(catalogue: &Catalogue, shopper: &Shopper, category: Option<i64>) -> Result<DataAnswer<Filters>, ApiError> {
    let db = &catalogue.db;
    let attributes = attributes::load_attributes(db, shopper.locale).await?;
    let present = match category {
        Some(id) => Some(catalogue.lists.category_options(db, id).await?),
        None => None,
    };
    let options = attributes::load_options(db, shopper.locale, present.as_deref().map(Vec::as_slice)).await?;
    let filter = attributes
        .iter()
        .filter(|a| a.filterable)
        .filter_map(|attribute| {
            let options: Vec<FilterOption> = options
                .iter()
                .filter(|o| o.attribute_id == attribute.id)
                .map(|o| FilterOption {
                    id: o.id,
                    admin_name: o.admin_name.clone(),
                    label: o.label.clone(),
                    swatch_value: o.swatch_value.clone(),
                })
                .collect();
            (!options.is_empty()).then(|| FilterAttribute {
                id: attribute.id,
                code: attribute.code.clone(),
                name: attribute.label.clone(),
                swatch_type: attribute.swatch_type.clone(),
                options,
            })
        })
        .collect();
    Ok(DataAnswer::new(Filters { filter }))
}

/// Filters of one category (`category_id`).
#[utoipa::path(get, path = "/api/category", tag = "catalog",
    params(("category_id" = i64, Query)),
    responses((status = 200, description = "`data.filter`", body = DataAnswer<Filters>), (status = 400, description = "category_id missing or invalid", body = crate::error::ErrorAnswer)))]
async fn category_filters(
    State(catalogue): State<Catalogue>,
    shopper: Shopper,
    RawQuery(query): RawQuery,
) -> Result<Json<DataAnswer<Filters>>, ApiError> {
    let params = Params::parse(query.as_deref());
    let category = params.id("category_id")?.ok_or_else(|| ApiError::invalid_param("category_id", "category_id is required"))?;
    Ok(Json(filter_answer(&catalogue, &shopper, Some(category)).await?))
}

/// Filters over the whole catalogue.
#[utoipa::path(get, path = "/api/category/all", tag = "catalog",
    responses((status = 200, description = "`data.filter`", body = DataAnswer<Filters>)))]
async fn all_filters(State(catalogue): State<Catalogue>, shopper: Shopper) -> Result<Json<DataAnswer<Filters>>, ApiError> {
    Ok(Json(filter_answer(&catalogue, &shopper, None).await?))
}

/// Filters, of one category when `category_id` is given.
#[utoipa::path(get, path = "/api/filters", tag = "catalog",
    params(("category_id" = Option<i64>, Query)),
    responses((status = 200, description = "`data.filter`", body = DataAnswer<Filters>)))]
async fn filters(
    State(catalogue): State<Catalogue>,
    shopper: Shopper,
    RawQuery(query): RawQuery,
) -> Result<Json<DataAnswer<Filters>>, ApiError> {
    let params = Params::parse(query.as_deref());
    Ok(Json(filter_answer(&catalogue, &shopper, params.id("category_id")?).await?))
}
