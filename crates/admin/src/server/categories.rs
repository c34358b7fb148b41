//! The category tree's server functions and its picture's upload route. The core reads every
//! draft and every move (`storefront_core::category_edit`); the database writes them with their
//! audit entries and their changes in the feed every server follows.

use axum::body::Body;
use axum::extract::{Path, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use storefront_accounts::tokens::new_token;
use storefront_core::category_edit::{self, CategoryDraft, Misplaced};
use storefront_core::locale::Locale;
use storefront_core::pictures::category_upload_path;
use storefront_core::staff::Permission;
use storefront_core::validation::Message;
use storefront_db::catalog::category_editing::{self, CategorySaved, Deleted, EditedCategory};
use storefront_media::keys;

use super::caller::{allowed, require, Caller, OrFailed};
use super::pictures::{make, read, Refusal};
use super::AdminState;
use crate::i18n::{text, Text};
use crate::shapes::categories::CategoryNode;
use crate::shapes::error::AdminError;

/// The tree in the order it is shown: each category followed by its subcategories.
pub(crate) fn nodes(categories: Vec<EditedCategory>, locale: Locale) -> Vec<CategoryNode> {
    let name_of = |category: &EditedCategory| {
        let texts = category.texts.get(&locale).or_else(|| category.texts.get(&Locale::Hy));
        texts.map(|t| t.name.clone()).unwrap_or_else(|| category.slug.clone())
    };
    let mut shown = Vec::with_capacity(categories.len());
    // Depth first from the top level; a category whose parent is missing is shown at the top.
    let known: std::collections::HashSet<i64> = categories.iter().map(|c| c.id).collect();
    let children = |parent: Option<i64>| -> Vec<&EditedCategory> {
        categories.iter().filter(|c| c.parent_id.filter(|p| known.contains(p)) == parent).collect()
    };
    let mut stack: Vec<(&EditedCategory, u32, u32, u32, String)> = Vec::new();
    let push_children = |stack: &mut Vec<_>, parent: Option<i64>, depth: u32, path: &str| {
        let level = children(parent);
        let count = level.len() as u32;
        for (index, child) in level.into_iter().enumerate().rev() {
            let name = name_of(child);
            let path = if path.is_empty() { name } else { format!("{path} › {name}") };
            stack.push((child, depth, index as u32, count, path));
        }
    };
    push_children(&mut stack, None, 0, "");
    while let Some((category, depth, index, siblings, path)) = stack.pop() {
        // A loop stored by hand would go on forever; the tree's depth is bounded by the core.
        if depth as usize >= category_edit::MAX_DEPTH * 4 {
            continue;
        }
        push_children(&mut stack, Some(category.id), depth + 1, &path);
        shown.push(CategoryNode {
            id: category.id,
            parent_id: category.parent_id,
            depth,
            index,
            siblings,
            version: category.version,
            slug: category.slug.clone(),
            enabled: category.enabled,
            name: name_of(category),
            path,
            texts: category.texts.clone(),
            product_count: category.product_count,
            picture_url: category.image_path.as_ref().map(|path| format!("/cache/small/{path}")),
        });
    }
    shown
}

pub async fn tree() -> Result<Vec<CategoryNode>, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    Ok(nodes(category_editing::tree(&state.db).await.or_failed()?, caller.locale))
}

/// A refusal of where a category was to go, beside the parent's field.
fn refused_place(misplaced: Misplaced, locale: Locale) -> AdminError {
    AdminError::invalid("parent_id", misplaced.message().text(locale))
}

fn outcome(saved: CategorySaved, locale: Locale) -> Result<i64, AdminError> {
    match saved {
        CategorySaved::Done { id } => Ok(id),
        CategorySaved::Stale => Err(AdminError::conflict(text(locale, Text::CategorySavedByOther))),
        CategorySaved::SlugTaken => Err(AdminError::invalid("slug", Message::CategoryUrlKeyTaken.text(locale))),
        CategorySaved::UnknownParent => Err(AdminError::invalid("parent_id", Message::UnknownCategory.text(locale))),
        CategorySaved::Misplaced(misplaced) => Err(refused_place(misplaced, locale)),
        CategorySaved::NotFound => Err(AdminError::NotFound),
    }
}

