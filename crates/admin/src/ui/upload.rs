//! Sending a file to an upload route in the background with `XMLHttpRequest`, which reports the
//! bytes sent (fetch does not): product pictures and category pictures go this way.

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::{error_text, t};
use crate::i18n::Text;
use crate::shapes::error::AdminError;

/// What the browser may pick; the server decides the type from the bytes anyway.
pub const ACCEPTED_PICTURES: &str = "image/jpeg,image/png,image/webp";

/// POSTs `file` to `url`, setting `percent` as it goes; `done` gets the answer's body when the
/// server took it, or the refusal in the staff member's words (the server's own message for the
/// picture's rules; with no answer at all, only that the upload failed).
pub fn send(url: &str, file: &web_sys::File, percent: RwSignal<u32>, done: impl FnOnce(Result<String, String>) + 'static) {
    let failed = || t(Text::UploadFailed).to_string();
    let Ok(request) = web_sys::XmlHttpRequest::new() else { return done(Err(failed())) };
    if request.open("POST", url).is_err() {
        return done(Err(failed()));
    }
    let progress = Closure::<dyn FnMut(web_sys::ProgressEvent)>::new(move |ev: web_sys::ProgressEvent| {
        if ev.length_computable() && ev.total() > 0.0 {
            percent.set((ev.loaded() * 100.0 / ev.total()) as u32);
        }
    });
    if let Ok(target) = request.upload() {
        target.set_onprogress(Some(progress.as_ref().unchecked_ref()));
    }
    let answered = request.clone();
    let ended = Closure::once_into_js(move || {
        // The progress handler is needed until the request ends, and dropped with this one.
        drop(progress);
        let body = answered.response_text().ok().flatten().unwrap_or_default();
        match answered.status().unwrap_or(0) {
            200..=299 => done(Ok(body)),
            _ => match serde_json::from_str::<AdminError>(&body) {
                Ok(refused) => done(Err(format!("{}: {}", failed(), error_text(&refused)))),
                Err(_) => done(Err(failed())),
            },
        }
    });
    request.set_onloadend(Some(ended.unchecked_ref()));
    // A send that throws still ends the request, so `done` is called once either way.
    let _ = request.send_with_opt_blob(Some(file));
}

/// The button that chooses a picture and sends it to `upload` (an upload route), beside any
/// other buttons given (removing the picture); the bytes sent as it goes, and a refusal in the
/// staff member's words. `uploaded` runs once the server took it.
#[component]
pub fn PictureUpload(upload: String, uploaded: Callback<()>, #[prop(optional)] children: Option<Children>) -> impl IntoView {
    let percent = RwSignal::new(0u32);
    let sending = RwSignal::new(false);
    let failure = RwSignal::new(None::<String>);
    let choose = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
        input.set_value("");
        failure.set(None);
        sending.set(true);
        send(&upload, &file, percent, move |answer| {
            sending.set(false);
            match answer {
                Ok(_) => uploaded.run(()),
                Err(message) => failure.set(Some(message)),
            }
        });
    };
    view! {
        <div class="admin-settings__actions">
            <label class="button">
                {t(Text::ChoosePicture)}
                <input type="file" class="visually-hidden" accept=ACCEPTED_PICTURES disabled=move || sending.get() on:change=choose/>
            </label>
            {children.map(|children| children())}
        </div>
        {move || sending.get().then(|| view! { <progress max="100" value=move || percent.get().to_string()></progress> })}
        {move || failure.get().map(|message| view! { <p class="admin-field__error" role="alert">{message}</p> })}
    }
}
