/** The shop's contact details (the footer's and the contact page's): the visible texts are translations, the links fixed. */
export const SHOP_PHONE_HREF = "tel:+37410000000";
export const SHOP_EMAIL_HREF = "mailto:info@shuka.am";
