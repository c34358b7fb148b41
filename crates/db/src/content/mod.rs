//! Content around the catalogue: CMS pages and menus, blog posts, social links, the stores
//! (approved sellers), newsletter subscribers and contact messages. The writers of pages and
//! posts store only sanitised HTML.

pub mod blog;
pub mod contact;
pub mod menu_editing;
pub mod menus;
pub mod newsletter;
pub mod page_editing;
pub mod pages;
pub mod sellers;
pub mod social;