pub async fn save(id: Option<i64>, version: i64, parent_id: Option<i64>, draft: CategoryDraft) -> Result<i64, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let locale = caller.locale;
    let category = category_edit::check(&draft).map_err(|faults| AdminError::Invalid {
        fields: faults.into_iter().map(|(field, message)| (field, message.text(locale).to_string())).collect(),
    })?;
    let derived_slug = draft.slug.trim().is_empty();
    let saved = category_editing::save(&state.db, id, version, parent_id, &category, derived_slug, &caller.actor()).await.or_failed()?;
    outcome(saved, locale)
}

pub async fn place(id: i64, parent_id: Option<i64>, index: u32) -> Result<(), AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let placed = category_editing::place(&state.db, id, parent_id, index as usize, &caller.actor()).await.or_failed()?;
    outcome(placed, caller.locale).map(|_| ())
}

pub async fn delete(id: i64, products_to: Option<i64>) -> Result<i64, AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let deleted = category_editing::delete(&state.db, id, products_to, &caller.actor()).await.or_failed()?;
    let locale = caller.locale;
    match deleted {
        Deleted::Done { products_moved } => Ok(products_moved),
        Deleted::ProductsNeedCategory => Err(AdminError::invalid("products_to", Message::ProductsNeedCategory.text(locale))),
        Deleted::UnknownTarget => Err(AdminError::invalid("products_to", Message::UnknownCategory.text(locale))),
        Deleted::NotFound => Err(AdminError::NotFound),
    }
}

pub async fn remove_picture(id: i64) -> Result<(), AdminError> {
    let (state, caller) = require(Permission::ManageCatalogue).await?;
    let replaced = category_editing::set_picture(&state.db, id, None, &caller.actor()).await.or_failed()?.ok_or(AdminError::NotFound)?;
    forget_files(&state, replaced).await;
    Ok(())
}

/// Removes a picture's files once no row names it; a failure costs space, not correctness.
async fn forget_files(state: &AdminState, path: Option<String>) {
    let Some(path) = path else { return };
    if let Err(error) = state.pictures.remove(&keys::all_of(&path)).await {
        tracing::warn!(%error, path, "cannot remove a category picture's files");
    }
}

/// `POST /admin/upload/categories/{id}/picture`: the body is the picture's bytes; it replaces
/// the category's picture.
pub async fn upload_route(State(state): State<AdminState>, Path(category_id): Path<i64>, request: Request<Body>) -> Response {
    let (parts, body) = request.into_parts();
    let caller = match allowed(&state, &parts, Permission::ManageCatalogue).await {
        Ok(caller) => caller,
        Err(error) => return Refusal::from(error).into_response(),
    };
    match take(&state, &caller, category_id, body).await {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(refusal) => refusal.into_response(),
    }
}

async fn take(state: &AdminState, caller: &Caller, category_id: i64, body: Body) -> Result<(), Refusal> {
    let bytes = read(body, caller.locale).await?;
    let path = category_upload_path(category_id, &new_token());
    make(state, bytes, &path, caller.locale).await?;
    match category_editing::set_picture(&state.db, category_id, Some(&path), &caller.actor()).await {
        Ok(Some(replaced)) => {
            forget_files(state, replaced).await;
            Ok(())
        }
        recorded => {
            if let Err(error) = &recorded {
                tracing::error!(%error, "cannot record an uploaded category picture");
            }
            forget_files(state, Some(path)).await;
            Err(match recorded {
                Ok(None) => AdminError::NotFound.into(),
                _ => AdminError::Failed.into(),
            })
        }
    }
}
