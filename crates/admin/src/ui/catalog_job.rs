//! One import or export: its progress (read again every second while a server works on it, so
//! it survives a reload), what an import's dry run found, row by row and column by column, the
//! editor's choice of what bad rows do and the confirmation that starts writing, and the files
//! to download.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use storefront_core::messages::fill;
use storefront_core::staff::Permission;

use super::parts::{form_message, loaded, when, Change, ConfirmButton, ErrorBox, Reload};
use super::{counted, may, t};
use crate::api::catalog_files::{catalog_job_report, CancelCatalogJob, ConfirmImport};
use crate::i18n::{Count, Text};
use crate::shapes::catalog_files::{JobKind, JobLine, JobReport, JobStage, JobView};

pub fn stage_badge(stage: JobStage) -> impl IntoView {
    let (label, class) = match stage {
        JobStage::Checking => (Text::JobChecking, "admin-badge admin-badge--processing"),
        JobStage::Checked => (Text::JobChecked, "admin-badge admin-badge--pending"),
        JobStage::Applying => (Text::JobApplying, "admin-badge admin-badge--processing"),
        JobStage::Exporting => (Text::JobExporting, "admin-badge admin-badge--processing"),
        JobStage::Done => (Text::JobDone, "admin-badge admin-badge--completed"),
        JobStage::Failed => (Text::JobFailed, "admin-badge admin-badge--canceled"),
        JobStage::Cancelled => (Text::JobCancelled, "admin-badge"),
    };
    view! { <span class=class>{t(label)}</span> }
}

/// The job's progress bar with its rows.
#[component]
pub fn Progress(job: JobView) -> impl IntoView {
    let (done, total) = job.rows_done();
    let label = match job.pictures_waiting {
        0 => fill(t(Text::RowsProgress), &[("done", &done.to_string()), ("total", &total.to_string())]),
        waiting => fill(t(Text::PicturesWaiting), &[("count", &waiting.to_string())]),
    };
    view! {
        <span class="admin-files__progress">
            <progress max="1000" value=job.progress().to_string() aria-label=label.clone()></progress>
            <small class="admin-muted">{label}</small>
        </span>
    }
}

#[component]
pub fn CatalogJobPage() -> impl IntoView {
    if !may(Permission::ManageCatalogue) {
        return view! { <h1>{t(Text::CatalogFiles)}</h1><ErrorBox message=t(Text::NoAccess).to_string()/> }.into_any();
    }
    let params = use_params_map();
    let id = move || params.get().get("id").and_then(|id| id.parse::<i64>().ok()).unwrap_or(0);
    let confirm = ServerAction::<ConfirmImport>::new();
    let cancel = ServerAction::<CancelCatalogJob>::new();
    let reload = Reload::new().after(*confirm).after(*cancel);
    // Read again every second while a server works on the job.
    let tick = RwSignal::new(0u32);
    let running = RwSignal::new(false);
    let report = LocalResource::new(move || {
        reload.count();
        tick.get();
        catalog_job_report(id())
    });
    Effect::new(move |_| {
        if let Some(Ok(report)) = report.get() {
            running.set(report.job.stage.is_running());
        }
    });
    if let Ok(handle) = set_interval_with_handle(
        move || {
            if running.get_untracked() {
                tick.update(|n| *n += 1);
            }
        },
        std::time::Duration::from_secs(1),
    ) {
        on_cleanup(move || handle.clear());
    }
    view! {
        <p><a href="/admin/catalog-files" class="admin-back">{"← "}{t(Text::CatalogFiles)}</a></p>
        {loaded(report, move |report: JobReport| view! { <JobView report=report confirm=confirm cancel=cancel/> })}
    }
    .into_any()
}

/// A job as the list and its page name it: an import by its file, an export by its number.
pub(super) fn job_name(job: &JobView) -> String {
    match job.kind {
        JobKind::Import => format!("{}: {}", t(Text::JobImport), job.file_name),
        JobKind::Export => format!("{} #{}", t(if job.filtered { Text::JobExportFound } else { Text::JobExport }), job.id),
    }
}

