//! An order's life after checkout: its statuses, what staff may do to it in each, what each
//! action moves (stock, bonuses, money) and the messages a refused action answers. The back
//! office, the operator's commands and the database all ask this table; nothing else decides.
//!
//! ```text
//! pending ──confirm──► processing ──ship──► shipped ──complete──► completed
//!    │                     │   └────────complete (picked up)────────┘
//!    └──────cancel─────────┴──► canceled            (unpaid orders only)
//! paid, any of processing/shipped/completed ──refund (full)──► refunded
//! ```
//! A partial refund leaves the status as it is and adds to the refunded amount.

use crate::locale::Locale;
use serde::{Deserialize, Serialize};

/// Where an order is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OrderStatus {
    /// Placed; cash to collect or a payment not yet confirmed.
    Pending,
    /// Paid (or cash confirmed); being prepared.
    Processing,
    /// Handed to a carrier, with its tracking number.
    Shipped,
    Completed,
    Canceled,
    /// The whole payment was given back.
    Refunded,
}

impl OrderStatus {
    pub const ALL: [OrderStatus; 6] = [
        OrderStatus::Pending,
        OrderStatus::Processing,
        OrderStatus::Shipped,
        OrderStatus::Completed,
        OrderStatus::Canceled,
        OrderStatus::Refunded,
    ];

    pub fn code(self) -> &'static str {
        match self {
            OrderStatus::Pending => "pending",
            OrderStatus::Processing => "processing",
            OrderStatus::Shipped => "shipped",
            OrderStatus::Completed => "completed",
            OrderStatus::Canceled => "canceled",
            OrderStatus::Refunded => "refunded",
        }
    }

    pub fn parse(code: &str) -> Option<OrderStatus> {
        OrderStatus::ALL.into_iter().find(|s| s.code() == code)
    }

    /// No action moves an order out of these.
    pub fn is_final(self) -> bool {
        matches!(self, OrderStatus::Canceled | OrderStatus::Refunded)
    }

    pub fn label(self, locale: Locale) -> &'static str {
        match self {
            OrderStatus::Pending => locale.pick("Սպասման մեջ", "Ожидает", "Pending"),
            OrderStatus::Processing => locale.pick("Մշակվում է", "В обработке", "Processing"),
            OrderStatus::Shipped => locale.pick("Ուղարկված", "Отправлен", "Shipped"),
            OrderStatus::Completed => locale.pick("Ավարտված", "Выполнен", "Completed"),
            OrderStatus::Canceled => locale.pick("Չեղարկված", "Отменён", "Canceled"),
            OrderStatus::Refunded => locale.pick("Վերադարձված", "Возвращён", "Refunded"),
        }
    }
}

/// What a line of an order's timeline records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TimelineKind {
    /// The status moved (`from → to`).
    Status,
    /// Money given back, with its amount.
    Refund,
    /// An exchange with a payment provider.
    Payment,
    /// The shopper chose another way to pay after checkout.
    PaymentMethod,
    /// Staff's internal note.
    Note,
    /// Staff's note mailed to the customer.
    CustomerNote,
    /// A mail the shop sent about the order.
    Mail,
}

impl TimelineKind {
    pub const ALL: [TimelineKind; 7] = [
        TimelineKind::Status,
        TimelineKind::Refund,
        TimelineKind::Payment,
        TimelineKind::PaymentMethod,
        TimelineKind::Note,
        TimelineKind::CustomerNote,
        TimelineKind::Mail,
    ];

    /// As stored (`order_events.kind`).
    pub fn code(self) -> &'static str {
        match self {
            TimelineKind::Status => "status",
            TimelineKind::Refund => "refund",
            TimelineKind::Payment => "payment",
            TimelineKind::PaymentMethod => "payment_method",
            TimelineKind::Note => "note",
            TimelineKind::CustomerNote => "customer_note",
            TimelineKind::Mail => "mail",
        }
    }

    pub fn parse(code: &str) -> Option<TimelineKind> {
        TimelineKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// What staff do to an order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OrderAction {
    /// A cash order confirmed with the customer.
    Confirm,
    Ship,
    Complete,
    Cancel,
    Refund,
}

