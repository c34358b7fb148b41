//! An audit entry as a manager reads it: the action named in the staff member's language, what
//! it acted on by the name staff use (an order by its number), and one line per changed field
//! with money formatted by the core ("Bonuses: 495 ֏ → 995 ֏").

use serde_json::{Map, Value};
use storefront_core::checkout::order_number;
use storefront_core::locale::Locale;
use storefront_core::money::{Amount, Currency};
use storefront_core::orders::{OrderAction, OrderStatus};
use storefront_core::staff::Role;

use crate::i18n::{text, Text};

/// Every action the audit log records, for its filter.
pub const ACTIONS: [&str; 72] = [
    "order.confirm",
    "order.ship",
    "order.complete",
    "order.cancel",
    "order.refund",
    "order.note",
    "product.create",
    "product.update",
    "product.enable",
    "product.disable",
    "product.delete",
    "product.restore",
    "product.purge",
    "product.variants",
    "product.add_category",
    "product.remove_category",
    "product.picture_add",
    "product.pictures_arrange",
    "product.picture_remove",
    "category.create",
    "category.update",
    "category.move",
    "category.delete",
    "category.picture",
    "attribute.create",
    "attribute.update",
    "attribute.delete",
    "customer.adjust_rewards",
    "customer.block",
    "customer.unblock",
    "settings.update",
    "rates.update",
    "rates.import",
    "catalog.import",
    "catalog.job_cancel",
    "page.create",
    "page.update",
    "page.delete",
    "menu.create",
    "menu.update",
    "menu.move",
    "menu.delete",
    "newsletter.unsubscribe",
    "newsletter.export",
    "contact.reply",
    "contacts.update",
    "methods.update",
    "social.update",
    "post.create",
    "post.update",
    "post.picture",
    "post.delete",
    "slide.create",
    "slide.update",
    "slide.move",
    "slide.picture",
    "slide.delete",
    "banner.create",
    "banner.update",
    "banner.move",
    "banner.picture",
    "banner.delete",
    "staff.create",
    "staff.update",
    "staff.reset_password",
    "staff.change_password",
    "staff.sign_in",
    "staff.sign_out",
    "staff.session_revoke",
    "staff.totp_begin",
    "staff.totp_enable",
    "staff.totp_replace",
];

