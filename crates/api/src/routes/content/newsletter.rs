//! `POST /api/subscribe`: the footer's newsletter form. A repeated address is told so in a
//! clear sentence (409 `{"error"}`), which the shell shows as it is, in error style.

use axum::extract::{RawQuery, State};
use storefront_core::locale::Locale;
use storefront_core::validation::{validate_newsletter, NewsletterForm};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::ThrottledAnswer;
use crate::error::{check_form, ApiError};
use crate::extract::message_locale;
use crate::extract::Json;
use crate::routes::answers::SuccessAnswer;
use crate::routes::throttle::{admit, ClientAddress};
use crate::state::AppState;
use storefront_accounts::throttle::Action;
use storefront_db::content::newsletter::{self, Subscription};
use storefront_db::customers::accounts::normalized_email;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(subscribe))
}

fn subscribed(locale: Locale) -> &'static str {
    locale.pick(
        "Շնորհակալություն, Դուք բաժանորդագրվեցիք մեր նորություններին։",
        "Спасибо! Вы подписались на нашу рассылку.",
        "Thank you! You have subscribed to our newsletter.",
    )
}

fn already_subscribed(locale: Locale) -> &'static str {
    locale.pick(
        "Այս էլ. հասցեն արդեն բաժանորդագրված է մեր նորություններին։",
        "Этот адрес уже подписан на нашу рассылку.",
        "This e-mail address is already subscribed to our newsletter.",
    )
}

/// Subscribes `subscriber_email`: `{success: true, message}`; 409 `{error}` for an address that
/// is subscribed already; 422 `{errors: {subscriber_email: ["Invalid Email"]}}` (the core's rule).
#[utoipa::path(post, path = "/api/subscribe", tag = "content", request_body = NewsletterForm,
    params(("locale" = Option<String>, Query, description = "the language of the message (hy by default)")),
    responses((status = 200, description = "subscribed", body = SuccessAnswer),
              (status = 409, description = "{error}: already subscribed", body = crate::error::ErrorAnswer),
              (status = 422, description = "{errors: {subscriber_email: [message]}}", body = crate::error::ValidationAnswer),
              (status = 429, description = "3 tries an hour per e-mail, 20 per client", body = ThrottledAnswer)))]
async fn subscribe(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    RawQuery(query): RawQuery,
    Json(form): Json<NewsletterForm>,
) -> Result<Json<SuccessAnswer>, ApiError> {
    let locale = message_locale(query.as_deref());
    check_form(&validate_newsletter(&form), locale)?;
    admit(&state, Action::Subscription, &normalized_email(&form.subscriber_email), &address, locale).await?;
    match newsletter::subscribe(&state.db, &form.subscriber_email, locale.code()).await? {
        Subscription::New => Ok(Json(SuccessAnswer::new(subscribed(locale)))),
        Subscription::Already => Err(ApiError::Conflict(already_subscribed(locale).to_string())),
    }
}
