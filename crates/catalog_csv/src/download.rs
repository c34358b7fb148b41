//! A picture fetched from the address an import named: only from the hosts the configuration
//! allows (a redirect elsewhere is not followed), within a time and the upload's byte limit, and
//! only if its first bytes are a picture's.

use std::time::Duration;

use bytes::Bytes;
use storefront_core::picture_addresses::check_address;
use storefront_core::pictures::{kind_of, MAX_PICTURE_BYTES};
use storefront_core::validation::Message;

/// Redirects followed at most, each to an allowed host.
const MAX_REDIRECTS: usize = 5;

#[derive(Clone)]
pub(crate) struct Downloader {
    /// None when it could not be built: then nothing is fetched, rather than fetched by a client
    /// that would follow redirects anywhere.
    client: Option<reqwest::Client>,
    hosts: Vec<String>,
}

impl Downloader {
    /// Everything a fetch may take: well under the time after which another server thinks the
    /// job's server is gone.
    pub(crate) const TIME_LIMIT: Duration = Duration::from_secs(30);

    pub(crate) fn new(hosts: Vec<String>) -> Downloader {
        let allowed = hosts.clone();
        let redirects = reqwest::redirect::Policy::custom(move |attempt| {
            if attempt.previous().len() >= MAX_REDIRECTS || check_address(attempt.url().as_str(), &allowed).is_err() {
                attempt.stop()
            } else {
                attempt.follow()
            }
        });
        let client = reqwest::Client::builder()
            .redirect(redirects)
            .connect_timeout(Duration::from_secs(10))
            .timeout(Self::TIME_LIMIT)
            .user_agent(concat!("storefront-catalogue-import/", env!("CARGO_PKG_VERSION")))
            .build()
            .inspect_err(|error| tracing::error!(%error, "cannot make the client that fetches imported pictures"))
            .ok();
        Downloader { client, hosts }
    }

    /// The hosts pictures may be fetched from.
    pub(crate) fn hosts(&self) -> &[String] {
        &self.hosts
    }

    /// The picture at `address`, or why it was not taken.
    pub(crate) async fn get(&self, address: &str) -> Result<Bytes, Message> {
        // Checked again: the configuration may have changed since the file was checked.
        check_address(address, &self.hosts)?;
        let client = self.client.as_ref().ok_or(Message::CsvPictureNotFetched)?;
        let mut response = client.get(address).send().await.map_err(|_| Message::CsvPictureNotFetched)?;
        if !response.status().is_success() {
            return Err(Message::CsvPictureNotFetched);
        }
        if response.content_length().is_some_and(|length| length > MAX_PICTURE_BYTES as u64) {
            return Err(Message::PictureTooLarge);
        }
        let mut bytes = Vec::new();
        while let Some(chunk) = response.chunk().await.map_err(|_| Message::CsvPictureNotFetched)? {
            if bytes.len() + chunk.len() > MAX_PICTURE_BYTES {
                return Err(Message::PictureTooLarge);
            }
            bytes.extend_from_slice(&chunk);
        }
        kind_of(&bytes).ok_or(Message::PictureType)?;
        Ok(Bytes::from(bytes))
    }
}
