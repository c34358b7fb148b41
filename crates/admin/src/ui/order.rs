//! One order: its lines, customer, addresses, payment, timeline, and what staff may do to it.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use storefront_core::checkout::payment_texts;
use storefront_core::money::{Amount, Currency};
use storefront_core::orders::{ActionRequest, OrderAction, TimelineKind};

use super::parts::{field_message, form_message, invalid, loaded, money, when, Change, ConfirmButton, Reload};
use super::{locale, t};
use crate::api::orders::{get_order, ActOnOrder, AddOrderNote, RefundLatePayment};
use crate::i18n::Text;
use crate::shapes::orders::{OrderDetail, TimelineEntry};

/// What staff do to the order on this page: each change refreshes the order it answers about.
#[derive(Clone, Copy)]
struct Changes {
    act: ServerAction<ActOnOrder>,
    note: ServerAction<AddOrderNote>,
    late: ServerAction<RefundLatePayment>,
}

impl Changes {
    fn pending(self) -> bool {
        self.act.pending().get() || self.note.pending().get() || self.late.pending().get()
    }
}

#[component]
pub fn OrderPage() -> impl IntoView {
    let params = use_params_map();
    let changes = Changes { act: ServerAction::new(), note: ServerAction::new(), late: ServerAction::new() };
    let reload = Reload::new().after(*changes.act).after(*changes.note).after(*changes.late);
    let order = LocalResource::new(move || {
        reload.count();
        get_order(params.get().get("number").unwrap_or_default())
    });
    view! {
        <p><a href="/admin/orders" class="admin-back">{"← "}{t(Text::BackToOrders)}</a></p>
        {loaded(order, move |order| view! { <OrderView order=order changes=changes/> })}
    }
}

