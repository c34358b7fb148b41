//! Forms: validation with localized messages, payloads and what follows a reply.

use crate::convert::{from_js, to_js};
use crate::types::{parse_name, CheckoutPayloads, FieldErrors, FormName};
use storefront_core::checkout::{self, CheckoutStep};
use storefront_core::forms::{self as core_forms, contact_next_route, NewsletterState, OrderAnswer};
use storefront_core::locale::Locale;
use storefront_core::{account, validation};
use wasm_bindgen::prelude::*;

/// Validates a form by name; returns field → messages in `locale` (empty object when valid).
#[wasm_bindgen(js_name = validateForm, unchecked_return_type = "FieldErrors")]
pub fn validate_form(
    #[wasm_bindgen(unchecked_param_type = "FormName")] form_name: &str,
    form: JsValue,
    locale: &str,
) -> Result<JsValue, JsError> {
    let name = parse_name(form_name).ok_or_else(|| JsError::new(&format!("unknown form '{form_name}'")))?;
    let errors = match name {
        FormName::Newsletter => validation::validate_newsletter(&from_js(form)?),
        FormName::Login => validation::validate_login(&from_js(form)?),
        FormName::Registration => validation::validate_registration(&from_js(form)?),
        FormName::Contact => validation::validate_contact(&from_js(form)?),
        FormName::Checkout => validation::validate_checkout(&from_js(form)?),
        FormName::Profile => validation::validate_profile(&from_js(form)?),
        FormName::Address => validation::validate_address(&from_js(form)?),
        FormName::PasswordReset => validation::validate_password_reset(&from_js(form)?),
    };
    to_js(&FieldErrors(errors.localized(Locale::parse(locale).unwrap_or_default())))
}

/// The `save-address` body parts built from the checkout form (fixed billing values included).
#[wasm_bindgen(js_name = checkoutPayloads, unchecked_return_type = "CheckoutPayloads")]
pub fn checkout_payloads(#[wasm_bindgen(unchecked_param_type = "CheckoutFormInput")] form: JsValue) -> Result<JsValue, JsError> {
    let form: validation::CheckoutForm = from_js(form)?;
    to_js(&CheckoutPayloads { billing: checkout::billing_payload(&form), shipping: checkout::shipping_payload(&form) })
}

/// The checkout form a signed-in customer starts with (`customer` as `GET /api/customer/get`
/// answers, `addresses` as `GET /api/addresses` lists them).
#[wasm_bindgen(js_name = checkoutPrefill, unchecked_return_type = "CheckoutFormInput")]
pub fn checkout_prefill(
    #[wasm_bindgen(unchecked_param_type = "{ first_name: string, last_name: string, email: string, phone?: string }")] customer: JsValue,
    #[wasm_bindgen(
        unchecked_param_type = "{ first_name: string, last_name: string, address1: string[], phone: string, default: boolean }[]"
    )]
    addresses: JsValue,
) -> Result<JsValue, JsError> {
    let customer: checkout::KnownCustomer = from_js(customer)?;
    let addresses: Vec<checkout::KnownAddress> = from_js(addresses)?;
    to_js(&checkout::checkout_prefill(&customer, &addresses))
}

/// The checkout's calls in order: `[step, endpoint]`.
#[wasm_bindgen(js_name = checkoutSteps, unchecked_return_type = "[CheckoutStep, string][]")]
pub fn checkout_steps() -> Result<JsValue, JsError> {
    let steps: Vec<(CheckoutStep, &str)> = CheckoutStep::ORDER.iter().map(|s| (*s, s.endpoint())).collect();
    to_js(&steps)
}

