//! Prices: parsing, conversion, display, special price and discount badge.

use crate::convert::{currency, from_js, rates, to_js};
use crate::types::{CurrencyInfo, LocaleInfo};
use storefront_core::locale::Locale;
use storefront_core::money::{self, Amount, Currency};
use wasm_bindgen::prelude::*;

fn parse_amount(decimal: &str, code: &str) -> Result<Amount, JsError> {
    Amount::parse_decimal(decimal, currency(code)?).map_err(|e| JsError::new(&e.to_string()))
}

/// Formats an API decimal price already in `currency`: `"1000.0000"`, `"AMD"` → `"1,000 ֏"`.
#[wasm_bindgen(js_name = formatPrice)]
pub fn format_price(decimal: &str, currency_code: &str) -> Result<String, JsError> {
    Ok(parse_amount(decimal, currency_code)?.display())
}

/// Reads an API decimal price (`"14900.0000"`) as a core amount in minor units, e.g. the price
/// of a cart line the shell adds (`{ minor: 1490000, currency: "AMD" }`).
#[wasm_bindgen(js_name = amountFromDecimal, unchecked_return_type = "Amount")]
pub fn amount_from_decimal(decimal: &str, currency_code: &str) -> Result<JsValue, JsError> {
    to_js(&parse_amount(decimal, currency_code)?)
}

/// Formats a core amount (e.g. a cart total, kept in AMD) in the shopper's currency.
#[wasm_bindgen(js_name = formatAmount)]
pub fn format_amount(
    #[wasm_bindgen(unchecked_param_type = "Amount")] amount: JsValue,
    currency_code: &str,
    #[wasm_bindgen(unchecked_param_type = "RateTable | undefined")] rate_table: JsValue,
) -> Result<String, JsError> {
    let amount: Amount = from_js(amount)?;
    let converted = rates(rate_table)?.convert(amount, currency(currency_code)?).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(converted.display())
}

/// Converts a base-currency (AMD) decimal price and formats it in `currency`.
#[wasm_bindgen(js_name = displayBasePrice)]
pub fn display_base_price(
    amd_decimal: &str,
    currency_code: &str,
    #[wasm_bindgen(unchecked_param_type = "RateTable | undefined")] rate_table: JsValue,
) -> Result<String, JsError> {
    let amount = parse_amount(amd_decimal, "AMD")?;
    let converted = rates(rate_table)?.convert(amount, currency(currency_code)?).map_err(|e| JsError::new(&e.to_string()))?;
    Ok(converted.display())
}

/// The price a shopper pays: the special price unless it is missing or `"0.0000"`.
#[wasm_bindgen(js_name = unitPrice)]
pub fn unit_price(price: &str, special_price: Option<String>, currency_code: &str) -> Result<String, JsError> {
    let price = parse_amount(price, currency_code)?;
    Ok(money::unit_price(price, special_price.as_deref()).to_decimal_string())
}

/// Whether a special price is set (not missing and not `"0.0000"`).
#[wasm_bindgen(js_name = hasSpecialPrice)]
pub fn has_special_price(special_price: Option<String>) -> bool {
    money::special_price(special_price.as_deref(), Currency::Amd).is_some()
}

/// What a card or a product page shows of API decimals already in `currency`: the price paid,
/// and the regular price with the badge's percent when a special price is a real discount;
/// undefined when the price cannot be read.
#[wasm_bindgen(js_name = shownPrice, unchecked_return_type = "ShownPrice | undefined")]
pub fn shown_price(price: &str, special_price: Option<String>, old_price: Option<String>, currency_code: &str) -> Result<JsValue, JsError> {
    match money::shown_price(price, special_price.as_deref(), old_price.as_deref(), currency(currency_code)?) {
        Some(shown) => to_js(&shown),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// Discount badge percent, or undefined when there is no discount.
#[wasm_bindgen(js_name = discountPercent)]
pub fn discount_percent(old_price: &str, current_price: &str) -> Option<u32> {
    let old = Amount::parse_decimal(old_price, Currency::Amd).ok()?;
    let current = Amount::parse_decimal(current_price, Currency::Amd).ok()?;
    money::discount_percent(old, current)
}

#[wasm_bindgen(js_name = currencies, unchecked_return_type = "CurrencyInfo[]")]
pub fn currencies() -> Result<JsValue, JsError> {
    let list: Vec<CurrencyInfo> =
        Currency::ALL.iter().map(|c| CurrencyInfo { code: *c, symbol: c.symbol().into(), name: c.name().into() }).collect();
    to_js(&list)
}

#[wasm_bindgen(js_name = locales, unchecked_return_type = "LocaleInfo[]")]
pub fn locales() -> Result<JsValue, JsError> {
    let list: Vec<LocaleInfo> = Locale::ALL.iter().map(|l| LocaleInfo { code: *l, label: l.label().into() }).collect();
    to_js(&list)
}