/// What the action was, in words; an unknown code (a newer server's) is shown as it is.
pub fn action_label(action: &str, locale: Locale) -> String {
    let known = match action {
        "customer.adjust_rewards" => Text::AuditAdjustRewards,
        "customer.block" => Text::AuditBlockCustomer,
        "customer.unblock" => Text::AuditUnblockCustomer,
        "order.note" => Text::AuditOrderNote,
        "product.create" => Text::AuditProductCreate,
        "product.update" => Text::AuditProductUpdate,
        "product.picture_add" => Text::AuditProductPictureAdd,
        "product.pictures_arrange" => Text::AuditProductPicturesArrange,
        "product.picture_remove" => Text::AuditProductPictureRemove,
        "product.enable" => Text::AuditProductEnable,
        "category.create" => Text::AuditCategoryCreate,
        "attribute.create" => Text::AuditAttributeCreate,
        "attribute.update" => Text::AuditAttributeUpdate,
        "attribute.delete" => Text::AuditAttributeDelete,
        "category.update" => Text::AuditCategoryUpdate,
        "category.move" => Text::AuditCategoryMove,
        "category.delete" => Text::AuditCategoryDelete,
        "category.picture" => Text::AuditCategoryPicture,
        "product.disable" => Text::AuditProductDisable,
        "product.delete" => Text::AuditProductDelete,
        "product.restore" => Text::AuditProductRestore,
        "product.purge" => Text::AuditProductPurge,
        "product.variants" => Text::AuditProductVariants,
        "product.add_category" => Text::AuditProductAddCategory,
        "product.remove_category" => Text::AuditProductRemoveCategory,
        "settings.update" => Text::AuditSettings,
        "rates.update" => Text::AuditRates,
        "rates.import" => Text::AuditRatesImport,
        "catalog.import" => Text::AuditCatalogImport,
        "catalog.job_cancel" => Text::AuditCatalogJobCancel,
        "page.create" => Text::AuditPageCreate,
        "page.update" => Text::AuditPageUpdate,
        "page.delete" => Text::AuditPageDelete,
        "menu.create" => Text::AuditMenuCreate,
        "menu.update" => Text::AuditMenuUpdate,
        "menu.move" => Text::AuditMenuMove,
        "menu.delete" => Text::AuditMenuDelete,
        "newsletter.unsubscribe" => Text::AuditNewsletterUnsubscribe,
        "newsletter.export" => Text::AuditNewsletterExport,
        "contact.reply" => Text::AuditContactReply,
        "contacts.update" => Text::AuditContactsUpdate,
        "methods.update" => Text::AuditMethodsUpdate,
        "social.update" => Text::AuditSocialUpdate,
        "post.create" => Text::AuditPostCreate,
        "post.update" => Text::AuditPostUpdate,
        "post.picture" => Text::AuditPostPicture,
        "post.delete" => Text::AuditPostDelete,
        "slide.create" => Text::AuditSlideCreate,
        "slide.update" => Text::AuditSlideUpdate,
        "slide.move" => Text::AuditSlideMove,
        "slide.picture" => Text::AuditSlidePicture,
        "slide.delete" => Text::AuditSlideDelete,
        "banner.create" => Text::AuditBannerCreate,
        "banner.update" => Text::AuditBannerUpdate,
        "banner.move" => Text::AuditBannerMove,
        "banner.picture" => Text::AuditBannerPicture,
        "banner.delete" => Text::AuditBannerDelete,
        "staff.change_password" => Text::AuditChangePassword,
        "staff.create" => Text::AuditCreateStaff,
        "staff.reset_password" => Text::AuditResetPassword,
        "staff.session_revoke" => Text::AuditRevokeSession,
        "staff.sign_in" => Text::AuditSignIn,
        "staff.sign_out" => Text::AuditSignOut,
        "staff.totp_begin" => Text::AuditTotpBegin,
        "staff.totp_enable" => Text::AuditTotpEnable,
        "staff.totp_replace" => Text::AuditTotpReplace,
        "staff.update" => Text::AuditUpdateStaff,
        other => {
            let order_action = other.strip_prefix("order.").and_then(|code| OrderAction::ALL.into_iter().find(|a| a.code() == code));
            return match order_action {
                Some(order_action) => format!("{}: {}", text(locale, Text::Order), order_action.label(locale)),
                None => other.to_string(),
            };
        }
    };
    text(locale, known).to_string()
}

/// What the entry acted on: an order by its number, anything else by its kind and id.
pub fn subject(entity: &str, entity_id: &str, locale: Locale) -> String {
    let kind = match entity {
        "order" => {
            return match entity_id.parse::<i64>() {
                Ok(id) => format!("{} #{}", text(locale, Text::Order), order_number(id)),
                Err(_) => format!("{} {entity_id}", text(locale, Text::Order)),
            }
        }
        "customer" => text(locale, Text::Customer),
        "product" => text(locale, Text::AuditSubjectProduct),
        "category" => text(locale, Text::AuditSubjectCategory),
        "attribute" => text(locale, Text::AuditSubjectAttribute),
        "page" => text(locale, Text::AuditSubjectPage),
        "catalog_job" => text(locale, Text::CatalogFiles),
        "menu" => text(locale, Text::AuditSubjectMenu),
        "post" => text(locale, Text::AuditSubjectPost),
        "subscriber" => text(locale, Text::AuditSubjectSubscriber),
        "contact_message" => text(locale, Text::AuditSubjectContactMessage),
        "slide" => text(locale, Text::AuditSubjectSlide),
        "banner" => text(locale, Text::AuditSubjectBanner),
        "staff" => text(locale, Text::StaffMember),
        "staff_session" => text(locale, Text::Sessions),
        "settings" if entity_id == "contacts" => return text(locale, Text::ContactDetails).to_string(),
        "settings" if entity_id == "methods" => return text(locale, Text::CheckoutMethods).to_string(),
        "settings" if entity_id == "social" => return text(locale, Text::SocialLinks).to_string(),
        "settings" => return text(locale, Text::Settings).to_string(),
        "rates" => return text(locale, Text::ExchangeRates).to_string(),
        other => other,
    };
    format!("{kind} {entity_id}").trim().to_string()
}

