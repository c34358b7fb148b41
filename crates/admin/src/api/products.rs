//! The catalogue's products: the table, the editor, and changes to the chosen rows.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;
use storefront_core::product_edit::ProductDraft;

use crate::shapes::products::*;

use super::AdminError;

#[server(prefix = "/admin/api", endpoint = "products/list", input = Json)]
pub async fn list_products(query: ProductQuery) -> Result<ProductPage, AdminError> {
    crate::server::products::list(query).await
}

/// The categories and sellers a product can be given.
#[server(prefix = "/admin/api", endpoint = "products/choices", input = Json)]
pub async fn get_catalogue_choices() -> Result<CatalogueChoices, AdminError> {
    crate::server::products::choices().await
}

#[server(prefix = "/admin/api", endpoint = "products/detail", input = Json)]
pub async fn get_product(id: i64) -> Result<ProductEditor, AdminError> {
    crate::server::products::detail(id).await
}

/// Creates a product (`id` none) or saves the one read at `version`; the core reads the draft.
#[server(prefix = "/admin/api", endpoint = "products/save", input = Json)]
pub async fn save_product(id: Option<i64>, version: i64, draft: ProductDraft) -> Result<ProductEditor, AdminError> {
    crate::server::products::save(id, version, draft).await
}

/// A price and stock edited in place in the table.
#[server(prefix = "/admin/api", endpoint = "products/inline", input = Json)]
pub async fn edit_inline(edit: InlineEdit) -> Result<ProductRow, AdminError> {
    crate::server::products::inline(edit).await
}

/// Enables, disables, deletes or restores the chosen products.
#[server(prefix = "/admin/api", endpoint = "products/bulk", input = Json)]
pub async fn change_products(ids: Vec<i64>, change: BulkChange) -> Result<BulkResult, AdminError> {
    crate::server::products::bulk(ids, change).await
}

/// A product's variants, and the attributes it may vary by.
#[server(prefix = "/admin/api", endpoint = "products/variants", input = Json)]
pub async fn get_variants(id: i64) -> Result<VariantsEditor, AdminError> {
    crate::server::variants::detail(id).await
}

/// Saves a product's variants as listed, read at the product's `version`; the product becomes
/// configurable.
#[server(prefix = "/admin/api", endpoint = "products/save_variants", input = Json)]
pub async fn save_variants(
    id: i64,
    version: i64,
    draft: storefront_core::variant_edit::VariantsDraft,
) -> Result<VariantsEditor, AdminError> {
    crate::server::variants::save(id, version, draft).await
}

/// Deletes every variant of a configurable product, read at the product's `version`: it is a
/// simple product again, at its price, with no stock until staff enter it.
#[server(prefix = "/admin/api", endpoint = "products/make_simple", input = Json)]
pub async fn make_simple(id: i64, version: i64) -> Result<VariantsEditor, AdminError> {
    crate::server::variants::make_simple(id, version).await
}