impl OrderAction {
    pub const ALL: [OrderAction; 5] =
        [OrderAction::Confirm, OrderAction::Ship, OrderAction::Complete, OrderAction::Cancel, OrderAction::Refund];

    pub fn code(self) -> &'static str {
        match self {
            OrderAction::Confirm => "confirm",
            OrderAction::Ship => "ship",
            OrderAction::Complete => "complete",
            OrderAction::Cancel => "cancel",
            OrderAction::Refund => "refund",
        }
    }

    pub fn label(self, locale: Locale) -> &'static str {
        match self {
            OrderAction::Confirm => locale.pick("Հաստատել", "Подтвердить", "Confirm"),
            OrderAction::Ship => locale.pick("Ուղարկել", "Отправить", "Ship"),
            OrderAction::Complete => locale.pick("Ավարտել", "Завершить", "Complete"),
            OrderAction::Cancel => locale.pick("Չեղարկել", "Отменить", "Cancel"),
            OrderAction::Refund => locale.pick("Վերադարձնել գումարը", "Вернуть деньги", "Refund"),
        }
    }
}

/// How the customer pays: the card and the wallet are paid before the order is prepared, cash
/// when it is handed over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PaymentKind {
    Cash,
    Card,
    Wallet,
}

impl PaymentKind {
    /// From the order's payment method code (`crate::checkout::PAYMENT_METHODS`).
    pub fn of_method(method: &str) -> PaymentKind {
        match method {
            "ameria_vpos" => PaymentKind::Card,
            "idram" => PaymentKind::Wallet,
            _ => PaymentKind::Cash,
        }
    }
}

/// Whether the shop holds the customer's money for an order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentState {
    Unpaid,
    Paid,
    PartiallyRefunded,
    Refunded,
}

impl PaymentState {
    pub const ALL: [PaymentState; 4] = [PaymentState::Unpaid, PaymentState::Paid, PaymentState::PartiallyRefunded, PaymentState::Refunded];

    pub fn code(self) -> &'static str {
        match self {
            PaymentState::Unpaid => "unpaid",
            PaymentState::Paid => "paid",
            PaymentState::PartiallyRefunded => "partially_refunded",
            PaymentState::Refunded => "refunded",
        }
    }

    pub fn parse(code: &str) -> Option<PaymentState> {
        PaymentState::ALL.into_iter().find(|s| s.code() == code)
    }

    pub fn label(self, locale: Locale) -> &'static str {
        match self {
            PaymentState::Unpaid => locale.pick("Չվճարված", "Не оплачен", "Unpaid"),
            PaymentState::Paid => locale.pick("Վճարված", "Оплачен", "Paid"),
            PaymentState::PartiallyRefunded => locale.pick("Մասնակի վերադարձված", "Частично возвращён", "Partially refunded"),
            PaymentState::Refunded => locale.pick("Վերադարձված", "Возвращён", "Refunded"),
        }
    }
}

/// What the rules need to know of an order, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderFacts {
    pub status: OrderStatus,
    pub payment: PaymentKind,
    /// A card or wallet payment was confirmed by its provider.
    pub provider_paid: bool,
    pub grand_total_minor: i64,
    pub refunded_minor: i64,
    /// The order's stock went back to the shelves already (a cancel or a refund with restock).
    pub stock_returned: bool,
}

impl OrderFacts {
    /// The money the shop received: a provider's confirmation, or cash once the order was handed
    /// over (completed). Canceled orders never had any.
    pub fn is_paid(&self) -> bool {
        match self.payment {
            PaymentKind::Card | PaymentKind::Wallet => self.provider_paid,
            PaymentKind::Cash => matches!(self.status, OrderStatus::Completed | OrderStatus::Refunded),
        }
    }

    pub fn payment_state(&self) -> PaymentState {
        if !self.is_paid() {
            PaymentState::Unpaid
        } else if self.refunded_minor >= self.grand_total_minor && self.grand_total_minor > 0 {
            PaymentState::Refunded
        } else if self.refunded_minor > 0 {
            PaymentState::PartiallyRefunded
        } else {
            PaymentState::Paid
        }
    }