#[component]
fn OrderView(order: OrderDetail, changes: Changes) -> impl IntoView {
    let lines = order
        .lines
        .iter()
        .map(|line| {
            view! {
                <tr>
                    <td data-label=t(Text::Product)><span>{line.name.clone()}
                        {line.staff_name.clone().map(|name| view! { <small>{name}</small> })}
                        <small class="admin-muted">{format!("{} {}", line.sku, line.options)}</small></span></td>
                    <td data-label=t(Text::Qty) class="admin-num">{line.qty}</td>
                    <td data-label=t(Text::Price) class="admin-num price">{money(line.price_minor)}</td>
                    <td data-label=t(Text::Total) class="admin-num price">{money(line.total_minor)}</td>
                </tr>
            }
        })
        .collect_view();
    let address = |lines: &Vec<String>| lines.iter().map(|line| view! { <span>{line.clone()}</span><br/> }).collect_view();
    let title = format!("{} #{}", t(Text::Order), order.number);
    let invoice = format!("/admin/orders/{}/invoice", order.number);
    view! {
        <div class="admin-heading">
            <h1>{title}</h1>
            <span class=format!("admin-badge admin-badge--{}", order.status.code())>{order.status.label(locale())}</span>
            <a class="button button--quiet" href=invoice target="_blank" rel="noopener">{t(Text::PrintInvoice)}</a>
        </div>
        <p class="admin-muted">{when(&order.created_at)}</p>
        <div class="admin-columns">
            <div class="admin-columns__main">
                <section class="admin-card">
                    <h2>{t(Text::Items)}</h2>
                    <div class="admin-table-wrap">
                        <table class="admin-table admin-table--lines">
                            <thead><tr>
                                <th scope="col">{t(Text::Product)}</th><th scope="col" class="admin-num">{t(Text::Qty)}</th>
                                <th scope="col" class="admin-num">{t(Text::Price)}</th><th scope="col" class="admin-num">{t(Text::Total)}</th>
                            </tr></thead>
                            <tbody>{lines}</tbody>
                        </table>
                    </div>
                    <dl class="admin-totals">
                        <div><dt>{t(Text::Subtotal)}</dt><dd class="price">{money(order.sub_total_minor)}</dd></div>
                        <div><dt>{t(Text::Shipping)}</dt><dd class="price">{money(order.shipping_minor)}</dd></div>
                        {(order.discount_minor > 0).then(|| view! { <div><dt>{t(Text::BonusesSpent)}</dt><dd class="price">{format!("−{}", money(order.discount_minor))}</dd></div> })}
                        <div class="admin-totals__grand"><dt>{t(Text::GrandTotal)}</dt><dd class="price">{money(order.grand_total_minor)}</dd></div>
                        {(order.refunded_minor > 0).then(|| view! { <div><dt>{t(Text::Refunded)}</dt><dd class="price">{money(order.refunded_minor)}</dd></div> })}
                    </dl>
                </section>
                {(!order.late_payments.is_empty()).then(|| view! { <LatePayments order=order.clone() changes=changes/> })}
                <Actions order=order.clone() changes=changes/>
                <Notes number=order.number.clone() changes=changes/>
                <section class="admin-card">
                    <h2>{t(Text::Timeline)}</h2>
                    <ol class="admin-timeline">
                        <li><time>{when(&order.created_at)}</time><span>{t(Text::Placed)}</span></li>
                        {order.timeline.iter().map(timeline_entry).collect_view()}
                    </ol>
                </section>
            </div>
            <aside class="admin-columns__side">
                <section class="admin-card admin-card--contact">
                    <h2>{t(Text::Customer)}</h2>
                    <p>{order.customer_name.clone()}<br/><a href=format!("mailto:{}", order.email)>{order.email.clone()}</a><br/>
                        <a href=format!("tel:{}", order.phone.replace(' ', ""))>{order.phone.clone()}</a></p>
                    {(!order.notes.is_empty()).then(|| view! { <h3>{t(Text::CustomerNote)}</h3><p class="admin-note">{order.notes.clone()}</p> })}
                </section>
                <section class="admin-card">
                    <h2>{t(Text::PaymentState)}</h2>
                    <dl class="admin-facts">
                        <div><dt>{t(Text::PaymentMethod)}</dt><dd>{payment_texts(&order.payment_method, locale()).0}</dd></div>
                        <div><dt>{t(Text::Status)}</dt><dd>{order.payment_state.label(locale())}</dd></div>
                        {order.payment_id.clone().map(|id| view! { <div><dt>{t(Text::PaymentId)}</dt><dd class="admin-code">{id}</dd></div> })}
                        {order.paid_at.clone().map(|at| view! { <div><dt>{t(Text::PaidAt)}</dt><dd>{when(&at)}</dd></div> })}
                    </dl>
                </section>
                <section class="admin-card">
                    <h2>{t(Text::Shipping)}</h2>
                    <p>{order.shipping_method.clone()}</p>
                    {order.tracking_number.clone().map(|number| view! {
                        <dl class="admin-facts">
                            <div><dt>{t(Text::Carrier)}</dt><dd>{order.carrier.clone().unwrap_or_default()}</dd></div>
                            <div><dt>{t(Text::TrackingNumber)}</dt><dd class="admin-code">{number}</dd></div>
                        </dl>
                    })}
                    <h3>{t(Text::ShippingAddress)}</h3>
                    <address>{address(&order.shipping)}</address>
                    <h3>{t(Text::BillingAddress)}</h3>
                    <address>{address(&order.billing)}</address>
                </section>
            </aside>
        </div>
    }
}

/// Who made a timeline entry: a staff member's e-mail, a provider's code, or the customer.
fn actor(actor: &str) -> String {
    match actor {
        "customer" => t(Text::Customer).to_string(),
        other => other.to_string(),
    }
}

fn timeline_entry(entry: &TimelineEntry) -> impl IntoView {
    let what = match (entry.status_from, entry.status_to, entry.kind) {
        (Some(from), Some(to), _) if from != to => format!("{} → {}", from.label(locale()), to.label(locale())),
        (_, _, TimelineKind::Refund) => format!("{} {}", t(Text::Refunded), entry.amount_minor.map(money).unwrap_or_default()),
        (_, _, TimelineKind::Mail) => format!("✉ {}", entry.detail),
        (_, _, TimelineKind::Note) => format!("{}: {}", t(Text::Note), entry.detail),
        (_, _, TimelineKind::CustomerNote) => format!("✉ {}: {}", t(Text::Note), entry.detail),
        // The shopper chose another way to pay after checkout (`from → to`, as method codes).
        (_, _, TimelineKind::PaymentMethod) => {
            let titles: Vec<&str> = entry.detail.split(" → ").map(|code| payment_texts(code, locale()).0).collect();
            format!("{}: {}", t(Text::PaymentMethod), titles.join(" → "))
        }
        (_, _, TimelineKind::Status | TimelineKind::Payment) => entry.detail.clone(),
    };
    // A status line or a refund adds the staff's reason under it; the others are their detail.
    let detail = matches!(entry.kind, TimelineKind::Status | TimelineKind::Refund) && !entry.detail.is_empty();
    let detail = detail.then(|| entry.detail.clone());
    view! {
        <li class=format!("admin-timeline__{}", entry.kind.code())>
            <time>{when(&entry.created_at)}</time>
            <span>{what}{detail.map(|d| view! { <small class="admin-muted">{d}</small> })}</span>
            <small class="admin-muted">{actor(&entry.actor)}</small>
        </li>
    }
}

