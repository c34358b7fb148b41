//! A product's pictures in its editor: dropped or chosen several at once and sent in the
//! background, each with its own progress bar (the editor stays usable meanwhile); then put in
//! order (the first is the main one), given alt texts in each language, or removed. Every change
//! is saved as it is made.

use std::collections::BTreeMap;

use leptos::prelude::*;
use storefront_core::locale::Locale;
use storefront_core::messages::fill;

use super::parts::{form_message, ConfirmDialog};
use super::t;
use super::upload::{send, ACCEPTED_PICTURES};
use crate::api::pictures::{get_pictures, ArrangePictures, RemovePicture};
use crate::i18n::Text;
use crate::shapes::pictures::{upload_url, Picture, PictureArrangement};

/// One file on its way: how much is sent, and how it ended.
#[derive(Clone)]
struct Upload {
    key: u32,
    name: String,
    percent: RwSignal<u32>,
    outcome: RwSignal<Option<Result<(), String>>>,
}

#[component]
pub fn ProductPictures(product_id: Option<i64>, pictures: RwSignal<Vec<Picture>>) -> impl IntoView {
    let Some(product_id) = product_id else {
        return view! {
            <section class="admin-card admin-pictures">
                <h2>{t(Text::Pictures)}</h2>
                <p class="admin-pictures__hint">{t(Text::SaveBeforePictures)}</p>
            </section>
        }
        .into_any();
    };
    let loaded = LocalResource::new(move || get_pictures(product_id));
    Effect::new(move |_| {
        if let Some(Ok(list)) = loaded.get() {
            pictures.set(list);
        }
    });
    let uploads = RwSignal::new(Vec::<Upload>::new());
    let next_key = StoredValue::new(0u32);
    let send = move |files: web_sys::FileList| {
        for index in 0..files.length() {
            let Some(file) = files.get(index) else { continue };
            let key = next_key.get_value();
            next_key.set_value(key + 1);
            let upload = Upload { key, name: file.name(), percent: RwSignal::new(0), outcome: RwSignal::new(None) };
            uploads.update(|list| list.push(upload.clone()));
            start_upload(product_id, file, upload, pictures);
        }
    };
    let arrange = ServerAction::<ArrangePictures>::new();
    let remove = ServerAction::<RemovePicture>::new();
    Effect::new(move |_| {
        if let Some(Ok(list)) = arrange.value().get() {
            pictures.set(list);
        }
    });
    Effect::new(move |_| {
        if let Some(Ok(list)) = remove.value().get() {
            pictures.set(list);
        }
    });
    let refusal = Signal::derive(move || {
        let arranged = arrange.value().get().and_then(Result::err);
        let removed = remove.value().get().and_then(Result::err);
        arranged.or(removed)
    });
    // Saves the order and alt texts as they stand after `change`.
    let save = move |change: &dyn Fn(&mut Vec<Picture>)| {
        let mut list = pictures.get_untracked();
        change(&mut list);
        pictures.set(list.clone());
        let arrangement = PictureArrangement {
            product_id,
            order: list.iter().map(|p| p.id).collect(),
            alts: list.iter().map(|p| (p.id, p.alts.clone())).collect::<BTreeMap<_, _>>(),
        };
        arrange.dispatch(ArrangePictures { arrangement });
    };
    let save = StoredValue::new_local(save);
    let removing = RwSignal::new(None::<i64>);
    let asking = RwSignal::new(false);
    Effect::new(move |_| asking.set(removing.get().is_some()));
    let input = NodeRef::<leptos::html::Input>::new();
    let dragging = RwSignal::new(false);
    view! {
        <section class="admin-card admin-pictures" aria-labelledby="pictures-heading">
            <h2 id="pictures-heading">{t(Text::Pictures)}</h2>
            <p class="admin-pictures__hint">{t(Text::PicturesHint)}</p>
            <div
                class="admin-drop"
                class:admin-drop--over=move || dragging.get()
                on:dragover=move |ev| { ev.prevent_default(); dragging.set(true); }
                on:dragleave=move |_| dragging.set(false)
                on:drop=move |ev: web_sys::DragEvent| {
                    ev.prevent_default();
                    dragging.set(false);
                    if let Some(files) = ev.data_transfer().and_then(|data| data.files()) {
                        send(files);
                    }
                }
            >
                <label class="admin-drop__label">
                    {t(Text::DropPictures)}" "
                    <span class="admin-drop__choose">{t(Text::ChoosePictures)}</span>
                    <input
                        type="file"
                        multiple=true
                        accept=ACCEPTED_PICTURES
                        class="admin-drop__input"
                        node_ref=input
                        on:change=move |_| {
                            if let Some(element) = input.get() {
                                if let Some(files) = element.files() {
                                    send(files);
                                }
                                element.set_value("");
                            }
                        }
                    />
                </label>
            </div>
            <ul class="admin-uploads" aria-live="polite">
                <For each=move || uploads.get() key=|upload| upload.key let:upload>
                    <UploadLine upload=upload/>
                </For>
            </ul>
            {move || form_message(refusal.get())}
            {move || {
                let list = pictures.get();
                if list.is_empty() {
                    return view! { <p class="admin-state">{t(Text::NoPicturesYet)}</p> }.into_any();
                }
                let count = list.len();
                view! {
                    <ol class="admin-pictures__list">
                        {list.into_iter().enumerate().map(|(index, picture)| {
                            let id = picture.id;
                            let move_to = move |to: usize| save.with_value(|save| save(&|list: &mut Vec<Picture>| {
                                if let Some(from) = list.iter().position(|p| p.id == id) {
                                    let moved = list.remove(from);
                                    list.insert(to.min(list.len()), moved);
                                }
                            }));
                            view! {
                                <li class="admin-picture">
                                    <a href=picture.original_url.clone() target="_blank" rel="noopener" class="admin-picture__image"
                                        aria-label=fill(t(Text::OpenPicture), &[("n", &(index + 1).to_string())])>
                                        <img src=picture.thumbnail_url.clone() alt=picture.alts.get(&Locale::Hy).cloned().unwrap_or_default() loading="lazy" width="150" height="150"/>
                                    </a>
                                    <div class="admin-picture__head">
                                        {(index == 0).then(|| view! { <p class="admin-badge">{t(Text::MainPicture)}</p> })}
                                        <div class="admin-picture__actions">
                                            {(index > 0).then(|| view! {
                                                <button type="button" class="button button--quiet" on:click=move |_| move_to(0)>{t(Text::MakeMain)}</button>
                                                <button type="button" class="button button--quiet" aria-label=t(Text::MoveEarlier) title=t(Text::MoveEarlier) on:click=move |_| move_to(index - 1)>"←"</button>
                                            })}
                                            {(index + 1 < count).then(|| view! {
                                                <button type="button" class="button button--quiet" aria-label=t(Text::MoveLater) title=t(Text::MoveLater) on:click=move |_| move_to(index + 1)>"→"</button>
                                            })}
                                            <button type="button" class="button button--quiet admin-picture__remove" on:click=move |_| removing.set(Some(id))>{t(Text::RemovePicture)}</button>
                                        </div>
                                    </div>
                                    <div class="admin-picture__alts">
                                        {Locale::ALL.into_iter().map(|locale| {
                                            let value = picture.alts.get(&locale).cloned().unwrap_or_default();
                                            view! {
                                                <label class="admin-field admin-picture__alt">
                                                    <span>{t(Text::AltText)}" ("{locale.code()}")"</span>
                                                    <input
                                                        type="text"
                                                        maxlength="255"
                                                        prop:value=value
                                                        on:change=move |ev| {
                                                            let alt = event_target_value(&ev);
                                                            save.with_value(|save| save(&|list: &mut Vec<Picture>| {
                                                                if let Some(p) = list.iter_mut().find(|p| p.id == id) {
                                                                    p.alts.insert(locale, alt.clone());
                                                                }
                                                            }));
                                                        }
                                                    />
                                                </label>
                                            }
                                        }).collect_view()}
                                    </div>
                                </li>
                            }
                        }).collect_view()}
                    </ol>
                }
                .into_any()
            }}
            {move || (arrange.value().get().is_some_and(|r| r.is_ok()) && !arrange.pending().get())
                .then(|| view! { <p class="admin-state admin-state--done" role="status">{t(Text::PicturesSaved)}</p> })}
            <ConfirmDialog
                open=asking
                subject=Signal::derive(|| t(Text::RemovePicture).to_string())
                warning=Signal::derive(|| t(Text::RemovePictureWarning).to_string())
                action=Signal::derive(|| t(Text::RemovePicture).to_string())
                on_confirm=Callback::new(move |_| {
                    if let Some(picture_id) = removing.get_untracked() {
                        remove.dispatch(RemovePicture { product_id, picture_id });
                    }
                    removing.set(None);
                })
                danger=true
            />
        </section>
    }
    .into_any()
}

