//! Keyed message catalogues in the three languages, the one way the core and the back office
//! write what people read: a key, its Armenian, Russian and English text (a missing translation
//! does not compile), named arguments (`{count}`, `{order}`) filled by [`fill`], and counted
//! phrases with exactly the plural forms each language's grammar has (CLDR's cardinal rules:
//! Armenian and English one/other, Russian one/few/many).

use crate::locale::Locale;

/// CLDR's cardinal plural categories of a whole number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plural {
    One,
    Few,
    Many,
    Other,
}

impl Locale {
    /// The category of `n` things: Armenian counts 0 and 1 as one; Russian ends in 1 (not 11) as
    /// one, in 2–4 (not 12–14) as few, the rest as many; English 1 as one.
    pub fn plural(self, n: u64) -> Plural {
        match self {
            Locale::Hy if n <= 1 => Plural::One,
            Locale::En if n == 1 => Plural::One,
            Locale::Hy | Locale::En => Plural::Other,
            Locale::Ru => match (n % 10, n % 100) {
                (1, tens) if tens != 11 => Plural::One,
                (2..=4, tens) if !(12..=14).contains(&tens) => Plural::Few,
                _ => Plural::Many,
            },
        }
    }
}

/// A phrase about a number of things, in the forms each language has: Armenian `[one, other]`,
/// Russian `[one, few, many]`, English `[one, other]`. Each form holds `{count}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counted {
    pub hy: [&'static str; 2],
    pub ru: [&'static str; 3],
    pub en: [&'static str; 2],
}

impl Counted {
    /// The form for `n` in `locale`, still holding `{count}`.
    pub fn form(&self, locale: Locale, n: u64) -> &'static str {
        match (locale, locale.plural(n)) {
            (Locale::Hy, Plural::One) => self.hy[0],
            (Locale::Hy, _) => self.hy[1],
            (Locale::Ru, Plural::One) => self.ru[0],
            (Locale::Ru, Plural::Few) => self.ru[1],
            (Locale::Ru, _) => self.ru[2],
            (Locale::En, Plural::One) => self.en[0],
            (Locale::En, _) => self.en[1],
        }
    }

    /// The phrase for `n`, written as `shown` (`21`, or `1000+` for a count that stopped there).
    pub fn shown(&self, locale: Locale, n: u64, shown: &str) -> String {
        fill(self.form(locale, n), &[("count", shown)])
    }

    /// The phrase for `n`.
    pub fn format(&self, locale: Locale, n: u64) -> String {
        self.shown(locale, n, &n.to_string())
    }

    /// Every form of every language, for checks that each holds `{count}`.
    pub fn forms(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.hy.iter().chain(&self.ru).chain(&self.en).copied()
    }
}

/// `template` with each `{name}` replaced by its value; a name not given stays as written.
pub fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut text = template.to_string();
    for (name, value) in args {
        text = text.replace(&format!("{{{name}}}"), value);
    }
    text
}

/// The `{name}`s a template holds, sorted, for checks that the three translations of one message
/// take the same arguments.
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut names: Vec<&str> = template
        .split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
        .filter(|name| !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// A catalogue: an enum of keys with `ALL` and `text(locale)`, from one table of
/// `Key => (hy, ru, en)` lines, so a key without its three texts does not compile.
#[macro_export]
macro_rules! catalogue {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$key_meta:meta])* $key:ident => ($hy:expr, $ru:expr, $en:expr $(,)?),)* }) => {
        $(#[$meta])*
        $vis enum $name { $($(#[$key_meta])* $key,)* }

        impl $name {
            /// Every key, for checks that must cover them all.
            pub const ALL: &'static [$name] = &[$($name::$key,)*];

            /// The text in `locale`.
            pub fn text(self, locale: $crate::locale::Locale) -> &'static str {
                match self { $($name::$key => locale.pick($hy, $ru, $en),)* }
            }
        }
    };
}

/// A catalogue of counted phrases: an enum of keys with `ALL` and `counted()`, from one table of
/// `Key => (hy [one, other], ru [one, few, many], en [one, other])` lines.
#[macro_export]
macro_rules! counted_catalogue {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($key:ident => ($hy:expr, $ru:expr, $en:expr $(,)?),)* }) => {
        $(#[$meta])*
        $vis enum $name { $($key,)* }

        impl $name {
            /// Every key, for checks that must cover them all.
            pub const ALL: &'static [$name] = &[$($name::$key,)*];

            /// The phrase's forms in every language.
            pub fn counted(self) -> $crate::messages::Counted {
                match self { $($name::$key => $crate::messages::Counted { hy: $hy, ru: $ru, en: $en },)* }
            }

            /// The phrase for `n` in `locale`.
            pub fn format(self, locale: $crate::locale::Locale, n: u64) -> String {
                self.counted().format(locale, n)
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    counted_catalogue! {
        #[derive(Debug, Clone, Copy)]
        enum Probe {
            Orders => (["{count} պատվեր", "{count} պատվեր"], ["{count} заказ", "{count} заказа", "{count} заказов"], ["{count} order", "{count} orders"]),
        }
    }

    #[test]
    fn russian_counts_take_one_few_and_many_by_their_last_digits() {
        let said: Vec<String> =
            [0, 1, 2, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1000].iter().map(|&n| Probe::Orders.format(Locale::Ru, n)).collect();
        assert_eq!(
            said,
            [
                "0 заказов",
                "1 заказ",
                "2 заказа",
                "5 заказов",
                "11 заказов",
                "12 заказов",
                "14 заказов",
                "21 заказ",
                "22 заказа",
                "25 заказов",
                "101 заказ",
                "111 заказов",
                "1000 заказов"
            ]
        );
    }

    #[test]
    fn english_has_one_for_1_only_and_armenian_for_0_and_1() {
        assert_eq!([0, 1, 2].map(|n| Locale::En.plural(n)), [Plural::Other, Plural::One, Plural::Other]);
        assert_eq!([0, 1, 2, 21].map(|n| Locale::Hy.plural(n)), [Plural::One, Plural::One, Plural::Other, Plural::Other]);
        assert_eq!(Probe::Orders.format(Locale::En, 1), "1 order");
        assert_eq!(Probe::Orders.counted().shown(Locale::En, 1000, "1000+"), "1000+ orders");
    }

    #[test]
    fn every_form_of_a_counted_phrase_holds_its_count() {
        for key in Probe::ALL {
            assert!(key.counted().forms().all(|form| placeholders(form) == ["count"]), "{key:?}");
        }
    }

    #[test]
    fn arguments_are_filled_by_name_and_listed_once() {
        assert_eq!(fill("Order #{order}: {amount}", &[("amount", "5,000 ֏"), ("order", "12")]), "Order #12: 5,000 ֏");
        assert_eq!(placeholders("{b} and {a}, {b} {} {not a name}"), ["a", "b"]);
    }
}