/// One line per field whose value differs between `before` and `after`: the fields that changed
/// first ("Bonuses: 495 ֏ → 995 ֏"), then those only one side has (the reason given).
pub fn changes(before: Option<&str>, after: Option<&str>, locale: Locale) -> Vec<String> {
    let object = |json: Option<&str>| match json.and_then(|j| serde_json::from_str::<Value>(j).ok()) {
        Some(Value::Object(map)) => map,
        _ => Map::new(),
    };
    let (before, after) = (flattened(object(before)), flattened(object(after)));
    let shown = |key: &str, value: &Value| value_text(key, value, locale);
    let changed = after.iter().filter_map(|(key, new)| {
        let old = before.get(key)?;
        (old != new).then(|| format!("{}: {} → {}", field_label(key, locale), shown(key, old), shown(key, new)))
    });
    let only_after = after.iter().filter(|(key, _)| !before.contains_key(*key));
    let only_before = before.iter().filter(|(key, _)| !after.contains_key(*key));
    let facts = only_after.chain(only_before).map(|(key, value)| format!("{}: {}", field_label(key, locale), shown(key, value)));
    changed.chain(facts).collect()
}

/// Nested objects (a product's texts by language) as one field each, keyed by their path
/// (`texts.hy.name`), so a changed description is one line, not the whole object twice.
fn flattened(map: Map<String, Value>) -> Map<String, Value> {
    let mut flat = Map::new();
    for (key, value) in map {
        match value {
            Value::Object(inner) => {
                for (inner_key, inner_value) in flattened(inner) {
                    flat.insert(format!("{key}.{inner_key}"), inner_value);
                }
            }
            other => {
                flat.insert(key, other);
            }
        }
    }
    flat
}

/// The longest value a line shows: a description is named by its start.
const SHOWN_CHARS: usize = 80;

fn field_label(key: &str, locale: Locale) -> String {
    // A text of one language: its field's name, then the language (`texts.hy.name` → "name (hy)").
    if let Some((language, field)) = key.strip_prefix("texts.").and_then(|rest| rest.split_once('.')) {
        return format!("{} ({language})", field_label(field, locale));
    }
    // An attribute's label of one language (`labels.hy`), and an option's field by its code
    // (`options.red.labels.hy` → "Options “red”: Label (hy)").
    if let Some(language) = key.strip_prefix("labels.") {
        return format!("{} ({language})", text(locale, Text::Label));
    }
    if let Some((code, field)) = key.strip_prefix("options.").and_then(|rest| rest.split_once('.')) {
        return format!("{} «{code}»: {}", text(locale, Text::Options), field_label(field, locale));
    }
    let known = match key {
        "status" => Text::Status,
        "refunded_minor" => Text::Refunded,
        "carrier" => Text::Carrier,
        "tracking_number" => Text::TrackingNumber,
        "stock_returned" => Text::ReturnToStock,
        "rewards_minor" => Text::Bonuses,
        "reason" => Text::Reason,
        "note" => Text::Note,
        "blocked" => Text::Blocked,
        "totp_enabled" => Text::TwoFactor,
        "email" => Text::Email,
        "reply" => Text::Reply,
        "address" => Text::Address,
        "hours" => Text::OpeningHours,
        "phone" => Text::Phone,
        "name" => Text::Name,
        "role" => Text::Role,
        "disabled" => Text::Disabled,
        "rewards_percent" => Text::RewardsPercent,
        "low_stock_threshold" => Text::LowStockThreshold,
        "shop_email" => Text::ShopEmail,
        "max_bonus_adjustment" => Text::MaxBonusAdjustment,
        "price_minor" => Text::PriceDrams,
        "special_price_minor" => Text::SpecialPrice,
        "special_from" => Text::SpecialFrom,
        "special_to" => Text::SpecialTo,
        "stock" => Text::Stock,
        "sku" => Text::Sku,
        "url_key" => Text::UrlKey,
        "enabled" => Text::ShownInShop,
        "is_new" => Text::MarkedNew,
        "is_featured" => Text::MarkedFeatured,
        "seller_id" => Text::Seller,
        "category_ids" => Text::Categories,
        "slug" => Text::UrlKey,
        "code" => Text::AttributeCode,
        "swatch" => Text::SwatchKind,
        "filterable" => Text::Filterable,
        "color" => Text::Colour,
        "parent_id" => Text::PlaceUnder,
        "position" => Text::Placement,
        "picture" | "image_path" => Text::CategoryPicture,
        "products_to" => Text::ProductsGoTo,
        "products_moved" => Text::ProductsMoved,
        "short_description" => Text::ShortDescription,
        "description" => Text::Description,
        "seo_title" => Text::SeoTitle,
        "seo_description" => Text::SeoDescription,
        other => return other.to_string(),
    };
    text(locale, known).to_string()
}