/// The step to run after `step` answered; undefined when the checkout must stop (or is done).
#[wasm_bindgen(js_name = checkoutNextStep, unchecked_return_type = "CheckoutStep | undefined")]
pub fn checkout_next_step(#[wasm_bindgen(unchecked_param_type = "CheckoutStep")] step: JsValue, ok: bool) -> Result<JsValue, JsError> {
    match checkout::after_step(from_js(step)?, ok) {
        Some(next) => to_js(&next),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// The shipping method chosen by default: the first one offered (`undefined` when none).
#[wasm_bindgen(js_name = defaultShippingMethod)]
pub fn default_shipping_method(codes: Vec<String>) -> Option<String> {
    checkout::default_shipping(&codes).cloned()
}

/// The payment method chosen until the shopper picks another: the first one offered.
#[wasm_bindgen(js_name = defaultPaymentMethod)]
pub fn default_payment_method(methods: Vec<String>) -> Option<String> {
    core_forms::default_payment(&methods).cloned()
}

/// Where the shopper goes after `save-order` answered: the provider's page, the provider's
/// form to post, or the thanks page; `undefined` when the answer does not say the order was placed.
#[wasm_bindgen(js_name = afterOrder, unchecked_return_type = "AfterOrder | undefined")]
pub fn after_order(#[wasm_bindgen(unchecked_param_type = "OrderAnswer")] answer: JsValue) -> Result<JsValue, JsError> {
    let answer: OrderAnswer = from_js(answer)?;
    match core_forms::after_order(&answer) {
        Some(next) => to_js(&next),
        None => Ok(JsValue::UNDEFINED),
    }
}

/// The number of the order a `save-order` answer placed; undefined when it placed none.
#[wasm_bindgen(js_name = placedOrderNumber)]
pub fn placed_order_number(#[wasm_bindgen(unchecked_param_type = "OrderAnswer")] answer: JsValue) -> Result<Option<String>, JsError> {
    let answer: OrderAnswer = from_js(answer)?;
    Ok(core_forms::placed_order_number(&answer))
}

/// What the order success page reads from its query (`location.search`).
#[wasm_bindgen(js_name = thanksPage, unchecked_return_type = "ThanksPage")]
pub fn thanks_page(search: &str) -> Result<JsValue, JsError> {
    to_js(&core_forms::thanks_page(search))
}

/// The thanks page's headline, as a message id, for its query and whether the order is paid.
#[wasm_bindgen(js_name = thanksHeadlineId)]
pub fn thanks_headline_id(#[wasm_bindgen(unchecked_param_type = "ThanksPage")] page: JsValue, paid: bool) -> Result<String, JsError> {
    let page: core_forms::ThanksPage = from_js(page)?;
    Ok(core_forms::thanks_headline_id(&page, paid).to_string())
}

/// Whether an order (status code, payment method, paid) may change its payment at all: an
/// unpaid online order still pending.
#[wasm_bindgen(js_name = paymentChangeable)]
pub fn payment_changeable(status: &str, payment_method: &str, paid: bool) -> bool {
    storefront_core::order_payment::payment_changeable(status, payment_method, paid)
}

/// What the order's page offers about its payment (pay again, switch to cash), from the order's
/// status code, payment method and whether it is paid, among the methods the shop offers.
#[wasm_bindgen(js_name = paymentOffers, unchecked_return_type = "PaymentOffers")]
pub fn payment_offers(status: &str, payment_method: &str, paid: bool, offered: Vec<String>) -> Result<JsValue, JsError> {
    to_js(&storefront_core::order_payment::payment_offers(status, payment_method, paid, &offered))
}

/// The bank's receipt address: the payment method's `receipt_url` with `{paymentId}` filled in.
#[wasm_bindgen(js_name = receiptUrl)]
pub fn receipt_url(template: &str, payment_id: &str) -> Option<String> {
    core_forms::receipt_url(template, payment_id)
}

#[wasm_bindgen(js_name = paymentMethods)]
pub fn payment_methods() -> Vec<String> {
    checkout::PAYMENT_METHODS.iter().map(|m| m.to_string()).collect()
}

#[wasm_bindgen(js_name = termsPageId)]
pub fn terms_page_id() -> u32 {
    checkout::TERMS_PAGE_ID as u32
}

/// The registration body: the form plus, for a company, the seller application and defaults.
#[wasm_bindgen(js_name = registrationPayload, unchecked_return_type = "RegistrationPayload")]
pub fn registration_payload(#[wasm_bindgen(unchecked_param_type = "RegistrationFormInput")] form: JsValue) -> Result<JsValue, JsError> {
    to_js(&account::registration_payload(from_js(form)?))
}

/// An address's `[country, state]`: the country is always AM, an empty state is Armenia.
#[wasm_bindgen(js_name = addressRegion, unchecked_return_type = "[string, string]")]
pub fn address_region(state: &str) -> Result<JsValue, JsError> {
    to_js(&account::address_region(state))
}

/// An empty edited field keeps the loaded value (address and profile edits).
#[wasm_bindgen(js_name = editedOrExisting)]
pub fn edited_or_existing(edited: Option<String>, existing: &str) -> String {
    account::edited_or_existing(edited.as_deref(), existing)
}

/// The newsletter block after the server answered.
#[wasm_bindgen(js_name = newsletterAnswered, unchecked_return_type = "NewsletterState")]
pub fn newsletter_answered(ok: bool, text: &str) -> Result<JsValue, JsError> {
    to_js(&NewsletterState::answered(ok, text))
}

/// Where the contact form goes after the reply: the thanks page, or undefined to stay.
#[wasm_bindgen(js_name = contactNextRoute)]
pub fn contact_next_route_js(reply: &str) -> Option<String> {
    contact_next_route(reply).map(str::to_string)
}
