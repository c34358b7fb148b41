//! The shopper's client state: the slices the shell keeps between visits, and the transitions that
//! change them. The WASM crate persists it under the local-storage key `state`; a stored state of
//! another version is discarded.

use crate::cart::Cart;
use crate::locale::Locale;
use crate::money::Currency;
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub const STATE_VERSION: u32 = 2;
pub const STORAGE_KEY: &str = "state";

/// The cookie that carries the shopper's language and currency to the server, so the page it
/// draws before any script runs is in the ones the shopper chose (`hy.AMD`).
pub const PREFERENCES_COOKIE: &str = "shop_prefs";

/// What the server needs of the client state to draw a page: its language and currency.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Preferences {
    pub locale: Locale,
    pub currency: Currency,
}

impl Preferences {
    /// The `Set-Cookie`-style text the shell writes (`document.cookie`): a year, the whole site,
    /// not sent by other sites' requests.
    pub fn cookie(self) -> String {
        format!("{PREFERENCES_COOKIE}={}.{}; Path=/; Max-Age=31536000; SameSite=Lax", self.locale.code(), self.currency.code())
    }

    /// The preferences in a request's `Cookie` header; the defaults for a missing or unreadable
    /// cookie, and for each unknown part.
    pub fn from_cookie_header(header: &str) -> Preferences {
        let value = header
            .split(';')
            .filter_map(|pair| pair.trim().split_once('='))
            .find(|(name, _)| *name == PREFERENCES_COOKIE)
            .map(|(_, value)| value.trim());
        let (locale, currency) = value.and_then(|value| value.split_once('.')).unwrap_or_default();
        Preferences { locale: Locale::parse(locale).unwrap_or_default(), currency: Currency::parse(currency).unwrap_or_default() }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CurrencySlice {
    pub code: Currency,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default, rename_all = "camelCase")]
pub struct OpenSlice {
    pub open: bool,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default, rename_all = "camelCase")]
pub struct QuickviewSlice {
    pub open: bool,
    #[cfg_attr(feature = "ts", ts(type = "unknown"))]
    pub product: Option<Value>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default, rename_all = "camelCase")]
pub struct CustomerSlice {
    pub authenticated: bool,
    pub token: String,
    /// When the token stops being valid, in milliseconds since the epoch.
    pub token_expires_at: Option<i64>,
    pub customer_id: Option<u64>,
    pub rewards: i64,
    pub name: String,
    pub email: String,
}

/// What a successful login hands to the state.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default, rename_all = "camelCase")]
pub struct LoginResult {
    pub token: String,
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub token_expires_at: Option<i64>,
    pub customer_id: u64,
    pub rewards: i64,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub name: String,
    #[cfg_attr(feature = "ts", ts(as = "Option<_>", optional))]
    pub email: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default, rename_all = "camelCase")]
pub struct ClientState {
    pub version: u32,
    pub cart: Cart,
    /// Products kept for comparison (catalogue product resources).
    #[cfg_attr(feature = "ts", ts(type = "unknown[]"))]
    pub compare: Vec<Value>,
    pub currency: CurrencySlice,
    pub locale: Locale,
    pub mobile_menu: OpenSlice,
    pub quickview: QuickviewSlice,
    pub sidebar: OpenSlice,
    /// Products on the wishlist (catalogue product resources).
    #[cfg_attr(feature = "ts", ts(type = "unknown[]"))]
    pub wishlist: Vec<Value>,
    pub customer: CustomerSlice,
    pub cart_token: Option<String>,
    #[cfg_attr(feature = "ts", ts(type = "unknown[]"))]
    pub images: Vec<Value>,
    #[cfg_attr(feature = "ts", ts(type = "unknown[]"))]
    pub categories: Vec<Value>,
}

impl Default for ClientState {
    fn default() -> Self {
        ClientState {
            version: STATE_VERSION,
            cart: Cart::default(),
            compare: Vec::new(),
            currency: CurrencySlice { code: Currency::default() },
            locale: Locale::default(),
            mobile_menu: OpenSlice::default(),
            quickview: QuickviewSlice::default(),
            sidebar: OpenSlice::default(),
            wishlist: Vec::new(),
            customer: CustomerSlice::default(),
            cart_token: None,
            images: Vec::new(),
            categories: Vec::new(),
        }
    }
}

fn product_id(product: &Value) -> Option<u64> {
    product.get("id").and_then(Value::as_u64)
}

