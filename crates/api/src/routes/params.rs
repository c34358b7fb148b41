//! The query string as name/value pairs, with typed getters whose errors name the parameter.

use crate::error::ApiError;

#[derive(Debug, Clone, Default)]
pub struct Params(Vec<(String, String)>);

impl Params {
    pub fn parse(query: Option<&str>) -> Params {
        let pairs = form_urlencoded::parse(query.unwrap_or("").as_bytes()).map(|(k, v)| (k.into_owned(), v.into_owned()));
        Params(pairs.collect())
    }

    /// The last non-empty value of `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.iter().rev().find(|(k, v)| k == name && !v.trim().is_empty()).map(|(_, v)| v.trim())
    }

    pub fn pairs(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.trim())).filter(|(_, v)| !v.is_empty())
    }

    /// A whole number within `min..=max`, or the default when absent.
    pub fn number(&self, name: &str, min: u32, max: u32, default: u32) -> Result<u32, ApiError> {
        match self.get(name) {
            None => Ok(default),
            Some(text) => text
                .parse::<u32>()
                .ok()
                .filter(|n| (min..=max).contains(n))
                .ok_or_else(|| ApiError::invalid_param(name, format!("{name} must be a whole number from {min} to {max}"))),
        }
    }

    /// An id (positive whole number), if given.
    pub fn id(&self, name: &str) -> Result<Option<i64>, ApiError> {
        self.get(name)
            .map(|text| {
                text.parse::<i64>().ok().filter(|id| *id > 0).ok_or_else(|| ApiError::invalid_param(name, format!("{name} must be an id")))
            })
            .transpose()
    }

    /// A flag given as 1/true/yes (anything else but 0/false/no is an error).
    pub fn flag(&self, name: &str) -> Result<bool, ApiError> {
        match self.get(name).map(str::to_ascii_lowercase).as_deref() {
            None | Some("0" | "false" | "no") => Ok(false),
            Some("1" | "true" | "yes") => Ok(true),
            Some(_) => Err(ApiError::invalid_param(name, format!("{name} must be 1 or 0"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_getters_name_the_parameter() {
        let params = Params::parse(Some("page=0&limit=24&new=yes&category_id=abc&empty="));
        assert_eq!(params.number("limit", 1, 100, 6).unwrap(), 24);
        assert!(matches!(params.number("page", 1, 10, 1), Err(ApiError::InvalidParam { field, .. }) if field == "page"));
        assert!(params.flag("new").unwrap());
        assert!(matches!(params.id("category_id"), Err(ApiError::InvalidParam { field, .. }) if field == "category_id"));
        assert_eq!(params.get("empty"), None);
        assert_eq!(params.number("missing", 1, 5, 3).unwrap(), 3);
    }
}
