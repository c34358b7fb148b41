//! What a shopper may do about an order's payment after checkout: pay again online when a card
//! or Idram payment did not go through (a new attempt, never the old one reopened), or take the
//! order as cash on delivery instead. Only an unpaid order still waiting (pending) can change;
//! the server asks this before touching anything, and the thanks page asks it which buttons to
//! offer.

use serde::{Deserialize, Serialize};

use crate::locale::Locale;
use crate::orders::{OrderFacts, OrderStatus, PaymentKind};

/// The payment method code of cash on delivery.
pub const CASH: &str = crate::checkout::PAYMENT_METHODS[0];

/// What a change of payment does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentChange {
    /// Start a new payment with this online method (card or wallet), the order unchanged
    /// otherwise.
    PayOnline(PaymentKind),
    /// The order becomes cash on delivery; staff confirm it like any cash order.
    SwitchToCash,
}

/// Why a payment cannot change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentChangeRefused {
    /// The provider confirmed the money already.
    AlreadyPaid,
    /// The order is no longer waiting for its payment (being prepared, canceled, …).
    NotPending(OrderStatus),
    /// Cash orders are paid when they are handed over: there is nothing to switch or retry.
    AlreadyCash,
    /// Another change of the same order came first (a second tab); the shopper tries again.
    ChangedMeanwhile,
}

impl PaymentChangeRefused {
    /// What the shopper reads.
    pub fn message(self, locale: Locale) -> String {
        match self {
            PaymentChangeRefused::AlreadyPaid => {
                locale.pick("Այս պատվերն արդեն վճարված է։", "Этот заказ уже оплачен.", "This order is paid already.").into()
            }
            PaymentChangeRefused::NotPending(status) => match locale {
                Locale::Hy => format!("Պատվերի վճարումն այլևս հնարավոր չէ փոխել․ այն «{}» է։", status.label(locale)),
                Locale::Ru => format!("Оплату заказа уже нельзя изменить: он «{}».", status.label(locale)),
                Locale::En => format!("This order's payment can no longer change: it is {}.", status.label(locale).to_lowercase()),
            },
            PaymentChangeRefused::AlreadyCash => locale
                .pick(
                    "Այս պատվերը վճարվում է կանխիկ՝ առաքման ժամանակ։",
                    "Этот заказ оплачивается наличными при доставке.",
                    "This order is paid in cash on delivery.",
                )
                .into(),
            PaymentChangeRefused::ChangedMeanwhile => locale
                .pick(
                    "Պատվերի վճարումն այս ընթացքում փոխվել է։ Թարմացրեք էջը և փորձեք կրկին։",
                    "Оплата заказа тем временем изменилась. Обновите страницу и попробуйте снова.",
                    "The order's payment changed meanwhile. Reload the page and try again.",
                )
                .into(),
        }
    }
}

/// Decides what choosing `method` (a code of `crate::checkout::PAYMENT_METHODS`, already known
/// to be offered) does to an order with these facts, or why it cannot.
pub fn change_payment(order: &OrderFacts, method: &str) -> Result<PaymentChange, PaymentChangeRefused> {
    if order.is_paid() {
        return Err(PaymentChangeRefused::AlreadyPaid);
    }
    if order.status != OrderStatus::Pending {
        return Err(PaymentChangeRefused::NotPending(order.status));
    }
    if order.payment == PaymentKind::Cash {
        return Err(PaymentChangeRefused::AlreadyCash);
    }
    match PaymentKind::of_method(method) {
        PaymentKind::Cash => Ok(PaymentChange::SwitchToCash),
        online => Ok(PaymentChange::PayOnline(online)),
    }
}

/// What the order's page offers its shopper about the payment: the method to send for each
/// choice it may make.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PaymentOffers {
    /// Pay again with the order's own method.
    pub retry_method: Option<String>,
    /// Take the order as cash on delivery.
    pub cash_method: Option<String>,
}

fn shown_facts(status: &str, payment_method: &str, paid: bool) -> Option<OrderFacts> {
    Some(OrderFacts {
        status: OrderStatus::parse(status)?,
        payment: PaymentKind::of_method(payment_method),
        provider_paid: paid,
        grand_total_minor: 0,
        refunded_minor: 0,
        stock_returned: false,
    })
}

/// Whether an order as the shopper sees it (`OrderResource`: its status code, payment method and
/// whether it is paid) may change its payment at all: an unpaid online order still pending.
pub fn payment_changeable(status: &str, payment_method: &str, paid: bool) -> bool {
    shown_facts(status, payment_method, paid).is_some_and(|facts| change_payment(&facts, payment_method).is_ok())
}

