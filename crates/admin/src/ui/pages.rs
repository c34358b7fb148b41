//! The CMS pages' list: each page's title in the staff's language, its address in the shop,
//! whether it is published, the languages it lacks and when it last changed.

use leptos::prelude::*;
use storefront_core::staff::Permission;

use super::parts::{loaded, when, Empty, ErrorBox};
use super::{counted, language_name, may, t};
use crate::api::pages::list_pages;
use crate::i18n::{Count, Text};
use crate::shapes::pages::PageRow;

#[component]
pub fn PagesPage() -> impl IntoView {
    if !may(Permission::ManageContent) {
        return view! { <h1>{t(Text::Pages)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let pages = LocalResource::new(list_pages);
    view! {
        <div class="admin-heading">
            <h1>{t(Text::Pages)}</h1>
            <a class="button button--primary" href="/admin/pages/new">{t(Text::NewPage)}</a>
        </div>
        {loaded(pages, |pages: Vec<PageRow>| {
            if pages.is_empty() {
                return view! { <section class="admin-card"><Empty message=t(Text::NoPages)/></section> }.into_any();
            }
            let count = counted(Count::PagesFound, pages.len() as i64, false);
            let rows = pages.into_iter().map(page_row).collect_view();
            view! {
                <p class="admin-muted" role="status">{count}</p>
                <div class="admin-table-wrap"><table class="admin-table">
                    <thead><tr>
                        <th scope="col">{t(Text::PageTitle)}</th>
                        <th scope="col">{t(Text::Status)}</th>
                        <th scope="col">{t(Text::MissingLanguages)}</th>
                        <th scope="col">{t(Text::Date)}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table></div>
            }
            .into_any()
        })}
    }
    .into_any()
}

fn page_row(page: PageRow) -> impl IntoView {
    let (status, badge) =
        if page.published { (t(Text::Published), "admin-badge admin-badge--completed") } else { (t(Text::PageDraft), "admin-badge") };
    let missing = page.missing.iter().map(|locale| language_name(*locale)).collect::<Vec<_>>().join(", ");
    view! {
        <tr>
            <td data-label=t(Text::PageTitle)><span><a href=format!("/admin/pages/{}", page.id)>{page.title}</a><small class="admin-muted">{format!("/page/{}", page.url_key)}</small></span></td>
            <td data-label=t(Text::Status)><span class=badge>{status}</span></td>
            <td data-label=t(Text::MissingLanguages)>{if missing.is_empty() { "—".to_string() } else { missing }}</td>
            <td data-label=t(Text::Date) class="admin-when">{when(&page.updated_at)}</td>
        </tr>
    }
}
