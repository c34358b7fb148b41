//! The shop's shipping and payment methods: which are offered and in what order, their texts in
//! each language and the shipping rates. Provider credentials stay in the environment; the page
//! is told which providers they configure.

use storefront_core::checkout_methods::{CheckoutMethods, MethodsDraft};
use storefront_core::staff::Permission;
use storefront_db::checkout::methods;

use super::caller::{require, OrFailed};
use super::AdminState;
use crate::shapes::checkout_methods::MethodsView;
use crate::shapes::error::AdminError;

fn view_of(state: &AdminState, methods: &CheckoutMethods) -> MethodsView {
    let takes_payments =
        methods.payment.iter().map(|m| m.code).filter(|code| state.payments.takes_payments(code)).map(String::from).collect();
    MethodsView { methods: methods.draft(), takes_payments }
}

pub async fn get() -> Result<MethodsView, AdminError> {
    let (state, _) = require(Permission::ManageSettings).await?;
    let current = methods::current(&state.db).await.or_failed()?;
    Ok(view_of(&state, &current))
}

pub async fn save(draft: MethodsDraft) -> Result<MethodsView, AdminError> {
    let (state, caller) = require(Permission::ManageSettings).await?;
    let checked = draft.check(|code| state.payments.takes_payments(code)).map_err(|faults| AdminError::Invalid {
        fields: faults.into_iter().map(|(field, message)| (field, message.text(caller.locale).to_string())).collect(),
    })?;
    let saved = methods::save(&state.db, &checked, &caller.actor()).await.or_failed()?;
    Ok(view_of(&state, &saved))
}
