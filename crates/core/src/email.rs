//! The e-mail and phone patterns the forms use. Written by hand instead of with a regex engine
//! to keep the WASM bundle small; each function documents the pattern it implements.

fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// `\w+([.-]?\w+)*`: word characters, single dots or hyphens only between them.
fn is_word_run(part: &str, separators: &[char]) -> bool {
    let mut previous_was_word = false;
    for c in part.chars() {
        if is_word(c) {
            previous_was_word = true;
        } else if separators.contains(&c) && previous_was_word {
            previous_was_word = false;
        } else {
            return false;
        }
    }
    previous_was_word
}

/// An e-mail as it is searched for and compared: trimmed and lowercased (phones capitalise the
/// first letter of whatever is typed).
pub fn email_key(email: &str) -> String {
    email.trim().to_lowercase()
}

/// The longest address mail can be delivered to (RFC 5321's path limit).
pub const MAX_EMAIL_LENGTH: usize = 254;

/// The shop's basic e-mail pattern: word characters with optional dots or hyphens, `@`, a
/// domain of such runs, and a final suffix of `min_tld..=max_tld` word characters; at most
/// [`MAX_EMAIL_LENGTH`] characters in all.
fn matches_email(text: &str, min_tld: usize, max_tld: usize) -> bool {
    if text.len() > MAX_EMAIL_LENGTH {
        return false;
    }
    let Some((local, domain)) = text.split_once('@') else { return false };
    let Some((host, tld)) = domain.rsplit_once('.') else { return false };
    is_word_run(local, &['.', '-'])
        && is_word_run(host, &['.', '-'])
        && (min_tld..=max_tld).contains(&tld.chars().count())
        && tld.chars().all(is_word)
}

/// Newsletter, login and checkout pattern: suffix of 2 or 3 characters.
pub fn is_basic_email(text: &str) -> bool {
    matches_email(text, 2, 3)
}

/// Registration and contact pattern: suffix of 2 or more characters.
pub fn is_email_with_tld(text: &str) -> bool {
    matches_email(text, 2, 63)
}

/// A phone number of digits with an optional leading `+`, brackets around a group, spaces and
/// hyphens; between 8 and 15 digits (Armenian numbers have 9 locally, 11 with +374).
pub fn is_phone(text: &str) -> bool {
    let text = text.trim();
    let mut digits = 0;
    let mut open_bracket = false;
    for (i, c) in text.chars().enumerate() {
        match c {
            '0'..='9' => digits += 1,
            '+' if i == 0 => {}
            '(' if !open_bracket => open_bracket = true,
            ')' if open_bracket => open_bracket = false,
            ' ' | '-' => {}
            _ => return false,
        }
    }
    !open_bracket && (8..=15).contains(&digits)
}

/// How a phone number is looked up, however it was typed: its digits without the country code
/// or the trunk zero (`+374 91 123456`, `091-123-456` and `91123456` are all `91123456`).
pub fn phone_key(text: &str) -> String {
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    let national = digits.strip_prefix("00374").or_else(|| digits.strip_prefix("374")).unwrap_or(&digits);
    national.trim_start_matches('0').to_string()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_phone_is_looked_up_by_its_national_digits_however_typed() {
        for typed in ["+374 91 123456", "091-123-456", "91123456", "(091) 12 34 56", "00374 91 123456"] {
            assert_eq!(phone_key(typed), "91123456", "{typed}");
        }
        assert_eq!(phone_key("+7 916 123-45-67"), "79161234567", "another country keeps its code");
        assert_eq!(phone_key("no digits"), "");
    }

    use super::*;

    #[test]
    fn an_address_longer_than_mail_delivers_to_is_not_an_address() {
        let at_limit = format!("{}@mail.am", "a".repeat(MAX_EMAIL_LENGTH - 8));
        assert!(is_basic_email(&at_limit) && is_email_with_tld(&at_limit));
        let over = format!("a{at_limit}");
        assert!(!is_basic_email(&over) && !is_email_with_tld(&over));
    }

    #[test]
    fn basic_email_accepts_ordinary_addresses() {
        for ok in ["anna@mail.am", "a.b-c@mail.co.uk", "x_1@shop-am.com"] {
            assert!(is_basic_email(ok), "{ok}");
        }
    }

    #[test]
    fn basic_email_rejects_malformed_addresses_and_long_suffixes() {
        for bad in [
            "",
            "anna",
            "anna@",
            "@mail.am",
            "anna@mail",
            "anna@mail.a",
            "anna@mail.info",
            "an..na@mail.am",
            ".anna@mail.am",
            "anna@-mail.am",
            "an na@mail.am",
            "anna@@mail.am",
        ] {
            assert!(!is_basic_email(bad), "{bad}");
        }
    }

    #[test]
    fn registration_email_allows_longer_suffixes() {
        assert!(is_email_with_tld("anna@mail.info"));
        assert!(is_email_with_tld("anna@shop.travel"));
        assert!(!is_email_with_tld("anna@mail.a"));
    }

    #[test]
    fn phones_of_digits_plus_and_brackets() {
        for ok in ["+374 91 123456", "(010) 12-34-56", "091123456", "+37491123456"] {
            assert!(is_phone(ok), "{ok}");
        }
        for bad in ["", "12345", "phone", "+374 91 12345a", "91+123456", "(010 123456", "1234567890123456"] {
            assert!(!is_phone(bad), "{bad}");
        }
    }
}