impl ClientState {
    /// Restores a stored state; a missing, unreadable or other-version state starts afresh.
    pub fn restore(stored: Option<&str>) -> ClientState {
        let Some(text) = stored else { return ClientState::default() };
        let Ok(raw) = serde_json::from_str::<Value>(text) else { return ClientState::default() };
        if raw.get("version").and_then(Value::as_u64) != Some(u64::from(STATE_VERSION)) {
            return ClientState::default();
        }
        serde_json::from_value(raw).unwrap_or_default()
    }

    /// What happens on every page load: an expired customer token signs the customer out.
    pub fn on_load(&mut self, now_ms: i64) {
        if matches!(self.customer.token_expires_at, Some(expiry) if expiry < now_ms) {
            self.customer.authenticated = false;
            self.customer.token.clear();
            self.customer.token_expires_at = None;
        }
    }

    /// The currency changes only when the new code differs from the current one; returns
    /// whether it changed. Unknown codes change nothing.
    pub fn set_currency(&mut self, code: &str) -> bool {
        match Currency::parse(code) {
            Some(currency) if currency != self.currency.code => {
                self.currency.code = currency;
                true
            }
            _ => false,
        }
    }

    /// A locale change replaces the current locale; returns whether it changed.
    pub fn set_locale(&mut self, code: &str) -> bool {
        match Locale::parse(code) {
            Some(locale) if locale != self.locale => {
                self.locale = locale;
                true
            }
            _ => false,
        }
    }

    pub fn preferences(&self) -> Preferences {
        Preferences { locale: self.locale, currency: self.currency.code }
    }

    /// Login sets authenticated, the token, the customer id and rewards.
    pub fn login(&mut self, result: LoginResult) {
        self.customer = CustomerSlice {
            authenticated: true,
            token: result.token,
            token_expires_at: result.token_expires_at,
            customer_id: Some(result.customer_id),
            rewards: result.rewards,
            name: result.name,
            email: result.email,
        };
    }

    /// The customer's rewards as re-fetched from the server (after an order); a signed-out
    /// state has none to keep.
    pub fn set_rewards(&mut self, balance: i64) {
        if self.customer.authenticated {
            self.customer.rewards = balance.max(0);
        }
    }

    /// Logout reverses login and clears the rewards.
    pub fn logout(&mut self) {
        self.customer = CustomerSlice::default();
    }

    /// Whether a cart token must be requested (there is none yet).
    pub fn needs_cart_token(&self) -> bool {
        self.cart_token.as_deref().is_none_or(str::is_empty)
    }

    pub fn toggle_mobile_menu(&mut self) {
        self.mobile_menu.open = !self.mobile_menu.open;
    }

    /// Adds a product to the wishlist once; returns false when it was already there.
    pub fn wishlist_add(&mut self, product: Value) -> bool {
        add_unique(&mut self.wishlist, product)
    }

    pub fn wishlist_remove(&mut self, id: u64) {
        self.wishlist.retain(|p| product_id(p) != Some(id));
    }

    /// Adds a product to the compare list once; returns false when it was already there.
    pub fn compare_add(&mut self, product: Value) -> bool {
        add_unique(&mut self.compare, product)
    }

    pub fn compare_remove(&mut self, id: u64) {
        self.compare.retain(|p| product_id(p) != Some(id));
    }
}

