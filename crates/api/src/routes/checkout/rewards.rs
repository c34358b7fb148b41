//! `POST /api/use/rewards`: a signed-in customer spends bonuses on their cart. The amount is
//! kept on the cart, shown as its discount, and taken off the balance only when the order is
//! placed (in the order's transaction), so a bonus is never spent twice.

use axum::extract::State;
use serde::Deserialize;
use serde_json::Value;
use storefront_core::account::Notice;
use storefront_core::rewards::usable;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::cart::{open_cart, whole_number};
use super::view::{cart_json, price, CartAnswer};
use crate::error::ApiError;
use crate::extract::Json;
use crate::routes::auth::SignedInWith;
use crate::routes::shopper::Shopper;
use crate::state::AppState;
use storefront_db::checkout::carts;
use storefront_db::customers::accounts;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(use_rewards))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
struct UseRewardsRequest {
    api_token: String,
    /// Drams to spend; absent means as much as the balance and the subtotal allow; 0 stops.
    #[schema(value_type = Option<i64>)]
    rewards: Option<Value>,
}

/// Spends bonuses on the cart: `{message, data: cart}` with the cart's `discount`.
#[utoipa::path(post, path = "/api/use/rewards", tag = "checkout", request_body = UseRewardsRequest,
    params(("locale" = Option<String>, Query), ("currency" = Option<String>, Query)),
    responses((status = 200, description = "`{message, data: cart}`", body = CartAnswer), (status = 401, description = "no live customer token", body = crate::error::ErrorAnswer),
              (status = 404, description = "no such open cart of this customer", body = crate::error::ErrorAnswer)))]
async fn use_rewards(
    State(state): State<AppState>,
    shopper: Shopper,
    SignedInWith(signed_in, request): SignedInWith<UseRewardsRequest>,
) -> Result<Json<CartAnswer>, ApiError> {
    let not_found = || ApiError::NotFound("Cart not found".into());
    let cart = open_cart(&state, &request.api_token, Some(signed_in.customer_id)).await?.ok_or_else(not_found)?;
    let customer = accounts::find(&state.db, signed_in.customer_id).await?.ok_or_else(not_found)?;
    let requested = match &request.rewards {
        None | Some(Value::Null) => customer.rewards_minor,
        Some(value) => whole_number(value)
            .filter(|drams| *drams >= 0)
            .and_then(|drams| drams.checked_mul(100))
            .ok_or_else(|| ApiError::invalid_param("rewards", "rewards must be a whole number of drams"))?,
    };
    // Priced once with what the balance allows; the pricing itself caps it by the subtotal, so
    // its discount is exactly what the cart may spend.
    let mut cart = cart;
    cart.rewards_minor = usable(requested, customer.rewards_minor, i64::MAX);
    let priced = price(&state.catalogue, cart, &shopper).await?;
    carts::use_rewards(&state.db, priced.cart.id, signed_in.customer_id, priced.discount_minor).await?;
    let data = cart_json(&priced, &shopper)?;
    Ok(Json(CartAnswer { message: Some(Notice::RewardsApplied.text(signed_in.locale).into()), data }))
}