#[component]
fn Actions(order: OrderDetail, changes: Changes) -> impl IntoView {
    let pending = Signal::derive(move || changes.pending());
    let refusal = (*changes.act).refusal();
    let number = order.number.clone();
    let act = move |request: ActionRequest| {
        changes.act.dispatch(ActOnOrder { number: number.clone(), request });
    };
    let (carrier, tracking) = (RwSignal::new(String::new()), RwSignal::new(String::new()));
    // Nothing that moves money is filled in for the staff: the amount is typed, stock stays out.
    let refund_text = RwSignal::new(String::new());
    let restock = RwSignal::new(false);
    let subject = format!("{} #{} · {}", t(Text::Order), order.number, order.customer_name);
    let grand_total = order.grand_total_minor;
    let cancel_warning = format!("{} {}: {}", t(Text::CancelWarning), t(Text::GrandTotal), money(grand_total));
    let refundable = order.refundable_minor;
    let refund_warning = Signal::derive(move || {
        let amount = Amount::parse_decimal(&refund_text.get(), Currency::Amd).map(|a| money(a.minor)).unwrap_or_default();
        let stock = if restock.get() { t(Text::StockReturned) } else { t(Text::StockKept) };
        format!("{} {}: {amount} · {stock}", t(Text::RefundWarning), t(Text::RefundAmount))
    });
    let has = |action: OrderAction| order.actions.contains(&action);
    let act_confirm = act.clone();
    let act_ship = act.clone();
    let act_complete = act.clone();
    let act_cancel = act.clone();
    let act_refund = act;
    let field_error = move |field: &'static str| move || field_message(refusal.get(), field);
    view! {
        <section class="admin-card" aria-busy=move || pending.get().to_string()>
            <h2>{t(Text::Actions)}</h2>
            {order.actions.is_empty().then(|| view! { <p class="admin-muted">{t(Text::NoActions)}</p> })}
            <div class="admin-actions">
                {has(OrderAction::Confirm).then(|| view! {
                    <button type="button" class="button button--primary" disabled=move || pending.get()
                        on:click=move |_| act_confirm(ActionRequest::Confirm)>{OrderAction::Confirm.label(locale())}</button>
                })}
                {has(OrderAction::Complete).then(|| view! {
                    <button type="button" class="button" disabled=move || pending.get()
                        on:click=move |_| act_complete(ActionRequest::Complete)>{OrderAction::Complete.label(locale())}</button>
                })}
                {has(OrderAction::Cancel).then(|| view! {
                    <ConfirmButton label=OrderAction::Cancel.label(locale()) subject=subject.clone() warning=cancel_warning.clone() danger=true
                        disabled=Signal::derive(move || pending.get())
                        on_confirm=Callback::new(move |_| act_cancel(ActionRequest::Cancel))/>
                })}
            </div>
            {has(OrderAction::Ship).then(|| view! {
                <form class="admin-inline-form" on:submit=move |ev| {
                    ev.prevent_default();
                    act_ship(ActionRequest::Ship { carrier: carrier.get_untracked(), tracking_number: tracking.get_untracked() });
                }>
                    <label class="admin-field"><span>{t(Text::Carrier)}</span>
                        <input name="carrier" aria-invalid=invalid(refusal, "carrier") prop:value=move || carrier.get() on:input=move |ev| carrier.set(event_target_value(&ev))/>
                        {field_error("carrier")}</label>
                    <label class="admin-field"><span>{t(Text::TrackingNumber)}</span>
                        <input name="tracking_number" aria-invalid=invalid(refusal, "tracking_number") prop:value=move || tracking.get() on:input=move |ev| tracking.set(event_target_value(&ev))/>
                        {field_error("tracking_number")}</label>
                    <button type="submit" class="button button--primary" disabled=move || pending.get()>{OrderAction::Ship.label(locale())}</button>
                </form>
            })}
            {has(OrderAction::Refund).then(|| view! {
                <div class="admin-inline-form">
                    <label class="admin-field"><span>{t(Text::RefundAmount)}</span>
                        <input name="amount" inputmode="decimal" prop:value=move || refund_text.get() on:input=move |ev| refund_text.set(event_target_value(&ev))/>
                        <small class="admin-field__hint">{t(Text::RefundableUpTo)}" "{money(refundable)}</small>
                        {field_error("amount")}</label>
                    <label class="admin-check"><input type="checkbox" name="restock" prop:checked=move || restock.get()
                        disabled=order.stock_returned
                        on:change=move |ev| restock.set(event_target_checked(&ev))/>{t(Text::ReturnToStock)}</label>
                    <ConfirmButton label=OrderAction::Refund.label(locale()) subject=subject.clone() warning=refund_warning danger=true
                        disabled=Signal::derive(move || pending.get())
                        on_confirm=Callback::new(move |_| {
                            // An unreadable amount goes as zero: the core's refusal names the field.
                            let amount_minor = Amount::parse_decimal(&refund_text.get_untracked(), Currency::Amd).map(|a| a.minor).unwrap_or(0);
                            act_refund(ActionRequest::Refund { amount_minor, restock: restock.get_untracked() });
                        })/>
                </div>
            })}
            {move || form_message(refusal.get())}
        </section>
    }
}

