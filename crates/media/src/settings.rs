//! Which place pictures are kept in, read from the environment (the README's table):
//! `MEDIA_STORE` is `directory` (the default: the data directory) or `s3`, and with `s3`,
//! `MEDIA_S3_BUCKET`, `MEDIA_S3_ENDPOINT` (unset for AWS itself), `MEDIA_S3_REGION`
//! (default `us-east-1`), `MEDIA_S3_ACCESS_KEY_ID` and `MEDIA_S3_SECRET_ACCESS_KEY`.

use storefront_settings::ConfigError;

use crate::store::{S3Settings, StoreSettings};

pub const DEFAULT_REGION: &str = "us-east-1";

impl StoreSettings {
    pub fn from_lookup(var: &dyn Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        match var("MEDIA_STORE").as_deref().map(str::trim) {
            None | Some("" | "directory") => Ok(StoreSettings::DataDirectory),
            Some("s3") => {
                let required = |name: &'static str| {
                    var(name)
                        .map(|v| v.trim().to_string())
                        .filter(|v| !v.is_empty())
                        .ok_or_else(|| ConfigError::new(name, "", "required when MEDIA_STORE=s3"))
                };
                let endpoint = var("MEDIA_S3_ENDPOINT").map(|v| v.trim().trim_end_matches('/').to_string()).unwrap_or_default();
                if !endpoint.is_empty() && !endpoint.starts_with("http://") && !endpoint.starts_with("https://") {
                    return Err(ConfigError::new("MEDIA_S3_ENDPOINT", endpoint, "expected an http(s) URL such as http://127.0.0.1:9000"));
                }
                Ok(StoreSettings::S3(S3Settings {
                    bucket: required("MEDIA_S3_BUCKET")?,
                    endpoint,
                    region: var("MEDIA_S3_REGION")
                        .map(|v| v.trim().to_string())
                        .filter(|v| !v.is_empty())
                        .unwrap_or_else(|| DEFAULT_REGION.into()),
                    access_key_id: required("MEDIA_S3_ACCESS_KEY_ID")?,
                    secret_access_key: required("MEDIA_S3_SECRET_ACCESS_KEY")?,
                }))
            }
            Some(other) => Err(ConfigError::new("MEDIA_STORE", other, "expected `directory` or `s3`")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(pairs: &[(&str, &str)]) -> Result<StoreSettings, ConfigError> {
        let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        StoreSettings::from_lookup(&|name| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()))
    }

    #[test]
    fn the_data_directory_unless_told_otherwise() {
        assert_eq!(read(&[]), Ok(StoreSettings::DataDirectory));
        assert_eq!(read(&[("MEDIA_STORE", "ftp")]).unwrap_err().variable, "MEDIA_STORE");
    }

    #[test]
    fn s3_names_what_it_misses() {
        assert_eq!(read(&[("MEDIA_STORE", "s3")]).unwrap_err().variable, "MEDIA_S3_BUCKET");
        let full = [
            ("MEDIA_STORE", "s3"),
            ("MEDIA_S3_BUCKET", "shop"),
            ("MEDIA_S3_ENDPOINT", "http://127.0.0.1:9000/"),
            ("MEDIA_S3_ACCESS_KEY_ID", "id"),
            ("MEDIA_S3_SECRET_ACCESS_KEY", "secret"),
        ];
        let StoreSettings::S3(s3) = read(&full).unwrap() else { panic!("not s3") };
        assert_eq!((s3.endpoint.as_str(), s3.region.as_str()), ("http://127.0.0.1:9000", DEFAULT_REGION));
        assert!(!format!("{s3:?}").contains("secret"));
        let mut bad = full;
        bad[2] = ("MEDIA_S3_ENDPOINT", "127.0.0.1:9000");
        assert_eq!(read(&bad).unwrap_err().variable, "MEDIA_S3_ENDPOINT");
    }
}
