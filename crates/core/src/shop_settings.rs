//! The settings the shop's owner changes in the back office: what each may hold, what it is
//! when nobody set it, and how it is stored (one text per key).

use serde::{Deserialize, Serialize};

use crate::email::is_email_with_tld;
use crate::locale::Locale;
use crate::rewards::DEFAULT_EARN_PERCENT;
use crate::validation::MAX_TEXT_LENGTH;

/// More than half of a subtotal given back is not a bonus but a mistake in the field.
pub const MAX_REWARDS_PERCENT: u32 = 50;
/// Products with this many or fewer left are listed as running low, unless set otherwise.
pub const DEFAULT_LOW_STOCK_THRESHOLD: u32 = 5;
pub const MAX_LOW_STOCK_THRESHOLD: u32 = 10_000;
/// The most one bonus adjustment adds or takes away, in drams, unless set otherwise.
pub const DEFAULT_MAX_BONUS_ADJUSTMENT: u32 = 50_000;
/// Ten million drams by hand is no longer an adjustment.
pub const MAX_MAX_BONUS_ADJUSTMENT: u32 = 10_000_000;
/// Where contact-form messages go until the owner or `SHOP_EMAIL` says otherwise.
pub const DEFAULT_SHOP_EMAIL: &str = "info@shuka.am";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShopSettings {
    /// The share of a completed order's subtotal (less its discount) its customer earns as bonuses.
    pub rewards_percent: u32,
    /// The dashboard lists products with this many or fewer in stock.
    pub low_stock_threshold: u32,
    /// Where contact-form messages are mailed.
    pub shop_email: String,
    /// The most one bonus adjustment by staff adds or takes away, in drams.
    pub max_bonus_adjustment: u32,
    /// The seller as invoices name it: legal name, address and tax number (ՀՎՀՀ, 8 digits);
    /// empty until the owner fills them in.
    #[serde(default)]
    pub legal_name: String,
    #[serde(default)]
    pub legal_address: String,
    #[serde(default)]
    pub tax_number: String,
}

impl Default for ShopSettings {
    fn default() -> Self {
        ShopSettings {
            rewards_percent: DEFAULT_EARN_PERCENT,
            low_stock_threshold: DEFAULT_LOW_STOCK_THRESHOLD,
            shop_email: DEFAULT_SHOP_EMAIL.to_string(),
            max_bonus_adjustment: DEFAULT_MAX_BONUS_ADJUSTMENT,
            legal_name: String::new(),
            legal_address: String::new(),
            tax_number: String::new(),
        }
    }
}

/// A setting refused, and why, in the staff member's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingRefused {
    RewardsPercent,
    LowStockThreshold,
    ShopEmail,
    MaxBonusAdjustment,
    LegalName,
    LegalAddress,
    TaxNumber,
}

