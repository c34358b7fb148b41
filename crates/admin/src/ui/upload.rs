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
