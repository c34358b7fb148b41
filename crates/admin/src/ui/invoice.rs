//! The printable invoice of an order, in the customer's language (not the staff's).

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use storefront_core::checkout::payment_texts;
use storefront_core::orders::OrderStatus;

use super::parts::{loaded, money, when};
use super::t;
use crate::api::orders::get_order;
use crate::i18n::{text, Text};
use crate::shapes::orders::OrderDetail;

#[component]
pub fn InvoicePage() -> impl IntoView {
    let params = use_params_map();
    let order = LocalResource::new(move || get_order(params.get().get("number").unwrap_or_default()));
    let body = loaded(order, move |order: OrderDetail| {
        {
            let l = order.locale;
            let lines = order
                .lines
                .iter()
                .map(|line| view! {
                    <tr><td>{line.name.clone()}<br/><small>{line.sku.clone()}" "{line.options.clone()}</small></td>
                        <td class="admin-num">{line.qty}</td><td class="admin-num">{money(line.price_minor)}</td><td class="admin-num">{money(line.total_minor)}</td></tr>
                })
                .collect_view();
            // A canceled or refunded order's invoice says so across it: it is not a bill to pay.
            let stamp = match order.status {
                OrderStatus::Canceled => Some((text(l, Text::InvoiceCanceled), text(l, Text::InvoiceCanceledNote).to_string())),
                OrderStatus::Refunded => Some((
                    text(l, Text::InvoiceRefunded),
                    format!("{} {}", text(l, Text::InvoiceRefundedNote), money(order.refunded_minor)),
                )),
                _ => (order.refunded_minor > 0)
                    .then(|| (text(l, Text::Refunded), format!("{} {}", text(l, Text::InvoiceRefundedNote), money(order.refunded_minor)))),
            };
            let seller = order.seller.clone();
            view! {
                <article class="admin-invoice" lang=l.code()>
                    <header>
                        <p class="admin-bar__brand">"Շուկա"</p>
                        <h1>{format!("{} #{}", text(l, Text::Invoice), order.number)}</h1>
                        <p>{when(&order.created_at)}</p>
                        {stamp.map(|(mark, note)| view! {
                            <p class="admin-invoice__stamp" data-testid="invoice-stamp">{mark}</p>
                            <p class="admin-invoice__note">{note}</p>
                        })}
                    </header>
                    <section class="admin-invoice__seller">
                        <p><strong>{seller.legal_name.clone()}</strong></p>
                        <p>{seller.legal_address.clone()}</p>
                        {(!seller.tax_number.is_empty()).then(|| view! { <p>{text(l, Text::TaxNumber)}": "{seller.tax_number.clone()}</p> })}
                    </section>
                    <section>
                        <h2>{text(l, Text::BillingAddress)}</h2>
                        <address>{order.billing.iter().map(|line| view! { <span>{line.clone()}</span><br/> }).collect_view()}</address>
                        <p>{order.email.clone()}</p>
                    </section>
                    <table class="admin-table">
                        <thead><tr><th>{text(l, Text::Product)}</th><th class="admin-num">{text(l, Text::Qty)}</th>
                            <th class="admin-num">{text(l, Text::Price)}</th><th class="admin-num">{text(l, Text::Total)}</th></tr></thead>
                        <tbody>{lines}</tbody>
                    </table>
                    <dl class="admin-totals">
                        <div><dt>{text(l, Text::Subtotal)}</dt><dd>{money(order.sub_total_minor)}</dd></div>
                        <div><dt>{text(l, Text::Shipping)}</dt><dd>{money(order.shipping_minor)}</dd></div>
                        {(order.discount_minor > 0).then(|| view! { <div><dt>{text(l, Text::BonusesSpent)}</dt><dd>{format!("−{}", money(order.discount_minor))}</dd></div> })}
                        <div class="admin-totals__grand"><dt>{text(l, Text::GrandTotal)}</dt><dd>{money(order.grand_total_minor)}</dd></div>
                    </dl>
                    <p>{text(l, Text::PaymentMethod)}": "{payment_texts(&order.payment_method, l).0}" · "{order.payment_state.label(l)}</p>
                    <button type="button" class="button admin-no-print" on:click=move |_| { let _ = window().print(); }>{t(Text::PrintInvoice)}</button>
                </article>
            }
            .into_any()
        }
    });
    view! { <main class="admin-print">{body}</main> }
}