impl SettingRefused {
    /// The field, as the form and the stored key name it.
    pub fn field(self) -> &'static str {
        match self {
            SettingRefused::RewardsPercent => REWARDS_PERCENT,
            SettingRefused::LowStockThreshold => LOW_STOCK_THRESHOLD,
            SettingRefused::ShopEmail => SHOP_EMAIL,
            SettingRefused::MaxBonusAdjustment => MAX_BONUS_ADJUSTMENT,
            SettingRefused::LegalName => LEGAL_NAME,
            SettingRefused::LegalAddress => LEGAL_ADDRESS,
            SettingRefused::TaxNumber => TAX_NUMBER,
        }
    }

    pub fn message(self, locale: Locale) -> String {
        match self {
            SettingRefused::RewardsPercent => format!(
                "{} {MAX_REWARDS_PERCENT}",
                locale.pick(
                    "Բոնուսի տոկոսը պետք է լինի ամբողջ թիվ 0-ից մինչև",
                    "Процент бонусов — целое число от 0 до",
                    "The bonus share must be a whole number from 0 to"
                )
            ),
            SettingRefused::LowStockThreshold => format!(
                "{} {MAX_LOW_STOCK_THRESHOLD}",
                locale.pick(
                    "Սահմանը պետք է լինի ամբողջ թիվ 0-ից մինչև",
                    "Порог — целое число от 0 до",
                    "The threshold must be a whole number from 0 to"
                )
            ),
            SettingRefused::ShopEmail => {
                locale.pick("Էլ. հասցեն վավեր չէ", "Неверный адрес электронной почты", "The e-mail address is not valid").to_string()
            }
            SettingRefused::MaxBonusAdjustment => format!(
                "{} {MAX_MAX_BONUS_ADJUSTMENT}",
                locale.pick(
                    "Սահմանը պետք է լինի ամբողջ թիվ 1-ից մինչև",
                    "Предел — целое число от 1 до",
                    "The limit must be a whole number from 1 to"
                )
            ),
            SettingRefused::LegalName | SettingRefused::LegalAddress => crate::validation::Message::TooLong.text(locale).to_string(),
            SettingRefused::TaxNumber => {
                locale.pick("ՀՎՀՀ-ն 8 թվանշան է։", "ИНН (ՀՎՀՀ) — 8 цифр.", "The tax number (ՀՎՀՀ) is 8 digits.").to_string()
            }
        }
    }
}

const REWARDS_PERCENT: &str = "rewards_percent";
const LOW_STOCK_THRESHOLD: &str = "low_stock_threshold";
const SHOP_EMAIL: &str = "shop_email";
const MAX_BONUS_ADJUSTMENT: &str = "max_bonus_adjustment";
const LEGAL_NAME: &str = "legal_name";
const LEGAL_ADDRESS: &str = "legal_address";
const TAX_NUMBER: &str = "tax_number";

impl ShopSettings {
    /// The settings as they will be kept (the e-mail trimmed and in lower case), or the first
    /// field that cannot be.
    pub fn checked(&self) -> Result<ShopSettings, SettingRefused> {
        if self.rewards_percent > MAX_REWARDS_PERCENT {
            return Err(SettingRefused::RewardsPercent);
        }
        if self.low_stock_threshold > MAX_LOW_STOCK_THRESHOLD {
            return Err(SettingRefused::LowStockThreshold);
        }
        if !(1..=MAX_MAX_BONUS_ADJUSTMENT).contains(&self.max_bonus_adjustment) {
            return Err(SettingRefused::MaxBonusAdjustment);
        }
        let shop_email = self.shop_email.trim().to_lowercase();
        if !is_email_with_tld(&shop_email) {
            return Err(SettingRefused::ShopEmail);
        }
        let (legal_name, legal_address, tax_number) =
            (self.legal_name.trim().to_string(), self.legal_address.trim().to_string(), self.tax_number.trim().to_string());
        if legal_name.chars().count() > MAX_TEXT_LENGTH {
            return Err(SettingRefused::LegalName);
        }
        if legal_address.chars().count() > MAX_TEXT_LENGTH {
            return Err(SettingRefused::LegalAddress);
        }
        if !(tax_number.is_empty() || (tax_number.len() == 8 && tax_number.bytes().all(|b| b.is_ascii_digit()))) {
            return Err(SettingRefused::TaxNumber);
        }
        Ok(ShopSettings { shop_email, legal_name, legal_address, tax_number, ..self.clone() })
    }

    /// Every setting as a stored key and text.
    pub fn to_stored(&self) -> Vec<(&'static str, String)> {
        vec![
            (REWARDS_PERCENT, self.rewards_percent.to_string()),
            (LOW_STOCK_THRESHOLD, self.low_stock_threshold.to_string()),
            (SHOP_EMAIL, self.shop_email.clone()),
            (MAX_BONUS_ADJUSTMENT, self.max_bonus_adjustment.to_string()),
            (LEGAL_NAME, self.legal_name.clone()),
            (LEGAL_ADDRESS, self.legal_address.clone()),
            (TAX_NUMBER, self.tax_number.clone()),
        ]
    }

