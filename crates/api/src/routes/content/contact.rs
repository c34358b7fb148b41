//! `POST /api/contact-us`: the contact form. The message is stored and mailed to the shop
//! (`SHOP_EMAIL`) through the outbox, in one transaction; the SMTP sender delivers it in the
//! background when SMTP is configured, else it stays in the outbox table.

use axum::extract::{RawQuery, State};
use storefront_core::forms::CONTACT_SENT_REPLY;
use storefront_core::locale::Locale;
use storefront_core::shop_settings::ShopSettings;
use storefront_core::validation::{validate_contact, ContactForm};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::ThrottledAnswer;
use crate::error::{check_form, ApiError};
use crate::extract::message_locale;
use crate::extract::Json;
use crate::routes::throttle::{admit, ClientAddress};
use crate::state::AppState;
use storefront_accounts::throttle::Action;
use storefront_db::content::contact::{self, NewMessage, ShopMail};
use storefront_db::customers::accounts::normalized_email;
use storefront_db::shop_settings;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(contact_us))
}

/// One line of a header: control characters (a newline would start another header) become
/// spaces, and it is cut to `max` characters.
fn header_text(text: &str, max: usize) -> String {
    text.chars().map(|c| if c.is_control() { ' ' } else { c }).take(max).collect::<String>().trim().to_string()
}

/// The mail to the shop: in Armenian and English, whoever reads the shop's mailbox.
fn shop_mail(form: &ContactForm, locale: Locale) -> (String, String) {
    let subject = format!("Կապի ձև / Contact form: {}", header_text(&form.name, 80));
    let phone = if form.phone.trim().is_empty() { "—" } else { form.phone.trim() };
    let body = format!(
        "Նոր հաղորդագրություն կայքի կապի ձևից / A new message from the shop's contact form\n\n\
         Անուն / Name: {}\nԷլ. հասցե / E-mail: {}\nՀեռախոս / Phone: {phone}\nԼեզու / Language: {}\n\n{}\n",
        form.name.trim(),
        form.email.trim(),
        locale.code(),
        form.message.trim(),
    );
    (subject, body)
}

/// Stores the message and queues its mail to the shop: answers the JSON string
/// `"email sent successfully"`; 422 `{errors}` with the core's contact messages.
#[utoipa::path(post, path = "/api/contact-us", tag = "content", request_body = ContactForm,
    params(("locale" = Option<String>, Query, description = "the language of the messages (hy by default)")),
    responses((status = 200, description = "\"email sent successfully\"", body = String, content_type = "application/json"),
              (status = 422, description = "{errors: {field: [message]}}", body = crate::error::ValidationAnswer),
              (status = 429, description = "5 messages an hour per e-mail, 10 per client", body = ThrottledAnswer)))]
async fn contact_us(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    RawQuery(query): RawQuery,
    Json(form): Json<ContactForm>,
) -> Result<Json<&'static str>, ApiError> {
    let locale = message_locale(query.as_deref());
    check_form(&validate_contact(&form), locale)?;
    admit(&state, Action::ContactMessage, &normalized_email(&form.email), &address, locale).await?;
    let (subject, body) = shop_mail(&form, locale);
    let message = NewMessage {
        name: form.name.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        message: form.message.trim(),
        locale: locale.code(),
    };
    // The address the owner set in the back office, else SHOP_EMAIL.
    let defaults = ShopSettings { shop_email: state.config.site.shop_email.clone(), ..ShopSettings::default() };
    let recipient = shop_settings::current(&state.db, &defaults).await?.shop_email;
    let mail = ShopMail { recipient: &recipient, subject: &subject, body: &body };
    contact::save(&state.db, &message, &mail).await?;
    // Only after the commit: the sender must find the row when it looks.
    state.outbox.wake();
    Ok(Json(CONTACT_SENT_REPLY))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_subject_cannot_carry_another_header() {
        let form = ContactForm { name: "Ani\r\nBcc: all@example.com".into(), ..ContactForm::default() };
        let (subject, _) = shop_mail(&form, Locale::Hy);
        assert!(!subject.contains(['\r', '\n']), "{subject}");
        assert!(subject.ends_with("Ani  Bcc: all@example.com"));
    }
}