/// The offers for an order as the shopper sees it, among the methods the shop offers now
/// (`GET /api/payments`).
pub fn payment_offers(status: &str, payment_method: &str, paid: bool, offered: &[String]) -> PaymentOffers {
    let Some(facts) = shown_facts(status, payment_method, paid) else { return PaymentOffers::default() };
    let choice = |method: &str| (offered.iter().any(|o| o == method) && change_payment(&facts, method).is_ok()).then(|| method.to_string());
    PaymentOffers { retry_method: choice(payment_method), cash_method: choice(CASH) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(status: OrderStatus, payment: PaymentKind, paid: bool) -> OrderFacts {
        OrderFacts { status, payment, provider_paid: paid, grand_total_minor: 15_000, refunded_minor: 0, stock_returned: false }
    }

    #[test]
    fn an_unpaid_online_order_may_pay_again_or_become_cash() {
        let card = order(OrderStatus::Pending, PaymentKind::Card, false);
        assert_eq!(change_payment(&card, "ameria_vpos"), Ok(PaymentChange::PayOnline(PaymentKind::Card)));
        assert_eq!(change_payment(&card, "idram"), Ok(PaymentChange::PayOnline(PaymentKind::Wallet)), "or pay with the other provider");
        assert_eq!(change_payment(&card, CASH), Ok(PaymentChange::SwitchToCash));
        let wallet = order(OrderStatus::Pending, PaymentKind::Wallet, false);
        assert_eq!(change_payment(&wallet, CASH), Ok(PaymentChange::SwitchToCash));
    }

    #[test]
    fn paid_moved_on_or_cash_orders_keep_their_payment() {
        assert_eq!(change_payment(&order(OrderStatus::Processing, PaymentKind::Card, true), CASH), Err(PaymentChangeRefused::AlreadyPaid));
        assert_eq!(
            change_payment(&order(OrderStatus::Canceled, PaymentKind::Card, false), "ameria_vpos"),
            Err(PaymentChangeRefused::NotPending(OrderStatus::Canceled))
        );
        assert_eq!(
            change_payment(&order(OrderStatus::Pending, PaymentKind::Cash, false), "ameria_vpos"),
            Err(PaymentChangeRefused::AlreadyCash)
        );
        assert_eq!(change_payment(&order(OrderStatus::Pending, PaymentKind::Cash, false), CASH), Err(PaymentChangeRefused::AlreadyCash));
    }

    #[test]
    fn refusals_say_why_in_each_language() {
        assert_eq!(PaymentChangeRefused::AlreadyPaid.message(Locale::Hy), "Այս պատվերն արդեն վճարված է։");
        assert_eq!(
            PaymentChangeRefused::NotPending(OrderStatus::Canceled).message(Locale::En),
            "This order's payment can no longer change: it is canceled."
        );
        assert_eq!(PaymentChangeRefused::AlreadyCash.message(Locale::Ru), "Этот заказ оплачивается наличными при доставке.");
        assert!(PaymentChangeRefused::ChangedMeanwhile.message(Locale::Hy).starts_with("Պատվերի վճարումն"));
    }

    #[test]
    fn the_order_page_offers_only_what_the_server_would_do() {
        let all: Vec<String> = crate::checkout::PAYMENT_METHODS.iter().map(|m| m.to_string()).collect();
        let both = PaymentOffers { retry_method: Some("ameria_vpos".into()), cash_method: Some(CASH.into()) };
        assert_eq!(payment_offers("pending", "ameria_vpos", false, &all), both);
        let no_cash: Vec<String> = vec!["idram".into()];
        assert_eq!(
            payment_offers("pending", "idram", false, &no_cash),
            PaymentOffers { retry_method: Some("idram".into()), cash_method: None }
        );
        let card_gone: Vec<String> = vec![CASH.into()];
        assert_eq!(
            payment_offers("pending", "ameria_vpos", false, &card_gone),
            PaymentOffers { retry_method: None, cash_method: Some(CASH.into()) }
        );
        assert_eq!(payment_offers("processing", "ameria_vpos", true, &all), PaymentOffers::default());
        assert_eq!(payment_offers("pending", CASH, false, &all), PaymentOffers::default());
        assert_eq!(payment_offers("canceled", "idram", false, &all), PaymentOffers::default());
        assert_eq!(payment_offers("unknown", "idram", false, &all), PaymentOffers::default());
        assert!(payment_changeable("pending", "idram", false));
        assert!(!payment_changeable("pending", CASH, false));
        assert!(!payment_changeable("processing", "ameria_vpos", true));
    }
}
