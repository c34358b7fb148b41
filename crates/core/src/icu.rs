//! The shell's messages (`/api/translations`, ICU message syntax as react-intl reads it) written
//! outside the browser: the server draws a page's first screen with the same texts. The subset
//! the shop's messages use: `{name}` arguments and `{name, plural, one {…} few {…} many {…}
//! other {…}}` (also `=N {…}`) with `#` for the number, the categories being the core's CLDR
//! rules ([`Locale::plural`]). Anything else is written as it stands.

use crate::locale::Locale;
use crate::messages::Plural;

/// `template` with its arguments filled in `locale`. A missing argument keeps its `{name}`.
pub fn format(locale: Locale, template: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len());
    write(locale, template, args, None, &mut out);
    out
}

/// Writes `text`; `count` is the number `#` stands for inside a plural branch.
fn write(locale: Locale, text: &str, args: &[(&str, &str)], count: Option<&str>, out: &mut String) {
    let mut rest = text;
    while let Some(at) = rest.find(['{', '#']) {
        out.push_str(&rest[..at]);
        if rest[at..].starts_with('#') {
            out.push_str(count.unwrap_or("#"));
            rest = &rest[at + 1..];
            continue;
        }
        let Some(end) = matching_brace(&rest[at..]) else {
            out.push_str(&rest[at..]);
            return;
        };
        let inner = &rest[at + 1..at + end];
        argument(locale, inner, args, out);
        rest = &rest[at + end + 1..];
    }
    out.push_str(rest);
}

/// The byte offset of the `}` closing the `{` that `text` starts with.
fn matching_brace(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (index, ch) in text.char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(index);
                }
            }
            _ => {}
        }
    }
    None
}

fn value<'a>(args: &[(&str, &'a str)], name: &str) -> Option<&'a str> {
    args.iter().find(|(key, _)| *key == name).map(|(_, value)| *value)
}

/// One `{…}`: a plain argument or a plural choice.
fn argument(locale: Locale, inner: &str, args: &[(&str, &str)], out: &mut String) {
    let mut parts = inner.splitn(3, ',');
    let name = parts.next().unwrap_or_default().trim();
    let kind = parts.next().map(str::trim);
    let given = value(args, name);
    match (kind, parts.next(), given) {
        (None, _, Some(text)) => out.push_str(text),
        (Some("plural"), Some(branches), Some(text)) => {
            let n = text.trim().parse::<u64>().unwrap_or(0);
            let wanted = match locale.plural(n) {
                Plural::One => "one",
                Plural::Few => "few",
                Plural::Many => "many",
                Plural::Other => "other",
            };
            let exact = format!("={n}");
            let chosen = branch(branches, &exact).or_else(|| branch(branches, wanted)).or_else(|| branch(branches, "other"));
            if let Some(chosen) = chosen {
                write(locale, chosen, args, Some(text), out);
            }
        }
        _ => {
            out.push('{');
            out.push_str(inner);
            out.push('}');
        }
    }
}

/// The text of the branch `key {…}` among `branches`.
fn branch<'a>(branches: &'a str, key: &str) -> Option<&'a str> {
    let mut rest = branches;
    loop {
        rest = rest.trim_start();
        let open = rest.find('{')?;
        let selector = rest[..open].trim();
        let close = matching_brace(&rest[open..])?;
        if selector == key {
            return Some(&rest[open + 1..open + close]);
        }
        rest = &rest[open + close + 1..];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const COUNT: &str = "{count, plural, one {# product} other {# products}}";
    const RU: &str = "{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}";

    #[test]
    fn plural_branches_follow_each_languages_rules() {
        assert_eq!(format(Locale::En, COUNT, &[("count", "1")]), "1 product");
        assert_eq!(format(Locale::En, COUNT, &[("count", "0")]), "0 products");
        assert_eq!(format(Locale::Hy, COUNT, &[("count", "0")]), "0 product");
        assert_eq!(format(Locale::Ru, RU, &[("count", "21")]), "21 товар");
        assert_eq!(format(Locale::Ru, RU, &[("count", "3")]), "3 товара");
        assert_eq!(format(Locale::Ru, RU, &[("count", "11")]), "11 товаров");
        assert_eq!(format(Locale::En, "{n, plural, =0 {none} other {# left}}", &[("n", "0")]), "none");
    }

    #[test]
    fn arguments_are_filled_and_missing_ones_kept() {
        assert_eq!(format(Locale::En, "−{percent}%", &[("percent", "20")]), "−20%");
        assert_eq!(format(Locale::En, "Page {page} of {pages}", &[("page", "2")]), "Page 2 of {pages}");
        assert_eq!(format(Locale::En, "Hash # stays", &[]), "Hash # stays");
        assert_eq!(format(Locale::En, "broken {brace", &[]), "broken {brace");
    }

    #[test]
    fn nested_arguments_inside_a_branch_are_filled() {
        let template = "{count, plural, one {# item for {name}} other {# items for {name}}}";
        assert_eq!(format(Locale::En, template, &[("count", "2"), ("name", "Ani")]), "2 items for Ani");
    }
}