#[component]
fn JobView(report: JobReport, confirm: ServerAction<ConfirmImport>, cancel: ServerAction<CancelCatalogJob>) -> impl IntoView {
    let job = report.job.clone();
    let id = job.id;
    let title = job_name(&job);
    let confirm_refusal = (*confirm).refusal();
    let cancel_refusal = (*cancel).refusal();
    let running = job.stage.is_running();
    let cancellable = running || job.stage == JobStage::Checked;
    view! {
        <div class="admin-heading"><h1>{title}</h1>{stage_badge(job.stage)}</div>
        <section class="admin-card admin-files__status">
            <p class="admin-muted">{fill(t(Text::JobStartedBy), &[("name", &job.staff_name)])}" · "{when(&job.created_at)}</p>
            {running.then(|| view! { <Progress job=job.clone()/> })}
            {(job.cancel_requested && running).then(|| view! { <p role="status">{t(Text::CancelRequested)}</p> })}
            {(!job.problem.is_empty()).then(|| view! { <p class="admin-field__error" role="alert">{job.problem.clone()}</p> })}
            {(job.kind == JobKind::Import).then(|| summary(&job))}
            {(job.kind == JobKind::Export && job.stage == JobStage::Done).then(|| view! {
                <p>{counted(Count::CsvRows, job.total_rows, false)}</p>
                <a class="button button--primary" href=format!("/admin/download/catalog/{id}") download="">{t(Text::DownloadFile)}</a>
            })}
            <div class="admin-files__actions">
                {(job.stage == JobStage::Checked).then(|| view! { <ConfirmForm job=job.clone() confirm=confirm/> })}
                {cancellable.then(|| view! {
                    <button type="button" class="button button--quiet" disabled=move || cancel.pending().get() || job.cancel_requested
                        on:click=move |_| { cancel.dispatch(CancelCatalogJob { id }); }>{t(Text::CancelJob)}</button>
                })}
            </div>
            {move || form_message(confirm_refusal.get())}
            {move || form_message(cancel_refusal.get())}
        </section>
        {(report.job.kind == JobKind::Import).then(|| view! {
            <Faults report=report.clone()/>
            <Changes report=report/>
        })}
    }
}

/// What the dry run found, and what the import wrote.
fn summary(job: &JobView) -> impl IntoView {
    let found = [
        counted(Count::CsvRows, job.total_rows, false),
        counted(Count::CsvCreates, job.create_rows, false),
        counted(Count::CsvUpdates, job.update_rows, false),
        counted(Count::CsvUnchanged, job.unchanged_rows, false),
    ];
    let bad = (job.bad_rows > 0).then(|| view! { <li class="admin-files__bad">{counted(Count::CsvBadRows, job.bad_rows, false)}</li> });
    let wrote = matches!(job.stage, JobStage::Applying | JobStage::Done) || job.applied_rows + job.failed_rows > 0;
    let written = wrote.then(|| {
        view! {
            <p class="admin-files__written">
                <strong>{counted(Count::CsvWritten, job.applied_rows, false)}</strong>
                {(job.failed_rows > 0).then(|| view! { " · "<span class="admin-files__bad">{counted(Count::CsvRefused, job.failed_rows, false)}</span> })}
            </p>
        }
    });
    view! {
        <ul class="admin-files__counts">{found.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}{bad}</ul>
        {written}
    }
}