    /// What is left to refund.
    pub fn refundable_minor(&self) -> i64 {
        if self.is_paid() {
            (self.grand_total_minor - self.refunded_minor).max(0)
        } else {
            0
        }
    }

    /// The actions that `plan` would accept now (a refund with its whole remaining amount), for
    /// offering only what can be done.
    pub fn available_actions(&self) -> Vec<OrderAction> {
        OrderAction::ALL
            .into_iter()
            .filter(|action| {
                let request = match action {
                    OrderAction::Ship => ActionRequest::Ship { carrier: "-".into(), tracking_number: "-".into() },
                    OrderAction::Refund => ActionRequest::Refund { amount_minor: self.refundable_minor(), restock: false },
                    OrderAction::Confirm => ActionRequest::Confirm,
                    OrderAction::Complete => ActionRequest::Complete,
                    OrderAction::Cancel => ActionRequest::Cancel,
                };
                plan(self, &request).is_ok()
            })
            .collect()
    }
}

/// An action with what it carries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "lowercase")]
pub enum ActionRequest {
    Confirm,
    Ship {
        carrier: String,
        tracking_number: String,
    },
    Complete,
    Cancel,
    /// Gives back `amount_minor` of the payment; `restock` puts the order's items back on sale.
    Refund {
        amount_minor: i64,
        restock: bool,
    },
}

impl ActionRequest {
    pub fn action(&self) -> OrderAction {
        match self {
            ActionRequest::Confirm => OrderAction::Confirm,
            ActionRequest::Ship { .. } => OrderAction::Ship,
            ActionRequest::Complete => OrderAction::Complete,
            ActionRequest::Cancel => OrderAction::Cancel,
            ActionRequest::Refund { .. } => OrderAction::Refund,
        }
    }
}

/// What an accepted action does. The database applies it in one transaction, and only if the
/// order still has the status the plan was made from, so two staff acting at once move stock,
/// bonuses and money exactly once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transition {
    pub from: OrderStatus,
    pub to: OrderStatus,
    /// Put the order's quantities back on sale.
    pub return_stock: bool,
    /// Give the customer back the bonuses spent on the order.
    pub return_spent_rewards: bool,
    /// Credit the bonuses the order earns.
    pub earn_rewards: bool,
    /// Take back the bonuses a completed order had earned (a full refund).
    pub revoke_earned_rewards: bool,
    pub refund_minor: i64,
}

/// Why an action was refused; each has a message in the staff's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum ActionRefused {
    /// The action does not apply to an order in this status.
    NotFromStatus {
        action: OrderAction,
        status: OrderStatus,
    },
    /// Card and wallet orders are confirmed by their payment, not by staff.
    PaidByProvider,
    /// A paid order is refunded, not canceled.
    PaidOrderCancel,
    CarrierRequired,
    TrackingRequired,
    FieldTooLong {
        field: String,
    },
    NothingToRefund,
    RefundAmountInvalid {
        refundable_minor: i64,
    },
    /// The order's stock was already returned.
    StockAlreadyReturned,
    /// More than one field is at fault: each is named, so a form marks them all at once.
    Fields {
        refusals: Vec<ActionRefused>,
    },
}

/// Carrier names and tracking numbers are stored texts like any other.
const MAX_SHIPPING_TEXT: usize = crate::validation::MAX_TEXT_LENGTH;

impl ActionRefused {
    /// The field the message is about, for forms that show it beside the input.
    pub fn field(&self) -> Option<&str> {
        match self {
            ActionRefused::CarrierRequired => Some("carrier"),
            ActionRefused::TrackingRequired => Some("tracking_number"),
            ActionRefused::FieldTooLong { field } => Some(field),
            ActionRefused::RefundAmountInvalid { .. } | ActionRefused::NothingToRefund => Some("amount"),
            ActionRefused::Fields { refusals } => refusals.first().and_then(ActionRefused::field),
            _ => None,
        }
    }

