//! The demo's header and footer menus and its social links. Menu items point at pages by url
//! key; the terms item points at page 18 by id only, as the shell's `/page/18` link does.

use crate::catalog::Tr;

pub struct MenuSpec {
    /// The linked page's url key.
    pub page: &'static str,
    /// Whether the item carries the url key itself (else it links by page id).
    pub by_url_key: bool,
    pub name: Tr,
    pub childs: &'static [MenuSpec],
}

const fn item(page: &'static str, name: Tr) -> MenuSpec {
    MenuSpec { page, by_url_key: true, name, childs: &[] }
}

pub const HEADER: &[MenuSpec] = &[
    item("about-us", Tr("Մեր մասին", "О нас", "About us")),
    item("bonus-system", Tr("Բոնուսային համակարգ", "Бонусная система", "Bonus system")),
    MenuSpec {
        page: "faq",
        by_url_key: true,
        name: Tr("Օգնություն", "Помощь", "Help"),
        childs: &[
            item("delivery", Tr("Առաքում", "Доставка", "Delivery")),
            item("payment-methods", Tr("Վճարման եղանակներ", "Способы оплаты", "Payment methods")),
            item("returns", Tr("Վերադարձ և փոխանակում", "Возврат и обмен", "Returns and exchanges")),
        ],
    },
];

/// More than five links, so the footer fills its second column.
pub const FOOTER: &[MenuSpec] = &[
    item("about-us", Tr("Մեր մասին", "О нас", "About us")),
    item("delivery", Tr("Առաքում", "Доставка", "Delivery")),
    item("payment-methods", Tr("Վճարման եղանակներ", "Способы оплаты", "Payment methods")),
    item("returns", Tr("Վերադարձ և փոխանակում", "Возврат и обмен", "Returns and exchanges")),
    item("bonus-system", Tr("Բոնուսային համակարգ", "Бонусная система", "Bonus system")),
    item("faq", Tr("Հաճախ տրվող հարցեր", "Частые вопросы", "FAQ")),
    item("become-a-seller", Tr("Դարձեք վաճառող", "Станьте продавцом", "Become a seller")),
    item("ogtagorcman-paymanner", Tr("Գաղտնիության քաղաքականություն", "Политика конфиденциальности", "Privacy Policy")),
    MenuSpec {
        page: "terms-and-conditions",
        by_url_key: false,
        name: Tr("Պայմաններ և դրույթներ", "Условия и положения", "Terms and conditions"),
        childs: &[],
    },
];

/// (link, icon file under /storage/icons/).
pub const SOCIAL_LINKS: &[(&str, &str)] = &[
    ("https://www.facebook.com/shuka.am", "facebook.svg"),
    ("https://www.instagram.com/shuka.am", "instagram.svg"),
    ("https://t.me/shuka_am", "telegram.svg"),
    ("https://www.youtube.com/@shuka_am", "youtube.svg"),
    ("https://www.linkedin.com/company/shuka-am", "linkedin.svg"),
];
