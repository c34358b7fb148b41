//! Signing in and out, the second factor, and one's own sessions and language.

use serde::{Deserialize, Serialize};
use storefront_core::locale::Locale;
use storefront_core::staff::{Permission, Role};

/// The signed-in staff member, as the app needs them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Me {
    pub id: i64,
    pub email: String,
    pub name: String,
    pub role: Role,
    pub permissions: Vec<Permission>,
    pub locale: Locale,
    pub totp_enabled: bool,
    /// The role must use a second factor and none is set up yet: only enrolment is open.
    pub must_enrol_totp: bool,
    /// The password was chosen by someone else (a new account, a reset): only changing it is open.
    pub must_change_password: bool,
}

impl Me {
    pub fn may(&self, permission: Permission) -> bool {
        self.permissions.contains(&permission)
    }

    /// Something must be done on "my account" before any other page opens.
    pub fn held_at_account(&self) -> bool {
        self.must_enrol_totp || self.must_change_password
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum SignInOutcome {
    SignedIn {
        me: Me,
    },
    /// The password was right; a code from the authenticator (or a recovery code) comes next.
    SecondFactor,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionInfo {
    pub id: i64,
    pub current: bool,
    pub user_agent: String,
    pub client_address: String,
    pub created_at: String,
    pub last_seen_at: String,
    pub expires_at: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TotpEnrolment {
    pub secret: String,
    pub uri: String,
    /// The QR code of `uri`, an SVG document drawn by the server.
    pub qr_svg: String,
}
