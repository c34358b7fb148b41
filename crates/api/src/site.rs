//! The shop's own settings that the content calls answer with (see README's configuration
//! table): the analytics code and the customer-chat page id the shell loads third-party scripts
//! for (only when set: with neither, no request leaves for a third-party host), and the address
//! the contact form's messages are mailed to unless the owner set another in the back office.

use storefront_core::email::is_email_with_tld;

use storefront_settings::ConfigError;

/// Where contact messages go when neither the back office's settings nor `SHOP_EMAIL` say.
pub use storefront_core::shop_settings::DEFAULT_SHOP_EMAIL;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SiteConfig {
    /// `ANALYTICS_CODE`: the analytics measurement id (e.g. `G-ABC123`), or `None`.
    pub analytics_code: Option<String>,
    /// `CHAT_PAGE_ID`: the social network page id of the customer-chat widget, or `None`.
    pub chat_page_id: Option<String>,
    /// `SHOP_EMAIL`: the recipient of contact-form mail.
    pub shop_email: String,
}

impl Default for SiteConfig {
    fn default() -> Self {
        SiteConfig { analytics_code: None, chat_page_id: None, shop_email: DEFAULT_SHOP_EMAIL.to_string() }
    }
}

impl SiteConfig {
    /// Reads the variables through `var` (which already treats empty values as unset).
    pub fn from_lookup(var: &dyn Fn(&str) -> Option<String>) -> Result<SiteConfig, ConfigError> {
        let invalid = |variable: &'static str, value: String, reason: &str| ConfigError { variable, value, reason: reason.into() };
        // The values end up in script URLs on every page, so only their plain shapes pass.
        let analytics_code = match var("ANALYTICS_CODE").map(|v| v.trim().to_string()) {
            Some(code) if !is_measurement_id(&code) => {
                return Err(invalid("ANALYTICS_CODE", code, "expected a measurement id such as G-ABC123 (letters, digits and hyphens)"))
            }
            other => other,
        };
        let chat_page_id = match var("CHAT_PAGE_ID").map(|v| v.trim().to_string()) {
            Some(id) if !is_page_id(&id) => return Err(invalid("CHAT_PAGE_ID", id, "expected the page's numeric id")),
            other => other,
        };
        let shop_email = match var("SHOP_EMAIL").map(|v| v.trim().to_string()) {
            None => DEFAULT_SHOP_EMAIL.to_string(),
            Some(email) if is_email_with_tld(&email) => email,
            Some(email) => return Err(invalid("SHOP_EMAIL", email, "expected an e-mail address such as info@shuka.am")),
        };
        Ok(SiteConfig { analytics_code, chat_page_id, shop_email })
    }
}

fn is_measurement_id(code: &str) -> bool {
    (1..=40).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn is_page_id(id: &str) -> bool {
    (1..=20).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(vars: &[(&str, &str)]) -> Result<SiteConfig, ConfigError> {
        let vars: Vec<(String, String)> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        SiteConfig::from_lookup(&|name: &str| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()))
    }

    #[test]
    fn nothing_set_means_no_third_party_and_the_footer_address() {
        assert_eq!(site(&[]).unwrap(), SiteConfig::default());
        assert_eq!(SiteConfig::default().shop_email, "info@shuka.am");
    }

    #[test]
    fn set_values_are_kept() {
        let config = site(&[("ANALYTICS_CODE", " G-ABC123 "), ("CHAT_PAGE_ID", "104512"), ("SHOP_EMAIL", "shop@shuka.am")]).unwrap();
        assert_eq!(config.analytics_code.as_deref(), Some("G-ABC123"));
        assert_eq!(config.chat_page_id.as_deref(), Some("104512"));
        assert_eq!(config.shop_email, "shop@shuka.am");
    }

    #[test]
    fn bad_values_name_the_variable() {
        assert_eq!(site(&[("ANALYTICS_CODE", "<script>")]).unwrap_err().variable, "ANALYTICS_CODE");
        assert_eq!(site(&[("CHAT_PAGE_ID", "my-page")]).unwrap_err().variable, "CHAT_PAGE_ID");
        assert_eq!(site(&[("SHOP_EMAIL", "shop")]).unwrap_err().variable, "SHOP_EMAIL");
    }
}
