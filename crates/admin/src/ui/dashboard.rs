//! The dashboard: sales today, over 7 and 30 days, and the orders waiting for staff.

use leptos::prelude::*;

use super::parts::{loaded, money};
use super::rates::import_report_text;
use super::{counted, locale, t};
use crate::api::dashboard::dashboard_figures;
use crate::i18n::{Count, Text};
use crate::shapes::dashboard::{Dashboard, ProductFigure};

#[component]
pub fn DashboardPage() -> impl IntoView {
    let figures = LocalResource::new(dashboard_figures);
    let body = loaded(figures, move |dashboard: Dashboard| {
        let periods = dashboard
            .periods
            .into_iter()
            .map(|period| {
                let title = match period.days {
                    1 => t(Text::Today),
                    7 => t(Text::Last7Days),
                    _ => t(Text::Last30Days),
                };
                view! {
                    <section class="admin-card admin-figures">
                        <h2>{title}</h2>
                        <dl>
                            <div><dt>{t(Text::Revenue)}</dt><dd class="price">{money(period.revenue_minor)}</dd></div>
                            <div><dt>{t(Text::Orders)}</dt><dd>{period.orders}</dd></div>
                            <div><dt>{t(Text::AverageOrder)}</dt><dd class="price">{money(period.average_minor)}</dd></div>
                        </dl>
                    </section>
                }
            })
            .collect_view();
        let waiting = dashboard
                .waiting
                .into_iter()
                .map(|(status, count)| {
                    let href = format!("/admin/orders?status={}", status.code());
                    view! { <li><a href=href><span class=format!("admin-badge admin-badge--{}", status.code())>{status.label(locale())}</span><strong>{count}</strong></a></li> }
                })
                .collect_view();
        let products =
            |list: Vec<ProductFigure>, sold: bool| {
                if list.is_empty() {
                    return view! { <p class="admin-muted">{t(Text::NoEntries)}</p> }.into_any();
                }
                let rows = list
                    .into_iter()
                    .map(|p| view! {
                        <tr>
                            <td data-label=t(Text::Product)><span>{p.name}<small class="admin-muted">{p.sku}</small></span></td>
                            <td data-label=if sold { t(Text::Sold) } else { t(Text::Left) } class="admin-num">{p.qty}</td>
                            {sold.then(|| view! { <td data-label=t(Text::Revenue) class="admin-num price">{money(p.revenue_minor)}</td> })}
                        </tr>
                    })
                    .collect_view();
                let head = view! {
                    <thead><tr>
                        <th scope="col">{t(Text::Product)}</th>
                        <th scope="col" class="admin-num">{if sold { t(Text::Sold) } else { t(Text::Left) }}</th>
                        {sold.then(|| view! { <th scope="col" class="admin-num">{t(Text::Revenue)}</th> })}
                    </tr></thead>
                };
                view! { <div class="admin-table-wrap"><table class="admin-table">{head}<tbody>{rows}</tbody></table></div> }.into_any()
            };
        let rates_problem = dashboard.rates_import_problem.map(|report| {
            view! {
                <section class="admin-card admin-card--alert">
                    <h2>{t(Text::RatesNotUpdated)}</h2>
                    <p>{import_report_text(&report)}</p>
                    <p><a href="/admin/rates">{t(Text::ExchangeRates)}</a></p>
                </section>
            }
        });
        let new_messages = (dashboard.new_messages > 0).then(|| {
            view! {
                <section class="admin-card">
                    <h2>{t(Text::ContactMessages)}</h2>
                    <p><a href="/admin/messages?state=new">{counted(Count::NewMessages, dashboard.new_messages, false)}</a></p>
                </section>
            }
        });
        view! {
                {rates_problem}
                {new_messages}
                <div class="admin-grid">{periods}</div>
                <section class="admin-card">
                    <h2>{t(Text::WaitingForAction)}</h2>
                    <ul class="admin-waiting">{waiting}</ul>
                    {(!dashboard.late_payments.is_empty()).then(|| view! {
                        <h3>{t(Text::LatePaymentsToRefund)}</h3>
                        <ul class="admin-waiting admin-waiting--alert">
                            {dashboard.late_payments.into_iter().map(|number| view! {
                                <li><a href=format!("/admin/orders/{number}")>{format!("#{number}")}</a></li>
                            }).collect_view()}
                        </ul>
                    })}
                </section>
                <section class="admin-card">
                    <h2>{t(Text::SalesChart)}</h2>
                    <SalesChart daily=dashboard.daily/>
                </section>
                <div class="admin-columns admin-columns--even">
                    <section class="admin-card"><h2>{t(Text::TopProducts)}</h2>{products(dashboard.top_products, true)}</section>
                    <section class="admin-card"><h2>{t(Text::LowStock)}" "<small class="admin-muted">"≤ "{dashboard.low_stock_threshold}</small></h2>{products(dashboard.low_stock, false)}</section>
                </div>
            }
            .into_any()
    });
    view! {
        <h1>{t(Text::Dashboard)}</h1>
        {body}
    }
}

/// Thirty days of revenue as bars, each with its day and amount for screen readers and on hover.
#[component]
fn SalesChart(daily: Vec<(String, i64)>) -> impl IntoView {
    let highest_shown = daily.iter().map(|(_, revenue)| *revenue).max().unwrap_or(0);
    let highest = highest_shown.max(1);
    let daily_total = daily.iter().map(|(_, revenue)| *revenue).sum::<i64>();
    let first = daily.first().map(|(day, _)| day.clone()).unwrap_or_default();
    let last = daily.last().map(|(day, _)| day.clone()).unwrap_or_default();
    let bars = daily
        .into_iter()
        .map(|(day, revenue)| {
            let height = (revenue * 100 / highest).max(if revenue > 0 { 2 } else { 0 });
            let label = format!("{day}: {}", money(revenue));
            view! { <li title=label.clone() aria-label=label><span style=format!("height: {height}%")></span></li> }
        })
        .collect_view();
    // The scale: the best day's revenue is the top of the bars; the month's total beside it.
    view! {
        <p class="admin-chart__scale"><span>{t(Text::BestDay)}" "<b class="price">{money(highest_shown)}</b></span>
            <span>{t(Text::ThirtyDays)}" "<b class="price">{money(daily_total)}</b></span></p>
        <ol class="admin-chart" role="list">{bars}</ol>
        <p class="admin-chart__axis"><span>{first}</span><span>{last}</span></p>
    }
}