fn value_text(key: &str, value: &Value, locale: Locale) -> String {
    match value {
        Value::Null => "—".to_string(),
        Value::Bool(true) => text(locale, Text::Yes).to_string(),
        Value::Bool(false) => text(locale, Text::No).to_string(),
        Value::Number(n) if key.ends_with("_minor") => {
            n.as_i64().map(|minor| Amount::new(minor, Currency::Amd).display()).unwrap_or_default()
        }
        Value::String(code) if key == "status" => {
            OrderStatus::parse(code).map(|s| s.label(locale).to_string()).unwrap_or_else(|| code.clone())
        }
        Value::String(code) if key == "role" => Role::parse(code).map(|r| r.label(locale).to_string()).unwrap_or_else(|| code.clone()),
        Value::String(text) if text.chars().count() > SHOWN_CHARS => format!("{}…", text.chars().take(SHOWN_CHARS).collect::<String>()),
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_reads_as_words_with_order_numbers_and_money() {
        assert_eq!(subject("order", "3001", Locale::En), "Order #103001");
        assert_eq!(action_label("order.ship", Locale::En), "Order: Ship");
        assert_eq!(action_label("staff.sign_in", Locale::En), "Signed in");
        assert_eq!(action_label("something.new", Locale::En), "something.new");
        let lines = changes(Some(r#"{"rewards_minor":49500}"#), Some(r#"{"rewards_minor":99500,"reason":"Gift"}"#), Locale::En);
        assert_eq!(lines, ["Bonuses: 495 ֏ → 995 ֏", "Reason: Gift"]);
        let long = "ա".repeat(200);
        let product = changes(
            Some(r#"{"price_minor":1250000,"texts":{"hy":{"name":"Բաճկոն","description":""}}}"#),
            Some(&format!(r#"{{"price_minor":999000,"texts":{{"hy":{{"name":"Բաճկոն","description":"{long}"}}}}}}"#)),
            Locale::En,
        );
        assert_eq!(product, ["Price (֏): 12,500 ֏ → 9,990 ֏", &format!("Description (hy):  → {}…", "ա".repeat(80))]);
        let order = changes(
            Some(r#"{"status":"processing","carrier":null,"refunded_minor":0}"#),
            Some(r#"{"status":"shipped","carrier":"HayPost","refunded_minor":0}"#),
            Locale::En,
        );
        assert_eq!(order, ["Carrier: — → HayPost", "Status: Processing → Shipped"]);
    }
}