fn add_unique(list: &mut Vec<Value>, product: Value) -> bool {
    let Some(id) = product_id(&product) else { return false };
    if list.iter().any(|p| product_id(p) == Some(id)) {
        return false;
    }
    list.push(product);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_fresh_state_is_version_two_in_armenian_and_drams() {
        let state = ClientState::default();
        assert_eq!(state.version, 2);
        assert_eq!(state.locale, Locale::Hy);
        assert_eq!(state.currency.code, Currency::Amd);
        assert!(state.needs_cart_token());
    }

    #[test]
    fn another_version_is_discarded() {
        let mut state = ClientState::default();
        state.set_currency("USD");
        let mut stored = serde_json::to_value(&state).unwrap();
        assert_eq!(ClientState::restore(Some(&stored.to_string())).currency.code, Currency::Usd);
        stored["version"] = json!(1);
        assert_eq!(ClientState::restore(Some(&stored.to_string())), ClientState::default());
        assert_eq!(ClientState::restore(Some("{not json")), ClientState::default());
        assert_eq!(ClientState::restore(None), ClientState::default());
    }

    #[test]
    fn slices_use_the_clients_names() {
        let json = serde_json::to_value(ClientState::default()).unwrap();
        for key in [
            "version",
            "cart",
            "compare",
            "currency",
            "locale",
            "mobileMenu",
            "quickview",
            "sidebar",
            "wishlist",
            "customer",
            "cartToken",
            "images",
            "categories",
        ] {
            assert!(json.get(key).is_some(), "missing slice {key}");
        }
        assert_eq!(json["currency"]["code"], "AMD");
        assert_eq!(json["locale"], "hy");
    }

    #[test]
    fn currency_changes_only_when_it_differs() {
        let mut state = ClientState::default();
        assert!(!state.set_currency("AMD"));
        assert!(state.set_currency("rub"));
        assert!(!state.set_currency("RUB"));
        assert!(!state.set_currency("EUR"));
        assert_eq!(state.currency.code, Currency::Rub);
    }

    #[test]
    fn locale_change_replaces_the_locale() {
        let mut state = ClientState::default();
        assert!(state.set_locale("en"));
        assert_eq!(state.locale, Locale::En);
        assert!(!state.set_locale("xx"));
    }

    fn signed_in(expires: Option<i64>) -> ClientState {
        let mut state = ClientState::default();
        state.login(LoginResult { token: "t0k".into(), token_expires_at: expires, customer_id: 9, rewards: 120, ..Default::default() });
        state
    }

    #[test]
    fn login_and_logout() {
        let mut state = signed_in(None);
        assert!(state.customer.authenticated);
        assert_eq!((state.customer.customer_id, state.customer.rewards), (Some(9), 120));
        state.logout();
        assert!(!state.customer.authenticated);
        assert_eq!((state.customer.token.as_str(), state.customer.rewards), ("", 0));
    }

    #[test]
    fn rewards_refetched_after_an_order_replace_the_balance_while_signed_in() {
        let mut state = signed_in(None);
        state.set_rewards(70);
        assert_eq!(state.customer.rewards, 70);
        state.set_rewards(-1);
        assert_eq!(state.customer.rewards, 0);
        state.logout();
        state.set_rewards(500);
        assert_eq!(state.customer.rewards, 0, "a signed-out state keeps no balance");
    }

    #[test]
    fn an_expired_token_signs_out_on_load() {
        let mut state = signed_in(Some(1_000));
        state.on_load(999);
        assert!(state.customer.authenticated, "still valid");
        state.on_load(1_001);
        assert!(!state.customer.authenticated);
        assert!(state.customer.token.is_empty());
    }

    #[test]
    fn wishlist_and_compare_hold_each_product_once() {
        let mut state = ClientState::default();
        assert!(state.wishlist_add(json!({"id": 1, "name": "Dress"})));
        assert!(!state.wishlist_add(json!({"id": 1, "name": "Dress"})));
        assert!(!state.wishlist_add(json!({"name": "no id"})));
        state.wishlist_remove(1);
        assert!(state.wishlist.is_empty());
        assert!(state.compare_add(json!({"id": 2})));
        state.compare_remove(2);
        assert!(state.compare.is_empty());
    }

    #[test]
    fn mobile_menu_toggles() {
        let mut state = ClientState::default();
        state.toggle_mobile_menu();
        assert!(state.mobile_menu.open);
        state.toggle_mobile_menu();
        assert!(!state.mobile_menu.open);
    }

    #[test]
    fn the_preferences_cookie_reads_back_what_it_wrote() {
        let chosen = Preferences { locale: Locale::En, currency: Currency::Usd };
        let cookie = chosen.cookie();
        assert!(cookie.starts_with("shop_prefs=en.USD;"), "{cookie}");
        let pair = cookie.split(';').next().unwrap();
        assert_eq!(Preferences::from_cookie_header(&format!("a=b; {pair}; c=d")), chosen);
    }

    #[test]
    fn an_unreadable_preferences_cookie_gives_the_defaults_part_by_part() {
        assert_eq!(Preferences::from_cookie_header(""), Preferences::default());
        assert_eq!(Preferences::from_cookie_header("shop_prefs=garbage"), Preferences::default());
        let half = Preferences::from_cookie_header("shop_prefs=ru.XYZ");
        assert_eq!((half.locale, half.currency), (Locale::Ru, Currency::default()));
        assert_eq!(Preferences::from_cookie_header("other_prefs=en.USD"), Preferences::default());
    }
}
