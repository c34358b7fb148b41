//! The address book. Every call is scoped to the signed-in customer: another customer's address
//! id answers 404, exactly like one that does not exist.

use axum::extract::State;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use storefront_core::account::{address_region, Notice};
use storefront_core::checkout::COUNTRY;
use storefront_core::locale::Locale;
use storefront_core::validation::{validate_address, AddressForm, Message};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::{check_form, ApiError, FieldErrors};
use crate::extract::{Json, Path};
use crate::routes::answers::{ChangedAnswer, DataAnswer, MessageAnswer};
use crate::routes::auth::{SignedIn, SignedInWith};
use crate::state::AppState;
use storefront_db::customers::addresses::{self, AddressFields, AddressRow, MAX_ADDRESSES};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list)).routes(routes!(create)).routes(routes!(read, update, delete))
}

fn country_name(locale: Locale) -> &'static str {
    locale.pick("Հայաստան", "Армения", "Armenia")
}

/// An address of the customer's book; `address1` holds its street lines.
#[derive(Debug, Serialize, ToSchema)]
pub struct Address {
    pub id: i64,
    pub first_name: String,
    pub last_name: String,
    pub company_name: String,
    pub address1: Vec<String>,
    pub city: String,
    pub postcode: String,
    pub state: String,
    pub country: String,
    pub country_name: &'static str,
    pub phone: String,
    pub default: bool,
}

fn address_json(address: &AddressRow, locale: Locale) -> Address {
    let lines: Vec<String> = serde_json::from_str(&address.address1).unwrap_or_else(|_| vec![address.address1.clone()]);
    Address {
        id: address.id,
        first_name: address.first_name.clone(),
        last_name: address.last_name.clone(),
        company_name: address.company_name.clone(),
        address1: lines,
        city: address.city.clone(),
        postcode: address.postcode.clone(),
        state: address.state.clone(),
        country: address.country.clone(),
        country_name: country_name(locale),
        phone: address.phone.clone(),
        default: address.is_default,
    }
}

fn not_found() -> ApiError {
    ApiError::NotFound("Address not found".into())
}

/// `{data: [address]}` (the whole book; Bagisto-style clients' `pagination=0` changes nothing).
#[utoipa::path(get, path = "/api/addresses", operation_id = "list_addresses", tag = "customer",
    params(("token" = String, Query), ("pagination" = Option<u8>, Query)),
    responses((status = 200, description = "`{data: [address]}`", body = DataAnswer<Vec<Address>>), (status = 401, description = "no live token", body = crate::error::ErrorAnswer)))]
async fn list(State(state): State<AppState>, signed_in: SignedIn) -> Result<Json<DataAnswer<Vec<Address>>>, ApiError> {
    let book = addresses::list(&state.db, signed_in.customer_id).await?;
    Ok(Json(DataAnswer::new(book.iter().map(|a| address_json(a, signed_in.locale)).collect())))
}

#[utoipa::path(get, path = "/api/addresses/{id}", operation_id = "read_address", tag = "customer",
    params(("id" = i64, Path), ("token" = String, Query)),
    responses((status = 200, description = "`{data: address}`", body = DataAnswer<Address>), (status = 401, description = "no live token", body = crate::error::ErrorAnswer), (status = 404, description = "not this customer's address", body = crate::error::ErrorAnswer)))]
