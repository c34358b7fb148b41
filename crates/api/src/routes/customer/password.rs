//! Forgotten passwords: a single-use link, valid for an hour, sent through the outbox. The
//! answer is the same whether or not the e-mail has an account, so it reveals no accounts.

use std::time::Duration;

use axum::extract::{RawQuery, State};
use serde::Deserialize;
use storefront_core::account::Notice;
use storefront_core::email::is_email_with_tld;
use storefront_core::locale::Locale;
use storefront_core::validation::{validate_password_reset, Message, PasswordResetForm};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::ThrottledAnswer;
use crate::error::{check_form, ApiError, FieldErrors};
use crate::extract::message_locale;
use crate::extract::Json;
use crate::routes::answers::MessageAnswer;
use crate::routes::throttle::{admit, ClientAddress};
use crate::state::AppState;
use storefront_accounts::passwords;
use storefront_accounts::throttle::Action;
use storefront_accounts::tokens::{is_token_shaped, new_token, token_hash};
use storefront_db::clock;
use storefront_db::customers::accounts::{self, normalized_email};
use storefront_db::customers::resets::{self, ResetMail};
use storefront_db::customers::sessions;

const LINK_LIFETIME: Duration = Duration::from_secs(60 * 60);

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(forgot_password)).routes(routes!(reset_password))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
struct ForgotRequest {
    email: String,
}

fn reset_mail(locale: Locale, name: &str, link: &str) -> (String, String) {
    let (subject, lines) = match locale {
        Locale::Hy => (
            "Գաղտնաբառի վերականգնում",
            ["Բարև", "Գաղտնաբառը փոխելու համար բացեք այս հղումը (գործում է մեկ ժամ).", "Եթե Դուք չեք խնդրել, անտեսեք այս նամակը։"],
        ),
        Locale::Ru => (
            "Сброс пароля",
            [
                "Здравствуйте",
                "Чтобы задать новый пароль, откройте ссылку (действует один час).",
                "Если вы не запрашивали сброс, просто проигнорируйте это письмо.",
            ],
        ),
        Locale::En => (
            "Reset your password",
            ["Hello", "To set a new password, open this link (valid for one hour).", "If you did not ask for this, ignore this e-mail."],
        ),
    };
    (subject.to_string(), format!("{}, {name}!\n\n{}\n{link}\n\n{}\n", lines[0], lines[1], lines[2]))
}

/// Sends a reset link when the address has an account; answers the same either way.
#[utoipa::path(post, path = "/api/customer/forgot-password", tag = "customer", request_body = ForgotRequest,
    params(("locale" = Option<String>, Query)),
    responses((status = 200, description = "the same sentence whether or not the address has an account", body = MessageAnswer),
              (status = 422, description = "not an e-mail address", body = crate::error::ValidationAnswer),
              (status = 429, description = "3 mails an hour per address, 10 per client", body = ThrottledAnswer)))]
async fn forgot_password(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    RawQuery(query): RawQuery,
    Json(request): Json<ForgotRequest>,
) -> Result<Json<MessageAnswer>, ApiError> {
    let locale = message_locale(query.as_deref());
    if !is_email_with_tld(request.email.trim()) {
        return Err(FieldErrors::new().with("email", Message::InvalidEmailFormat.text(locale)).into());
    }
    // Counted whether or not the address has an account, so the 429 tells nothing either.
    admit(&state, Action::PasswordReset, &normalized_email(&request.email), &address, locale).await?;
    if let Some(customer) = accounts::find_by_email(&state.db, &request.email).await? {
        let token = new_token();
        let link = format!("{}/forgot/password/reset?token={token}", state.config.shop_url);
        let (subject, body) = reset_mail(locale, &customer.first_name, &link);
        let mail = ResetMail { recipient: &customer.email, subject: &subject, body: &body };
        resets::create(&state.db, &token_hash(&token), customer.id, &clock::later(LINK_LIFETIME), &mail).await?;
        state.outbox.wake();
    }
    Ok(Json(MessageAnswer::new(Notice::ResetLinkSent.text(locale))))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
struct ResetRequest {
    token: String,
    #[serde(flatten)]
    form: PasswordResetForm,
}

/// Sets a new password with a reset link's token; every session of the account ends.
#[utoipa::path(post, path = "/api/customer/reset-password", tag = "customer", request_body = ResetRequest,
    params(("locale" = Option<String>, Query)),
    responses((status = 200, description = "the password is changed", body = MessageAnswer), (status = 422, description = "bad password, or a used, expired or unknown link", body = crate::error::ValidationAnswer)))]
async fn reset_password(
    State(state): State<AppState>,
    RawQuery(query): RawQuery,
    Json(request): Json<ResetRequest>,
) -> Result<Json<MessageAnswer>, ApiError> {
    let locale = message_locale(query.as_deref());
    check_form(&validate_password_reset(&request.form), locale)?;
    let invalid = || ApiError::from(FieldErrors::new().with("token", Message::ResetLinkInvalid.text(locale)));
    if !is_token_shaped(request.token.trim()) {
        return Err(invalid());
    }
    // Hash first, so a slow hash cannot let a second use of the link slip in after the first.
    let password_hash = passwords::hash(request.form.password).await?;
    let customer_id = resets::consume(&state.db, &token_hash(request.token.trim())).await?.ok_or_else(invalid)?;
    accounts::set_password(&state.db, customer_id, &password_hash).await?;
    sessions::revoke_all(&state.db, customer_id).await?;
    Ok(Json(MessageAnswer::new(Notice::PasswordReset.text(locale))))
}
