//! The dashboard: sales today, over 7 and 30 days, and the orders waiting for staff.

use leptos::prelude::*;

use super::parts::{money, ErrorBox, Loading};
use super::{error_text, locale, redirect_if_signed_out, t};
use crate::api::dashboard::dashboard_figures;
use crate::i18n::Text;

#[component]
pub fn DashboardPage() -> impl IntoView {
    let figures = LocalResource::new(dashboard_figures);
    let body = move || match figures.get() {
        None => view! { <Loading/> }.into_any(),
        Some(Err(error)) => {
            redirect_if_signed_out(&error);
            view! { <ErrorBox message=error_text(&error) retry=Callback::new(move |_| figures.refetch())/> }.into_any()
        }
        Some(Ok(dashboard)) => {
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
            view! {
                <div class="admin-grid">{periods}</div>
                <section class="admin-card">
                    <h2>{t(Text::WaitingForAction)}</h2>
                    <ul class="admin-waiting">{waiting}</ul>
                </section>
            }
            .into_any()
        }
    };
    view! {
        <h1>{t(Text::Dashboard)}</h1>
        {body}
    }
}
