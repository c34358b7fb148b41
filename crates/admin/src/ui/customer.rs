//! One customer: their orders, addresses and bonus history; blocking and bonus adjustments.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use storefront_core::rewards;
use storefront_core::staff::Permission;

use super::parts::{field_message, form_message, invalid, loaded, money, when, Change, ConfirmButton, ConfirmDialog, Reload};
use super::{locale, may, t};
use crate::api::customers::{get_customer, AdjustRewards, SetCustomerBlocked};
use crate::i18n::Text;
use crate::shapes::customers::CustomerDetail;
use crate::shapes::error::AdminError;

/// What staff do to the customer on this page.
#[derive(Clone, Copy)]
struct Changes {
    block: ServerAction<SetCustomerBlocked>,
    adjust: ServerAction<AdjustRewards>,
}

#[component]
pub fn CustomerPage() -> impl IntoView {
    let params = use_params_map();
    let changes = Changes { block: ServerAction::new(), adjust: ServerAction::new() };
    let reload = Reload::new().after(*changes.block).after(*changes.adjust);
    let id = move || params.get().get("id").and_then(|id| id.parse::<i64>().ok()).unwrap_or(0);
    let customer = LocalResource::new(move || {
        reload.count();
        get_customer(id())
    });
    view! {
        <p><a href="/admin/customers" class="admin-back">{"← "}{t(Text::BackToCustomers)}</a></p>
        {loaded(customer, move |customer| view! { <CustomerView customer=customer changes=changes/> })}
    }
}

fn reason_text(reason: &str) -> &'static str {
    match reason {
        "earned" => t(Text::BonusEarned),
        "used" => t(Text::BonusUsed),
        "restored" => t(Text::BonusRestored),
        "revoked" => t(Text::BonusRevoked),
        _ => t(Text::BonusAdjusted),
    }
}