/// Card payments the bank took that the order could not take, each given back through the bank
/// or recorded as given back by hand, after a question naming the order and the amount.
#[component]
fn LatePayments(order: OrderDetail, changes: Changes) -> impl IntoView {
    let may_refund = order.may_refund_late;
    let refusal = (*changes.late).refusal();
    let pending = Signal::derive(move || changes.pending());
    let give_back = move |number: String, payment_id: String, through_bank: bool| {
        changes.late.dispatch(RefundLatePayment { number, payment_id, through_bank });
    };
    let subject = format!("{} #{} · {}", t(Text::Order), order.number, order.customer_name);
    let rows = order
        .late_payments
        .iter()
        .map(|payment| {
            let (number, id, amount) = (order.number.clone(), payment.payment_id.clone(), payment.amount_minor);
            let warning = format!("{} {}: {} · {}", t(Text::LatePayment), id, money(amount), t(Text::RefundWarning));
            let (number_by_hand, id_by_hand) = (number.clone(), id.clone());
            view! {
                <li>
                    <p><strong class="price">{money(amount)}</strong>" · "<span class="admin-code">{id.clone()}</span>" · "{when(&payment.received_at)}</p>
                    {may_refund.then(|| view! {
                        <div class="admin-actions">
                            <ConfirmButton label=t(Text::RefundThroughBank) subject=subject.clone() warning=warning.clone() danger=true
                                disabled=pending
                                on_confirm=Callback::new(move |_| give_back(number.clone(), id.clone(), true))/>
                            <ConfirmButton label=t(Text::RecordManualRefund) subject=subject.clone() warning=warning.clone()
                                disabled=pending
                                on_confirm=Callback::new(move |_| give_back(number_by_hand.clone(), id_by_hand.clone(), false))/>
                        </div>
                    })}
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="admin-card admin-card--alert" data-testid="late-payments">
            <h2>{t(Text::LatePaymentsToRefund)}</h2>
            <p>{t(Text::LatePaymentHelp)}</p>
            <ul class="admin-late-payments">{rows}</ul>
            {move || form_message(refusal.get())}
        </section>
    }
}

#[component]
fn Notes(number: String, changes: Changes) -> impl IntoView {
    let note = RwSignal::new(String::new());
    let notify = RwSignal::new(false);
    let refusal = (*changes.note).refusal();
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        changes.note.dispatch(AddOrderNote { number: number.clone(), note: note.get_untracked(), notify_customer: notify.get_untracked() });
    };
    view! {
        <section class="admin-card">
            <h2>{t(Text::Note)}</h2>
            <form class="admin-note-form" on:submit=submit>
                <label class="admin-field"><span class="visually-hidden">{t(Text::Note)}</span>
                    <textarea name="note" rows="3" prop:value=move || note.get() on:input=move |ev| note.set(event_target_value(&ev))></textarea>
                    {move || field_message(refusal.get(), "note")}
                </label>
                <label class="admin-check"><input type="checkbox" name="notify" prop:checked=move || notify.get() on:change=move |ev| notify.set(event_target_checked(&ev))/>{t(Text::MailToCustomer)}</label>
                <button type="submit" class="button" disabled=move || changes.pending()>{t(Text::AddNote)}</button>
            </form>
        </section>
    }
}
