//! The catalogue's import and export page: an export started, a CSV file sent for its dry run,
//! and the recent jobs with where each stands.

use leptos::prelude::*;
use leptos_router::hooks::use_navigate;
use storefront_core::staff::Permission;

use super::catalog_job::{job_name, stage_badge, Progress};
use super::parts::{form_message, loaded, when, Change, Empty, ErrorBox};
use super::upload::send;
use super::{counted, may, t};
use crate::api::catalog_files::{catalog_jobs, ExportCatalog};
use crate::i18n::{Count, Text};
use crate::shapes::catalog_files::JobView;

/// Where an upload goes: its dry run starts there.
fn upload_url(name: &str) -> String {
    let encoded: String = name
        .bytes()
        .map(|byte| match byte {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' => char::from(byte).to_string(),
            _ => format!("%{byte:02X}"),
        })
        .collect();
    format!("/admin/upload/catalog?name={encoded}")
}

#[component]
pub fn CatalogFilesPage() -> impl IntoView {
    if !may(Permission::ManageCatalogue) {
        return view! { <h1>{t(Text::CatalogFiles)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let jobs = LocalResource::new(catalog_jobs);
    let export = ServerAction::<ExportCatalog>::new();
    let export_refusal = (*export).refusal();
    let navigate = use_navigate();
    Effect::new(move |_| {
        if let Some(Ok(job)) = export.value().get() {
            navigate(&format!("/admin/catalog-files/{}", job.id), Default::default());
        }
    });
    view! {
        <h1>{t(Text::CatalogFiles)}</h1>
        <div class="admin-files">
            <section class="admin-card">
                <h2>{t(Text::ExportCatalog)}</h2>
                <p class="admin-muted">{t(Text::ExportHelp)}</p>
                <button type="button" class="button button--primary" disabled=move || export.pending().get()
                    on:click=move |_| { export.dispatch(ExportCatalog { products: None }); }>{t(Text::ExportCatalog)}</button>
                {move || form_message(export_refusal.get())}
            </section>
            <ImportForm/>
        </div>
        <h2>{t(Text::RecentJobs)}</h2>
        {loaded(jobs, |jobs: Vec<JobView>| {
            if jobs.is_empty() {
                return view! { <section class="admin-card"><Empty message=t(Text::NoCatalogJobs)/></section> }.into_any();
            }
            let rows = jobs.into_iter().map(job_row).collect_view();
            view! {
                <div class="admin-table-wrap"><table class="admin-table">
                    <thead><tr>
                        <th scope="col">{t(Text::CsvFile)}</th>
                        <th scope="col">{t(Text::Status)}</th>
                        <th scope="col">{t(Text::Staff)}</th>
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

/// A file chosen and sent; once the server has it, its job's page follows the dry run.
#[component]
fn ImportForm() -> impl IntoView {
    let percent = RwSignal::new(0u32);
    let sending = RwSignal::new(false);
    let failure = RwSignal::new(None::<String>);
    let chosen = RwSignal::new_local(None::<web_sys::File>);
    let navigate = use_navigate();
    let choose = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        chosen.set(input.files().and_then(|files| files.get(0)));
        failure.set(None);
    };
    let check = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(file) = chosen.get_untracked() else { return };
        failure.set(None);
        sending.set(true);
        let navigate = navigate.clone();
        send(&upload_url(&file.name()), &file, percent, move |answer| {
            sending.set(false);
            match answer.map(|body| serde_json::from_str::<JobView>(&body)) {
                Ok(Ok(job)) => navigate(&format!("/admin/catalog-files/{}", job.id), Default::default()),
                Ok(Err(_)) => failure.set(Some(t(Text::UploadFailed).to_string())),
                Err(message) => failure.set(Some(message)),
            }
        });
    };
    view! {
        <form class="admin-card" on:submit=check>
            <h2>{t(Text::ImportCatalog)}</h2>
            <p class="admin-muted">{t(Text::ImportHelp)}</p>
            <label class="admin-field">
                <span>{t(Text::CsvFile)}</span>
                <input type="file" name="file" accept=".csv,text/csv" required disabled=move || sending.get() on:change=choose/>
            </label>
            <button type="submit" class="button button--primary" disabled=move || sending.get() || chosen.with(Option::is_none)>{t(Text::CheckFile)}</button>
            {move || sending.get().then(|| view! { <progress max="100" value=move || percent.get().to_string()></progress> })}
            {move || failure.get().map(|message| view! { <p class="admin-field__error" role="alert">{message}</p> })}
        </form>
    }
}

fn job_row(job: JobView) -> impl IntoView {
    let name = job_name(&job);
    let rows = counted(Count::CsvRows, job.total_rows, false);
    let running = job.stage.is_running();
    view! {
        <tr>
            <td data-label=t(Text::CsvFile)><span><a href=format!("/admin/catalog-files/{}", job.id)>{name}</a><small class="admin-muted">{rows}</small></span></td>
            <td data-label=t(Text::Status)>
                <span>{stage_badge(job.stage)}{running.then(|| view! { <Progress job=job.clone()/> })}</span>
            </td>
            <td data-label=t(Text::Staff)>{job.staff_name.clone()}</td>
            <td data-label=t(Text::Date) class="admin-when">{when(&job.created_at)}</td>
        </tr>
    }
}