#[component]
fn CustomerView(customer: CustomerDetail, changes: Changes) -> impl IntoView {
    let summary = customer.summary.clone();
    let id = summary.id;
    let pending = Signal::derive(move || changes.block.pending().get() || changes.adjust.pending().get());
    let (amount, reason) = (RwSignal::new(String::new()), RwSignal::new(String::new()));
    let blocked = summary.blocked;
    let set_blocked = move |blocked: bool| {
        changes.block.dispatch(SetCustomerBlocked { id, blocked });
    };
    let block_refusal = (*changes.block).refusal();
    // The amount as typed is read by the core here first: what it cannot read is named at once.
    let unreadable = RwSignal::new(None::<AdminError>);
    let adjust_refusal = (*changes.adjust).refusal();
    let refusal = Signal::derive(move || unreadable.get().or_else(|| adjust_refusal.get()));
    let who = if summary.name.is_empty() { summary.email.clone() } else { format!("{} · {}", summary.name, summary.email) };
    let limit = customer.rewards_adjustment_limit;
    // The core reads the amount as the server will; a readable one is asked about by name and
    // amount before anything moves, an unreadable one is named beside its field.
    let asking = RwSignal::new(false);
    let adjust = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        match rewards::adjustment(&amount.get_untracked(), limit) {
            Ok(_) => {
                unreadable.set(None);
                asking.set(true);
            }
            Err(refused) => unreadable.set(Some(AdminError::invalid("amount", refused.message(locale())))),
        }
    };
    let adjustment_text = Signal::derive(move || {
        let minor = rewards::adjustment(&amount.get(), limit).unwrap_or(0);
        let (what, shown) = if minor < 0 { (t(Text::BonusesTakenAway), money(-minor)) } else { (t(Text::BonusesAdded), money(minor)) };
        format!("{what}: {shown} · {} {}", t(Text::Reason), reason.get().trim())
    });
    let adjust_now = move |_| {
        changes.adjust.dispatch(AdjustRewards { id, amount: amount.get_untracked(), reason: reason.get_untracked() });
    };
    let field_error = move |field: &'static str| move || field_message(refusal.get(), field);
    let orders = customer
        .orders
        .iter()
        .map(|o| view! {
            <tr>
                <td data-label=t(Text::Order)><a href=format!("/admin/orders/{}", o.number)>{format!("#{}", o.number)}</a></td>
                <td data-label=t(Text::Date)>{when(&o.created_at)}</td>
                <td data-label=t(Text::Status)><span class=format!("admin-badge admin-badge--{}", o.status.code())>{o.status.label(locale())}</span></td>
                <td data-label=t(Text::Total) class="admin-num price">{money(o.grand_total_minor)}</td>
            </tr>
        })
        .collect_view();
    let bonuses = customer
        .bonuses
        .iter()
        .map(|b| view! {
            <tr>
                <td data-label=t(Text::Date)>{when(&b.created_at)}</td>
                <td data-label=t(Text::Reason)><span>{reason_text(&b.reason)}<small class="admin-muted">{b.order_number.clone().map(|n| format!("#{n}")).unwrap_or_default()}" "{b.note.clone()}</small>
                    {b.adjusted_by.clone().map(|by| view! { <small class="admin-muted">{t(Text::AdjustedBy)}" "{by}</small> })}</span></td>
                <td data-label=t(Text::Bonuses) class="admin-num price">{money(b.points_minor)}</td>
            </tr>
        })
        .collect_view();
    let addresses = customer
        .addresses
        .iter()
        .map(|lines| view! { <address class="admin-card__item">{lines.iter().map(|l| view! { <span>{l.clone()}</span><br/> }).collect_view()}</address> })
        .collect_view();
    view! {
        <div class="admin-heading">
            <h1>{if summary.name.is_empty() { summary.email.clone() } else { summary.name.clone() }}</h1>
            {blocked.then(|| view! { <span class="admin-badge admin-badge--canceled">{t(Text::Blocked)}</span> })}
        </div>
        <p class="admin-muted">
            {[summary.email.clone(), summary.phone.clone(), format!("{} {}", t(Text::Joined), when(&summary.created_at))].into_iter().filter(|part| !part.is_empty()).collect::<Vec<_>>().join(" · ")}
        </p>
        {move || form_message(block_refusal.get().or_else(|| refusal.get()))}
        <div class="admin-columns">
            <div class="admin-columns__main">
                <section class="admin-card">
                    <h2>{t(Text::Orders)}</h2>
                    {if customer.orders.is_empty() {
                        view! { <p class="admin-muted">{t(Text::NoOrdersYet)}</p> }.into_any()
                    } else {
                        view! { <div class="admin-table-wrap"><table class="admin-table"><tbody>{orders}</tbody></table></div> }.into_any()
                    }}
                </section>
                <section class="admin-card">
                    <h2>{t(Text::Bonuses)}" · "{t(Text::Balance)}" "<span class="price">{money(summary.rewards_minor)}</span></h2>
                    <div class="admin-table-wrap"><table class="admin-table"><tbody>{bonuses}</tbody></table></div>
                    {may(Permission::ManageCustomers).then(|| view! {
                        <form class="admin-inline-form" on:submit=adjust>
                            <label class="admin-field"><span>{t(Text::AdjustAmount)}</span>
                                <input name="amount" inputmode="numeric" prop:value=move || amount.get() on:input=move |ev| amount.set(event_target_value(&ev))
                                    aria-invalid=invalid(refusal, "amount")/>
                                <small class="admin-field__hint">{t(Text::AdjustLimit)}" "{money(i64::from(limit) * 100)}</small>
                                {field_error("amount")}</label>
                            <label class="admin-field"><span>{t(Text::Reason)}</span>
                                <input name="reason" prop:value=move || reason.get() on:input=move |ev| reason.set(event_target_value(&ev))/>
                                {field_error("reason")}</label>
                            <button type="submit" class="button button--primary" disabled=move || pending.get()>{t(Text::AdjustRewards)}</button>
                        </form>
                        <ConfirmDialog open=asking subject=who.clone() warning=adjustment_text action=t(Text::AdjustRewards).to_string()
                            on_confirm=Callback::new(adjust_now)/>
                    })}
                </section>
            </div>
            <aside class="admin-columns__side">
                <section class="admin-card">
                    <h2>{t(Text::Addresses)}</h2>
                    {if customer.addresses.is_empty() { view! { <p class="admin-muted">{t(Text::NoAddresses)}</p> }.into_any() } else { addresses.into_any() }}
                </section>
                {may(Permission::ManageCustomers).then(|| view! {
                    <section class="admin-card">
                        <h2>{t(Text::Status)}</h2>
                        {if blocked {
                            view! { <button type="button" class="button" disabled=move || pending.get() on:click=move |_| set_blocked(false)>{t(Text::Unblock)}</button> }.into_any()
                        } else {
                            view! { <ConfirmButton label=t(Text::Block) subject=who.clone() warning=t(Text::BlockWarning).to_string() danger=true disabled=Signal::derive(move || pending.get())
                                on_confirm=Callback::new(move |_| set_blocked(true))/> }.into_any()
                        }}
                    </section>
                })}
            </aside>
        </div>
    }
}