async fn read(State(state): State<AppState>, signed_in: SignedIn, Path(id): Path<i64>) -> Result<Json<DataAnswer<Address>>, ApiError> {
    let address = addresses::find(&state.db, signed_in.customer_id, id).await?.ok_or_else(not_found)?;
    Ok(Json(DataAnswer::new(address_json(&address, signed_in.locale))))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
struct AddressBookRequest {
    #[serde(flatten)]
    form: AddressForm,
    /// A string or a list of lines (forms send one line, Bagisto-style clients a list).
    #[serde(rename = "address1", deserialize_with = "lines")]
    #[schema(value_type = Vec<String>)]
    street: Vec<String>,
    default: bool,
}

fn lines<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<String>, D::Error> {
    Ok(match Value::deserialize(deserializer)? {
        Value::String(line) => vec![line],
        Value::Array(items) => items.into_iter().filter_map(|v| v.as_str().map(str::to_string)).collect(),
        _ => Vec::new(),
    })
}

/// Checks the address with the core's rules; answers it cleaned, as stored.
fn checked(request: AddressBookRequest, locale: Locale) -> Result<(AddressForm, String, String), ApiError> {
    let mut form = request.form;
    form.address1 = request.street.iter().map(|l| l.trim().to_string()).filter(|l| !l.is_empty()).collect();
    check_form(&validate_address(&form), locale)?;
    let (_, region) = address_region(&form.state);
    let street = serde_json::to_string(&form.address1).map_err(ApiError::internal)?;
    Ok((form, street, region))
}

fn fields<'a>(form: &'a AddressForm, street: &'a str, region: &'a str) -> AddressFields<'a> {
    AddressFields {
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        company_name: form.company_name.trim(),
        address1: street,
        city: form.city.trim(),
        postcode: form.postcode.trim(),
        state: region,
        country: COUNTRY,
        phone: form.phone.trim(),
    }
}

/// Adds an address: `{message, data: address}`.
#[utoipa::path(post, path = "/api/addresses/create", operation_id = "create_address", tag = "customer", request_body = AddressBookRequest,
    responses((status = 200, description = "`{message, data: address}`", body = ChangedAnswer<Address>), (status = 422, description = "`{errors}`", body = crate::error::ValidationAnswer)))]
async fn create(
    State(state): State<AppState>,
    SignedInWith(signed_in, request): SignedInWith<AddressBookRequest>,
) -> Result<Json<ChangedAnswer<Address>>, ApiError> {
    let locale = signed_in.locale;
    let make_default = request.default;
    let (form, street, region) = checked(request, locale)?;
    if addresses::count(&state.db, signed_in.customer_id).await? >= MAX_ADDRESSES {
        return Err(FieldErrors::new().with("address1", Message::AddressBookFull.text(locale)).into());
    }
    let id = addresses::create(&state.db, signed_in.customer_id, &fields(&form, &street, &region), make_default).await?;
    let address = addresses::find(&state.db, signed_in.customer_id, id).await?.ok_or_else(not_found)?;
    Ok(Json(ChangedAnswer { message: Notice::AddressAdded.text(locale).into(), data: address_json(&address, locale) }))
}

/// Changes an address: `{message, data: address}`.
#[utoipa::path(put, path = "/api/addresses/{id}", operation_id = "update_address", tag = "customer", request_body = AddressBookRequest,
    params(("id" = i64, Path)),
    responses((status = 200, description = "`{message, data: address}`", body = ChangedAnswer<Address>), (status = 401, description = "no live token", body = crate::error::ErrorAnswer), (status = 404, description = "not this customer's address", body = crate::error::ErrorAnswer), (status = 422, description = "`{errors}`", body = crate::error::ValidationAnswer)))]
async fn update(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    SignedInWith(signed_in, request): SignedInWith<AddressBookRequest>,
) -> Result<Json<ChangedAnswer<Address>>, ApiError> {
    let locale = signed_in.locale;
    let make_default = request.default;
    let (form, street, region) = checked(request, locale)?;
    if !addresses::update(&state.db, signed_in.customer_id, id, &fields(&form, &street, &region), make_default).await? {
        return Err(not_found());
    }
    let address = addresses::find(&state.db, signed_in.customer_id, id).await?.ok_or_else(not_found)?;
    Ok(Json(ChangedAnswer { message: Notice::AddressUpdated.text(locale).into(), data: address_json(&address, locale) }))
}

/// Deletes an address: `{message}`.
#[utoipa::path(delete, path = "/api/addresses/{id}", operation_id = "delete_address", tag = "customer",
    params(("id" = i64, Path)),
    responses((status = 200, description = "`{message}`", body = MessageAnswer), (status = 401, description = "no live token", body = crate::error::ErrorAnswer), (status = 404, description = "not this customer's address", body = crate::error::ErrorAnswer)))]
async fn delete(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    SignedInWith(signed_in, _): SignedInWith<Value>,
) -> Result<Json<MessageAnswer>, ApiError> {
    if !addresses::delete(&state.db, signed_in.customer_id, id).await? {
        return Err(not_found());
    }
    Ok(Json(MessageAnswer::new(Notice::AddressDeleted.text(signed_in.locale))))
}
