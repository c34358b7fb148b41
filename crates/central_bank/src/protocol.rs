//! The bank's `ExchangeRatesLatest` call (SOAP 1.1 over HTTP POST, as `api.cba.am/exchangerates.asmx`
//! serves it) and the reading of its answer: the date the rates are for, and for each currency
//! the drams of `Amount` units (`tests/fixtures/exchange-rates-latest.xml` is its shape).

use quick_xml::events::Event;
use quick_xml::Reader;
use storefront_core::exchange_rates;
use storefront_core::money::Currency;

/// The header naming the operation, as SOAP 1.1 asks.
pub const SOAP_ACTION: &str = "\"http://www.cba.am/ExchangeRatesLatest\"";

pub const REQUEST: &str = concat!(
    r#"<?xml version="1.0" encoding="utf-8"?>"#,
    r#"<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">"#,
    r#"<soap:Body><ExchangeRatesLatest xmlns="http://www.cba.am/" /></soap:Body>"#,
    r#"</soap:Envelope>"#
);

/// The rates the bank published for the shop's currencies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Published {
    /// `YYYY-MM-DD`: the day the rates are for.
    pub date: String,
    /// Drams e4 for one unit, for each of the shop's currencies the answer holds.
    pub rates: Vec<(Currency, i64)>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnswerError {
    #[error("the answer is not XML the bank sends: {0}")]
    NotXml(String),
    #[error("the bank answered with a fault: {0}")]
    Fault(String),
    #[error("the answer has no date for its rates")]
    NoDate,
    #[error("the bank's {currency} rate {rate} for {amount} cannot be read")]
    Unreadable { currency: String, rate: String, amount: String },
}

/// One `ExchangeRate` element as read.
#[derive(Default)]
struct RateElement {
    iso: String,
    amount: String,
    rate: String,
}

/// Reads the answer. Currencies the shop does not price in are skipped; a rate of the shop's
/// that cannot be read fails the whole answer rather than being left out silently.
pub fn read_answer(xml: &str) -> Result<Published, AnswerError> {
    let mut reader = Reader::from_str(xml);
    reader.config_mut().trim_text(true);
    let mut path: Vec<String> = Vec::new();
    let mut date = None;
    let mut fault = None;
    let mut current = RateElement::default();
    let mut rates = Vec::new();
    loop {
        match reader.read_event().map_err(|e| AnswerError::NotXml(e.to_string()))? {
            Event::Start(element) => {
                let name = String::from_utf8_lossy(element.local_name().as_ref()).into_owned();
                if name == "ExchangeRate" {
                    current = RateElement::default();
                }
                path.push(name);
            }
            Event::End(element) => {
                if element.local_name().as_ref() == b"ExchangeRate" {
                    if let Some(rate) = shop_rate(&current)? {
                        rates.push(rate);
                    }
                }
                path.pop();
            }
            Event::Text(text) => {
                let text = text.decode().map_err(|e| AnswerError::NotXml(e.to_string()))?;
                let text = quick_xml::escape::unescape(&text).map_err(|e| AnswerError::NotXml(e.to_string()))?.into_owned();
                match path.last().map(String::as_str) {
                    Some("CurrentDate") => date = Some(text),
                    Some("ISO") => current.iso = text,
                    Some("Amount") => current.amount = text,
                    Some("Rate") => current.rate = text,
                    Some("faultstring") => fault = Some(text),
                    _ => {}
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    if let Some(fault) = fault {
        return Err(AnswerError::Fault(fault));
    }
    let date = date.map(|date| date.chars().take(10).collect::<String>()).filter(|date| is_date(date)).ok_or(AnswerError::NoDate)?;
    Ok(Published { date, rates })
}

fn shop_rate(element: &RateElement) -> Result<Option<(Currency, i64)>, AnswerError> {
    let Some(currency) = Currency::parse(&element.iso).filter(|currency| *currency != Currency::Amd) else { return Ok(None) };
    let drams = exchange_rates::published_drams(&element.rate, &element.amount).map_err(|_| AnswerError::Unreadable {
        currency: currency.code().to_string(),
        rate: element.rate.clone(),
        amount: element.amount.clone(),
    })?;
    Ok(Some((currency, drams)))
}

fn is_date(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.len() == 10 && bytes.iter().enumerate().all(|(i, b)| if i == 4 || i == 7 { *b == b'-' } else { b.is_ascii_digit() })
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORDED: &str = include_str!("../tests/fixtures/exchange-rates-latest.xml");

    #[test]
    fn reads_the_shops_currencies_from_the_banks_answer() {
        let published = read_answer(RECORDED).unwrap();
        assert_eq!(published.date, "2026-11-27");
        assert_eq!(published.rates, vec![(Currency::Usd, 3_826_100), (Currency::Rub, 48_700)]);
    }

    #[test]
    fn a_fault_or_a_broken_answer_is_no_rates() {
        let fault = r#"<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault>
            <faultcode>soap:Server</faultcode><faultstring>Server was unable to process request.</faultstring>
            </soap:Fault></soap:Body></soap:Envelope>"#;
        assert_eq!(read_answer(fault), Err(AnswerError::Fault("Server was unable to process request.".into())));
        assert!(matches!(read_answer("<html><body>Service Unavailable</body>"), Err(AnswerError::NotXml(_) | AnswerError::NoDate)));
        assert_eq!(read_answer(&RECORDED.replace("2026-11-27T00:00:00", "")), Err(AnswerError::NoDate));
        assert_eq!(
            read_answer(&RECORDED.replace("<Rate>382.61</Rate>", "<Rate>382,61</Rate>")),
            Err(AnswerError::Unreadable { currency: "USD".into(), rate: "382,61".into(), amount: "1".into() })
        );
    }
}
