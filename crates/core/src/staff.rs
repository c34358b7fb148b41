//! The shop's staff: their roles and what each role may do. The server checks every back-office
//! call against this table; the back office hides what the signed-in role may not do.

use crate::locale::Locale;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Everything, including staff accounts and settings.
    Owner,
    /// Runs the shop day to day: everything but staff accounts and settings.
    Manager,
    /// Handles orders and looks up customers.
    OrderClerk,
    CatalogueEditor,
    ContentEditor,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Permission {
    ViewDashboard,
    ViewOrders,
    /// Confirm, ship, complete, cancel, notes.
    ManageOrders,
    RefundOrders,
    ViewCustomers,
    /// Block and unblock, adjust bonuses.
    ManageCustomers,
    ManageCatalogue,
    ManageContent,
    ViewAudit,
    ManageStaff,
    ManageSettings,
    /// The exchange rates, typed by hand (prices in dollars and rubles follow them).
    ManageRates,
}

impl Permission {
    pub const ALL: [Permission; 12] = [
        Permission::ViewDashboard,
        Permission::ViewOrders,
        Permission::ManageOrders,
        Permission::RefundOrders,
        Permission::ViewCustomers,
        Permission::ManageCustomers,
        Permission::ManageCatalogue,
        Permission::ManageContent,
        Permission::ViewAudit,
        Permission::ManageStaff,
        Permission::ManageSettings,
        Permission::ManageRates,
    ];
}

impl Role {
    pub const ALL: [Role; 5] = [Role::Owner, Role::Manager, Role::OrderClerk, Role::CatalogueEditor, Role::ContentEditor];

    pub fn code(self) -> &'static str {
        match self {
            Role::Owner => "owner",
            Role::Manager => "manager",
            Role::OrderClerk => "order_clerk",
            Role::CatalogueEditor => "catalogue_editor",
            Role::ContentEditor => "content_editor",
        }
    }

    /// Accepts the codes, and `order-clerk` style spellings typed on a command line.
    pub fn parse(code: &str) -> Option<Role> {
        let code = code.trim().to_ascii_lowercase().replace('-', "_");
        Role::ALL.into_iter().find(|role| role.code() == code)
    }

    pub fn label(self, locale: Locale) -> &'static str {
        match self {
            Role::Owner => locale.pick("Սեփականատեր", "Владелец", "Owner"),
            Role::Manager => locale.pick("Մենեջեր", "Менеджер", "Manager"),
            Role::OrderClerk => locale.pick("Պատվերների աշխատակից", "Сотрудник по заказам", "Order clerk"),
            Role::CatalogueEditor => locale.pick("Կատալոգի խմբագիր", "Редактор каталога", "Catalogue editor"),
            Role::ContentEditor => locale.pick("Բովանդակության խմբագիր", "Редактор контента", "Content editor"),
        }
    }

    pub fn may(self, permission: Permission) -> bool {
        use Permission::*;
        match self {
            Role::Owner => true,
            Role::Manager => !matches!(permission, ManageStaff | ManageSettings),
            Role::OrderClerk => matches!(permission, ViewDashboard | ViewOrders | ManageOrders | ViewCustomers),
            Role::CatalogueEditor => matches!(permission, ViewDashboard | ManageCatalogue),
            Role::ContentEditor => matches!(permission, ViewDashboard | ManageContent),
        }
    }

    pub fn permissions(self) -> Vec<Permission> {
        Permission::ALL.into_iter().filter(|p| self.may(*p)).collect()
    }
}

/// How long a staff session lasts without use, and at most.
pub const SESSION_IDLE_MINUTES: i64 = 60 * 8;
pub const SESSION_MAX_HOURS: i64 = 24 * 7;
/// How long a signed-in password waits for its second factor.
pub const SECOND_FACTOR_MINUTES: i64 = 10;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_owner_manages_staff_and_settings() {
        for role in Role::ALL {
            assert_eq!(role.may(Permission::ManageStaff), role == Role::Owner, "{role:?}");
            assert_eq!(role.may(Permission::ManageSettings), role == Role::Owner, "{role:?}");
        }
    }

    #[test]
    fn an_order_clerk_handles_orders_but_cannot_refund() {
        let clerk = Role::OrderClerk;
        assert!(clerk.may(Permission::ManageOrders) && clerk.may(Permission::ViewCustomers));
        assert!(!clerk.may(Permission::RefundOrders) && !clerk.may(Permission::ManageCustomers) && !clerk.may(Permission::ViewAudit));
        assert!(Role::Manager.may(Permission::RefundOrders));
        assert!(Role::Manager.may(Permission::ManageRates) && !clerk.may(Permission::ManageRates));
    }

    #[test]
    fn editors_see_no_orders_or_customers() {
        for role in [Role::CatalogueEditor, Role::ContentEditor] {
            assert!(!role.may(Permission::ViewOrders) && !role.may(Permission::ViewCustomers));
        }
        assert!(Role::CatalogueEditor.may(Permission::ManageCatalogue) && !Role::CatalogueEditor.may(Permission::ManageContent));
    }

    #[test]
    fn roles_parse_from_their_codes_and_command_line_spellings() {
        for role in Role::ALL {
            assert_eq!(Role::parse(role.code()), Some(role));
            for locale in Locale::ALL {
                assert!(!role.label(locale).is_empty());
            }
        }
        assert_eq!(Role::parse("Order-Clerk"), Some(Role::OrderClerk));
        assert_eq!(Role::parse("admin"), None);
    }
}
