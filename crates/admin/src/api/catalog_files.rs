//! The catalogue's CSV import and export (catalogue editors, managers and the owner). A file is
//! uploaded to `/admin/upload/catalog` (its bytes), which starts its dry run; its report and
//! every export are read and downloaded here.

use leptos::prelude::*;
use leptos::server_fn::codec::Json;

use crate::shapes::catalog_files::*;
use crate::shapes::products::ProductQuery;

use super::AdminError;

/// The newest jobs first.
#[server(prefix = "/admin/api", endpoint = "catalog-files/jobs", input = Json)]
pub async fn catalog_jobs() -> Result<Vec<JobView>, AdminError> {
    crate::server::catalog_files::jobs().await
}

/// A job with what its dry run found (the first changes and faults of each).
#[server(prefix = "/admin/api", endpoint = "catalog-files/report", input = Json)]
pub async fn catalog_job_report(id: i64) -> Result<JobReport, AdminError> {
    crate::server::catalog_files::report(id).await
}

/// Starts an export in the background: of the whole catalogue, or of the products the product
/// table shows for `products` (its page and sort aside).
#[server(prefix = "/admin/api", endpoint = "catalog-files/export", input = Json)]
pub async fn export_catalog(products: Option<ProductQuery>) -> Result<JobView, AdminError> {
    crate::server::catalog_files::export(products).await
}

/// Applies a checked import: bad rows skipped, or the import stops at the first of them.
#[server(prefix = "/admin/api", endpoint = "catalog-files/confirm", input = Json)]
pub async fn confirm_import(id: i64, skip_bad_rows: bool) -> Result<JobView, AdminError> {
    crate::server::catalog_files::confirm(id, skip_bad_rows).await
}

/// Cancels a job: a checked import at once, a running job after its current batch.
#[server(prefix = "/admin/api", endpoint = "catalog-files/cancel", input = Json)]
pub async fn cancel_catalog_job(id: i64) -> Result<JobView, AdminError> {
    crate::server::catalog_files::cancel(id).await
}
