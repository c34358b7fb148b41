//! Time-based one-time passwords (RFC 6238: HMAC-SHA1, 30-second steps, six digits), as every
//! authenticator app reads them from an `otpauth://` QR code, and one-time recovery codes for a
//! lost phone (kept only as hashes, like tokens).

use hmac::{Hmac, Mac};
use sha1::Sha1;

use crate::tokens::token_hash;

const STEP_SECONDS: i64 = 30;
const DIGITS: u32 = 6;
/// A code of the step before or after is accepted too: phones' clocks drift.
const DRIFT_STEPS: i64 = 1;
pub const RECOVERY_CODES: usize = 10;

/// A new shared secret: 160 random bits in base32, as authenticator apps take it.
pub fn new_secret() -> String {
    data_encoding::BASE32_NOPAD.encode(&rand::random::<[u8; 20]>())
}

fn decode_secret(secret: &str) -> Option<Vec<u8>> {
    let cleaned: String = secret.chars().filter(|c| !c.is_whitespace() && *c != '=').collect::<String>().to_ascii_uppercase();
    data_encoding::BASE32_NOPAD.decode(cleaned.as_bytes()).ok()
}

/// The code of one 30-second step (RFC 4226's dynamic truncation).
fn code_of_step(key: &[u8], step: i64) -> String {
    let mut mac = Hmac::<Sha1>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(&step.to_be_bytes());
    let digest = mac.finalize().into_bytes();
    let offset = usize::from(digest[19] & 0x0f);
    let binary = u32::from_be_bytes([digest[offset] & 0x7f, digest[offset + 1], digest[offset + 2], digest[offset + 3]]);
    format!("{:0width$}", binary % 10u32.pow(DIGITS), width = DIGITS as usize)
}

/// The code an app shows at `unix_seconds`; `None` for a secret that is not base32.
pub fn code_at(secret: &str, unix_seconds: i64) -> Option<String> {
    decode_secret(secret).map(|key| code_of_step(&key, unix_seconds.div_euclid(STEP_SECONDS)))
}

/// The step `code` belongs to when it is valid at `unix_seconds`. The caller stores the step
/// and refuses a code of that step or earlier again, so an overheard code cannot be replayed.
pub fn verify(secret: &str, code: &str, unix_seconds: i64) -> Option<i64> {
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    if code.len() != DIGITS as usize || !code.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let key = decode_secret(secret)?;
    let now = unix_seconds.div_euclid(STEP_SECONDS);
    (now - DRIFT_STEPS..=now + DRIFT_STEPS).find(|step| code_of_step(&key, *step) == code)
}

/// What the QR code holds: the issuer, the account and the secret.
pub fn provisioning_uri(issuer: &str, account: &str, secret: &str) -> String {
    let label = encode(&format!("{issuer}:{account}"));
    format!("otpauth://totp/{label}?secret={secret}&issuer={}&algorithm=SHA1&digits={DIGITS}&period={STEP_SECONDS}", encode(issuer))
}

fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'@' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The QR code of `uri`, drawn by the server as an SVG document (nothing leaves for a QR service).
pub fn qr_svg(uri: &str) -> Option<String> {
    let code = qrcode::QrCode::new(uri.as_bytes()).ok()?;
    Some(code.render::<qrcode::render::svg::Color<'_>>().min_dimensions(200, 200).quiet_zone(true).build())
}

/// Ten one-time recovery codes (`xxxxx-xxxxx`, lowercase letters and digits without look-alikes)
/// to show once, with the hashes to store.
pub fn new_recovery_codes() -> Vec<(String, String)> {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    (0..RECOVERY_CODES)
        .map(|_| {
            let letters: String = (0..10).map(|_| ALPHABET[rand::random_range(0..ALPHABET.len())] as char).collect();
            let code = format!("{}-{}", &letters[..5], &letters[5..]);
            let hash = recovery_code_hash(&code);
            (code, hash)
        })
        .collect()
}

/// The stored hash of a recovery code as typed (case, spaces and the dash do not matter).
pub fn recovery_code_hash(typed: &str) -> String {
    let normalized: String = typed.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_ascii_lowercase();
    token_hash(&normalized)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 6238 appendix B's SHA-1 secret, "12345678901234567890", in base32.
    const RFC_SECRET: &str = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

    #[test]
    fn codes_match_the_rfc_test_vectors() {
        // The RFC lists eight digits; six are their last six.
        for (time, eight) in [(59, "94287082"), (1_111_111_109, "07081804"), (1_234_567_890, "89005924"), (20_000_000_000, "65353130")] {
            assert_eq!(code_at(RFC_SECRET, time).unwrap(), eight[2..], "at {time}");
        }
    }

    #[test]
    fn a_code_is_accepted_one_step_either_side_and_names_its_step() {
        let secret = new_secret();
        let now = 1_700_000_000;
        let code = code_at(&secret, now).unwrap();
        assert_eq!(verify(&secret, &code, now), Some(now / 30));
        assert_eq!(verify(&secret, &code, now + 30), Some(now / 30), "a phone a step behind");
        assert_eq!(verify(&secret, &code, now + 90), None, "too old");
        assert_eq!(verify(&secret, "12 34 5", now), None);
        assert_eq!(verify("not base32!", &code, now), None);
    }

    #[test]
    fn enrolment_gives_a_uri_and_a_qr_code() {
        let uri = provisioning_uri("Շուկա", "owner@shuka.am", "ABC");
        assert!(uri.starts_with("otpauth://totp/%D5%87"));
        assert!(uri.contains("secret=ABC") && uri.contains("%3Aowner@shuka.am") && uri.contains("period=30"));
        let svg = qr_svg(&uri).unwrap();
        assert!(svg.contains("<svg") && svg.contains("</svg>"));
    }

    #[test]
    fn recovery_codes_are_distinct_and_checked_by_hash_however_typed() {
        let codes = new_recovery_codes();
        assert_eq!(codes.len(), RECOVERY_CODES);
        let (code, hash) = &codes[0];
        assert_eq!(recovery_code_hash(&code.to_uppercase().replace('-', " ")), *hash);
        let mut plain: Vec<&String> = codes.iter().map(|(c, _)| c).collect();
        plain.dedup();
        assert_eq!(plain.len(), RECOVERY_CODES);
    }
}
