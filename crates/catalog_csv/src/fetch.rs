//! An import's pictures named by address, fetched once its rows are written: each made into
//! every size as an upload is, written to the picture store and added after the product's
//! pictures with the job's author in the audit log. A picture that cannot be taken is reported
//! on its row's line, column `pictures`; the product stays as the row wrote it.

use storefront_accounts::tokens::new_token;
use storefront_core::pictures::{upload_path, MAX_PICTURES_PER_PRODUCT};
use storefront_core::validation::Message;
use storefront_db::catalog::csv_jobs::{Job, Line};
use storefront_db::catalog::csv_picture_fetches::{self, PictureFetch};
use storefront_db::catalog::pictures::{self, Added};
use storefront_media::upload;

use crate::check::fault_line;
use crate::runner::{Progress, Runner};

/// Fetches the job's waiting pictures one at a time, saying it is alive after each.
pub(crate) async fn run(runner: &Runner, job: &Job) -> Result<Progress, sqlx::Error> {
    let db = runner.db();
    while let Some(fetch) = csv_picture_fetches::next(db, job.id).await? {
        let fault = take(runner, job, &fetch)
            .await?
            .err()
            .map(|message| Line { after: fetch.url.clone(), ..fault_line(fetch.line, &fetch.sku, "pictures", message) });
        csv_picture_fetches::end(db, job.id, &fetch, fault).await?;
        match runner.beat_applying(job).await? {
            Progress::Go => {}
            stop => return Ok(stop),
        }
    }
    Ok(Progress::Go)
}

/// Fetches, makes and adds one picture: why it was not added, if it was not.
async fn take(runner: &Runner, job: &Job, fetch: &PictureFetch) -> Result<Result<(), Message>, sqlx::Error> {
    let db = runner.db();
    // Added already by a server that stopped before taking it off the queue.
    if pictures::has_source(db, fetch.product_id, &fetch.url).await? {
        return Ok(Ok(()));
    }
    let bytes = match runner.downloader().get(&fetch.url).await {
        Ok(bytes) => bytes,
        Err(message) => return Ok(Err(message)),
    };
    let path = upload_path(fetch.product_id, &new_token());
    let making = path.clone();
    let files = match tokio::task::spawn_blocking(move || upload::prepare(&bytes, &making)).await {
        Ok(Ok(files)) => files,
        Ok(Err(message)) => return Ok(Err(message)),
        Err(_) => return Ok(Err(Message::PictureUnreadable)),
    };
    if let Err(error) = runner.pictures().write_all(files).await {
        tracing::error!(%error, url = fetch.url, "cannot keep an imported picture");
        return Ok(Err(Message::CsvPictureNotFetched));
    }
    let added = pictures::add(db, fetch.product_id, (&path, &fetch.url), MAX_PICTURES_PER_PRODUCT, &job.actor).await?;
    let refused = match added {
        Added::Done(_) => return Ok(Ok(())),
        Added::Full => Message::TooManyPictures,
        Added::NotFound => Message::CsvChangedSinceCheck,
    };
    runner.forget_pictures(&[path]).await;
    Ok(Err(refused))
}