    /// Every field at fault with its own refusal, in the form's order; empty when the refusal is
    /// about the order rather than what was typed.
    pub fn by_field(&self) -> Vec<(&str, &ActionRefused)> {
        match self {
            ActionRefused::Fields { refusals } => refusals.iter().flat_map(ActionRefused::by_field).collect(),
            single => single.field().map(|field| vec![(field, single)]).unwrap_or_default(),
        }
    }

    pub fn message(&self, locale: Locale) -> String {
        match self {
            ActionRefused::NotFromStatus { action, status } => match locale {
                Locale::Hy => {
                    format!("«{}» գործողությունը հնարավոր չէ «{}» կարգավիճակով պատվերի համար։", action.label(locale), status.label(locale))
                }
                Locale::Ru => format!("Действие «{}» невозможно для заказа в статусе «{}».", action.label(locale), status.label(locale)),
                Locale::En => {
                    format!("“{}” is not possible for an order that is {}.", action.label(locale), status.label(locale).to_lowercase())
                }
            },
            ActionRefused::PaidByProvider => locale
                .pick(
                    "Քարտով և Idram-ով պատվերը հաստատվում է վճարումով։",
                    "Заказ с оплатой картой или Idram подтверждается оплатой.",
                    "A card or Idram order is confirmed by its payment.",
                )
                .into(),
            ActionRefused::PaidOrderCancel => locale
                .pick(
                    "Պատվերը վճարված է․ վերադարձրեք գումարը՝ չեղարկելու փոխարեն։",
                    "Заказ оплачен: верните деньги вместо отмены.",
                    "This order is paid: refund it instead of canceling it.",
                )
                .into(),
            ActionRefused::CarrierRequired => locale.pick("Նշեք առաքողին։", "Укажите перевозчика.", "Enter the carrier.").into(),
            ActionRefused::TrackingRequired => {
                locale.pick("Նշեք հետևման համարը։", "Укажите номер отслеживания.", "Enter the tracking number.").into()
            }
            ActionRefused::FieldTooLong { .. } => crate::validation::Message::TooLong.text(locale).to_string(),
            ActionRefused::NothingToRefund => locale
                .pick(
                    "Այս պատվերով վերադարձնելու գումար չկա։",
                    "По этому заказу нечего возвращать.",
                    "There is nothing to refund on this order.",
                )
                .into(),
            ActionRefused::RefundAmountInvalid { refundable_minor } => {
                let most = crate::money::Amount::new(*refundable_minor, crate::money::Currency::Amd).display();
                match locale {
                    Locale::Hy => format!("Գումարը պետք է լինի 0-ից մեծ և ոչ ավելի, քան {most}։"),
                    Locale::Ru => format!("Сумма должна быть больше 0 и не больше {most}."),
                    Locale::En => format!("The amount must be more than 0 and at most {most}."),
                }
            }
            ActionRefused::StockAlreadyReturned => locale
                .pick(
                    "Այս պատվերի ապրանքներն արդեն վերադարձվել են պահեստ։",
                    "Товары этого заказа уже возвращены на склад.",
                    "This order's items are already back in stock.",
                )
                .into(),
            ActionRefused::Fields { refusals } => refusals.iter().map(|refused| refused.message(locale)).collect::<Vec<_>>().join(" "),
        }
    }
}

