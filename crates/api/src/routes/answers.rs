//! Answer shapes shared by several endpoints, typed so that `/api/openapi.json` describes them
//! (and, from it, the shell's generated types).

use serde::Serialize;
use utoipa::ToSchema;

/// A sentence for the shopper, in the requested language.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct MessageAnswer {
    pub message: String,
}

impl MessageAnswer {
    pub fn new(message: impl Into<String>) -> Self {
        MessageAnswer { message: message.into() }
    }
}

/// A request that was taken: `success` is always true (failures answer an error status).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SuccessAnswer {
    pub success: bool,
    pub message: String,
}

impl SuccessAnswer {
    pub fn new(message: impl Into<String>) -> Self {
        SuccessAnswer { success: true, message: message.into() }
    }
}

/// The envelope most reads answer in: `{"data": …}`.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DataAnswer<T> {
    pub data: T,
}

impl<T> DataAnswer<T> {
    pub fn new(data: T) -> Self {
        DataAnswer { data }
    }
}

/// A link the shell follows: `{"first": "/page/about-us"}`.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Links {
    pub first: String,
}

/// A change that was made: a sentence for the shopper and the changed resource.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ChangedAnswer<T> {
    pub message: String,
    pub data: T,
}
