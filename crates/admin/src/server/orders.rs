//! The orders' server functions: the list, one order, the actions and notes. What an action
//! may do is the core's (`storefront_core::orders::plan`); the database applies it only to the
//! order as it was planned from, so of two staff acting at once one wins and the other is told.

use storefront_core::calendar::shop_day_start;
use storefront_core::checkout::{country_name, order_id_from_number, order_number, payment_texts};
use storefront_core::locale::Locale;
use storefront_core::orders::{self, ActionRefused, ActionRequest, OrderAction, OrderFacts, OrderStatus, PaymentKind};
use storefront_core::staff::Permission;
use storefront_core::validation::Message;
use storefront_core::validation::{is_calendar_date, MAX_MESSAGE_LENGTH};
use storefront_db::catalog::products;
use storefront_db::checkout::late_payments as late_payment_rows;
use storefront_db::checkout::order_changes::{self, Change, ChangeError};
use storefront_db::checkout::order_list::{self, OrderFilter, Sort};
use storefront_db::checkout::orders::{self as order_rows, Mail, OrderRow};
use storefront_db::checkout::payments::{self as payment_rows, PaymentEvent};
use storefront_db::staff::audit::Actor;

use super::caller::{failed, require, Caller, OrFailed};
use super::AdminState;
use crate::i18n::{text, Text};
use crate::shapes::error::AdminError;
use crate::shapes::orders::{
    LatePayment, OrderDetail, OrderLine, OrderPage, OrderQuery, OrderSummary, Seller, TimelineEntry, ORDERS_PER_PAGE,
};

/// `YYYY-MM-DD` as the stored timestamp of that day's start, checked.
pub fn day_start_of(field: &str, day: &Option<String>, locale: Locale) -> Result<Option<String>, AdminError> {
    match day.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        None => Ok(None),
        Some(day) if is_calendar_date(day) => {
            shop_day_start(day).map(Some).ok_or_else(|| AdminError::invalid(field, Message::InvalidDate.text(locale)))
        }
        Some(_) => Err(AdminError::invalid(field, Message::InvalidDate.text(locale))),
    }
}

/// The stored timestamp just after `day` ends.
pub fn day_after_of(field: &str, day: &Option<String>, locale: Locale) -> Result<Option<String>, AdminError> {
    let Some(start) = day_start_of(field, day, locale)? else { return Ok(None) };
    let seconds =
        storefront_core::calendar::parse_utc(&start).ok_or_else(|| AdminError::invalid(field, Message::InvalidDate.text(locale)))?;
    Ok(Some(storefront_core::calendar::format_utc(seconds + 86_400)))
}

pub async fn list(query: OrderQuery) -> Result<OrderPage, AdminError> {
    let (state, caller) = require(Permission::ViewOrders).await?;
    let locale = caller.locale;
    let sort = if query.sort.is_empty() {
        Sort::Newest
    } else {
        Sort::parse(&query.sort).ok_or_else(|| AdminError::invalid("sort", text(locale, Text::InvalidChoice)))?
    };
    if let Some(method) = &query.payment_method {
        if !storefront_core::checkout::PAYMENT_METHODS.contains(&method.as_str()) {
            return Err(AdminError::invalid("payment_method", text(locale, Text::InvalidChoice)));
        }
    }
    if query.search.chars().count() > storefront_core::validation::MAX_TEXT_LENGTH {
        return Err(AdminError::invalid("search", storefront_core::validation::Message::TooLong.text(locale)));
    }
    let filter = OrderFilter {
        search: Some(query.search.clone()),
        statuses: query.statuses.iter().map(|s| s.code().to_string()).collect(),
        payment_method: query.payment_method.clone(),
        payment_state: query.payment_state,
        from: day_start_of("from", &query.from, locale)?,
        to: day_after_of("to", &query.to, locale)?,
    };
    let page = query.page.max(1);
    let per_page = i64::from(ORDERS_PER_PAGE);
    let listed = order_list::page(&state.db, &filter, sort, per_page, i64::from(page - 1) * per_page).await.or_failed()?;
    let (rows, total, more) = (listed.orders, listed.total, listed.more);
    let last_page = u32::try_from((total + per_page - 1) / per_page).unwrap_or(u32::MAX).max(1);
    let orders = rows
        .iter()
        .map(|order| {
            let facts = order.facts();
            OrderSummary {
                number: order_number(order.id),
                status: facts.status,
                payment_method: order.payment_method.clone(),
                payment_state: facts.payment_state(),
                customer_name: order.customer_name.clone(),
                email: order.email.clone(),
                phone: order.phone.clone(),
                grand_total_minor: order.grand_total_minor,
                created_at: order.created_at.clone(),
            }
        })
        .collect();
    Ok(OrderPage { orders, total, more, page, last_page })
}