/// Decides what `request` does to an order with these facts, or why it is refused.
pub fn plan(order: &OrderFacts, request: &ActionRequest) -> Result<Transition, ActionRefused> {
    use OrderStatus::*;
    let from = order.status;
    let refuse = || ActionRefused::NotFromStatus { action: request.action(), status: from };
    let moving = |to: OrderStatus| Transition {
        from,
        to,
        return_stock: false,
        return_spent_rewards: false,
        earn_rewards: false,
        revoke_earned_rewards: false,
        refund_minor: 0,
    };
    match request {
        ActionRequest::Confirm => match from {
            Pending if order.payment == PaymentKind::Cash => Ok(moving(Processing)),
            Pending => Err(ActionRefused::PaidByProvider),
            _ => Err(refuse()),
        },
        ActionRequest::Ship { carrier, tracking_number } => {
            if from != Processing {
                return Err(refuse());
            }
            let mut refusals = Vec::new();
            for (field, text, missing) in [
                ("carrier", carrier, ActionRefused::CarrierRequired),
                ("tracking_number", tracking_number, ActionRefused::TrackingRequired),
            ] {
                if text.trim().is_empty() {
                    refusals.push(missing);
                } else if text.trim().chars().count() > MAX_SHIPPING_TEXT {
                    refusals.push(ActionRefused::FieldTooLong { field: field.into() });
                }
            }
            match refusals.len() {
                0 => Ok(moving(Shipped)),
                1 => Err(refusals.remove(0)),
                _ => Err(ActionRefused::Fields { refusals }),
            }
        }
        ActionRequest::Complete => match from {
            Processing | Shipped => Ok(Transition { earn_rewards: true, ..moving(Completed) }),
            _ => Err(refuse()),
        },
        ActionRequest::Cancel => match from {
            Pending | Processing if order.is_paid() => Err(ActionRefused::PaidOrderCancel),
            Pending | Processing => Ok(Transition { return_stock: !order.stock_returned, return_spent_rewards: true, ..moving(Canceled) }),
            _ => Err(refuse()),
        },
        ActionRequest::Refund { amount_minor, restock } => {
            if !matches!(from, Processing | Shipped | Completed) {
                return Err(refuse());
            }
            let refundable = order.refundable_minor();
            if refundable == 0 {
                return Err(ActionRefused::NothingToRefund);
            }
            if *amount_minor <= 0 || *amount_minor > refundable {
                return Err(ActionRefused::RefundAmountInvalid { refundable_minor: refundable });
            }
            if *restock && order.stock_returned {
                return Err(ActionRefused::StockAlreadyReturned);
            }
            let full = *amount_minor == refundable;
            Ok(Transition {
                to: if full { Refunded } else { from },
                return_stock: *restock,
                return_spent_rewards: full,
                revoke_earned_rewards: full && from == Completed,
                refund_minor: *amount_minor,
                ..moving(from)
            })
        }
    }
}

/// The mail a customer gets when their order changes status: (subject, body), in their language.
pub fn status_mail(locale: Locale, number: &str, status: OrderStatus, tracking: Option<(&str, &str)>) -> (String, String) {
    let subject = match locale {
        Locale::Hy => format!("Ձեր #{number} պատվերը՝ {}", status.label(locale)),
        Locale::Ru => format!("Ваш заказ №{number}: {}", status.label(locale).to_lowercase()),
        Locale::En => format!("Your order #{number} is {}", status.label(locale).to_lowercase()),
    };
    let mut body = match locale {
        Locale::Hy => format!("Ձեր #{number} պատվերի կարգավիճակը՝ {}։", status.label(locale)),
        Locale::Ru => format!("Статус вашего заказа №{number}: {}.", status.label(locale).to_lowercase()),
        Locale::En => format!("Your order #{number} is now {}.", status.label(locale).to_lowercase()),
    };
    if let Some((carrier, tracking_number)) = tracking {
        body.push_str("\n\n");
        body.push_str(&match locale {
            Locale::Hy => format!("Առաքող՝ {carrier}\nՀետևման համար՝ {tracking_number}"),
            Locale::Ru => format!("Перевозчик: {carrier}\nНомер отслеживания: {tracking_number}"),
            Locale::En => format!("Carrier: {carrier}\nTracking number: {tracking_number}"),
        });
    }
    (subject, body)
}

