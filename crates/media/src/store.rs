//! Where pictures are kept: one interface (object_store's), two places. A directory is the
//! default (`DATA_DIR`, the tree `/storage/…` and `/cache/…` have always been served from); an
//! S3-compatible bucket is chosen by configuration, so several servers share one set of
//! pictures.

use std::path::Path;
use std::sync::Arc;

use bytes::Bytes;
use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path as Key;
use object_store::{ObjectStore, PutPayload};

/// Which place, as the server's configuration names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreSettings {
    /// Keys are files under the server's data directory (`DATA_DIR`).
    DataDirectory,
    S3(S3Settings),
}

/// An S3-compatible bucket (`MEDIA_S3_*` in the README's table).
#[derive(Clone, PartialEq, Eq)]
pub struct S3Settings {
    pub bucket: String,
    /// The service's URL; empty for AWS itself.
    pub endpoint: String,
    pub region: String,
    pub access_key_id: String,
    pub secret_access_key: String,
}

// The secret stays out of logs and panics.
impl std::fmt::Debug for S3Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("S3Settings")
            .field("bucket", &self.bucket)
            .field("endpoint", &self.endpoint)
            .field("region", &self.region)
            .field("access_key_id", &self.access_key_id)
            .finish_non_exhaustive()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("picture store: {0}")]
    Store(#[from] object_store::Error),
    #[error("picture store: bad key {0:?}")]
    Key(String),
    #[error("picture store: a write did not finish: {0}")]
    Task(String),
    #[error("cannot create the picture directory {path}: {source}")]
    Directory { path: String, source: std::io::Error },
}

/// A picture file as read back.
#[derive(Debug, Clone)]
pub struct Stored {
    pub bytes: Bytes,
    /// The place's own tag for this content, for conditional requests.
    pub etag: Option<String>,
}

/// The place pictures are kept; cheap to clone.
#[derive(Clone)]
pub struct PictureStore {
    inner: Arc<dyn ObjectStore>,
    /// "directory" or "s3", for logs.
    pub kind: &'static str,
}

impl std::fmt::Debug for PictureStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PictureStore({})", self.kind)
    }
}

impl PictureStore {
    /// The place `settings` name; `data_dir` is created if missing.
    pub fn open(settings: &StoreSettings, data_dir: &Path) -> Result<Self, StoreError> {
        match settings {
            StoreSettings::DataDirectory => {
                let dir = data_dir;
                std::fs::create_dir_all(dir).map_err(|source| StoreError::Directory { path: dir.display().to_string(), source })?;
                let local = LocalFileSystem::new_with_prefix(dir)?;
                Ok(Self { inner: Arc::new(local), kind: "directory" })
            }
            StoreSettings::S3(s3) => {
                let mut builder = AmazonS3Builder::new()
                    .with_bucket_name(&s3.bucket)
                    .with_region(&s3.region)
                    .with_access_key_id(&s3.access_key_id)
                    .with_secret_access_key(&s3.secret_access_key);
                if !s3.endpoint.is_empty() {
                    // A self-hosted service (MinIO, Garage, s3s…) answers at its own address,
                    // with the bucket in the path.
                    builder = builder
                        .with_endpoint(&s3.endpoint)
                        .with_allow_http(s3.endpoint.starts_with("http://"))
                        .with_virtual_hosted_style_request(false);
                }
                Ok(Self { inner: Arc::new(builder.build()?), kind: "s3" })
            }
        }
    }

    /// The file at `key`, or `None` when there is none.
    pub async fn read(&self, key: &str) -> Result<Option<Stored>, StoreError> {
        match self.inner.get(&parse(key)?).await {
            Ok(found) => {
                let etag = found.meta.e_tag.clone();
                Ok(Some(Stored { bytes: found.bytes().await?, etag }))
            }
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(error) => Err(error.into()),
        }
    }

    /// Writes `bytes` at `key`, whole or not at all (readers never see half a file).
    pub async fn write(&self, key: &str, bytes: Bytes) -> Result<(), StoreError> {
        self.inner.put(&parse(key)?, PutPayload::from(bytes)).await?;
        Ok(())
    }

    /// Writes every file, concurrently (S3 answers each in its own round trip).
    pub async fn write_all(&self, files: Vec<(String, Bytes)>) -> Result<(), StoreError> {
        let mut writes = tokio::task::JoinSet::new();
        for (key, bytes) in files {
            let store = self.clone();
            writes.spawn(async move { store.write(&key, bytes).await });
        }
        while let Some(done) = writes.join_next().await {
            done.map_err(|error| StoreError::Task(error.to_string()))??;
        }
        Ok(())
    }

    /// Removes the files at `keys`; a file already gone is no fault.
    pub async fn remove(&self, keys: &[String]) -> Result<(), StoreError> {
        for key in keys {
            match self.inner.delete(&parse(key)?).await {
                Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
                Err(error) => return Err(error.into()),
            }
        }
        Ok(())
    }
}

fn parse(key: &str) -> Result<Key, StoreError> {
    Key::parse(key).map_err(|_| StoreError::Key(key.to_string()))
}
