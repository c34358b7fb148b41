//! The social links' icons: small SVG drawings made here (no downloads), one per network the
//! core's `social_links::icon_for` knows and a globe for any other site. They are the shop's own:
//! served at `/storage/icons/{name}` whatever the picture store holds, and never uploaded (an
//! uploaded SVG could carry a script).

/// (file name, SVG document).
pub const ICONS: &[(&str, &str)] = &[
    (
        "facebook.svg",
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><circle cx="24" cy="24" r="24" fill="#1877F2"/><path fill="#fff" d="M26.5 38V25.5h4.2l.6-4.9h-4.8v-3.1c0-1.4.4-2.4 2.4-2.4h2.6v-4.4a34 34 0 0 0-3.8-.2c-3.7 0-6.3 2.3-6.3 6.5v3.6h-4.2v4.9h4.2V38z"/></svg>"##,
    ),
    (
        "instagram.svg",
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" rx="12" fill="#E1306C"/><rect x="11" y="11" width="26" height="26" rx="8" fill="none" stroke="#fff" stroke-width="3"/><circle cx="24" cy="24" r="6.5" fill="none" stroke="#fff" stroke-width="3"/><circle cx="31.5" cy="16.5" r="2" fill="#fff"/></svg>"##,
    ),
    (
        "telegram.svg",
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><circle cx="24" cy="24" r="24" fill="#229ED9"/><path fill="#fff" d="M10.5 23.2l24.1-9.3c1.1-.4 2.1.3 1.7 2l-4.1 19.3c-.3 1.4-1.1 1.7-2.3 1.1l-6.3-4.6-3 2.9c-.3.3-.6.6-1.3.6l.4-6.4 11.7-10.6c.5-.5-.1-.7-.8-.3l-14.5 9.1-6.2-1.9c-1.4-.4-1.4-1.4.6-2.2z"/></svg>"##,
    ),
    (
        "youtube.svg",
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" rx="12" fill="#FF0000"/><rect x="8" y="13" width="32" height="22" rx="6" fill="#fff"/><path fill="#FF0000" d="M21 18.5v11l9-5.5z"/></svg>"##,
    ),
    (
        "linkedin.svg",
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" rx="8" fill="#0A66C2"/><circle cx="15" cy="14.5" r="3" fill="#fff"/><rect x="12" y="20" width="6" height="16" fill="#fff"/><path fill="#fff" d="M22 20h5.6v2.3c.9-1.6 2.9-2.7 5.3-2.7 4.4 0 5.1 2.9 5.1 6.6V36h-6v-8.5c0-2 0-3.6-2.2-3.6s-2.6 1.7-2.6 3.5V36H22z"/></svg>"##,
    ),
    (
        "web.svg",
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><circle cx="24" cy="24" r="24" fill="#0d5c63"/><g fill="none" stroke="#fff" stroke-width="2.5"><circle cx="24" cy="24" r="13"/><ellipse cx="24" cy="24" rx="5.5" ry="13"/><path d="M11 24h26M13.5 17h21M13.5 31h21"/></g></svg>"##,
    ),
];

/// The drawing named `name`, if the shop has one.
pub fn builtin(name: &str) -> Option<&'static str> {
    ICONS.iter().find(|(file, _)| *file == name).map(|(_, svg)| *svg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_icon_the_core_names_is_drawn() {
        for name in storefront_core::social_links::ICON_NAMES {
            assert!(builtin(name).is_some_and(|svg| svg.starts_with("<svg") && !svg.contains("<script")), "{name}");
        }
    }
}
