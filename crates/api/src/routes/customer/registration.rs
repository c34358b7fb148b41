//! Registration of an individual, or of a company, which also files a seller application that
//! an operator approves before the company appears among the stores.

use axum::extract::{RawQuery, State};
use serde::Deserialize;

use storefront_core::account::{registration_payload, Notice};
use storefront_core::validation::{validate_registration, AccountKind, Message, RegistrationForm};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::{check_form, ApiError, FieldErrors};
use crate::extract::message_locale;
use crate::extract::Json;
use crate::routes::answers::MessageAnswer;
use crate::state::AppState;
use storefront_accounts::passwords;
use storefront_db::customers::accounts::{self, Created, NewApplication, NewCustomer};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(register))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
struct RegisterRequest {
    #[serde(flatten)]
    form: RegistrationForm,
    country: Option<String>,
    state: Option<String>,
    city: Option<String>,
    postcode: Option<String>,
}

fn given_or(value: Option<String>, default: Option<String>) -> String {
    value.map(|v| v.trim().to_string()).filter(|v| !v.is_empty()).or(default).unwrap_or_default()
}

/// Creates the account: `{message}`; 422 with the core's messages, or the duplicate e-mail's.
#[utoipa::path(post, path = "/api/customer/register", tag = "customer", request_body = RegisterRequest,
    params(("locale" = Option<String>, Query)),
    responses((status = 200, description = "`{message}`", body = MessageAnswer), (status = 422, description = "`{errors: {field: [message]}}`", body = crate::error::ValidationAnswer)))]
async fn register(
    State(state): State<AppState>,
    RawQuery(query): RawQuery,
    Json(request): Json<RegisterRequest>,
) -> Result<Json<MessageAnswer>, ApiError> {
    let locale = message_locale(query.as_deref());
    // The core fills a company's defaults (position, region) as the form does; what the shopper
    // typed wins. Then the same checks as the form's.
    let defaults = registration_payload(request.form);
    let form = &defaults.form;
    check_form(&validate_registration(form), locale)?;
    let password_hash = passwords::hash(form.password.clone()).await?;
    let company = form.kind == AccountKind::Company;
    let (country, region, city, postcode) = (
        given_or(request.country, defaults.country),
        given_or(request.state, defaults.state),
        given_or(request.city, defaults.city),
        given_or(request.postcode, defaults.postcode),
    );
    let application = company.then(|| NewApplication {
        company_name: &form.company_name,
        vat_id: &form.vat_id,
        position: &form.position,
        address1: &form.address1,
        phone: &form.phone,
        country: &country,
        state: &region,
        city: &city,
        postcode: &postcode,
    });
    let customer = NewCustomer {
        email: &form.email,
        password_hash: &password_hash,
        first_name: &form.first_name,
        last_name: &form.last_name,
        phone: &form.phone,
    };
    match accounts::create(&state.db, &customer, application.as_ref()).await? {
        Created::Customer(_) => Ok(Json(MessageAnswer::new(Notice::Registered.text(locale)))),
        Created::EmailTaken => Err(FieldErrors::new().with("email", Message::EmailTaken.text(locale)).into()),
    }
}