/// The editor's choice for bad rows and the confirmation, naming what will be written.
#[component]
fn ConfirmForm(job: JobView, confirm: ServerAction<ConfirmImport>) -> impl IntoView {
    let id = job.id;
    // Nothing irreversible is chosen for the editor: the choice is theirs when there are bad rows.
    let skip = RwSignal::new(None::<bool>);
    let has_bad = job.bad_rows > 0;
    let rows = job.create_rows + job.update_rows;
    let subject = format!("{}: {}", t(Text::JobImport), job.file_name);
    let warning = fill(t(Text::ImportWarning), &[("rows", &rows.to_string())]);
    let ready = move || !has_bad || skip.get().is_some();
    view! {
        {has_bad.then(|| view! {
            <fieldset class="admin-files__choice">
                <legend>{t(Text::BadRowsChoice)}</legend>
                <label><input type="radio" name="bad-rows" on:change=move |_| skip.set(Some(true))/>{t(Text::SkipBadRows)}</label>
                <label><input type="radio" name="bad-rows" on:change=move |_| skip.set(Some(false))/>{t(Text::StopAtBadRow)}</label>
            </fieldset>
        })}
        {(rows > 0).then(|| view! {
            <ConfirmButton
                label=t(Text::ImportConfirm)
                subject=subject
                warning=warning
                disabled=Signal::derive(move || !ready() || confirm.pending().get())
                on_confirm=Callback::new(move |_| { confirm.dispatch(ConfirmImport { id, skip_bad_rows: skip.get_untracked().unwrap_or(false) }); })
            />
        })}
    }
}

#[component]
fn Faults(report: JobReport) -> impl IntoView {
    if report.fault_count == 0 {
        return ().into_any();
    }
    let id = report.job.id;
    let rows = report.faults.into_iter().map(fault_row).collect_view();
    view! {
        <section class="admin-card">
            <div class="admin-heading">
                <h2>{t(Text::FileFaults)}</h2>
                <a class="button" href=format!("/admin/download/catalog/{id}/faults") download="">{t(Text::DownloadFaults)}</a>
            </div>
            {shown_first(report.fault_count)}
            <div class="admin-table-wrap"><table class="admin-table admin-files__lines">
                <thead><tr>
                    <th scope="col">{t(Text::LineNumber)}</th>
                    <th scope="col">"SKU"</th>
                    <th scope="col">{t(Text::Column)}</th>
                    <th scope="col">{t(Text::Problem)}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table></div>
        </section>
    }
    .into_any()
}

fn fault_row(line: JobLine) -> impl IntoView {
    view! {
        <tr>
            <td data-label=t(Text::LineNumber)>{line.line}</td>
            <td data-label="SKU">{line.sku}</td>
            <td data-label=t(Text::Column)><code>{line.column}</code></td>
            <td data-label=t(Text::Problem)>
                <span>
                    {line.message}
                    // Which of a cell's pictures could not be fetched.
                    {(!line.after.is_empty()).then(|| view! { <small class="admin-muted admin-files__address">{line.after}</small> })}
                </span>
            </td>
        </tr>
    }
}

#[component]
fn Changes(report: JobReport) -> impl IntoView {
    let body = if report.change_count == 0 {
        view! { <p class="admin-muted">{t(Text::FileChangesNothing)}</p> }.into_any()
    } else {
        let rows = report.changes.into_iter().map(change_row).collect_view();
        view! {
            {shown_first(report.change_count)}
            <div class="admin-table-wrap"><table class="admin-table admin-files__lines">
                <thead><tr>
                    <th scope="col">{t(Text::LineNumber)}</th>
                    <th scope="col">"SKU"</th>
                    <th scope="col">{t(Text::Column)}</th>
                    <th scope="col">{t(Text::ValueBefore)}</th>
                    <th scope="col">{t(Text::ValueAfter)}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table></div>
        }
        .into_any()
    };
    view! { <section class="admin-card"><h2>{t(Text::FileChanges)}</h2>{body}</section> }
}

fn change_row(line: JobLine) -> impl IntoView {
    view! {
        <tr>
            <td data-label=t(Text::LineNumber)>{line.line}</td>
            <td data-label="SKU">{line.sku}</td>
            <td data-label=t(Text::Column)><code>{line.column}</code></td>
            <td data-label=t(Text::ValueBefore) class="admin-files__value">{line.before}</td>
            <td data-label=t(Text::ValueAfter) class="admin-files__value">{line.after}</td>
        </tr>
    }
}

/// Says only the first lines are shown, when there are more.
fn shown_first(count: i64) -> Option<impl IntoView> {
    const SHOWN: i64 = 200;
    (count > SHOWN).then(|| {
        view! { <p class="admin-muted">{fill(t(Text::ShownFirst), &[("shown", &SHOWN.to_string()), ("count", &count.to_string())])}</p> }
    })
}