/// A note from the shop about an order, mailed to the customer.
pub fn note_mail(locale: Locale, number: &str, note: &str) -> (String, String) {
    let subject = match locale {
        Locale::Hy => format!("Ձեր #{number} պատվերի մասին"),
        Locale::Ru => format!("О вашем заказе №{number}"),
        Locale::En => format!("About your order #{number}"),
    };
    (subject, note.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use OrderStatus::*;

    fn order(status: OrderStatus, payment: PaymentKind, provider_paid: bool) -> OrderFacts {
        OrderFacts { status, payment, provider_paid, grand_total_minor: 10_000, refunded_minor: 0, stock_returned: false }
    }

    fn ship() -> ActionRequest {
        ActionRequest::Ship { carrier: "HayPost".into(), tracking_number: "RR123456789AM".into() }
    }

    #[test]
    fn a_cash_order_goes_the_whole_way() {
        let mut facts = order(Pending, PaymentKind::Cash, false);
        for (request, expected) in [(ActionRequest::Confirm, Processing), (ship(), Shipped), (ActionRequest::Complete, Completed)] {
            let transition = plan(&facts, &request).unwrap();
            assert_eq!(transition.to, expected);
            facts.status = transition.to;
        }
        assert!(facts.is_paid(), "cash is in hand once the order is completed");
        assert_eq!(facts.payment_state(), PaymentState::Paid);
    }

    #[test]
    fn completing_earns_bonuses_and_a_picked_up_order_completes_without_shipping() {
        let transition = plan(&order(Processing, PaymentKind::Cash, false), &ActionRequest::Complete).unwrap();
        assert!(transition.earn_rewards && !transition.return_stock);
        assert_eq!(transition.to, Completed);
    }

    #[test]
    fn every_illegal_transition_is_refused_with_a_message_in_each_language() {
        let table: &[(OrderStatus, OrderAction)] = &[
            (Pending, OrderAction::Ship),
            (Pending, OrderAction::Complete),
            (Pending, OrderAction::Refund),
            (Processing, OrderAction::Confirm),
            (Shipped, OrderAction::Confirm),
            (Shipped, OrderAction::Cancel),
            (Completed, OrderAction::Cancel),
            (Completed, OrderAction::Ship),
            (Canceled, OrderAction::Confirm),
            (Canceled, OrderAction::Complete),
            (Canceled, OrderAction::Refund),
            (Refunded, OrderAction::Refund),
            (Refunded, OrderAction::Complete),
        ];
        for (status, action) in table {
            let facts = order(*status, PaymentKind::Cash, false);
            let request = match action {
                OrderAction::Confirm => ActionRequest::Confirm,
                OrderAction::Ship => ship(),
                OrderAction::Complete => ActionRequest::Complete,
                OrderAction::Cancel => ActionRequest::Cancel,
                OrderAction::Refund => ActionRequest::Refund { amount_minor: 100, restock: false },
            };
            let refused = plan(&facts, &request).expect_err(&format!("{action:?} from {status:?}"));
            for locale in Locale::ALL {
                assert!(!refused.message(locale).is_empty());
            }
        }
        let refused = plan(&order(Completed, PaymentKind::Cash, false), &ActionRequest::Cancel).unwrap_err();
        assert_eq!(refused.message(Locale::En), "“Cancel” is not possible for an order that is completed.");
    }

    #[test]
    fn card_orders_are_confirmed_by_their_payment_and_refunded_not_canceled() {
        assert_eq!(plan(&order(Pending, PaymentKind::Card, false), &ActionRequest::Confirm), Err(ActionRefused::PaidByProvider));
        assert_eq!(plan(&order(Processing, PaymentKind::Card, true), &ActionRequest::Cancel), Err(ActionRefused::PaidOrderCancel));
        let unpaid_cancel = plan(&order(Pending, PaymentKind::Card, false), &ActionRequest::Cancel).unwrap();
        assert!(unpaid_cancel.return_stock && unpaid_cancel.return_spent_rewards);
    }

    #[test]
    fn shipping_needs_a_carrier_and_a_tracking_number() {
        let facts = order(Processing, PaymentKind::Cash, false);
        let blank = ActionRequest::Ship { carrier: " ".into(), tracking_number: "X1".into() };
        assert_eq!(plan(&facts, &blank).unwrap_err().field(), Some("carrier"));
        let untracked = ActionRequest::Ship { carrier: "HayPost".into(), tracking_number: "".into() };
        assert_eq!(plan(&facts, &untracked).unwrap_err().message(Locale::En), "Enter the tracking number.");
        let long = ActionRequest::Ship { carrier: "HayPost".into(), tracking_number: "9".repeat(256) };
        assert_eq!(plan(&facts, &long).unwrap_err().field(), Some("tracking_number"));
        let empty = ActionRequest::Ship { carrier: "".into(), tracking_number: " ".into() };
        let refused = plan(&facts, &empty).unwrap_err();
        let named: Vec<(&str, String)> = refused.by_field().into_iter().map(|(field, why)| (field, why.message(Locale::En))).collect();
        assert_eq!(
            named,
            [("carrier", "Enter the carrier.".to_string()), ("tracking_number", "Enter the tracking number.".to_string())],
            "both empty fields are named, not only the first"
        );
    }

    #[test]
    fn refunds_are_bounded_by_what_was_paid_and_a_full_one_ends_the_order() {
        let mut facts = order(Shipped, PaymentKind::Card, true);
        let too_much = ActionRequest::Refund { amount_minor: 10_001, restock: false };
        assert_eq!(plan(&facts, &too_much), Err(ActionRefused::RefundAmountInvalid { refundable_minor: 10_000 }));
        assert_eq!(plan(&facts, &too_much).unwrap_err().message(Locale::En), "The amount must be more than 0 and at most 100 ֏.");
        let part = plan(&facts, &ActionRequest::Refund { amount_minor: 4_000, restock: false }).unwrap();
        assert_eq!((part.to, part.refund_minor, part.return_spent_rewards), (Shipped, 4_000, false));
        facts.refunded_minor = 4_000;
        assert_eq!(facts.payment_state(), PaymentState::PartiallyRefunded);
        let rest = plan(&facts, &ActionRequest::Refund { amount_minor: 6_000, restock: true }).unwrap();
        assert_eq!(rest.to, Refunded);
        assert!(rest.return_stock && rest.return_spent_rewards && !rest.revoke_earned_rewards);
        facts.refunded_minor = 10_000;
        assert_eq!(facts.payment_state(), PaymentState::Refunded);
    }

    #[test]
    fn an_unpaid_order_has_nothing_to_refund_and_stock_returns_once() {
        assert_eq!(
            plan(&order(Processing, PaymentKind::Cash, false), &ActionRequest::Refund { amount_minor: 1, restock: false }),
            Err(ActionRefused::NothingToRefund)
        );
        let mut completed = order(Completed, PaymentKind::Cash, false);
        completed.stock_returned = true;
        assert_eq!(plan(&completed, &ActionRequest::Refund { amount_minor: 1, restock: true }), Err(ActionRefused::StockAlreadyReturned));
        let full =
            plan(&OrderFacts { stock_returned: false, ..completed }, &ActionRequest::Refund { amount_minor: 10_000, restock: false })
                .unwrap();
        assert!(full.revoke_earned_rewards, "a fully refunded completed order takes its bonuses back");
    }

    #[test]
    fn available_actions_are_what_plan_accepts() {
        assert_eq!(order(Pending, PaymentKind::Cash, false).available_actions(), vec![OrderAction::Confirm, OrderAction::Cancel]);
        assert_eq!(
            order(Processing, PaymentKind::Card, true).available_actions(),
            vec![OrderAction::Ship, OrderAction::Complete, OrderAction::Refund]
        );
        assert!(order(Canceled, PaymentKind::Cash, false).available_actions().is_empty());
    }

    #[test]
    fn codes_round_trip_and_every_status_has_a_label() {
        for status in OrderStatus::ALL {
            assert_eq!(OrderStatus::parse(status.code()), Some(status));
            for locale in Locale::ALL {
                assert!(!status.label(locale).is_empty());
            }
        }
        for state in PaymentState::ALL {
            assert_eq!(PaymentState::parse(state.code()), Some(state));
        }
        assert_eq!(OrderStatus::parse("closed"), None);
    }

    #[test]
    fn status_mail_names_the_tracking_number_in_the_customers_language() {
        let (subject, body) = status_mail(Locale::Hy, "100001", Shipped, Some(("HayPost", "RR1AM")));
        assert_eq!(subject, "Ձեր #100001 պատվերը՝ Ուղարկված");
        assert!(body.contains("Հետևման համար՝ RR1AM"));
        let (subject, _) = status_mail(Locale::En, "100001", Completed, None);
        assert_eq!(subject, "Your order #100001 is completed");
    }
}
