//! Content around the catalogue: CMS pages and menus, the home page's slides and banners (as
//! staff edit them; the shop reads them in `catalog::promotions`), blog posts, social links, the stores
//! (approved sellers), newsletter subscribers and contact messages. The writers of pages and
//! posts store only sanitised HTML.

pub mod blog;
pub mod contact;
pub mod contact_inbox;
pub mod menu_editing;
pub mod menus;
pub mod newsletter;
pub mod page_editing;
pub mod pages;
pub mod post_editing;
pub mod promotion_editing;
pub mod sellers;
pub mod shop_contacts;
pub mod social;
mod url_keys;