async fn find(state: &AdminState, number: &str) -> Result<OrderRow, AdminError> {
    let id = order_id_from_number(number.trim_start_matches('#')).ok_or(AdminError::NotFound)?;
    order_rows::find(&state.db, id).await.or_failed()?.ok_or(AdminError::NotFound)
}

/// The address stored with an order (the checkout's payload) as lines to print.
fn address_lines(stored: &str, locale: Locale) -> Vec<String> {
    let Ok(value) = serde_json::from_str::<serde_json::Value>(stored) else { return Vec::new() };
    let field = |name: &str| value.get(name).and_then(|v| v.as_str()).unwrap_or("").trim().to_string();
    let name = match value.get("name").and_then(|v| v.as_str()) {
        Some(name) => name.trim().to_string(),
        None => format!("{} {}", field("first_name"), field("last_name")).trim().to_string(),
    };
    let mut lines = vec![name, field("company_name")];
    if let Some(streets) = value.get("address1").and_then(|v| v.as_array()) {
        lines.extend(streets.iter().filter_map(|s| s.as_str()).map(|s| s.trim().to_string()));
    }
    lines.push([field("city"), field("state"), field("postcode")].into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>().join(", "));
    lines.push(country_name(&field("country"), locale));
    lines.push(field("phone"));
    lines.into_iter().filter(|line| !line.is_empty()).collect()
}