#[component]
fn UploadLine(upload: Upload) -> impl IntoView {
    let Upload { name, percent, outcome, .. } = upload;
    view! {
        <li class="admin-upload" class:admin-upload--failed=move || matches!(outcome.get(), Some(Err(_)))>
            <span class="admin-upload__name">{name}</span>
            {move || match outcome.get() {
                None => view! { <progress max="100" value=move || percent.get().to_string()></progress> }.into_any(),
                Some(Ok(())) => view! { <span class="admin-upload__done">{t(Text::Uploaded)}</span> }.into_any(),
                Some(Err(message)) => view! { <span class="admin-upload__error" role="alert">{message}</span> }.into_any(),
            }}
        </li>
    }
}

/// Sends one file in the background; the picture joins the list when the server has made it.
fn start_upload(product_id: i64, file: web_sys::File, upload: Upload, pictures: RwSignal<Vec<Picture>>) {
    let outcome = upload.outcome;
    send(&upload_url(product_id), &file, upload.percent, move |answer| {
        let added = answer.and_then(|body| serde_json::from_str::<Picture>(&body).map_err(|_| t(Text::UploadFailed).to_string()));
        match added {
            Ok(picture) => {
                pictures.update(|list| list.push(picture));
                outcome.set(Some(Ok(())));
            }
            Err(message) => outcome.set(Some(Err(message))),
        }
    });
}