    /// These defaults with what was stored laid over them. A stored text that no longer passes
    /// the checks (a limit lowered since) leaves its default in place.
    pub fn with_stored<'a>(&self, stored: impl IntoIterator<Item = (&'a str, &'a str)>) -> ShopSettings {
        let mut settings = self.clone();
        for (key, value) in stored {
            let mut candidate = settings.clone();
            match key {
                REWARDS_PERCENT => candidate.rewards_percent = value.parse().unwrap_or(settings.rewards_percent),
                LOW_STOCK_THRESHOLD => candidate.low_stock_threshold = value.parse().unwrap_or(settings.low_stock_threshold),
                SHOP_EMAIL => candidate.shop_email = value.to_string(),
                MAX_BONUS_ADJUSTMENT => candidate.max_bonus_adjustment = value.parse().unwrap_or(settings.max_bonus_adjustment),
                LEGAL_NAME => candidate.legal_name = value.to_string(),
                LEGAL_ADDRESS => candidate.legal_address = value.to_string(),
                TAX_NUMBER => candidate.tax_number = value.to_string(),
                _ => {}
            }
            if let Ok(checked) = candidate.checked() {
                settings = checked;
            }
        }
        settings
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_setting_is_checked_and_named_by_its_field() {
        let good = ShopSettings { shop_email: "  Shop@Shuka.AM ".into(), ..ShopSettings::default() };
        assert_eq!(good.checked().unwrap().shop_email, "shop@shuka.am");
        let cases = [
            (ShopSettings { rewards_percent: 51, ..ShopSettings::default() }, "rewards_percent"),
            (ShopSettings { low_stock_threshold: 10_001, ..ShopSettings::default() }, "low_stock_threshold"),
            (ShopSettings { shop_email: "shop@localhost".into(), ..ShopSettings::default() }, "shop_email"),
            (ShopSettings { max_bonus_adjustment: 0, ..ShopSettings::default() }, "max_bonus_adjustment"),
            (ShopSettings { max_bonus_adjustment: 10_000_001, ..ShopSettings::default() }, "max_bonus_adjustment"),
            (ShopSettings { tax_number: "0123456".into(), ..ShopSettings::default() }, "tax_number"),
            (ShopSettings { tax_number: "0123456a".into(), ..ShopSettings::default() }, "tax_number"),
            (ShopSettings { legal_name: "Ա".repeat(256), ..ShopSettings::default() }, "legal_name"),
        ];
        for (settings, field) in cases {
            assert_eq!(settings.checked().unwrap_err().field(), field);
        }
        assert!(SettingRefused::RewardsPercent.message(Locale::Hy).ends_with(" 50"));
    }

    #[test]
    fn stored_settings_lie_over_the_defaults_and_unreadable_ones_do_not() {
        let defaults = ShopSettings::default();
        let saved = ShopSettings {
            rewards_percent: 7,
            low_stock_threshold: 0,
            shop_email: "sales@shuka.am".into(),
            max_bonus_adjustment: 900,
            legal_name: "«Շուկա» ՍՊԸ".into(),
            legal_address: "Երևան, Աբովյան 1".into(),
            tax_number: "01234567".into(),
        };
        let stored = saved.to_stored();
        assert_eq!(defaults.with_stored(stored.iter().map(|(k, v)| (*k, v.as_str()))), saved);
        assert_eq!(defaults.with_stored([("rewards_percent", "many"), ("unknown", "1")]), defaults);
        let one_bad = defaults.with_stored([("rewards_percent", "90"), ("low_stock_threshold", "12")]);
        assert_eq!((one_bad.rewards_percent, one_bad.low_stock_threshold), (5, 12), "a share above the limit keeps its default, alone");
    }
}