fn options_line(stored: &str) -> String {
    let Ok(serde_json::Value::Array(options)) = serde_json::from_str::<serde_json::Value>(stored) else { return String::new() };
    options
        .iter()
        .filter_map(|o| {
            let name = o.get("attribute_name")?.as_str()?;
            let label = o.get("option_label")?.as_str()?;
            Some(format!("{name}: {label}"))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the caller may do to this order now: what the rules allow and the role may.
fn actions_for(caller: &Caller, facts: &OrderFacts) -> Vec<OrderAction> {
    facts.available_actions().into_iter().filter(|action| caller.role.may(permission_of(*action))).collect()
}

fn permission_of(action: OrderAction) -> Permission {
    match action {
        OrderAction::Refund => Permission::RefundOrders,
        _ => Permission::ManageOrders,
    }
}

async fn detail_of(state: &AdminState, caller: &Caller, order: &OrderRow) -> Result<OrderDetail, AdminError> {
    let facts = order.facts();
    let items = order_rows::items(&state.db, order.id).await.or_failed()?;
    // The name as the customer read it, and as the staff member reads it when their language differs.
    let product_ids: Vec<i64> = items.iter().map(|item| item.product_id).collect();
    let staff_names: std::collections::HashMap<i64, String> = if caller.locale.code() == order.locale {
        Default::default()
    } else {
        products::load(&state.db, &product_ids, caller.locale).await.or_failed()?.into_iter().map(|p| (p.id, p.name)).collect()
    };
    let lines = items
        .into_iter()
        .map(|item| OrderLine {
            staff_name: staff_names.get(&item.product_id).filter(|name| **name != item.name).cloned(),
            sku: item.sku,
            name: item.name,
            options: options_line(&item.options),
            qty: item.qty,
            price_minor: item.price_minor,
            total_minor: item.total_minor,
        })
        .collect();
    let timeline = order_changes::timeline(&state.db, order.id)
        .await
        .or_failed()?
        .into_iter()
        .map(|event| TimelineEntry {
            kind: event.kind,
            status_from: event.status_from,
            status_to: event.status_to,
            amount_minor: event.amount_minor,
            detail: event.detail,
            actor: event.actor,
            created_at: event.created_at,
        })
        .collect();
    let settings = super::settings::in_force(state).await?;
    // Named as the owner titled it, as the shopper saw it at checkout.
    let methods = storefront_db::checkout::methods::current(&state.db).await.or_failed()?;
    let customer_locale = Locale::parse(&order.locale).unwrap_or_default();
    let late_payments = late_payment_rows::unsettled(&state.db, order.id)
        .await
        .or_failed()?
        .into_iter()
        .map(|p| LatePayment { payment_id: p.payment_id, amount_minor: p.amount_minor, received_at: p.received_at })
        .collect();
    Ok(OrderDetail {
        number: order_number(order.id),
        status: facts.status,
        payment_method: order.payment_method.clone(),
        payment_state: facts.payment_state(),
        payment_id: order.payment_id.clone(),
        paid_at: order.paid_at.clone(),
        customer_id: order.customer_id,
        customer_name: order.customer_name.clone(),
        email: order.email.clone(),
        phone: order.phone.clone(),
        locale: customer_locale,
        // In the customer's language, as they wrote it and as the invoice prints it.
        billing: address_lines(&order.billing, customer_locale),
        shipping: address_lines(&order.shipping, customer_locale),
        shipping_method: methods.shipping_title(&order.shipping_method, caller.locale).to_string(),
        notes: order.notes.clone(),
        lines,
        sub_total_minor: order.sub_total_minor,
        shipping_minor: order.shipping_minor,
        discount_minor: order.discount_minor,
        grand_total_minor: order.grand_total_minor,
        refunded_minor: order.refunded_minor,
        refundable_minor: facts.refundable_minor(),
        carrier: order.carrier.clone(),
        tracking_number: order.tracking_number.clone(),
        stock_returned: order.stock_returned,
        created_at: order.created_at.clone(),
        actions: actions_for(caller, &facts),
        timeline,
        late_payments,
        may_refund_late: caller.role.may(permission_of(OrderAction::Refund)),
        seller: Seller { legal_name: settings.legal_name, legal_address: settings.legal_address, tax_number: settings.tax_number },
    })
}

pub async fn detail(number: String) -> Result<OrderDetail, AdminError> {
    let (state, caller) = require(Permission::ViewOrders).await?;
    let order = find(&state, &number).await?;
    detail_of(&state, &caller, &order).await
}

fn refusal(refused: ActionRefused, locale: Locale) -> AdminError {
    let fields: std::collections::BTreeMap<String, String> =
        refused.by_field().into_iter().map(|(field, why)| (field.to_string(), why.message(locale))).collect();
    if fields.is_empty() {
        AdminError::conflict(refused.message(locale))
    } else {
        AdminError::Invalid { fields }
    }
}

pub async fn act(number: String, request: ActionRequest) -> Result<OrderDetail, AdminError> {
    let (state, caller) = require(permission_of(request.action())).await?;
    let changed = perform(&state, &caller.actor(), caller.locale, &number, request).await?;
    detail_of(&state, &caller, &changed).await
}

/// Does `request` to the order numbered `number` as `actor` (whose permission the caller
/// checked): plans it with the core, gives card money back through the bank, and applies it
/// with its stock, bonuses, mail, timeline and audit. Refusals speak `locale`.
pub async fn perform(
    state: &AdminState,
    actor: &Actor,
    locale: Locale,
    number: &str,
    request: ActionRequest,
) -> Result<OrderRow, AdminError> {
    let order = find(state, number).await?;
    let transition = orders::plan(&order.facts(), &request).map_err(|refused| refusal(refused, locale))?;
    let mut detail = String::new();
    if let ActionRequest::Refund { amount_minor, .. } = &request {
        detail = refund_with_provider(state, &order, *amount_minor, locale).await?;
    }
    let (carrier, tracking_number) = match &request {
        ActionRequest::Ship { carrier, tracking_number } => (Some(carrier.trim().to_string()), Some(tracking_number.trim().to_string())),
        _ => (None, None),
    };
    let change = Change {
        carrier,
        tracking_number,
        earned_minor: storefront_core::rewards::earned(
            order.sub_total_minor - order.discount_minor,
            super::settings::in_force(state).await?.rewards_percent,
        ),
        detail,
        audit_action: format!("order.{}", request.action().code()),
    };
    let card_refund = matches!(request, ActionRequest::Refund { .. }) && PaymentKind::of_method(&order.payment_method) == PaymentKind::Card;
    let (mut order, mut transition, mut request) = (order, transition, request);
    // A refund the bank already made must be recorded even when another change came first:
    // planned again from the order as it is now (the bank refuses more than was paid).
    let mut attempts_left = if card_refund { 5 } else { 1 };
    loop {
        attempts_left -= 1;
        let mail = (transition.from != transition.to).then(|| status_mail(&order, transition.to, &change));
        match order_changes::apply(&state.db, &order, &transition, &change, mail.as_ref(), actor).await {
            Ok(changed) => return Ok(changed),
            Err(ChangeError::Stale) if attempts_left > 0 => {
                order = find(state, number).await?;
                if let ActionRequest::Refund { restock, .. } = &mut request {
                    *restock &= !order.stock_returned;
                }
                transition = orders::plan(&order.facts(), &request).map_err(|refused| refusal(refused, locale))?;
            }
            Err(ChangeError::Stale) => return Err(AdminError::conflict(text(locale, Text::ChangedMeanwhile))),
            Err(ChangeError::NotFound) => return Err(AdminError::NotFound),
            Err(ChangeError::Database(error)) => return Err(failed(error)),
        }
    }
}

fn status_mail(order: &OrderRow, status: OrderStatus, change: &Change) -> Mail {
    let locale = Locale::parse(&order.locale).unwrap_or_default();
    let carrier = change.carrier.as_deref().or(order.carrier.as_deref());
    let tracking_number = change.tracking_number.as_deref().or(order.tracking_number.as_deref());
    let tracking = match (status, carrier, tracking_number) {
        (OrderStatus::Shipped, Some(carrier), Some(number)) => Some((carrier, number)),
        _ => None,
    };
    let (subject, body) = orders::status_mail(locale, &order_number(order.id), status, tracking);
    Mail { recipient: order.email.clone(), subject, body }
}

/// Gives a card payment's money back through the bank before the order records it; the wallet
/// and cash are refunded by hand (Idram's merchant panel, the till) and only recorded here.
/// Answers the timeline's line for the refund.
async fn refund_with_provider(state: &AdminState, order: &OrderRow, amount_minor: i64, locale: Locale) -> Result<String, AdminError> {
    let method = payment_texts(&order.payment_method, locale).0;
    if PaymentKind::of_method(&order.payment_method) != PaymentKind::Card {
        return Ok(format!("{method}: {}", text(locale, Text::ManualRefund)));
    }
    let Some(payment_id) = order.payment_id.as_deref() else { return Err(AdminError::conflict(text(locale, Text::NoPaymentToRefund))) };
    let line = bank_refund(state, order.id, payment_id, amount_minor, locale).await?;
    Ok(format!("{method}: {line}"))
}

/// Asks vPOS to give back `amount_minor` of the card payment `payment_id`, recording the
/// exchange; answers the bank's word for the timeline, or its refusal.
async fn bank_refund(state: &AdminState, order_id: i64, payment_id: &str, amount_minor: i64, locale: Locale) -> Result<String, AdminError> {
    let client = state.payments.ameria.client(&state.config.public_url);
    let outcome = client.refund_payment(payment_id, amount_minor).await;
    let detail = match &outcome {
        Ok(()) => "RefundPayment 00".to_string(),
        Err(error) => error.to_string(),
    };
    let event = PaymentEvent {
        order_id,
        provider: "ameria_vpos",
        kind: "refund",
        external_id: Some(payment_id),
        amount_minor: Some(amount_minor),
        accepted: outcome.is_ok(),
        detail: &detail,
    };
    payment_rows::record_payment_event(&state.db, event).await.or_failed()?;
    match outcome {
        Ok(()) => Ok(detail),
        Err(error) => {
            tracing::warn!(order = order_id, %error, "vPOS refused a refund");
            Err(AdminError::conflict(format!("{} {error}", text(locale, Text::BankRefused))))
        }
    }
}

/// Gives back a late card payment of the order: through the bank first (the bank's refusal is
/// told and nothing is recorded), or recorded as given back by hand; then its timeline line and
/// audit entry. Needs the permission a refund needs.
pub async fn refund_late_payment(number: String, payment_id: String, through_bank: bool) -> Result<OrderDetail, AdminError> {
    let (state, caller) = require(permission_of(OrderAction::Refund)).await?;
    let locale = caller.locale;
    let order = find(&state, &number).await?;
    let unsettled = late_payment_rows::unsettled(&state.db, order.id).await.or_failed()?;
    let Some(payment) = unsettled.into_iter().find(|p| p.payment_id == payment_id) else {
        return Err(AdminError::conflict(text(locale, Text::LatePaymentGone)));
    };
    let how = if through_bank {
        bank_refund(&state, order.id, &payment.payment_id, payment.amount_minor, locale).await?
    } else {
        text(locale, Text::ManualRefund).to_string()
    };
    let detail = format!("{} {}: {how}", text(locale, Text::LatePayment), payment.payment_id);
    if !late_payment_rows::settle(&state.db, order.id, &payment, &detail, &caller.actor()).await.or_failed()? {
        return Err(AdminError::conflict(text(locale, Text::LatePaymentGone)));
    }
    detail_of(&state, &caller, &order).await
}

pub async fn note(number: String, note: String, notify_customer: bool) -> Result<OrderDetail, AdminError> {
    let (state, caller) = require(Permission::ManageOrders).await?;
    let order = find(&state, &number).await?;
    let note = note.trim().to_string();
    if note.is_empty() {
        return Err(AdminError::invalid("note", Message::Required.text(caller.locale)));
    }
    if note.chars().count() > MAX_MESSAGE_LENGTH {
        return Err(AdminError::invalid("note", storefront_core::validation::Message::MessageTooLong.text(caller.locale)));
    }
    let mail = notify_customer.then(|| {
        let (subject, body) = orders::note_mail(Locale::parse(&order.locale).unwrap_or_default(), &order_number(order.id), &note);
        Mail { recipient: order.email.clone(), subject, body }
    });
    order_changes::add_note(&state.db, order.id, &note, mail.as_ref(), &caller.actor()).await.or_failed()?;
    detail_of(&state, &caller, &order).await
}
