//! A configurable product's variants as staff edit them: the attributes it varies by, the
//! matrix of their chosen options (every combination once, at most [`MAX_VARIANTS`]), and each
//! variant's SKU, price, stock, pictures and whether it is sold, read and checked field by field
//! (`variants.{n}.price`) with the product editor's own rules.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::pictures::MAX_PICTURES_PER_PRODUCT;
use crate::product_edit::{drams, is_code, units, Faults, MAX_SKU_LENGTH};
use crate::validation::Message;

/// The most variants one product has: a matrix past this is a catalogue's mistake.
pub const MAX_VARIANTS: usize = 100;
/// The most attributes one product varies by.
pub const MAX_VARYING_ATTRIBUTES: usize = 3;

/// One variant as typed: `id` none for a new one; `options` its option of each attribute.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct VariantDraft {
    pub id: Option<i64>,
    /// Attribute id → option id.
    pub options: BTreeMap<i64, i64>,
    pub sku: String,
    /// In drams, as typed.
    pub price: String,
    pub stock: String,
    pub enabled: bool,
    /// The product's pictures this variant shows (their ids), in the product's order: what a
    /// shopper sees on choosing it.
    pub pictures: Vec<i64>,
}

/// The variants' part of the product editor.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct VariantsDraft {
    /// The attributes the product varies by, in the order shoppers choose them.
    pub attributes: Vec<i64>,
    pub variants: Vec<VariantDraft>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedVariant {
    pub id: Option<i64>,
    pub options: BTreeMap<i64, i64>,
    pub sku: String,
    pub price_minor: i64,
    pub stock: i64,
    pub enabled: bool,
    /// The product's pictures it shows, each once.
    pub pictures: Vec<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedVariants {
    pub attributes: Vec<i64>,
    pub variants: Vec<CheckedVariant>,
}

impl CheckedVariants {
    /// What the product itself shows: its cheapest sold variant's price (the cheapest of all
    /// when none is sold) and the stock of its sold variants together.
    pub fn summary(&self) -> (i64, i64) {
        let sold = self.variants.iter().filter(|v| v.enabled);
        let cheapest = sold.clone().map(|v| v.price_minor).min().or_else(|| self.variants.iter().map(|v| v.price_minor).min()).unwrap_or(0);
        (cheapest, sold_stock(self.variants.iter().map(|v| (v.stock, v.enabled))))
    }
}

/// A configurable product's own stock: its sold variants' (`(stock, enabled)` each) together.
pub fn sold_stock(variants: impl IntoIterator<Item = (i64, bool)>) -> i64 {
    variants.into_iter().filter(|&(_, enabled)| enabled).map(|(stock, _)| stock).sum()
}

/// The field name of a variant's field, as [`Faults`] names it: `variants.3.sku`.
pub fn variant_field(index: usize, field: &str) -> String {
    format!("variants.{index}.{field}")
}

/// Every combination of the chosen options (attribute id → its chosen options, in the
/// attributes' order), the first attribute's options varying slowest; refused past
/// [`MAX_VARIANTS`].
pub fn matrix(chosen: &[(i64, Vec<i64>)]) -> Result<Vec<BTreeMap<i64, i64>>, Message> {
    let count = chosen.iter().try_fold(1usize, |n, (_, options)| n.checked_mul(options.len())).unwrap_or(usize::MAX);
    if chosen.is_empty() || count == 0 {
        return Ok(Vec::new());
    }
    if count > MAX_VARIANTS {
        return Err(Message::TooManyVariants);
    }
    let mut combinations = vec![BTreeMap::new()];
    for (attribute, options) in chosen {
        combinations = combinations
            .into_iter()
            .flat_map(|combination| {
                options.iter().map(move |option| {
                    let mut next = combination.clone();
                    next.insert(*attribute, *option);
                    next
                })
            })
            .collect();
    }
    Ok(combinations)
}

/// A new variant's SKU: the product's, then its options' codes (`TSHIRT-01-red-s`).
pub fn variant_sku(product_sku: &str, option_codes: &[&str]) -> String {
    let mut sku = product_sku.to_string();
    for code in option_codes {
        sku.push('-');
        sku.push_str(code);
    }
    sku.chars().filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_')).take(MAX_SKU_LENGTH).collect()
}

/// Reads and checks the variants: every fault at once, or the variants to store.
pub fn check(draft: &VariantsDraft) -> Result<CheckedVariants, Faults> {
    let mut faults = Faults::new();
    let attributes = draft.attributes.clone();
    let distinct: BTreeSet<i64> = attributes.iter().copied().collect();
    if attributes.is_empty() || distinct.len() != attributes.len() || attributes.len() > MAX_VARYING_ATTRIBUTES {
        faults.insert("attributes".into(), Message::ChooseVaryingAttributes);
    }
    if draft.variants.is_empty() {
        faults.insert("variants".into(), Message::NoVariants);
    } else if draft.variants.len() > MAX_VARIANTS {
        faults.insert("variants".into(), Message::TooManyVariants);
    }
    let mut combinations = BTreeSet::new();
    let mut skus = BTreeSet::new();
    let mut variants = Vec::new();
    for (index, variant) in draft.variants.iter().enumerate().take(MAX_VARIANTS) {
        let mut own = Faults::new();
        let keys: BTreeSet<i64> = variant.options.keys().copied().collect();
        if keys != distinct {
            own.insert("options".into(), Message::ChooseVaryingAttributes);
        } else if !combinations.insert(variant.options.clone()) {
            own.insert("options".into(), Message::VariantRepeated);
        }
        let sku = variant.sku.trim().to_string();
        if sku.is_empty() {
            own.insert("sku".into(), Message::Required);
        } else if !is_code(&sku, MAX_SKU_LENGTH, true) {
            own.insert("sku".into(), Message::SkuFormat);
        } else if !skus.insert(sku.clone()) {
            own.insert("sku".into(), Message::SkuTaken);
        }
        let price = drams("price", &variant.price, &mut own);
        let stock = units("stock", &variant.stock, &mut own);
        let mut pictures = Vec::new();
        for picture in &variant.pictures {
            if !pictures.contains(picture) {
                pictures.push(*picture);
            }
        }
        if pictures.len() > MAX_PICTURES_PER_PRODUCT {
            own.insert("pictures".into(), Message::TooManyPictures);
        }
        faults.extend(own.into_iter().map(|(field, message)| (variant_field(index, &field), message)));
        if let (Some(price_minor), Some(stock)) = (price, stock) {
            variants.push(CheckedVariant {
                id: variant.id,
                options: variant.options.clone(),
                sku,
                price_minor,
                stock,
                enabled: variant.enabled,
                pictures,
            });
        }
    }
    match faults.is_empty() {
        true => Ok(CheckedVariants { attributes, variants }),
        false => Err(faults),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const COLOUR: i64 = 1;
    const SIZE: i64 = 2;

    fn variant(colour: i64, size: i64, sku: &str, price: &str) -> VariantDraft {
        VariantDraft {
            options: BTreeMap::from([(COLOUR, colour), (SIZE, size)]),
            sku: sku.into(),
            price: price.into(),
            stock: "3".into(),
            enabled: true,
            id: None,
            pictures: vec![],
        }
    }

    #[test]
    fn the_matrix_is_every_combination_once_within_its_limit() {
        let combinations = matrix(&[(COLOUR, vec![10, 11]), (SIZE, vec![20, 21, 22])]).unwrap();
        assert_eq!(combinations.len(), 6);
        assert_eq!(combinations[0], BTreeMap::from([(COLOUR, 10), (SIZE, 20)]));
        assert_eq!(combinations[3], BTreeMap::from([(COLOUR, 11), (SIZE, 20)]), "the first attribute varies slowest");
        assert_eq!(matrix(&[(COLOUR, (0..11).collect()), (SIZE, (0..10).collect())]), Err(Message::TooManyVariants));
        assert_eq!(matrix(&[(COLOUR, vec![])]), Ok(Vec::new()));
        assert_eq!(variant_sku("TSHIRT-01", &["red", "xl"]), "TSHIRT-01-red-xl");
    }

    #[test]
    fn variants_are_read_in_minor_units_and_the_product_shows_the_cheapest_sold() {
        let mut draft = VariantsDraft {
            attributes: vec![COLOUR, SIZE],
            variants: vec![variant(10, 20, "T-1", "9 900"), variant(10, 21, "T-2", "8900")],
        };
        draft.variants[1].enabled = false;
        draft.variants[0].pictures = vec![7, 5, 7];
        let checked = check(&draft).expect("valid");
        assert_eq!(checked.variants[0].price_minor, 990_000);
        assert_eq!(checked.variants[0].pictures, vec![7, 5], "a picture chosen twice is shown once");
        assert_eq!(checked.summary(), (990_000, 3), "the disabled one neither prices nor stocks the product");
        assert_eq!(sold_stock([(3, true), (5, false), (4, true)]), 7, "an import restocking variants sums the same way");
    }

    #[test]
    fn every_fault_is_named_by_its_variant_and_field() {
        let draft = VariantsDraft {
            attributes: vec![COLOUR, SIZE],
            variants: vec![
                variant(10, 20, "T-1", "-5"),
                variant(10, 20, "T-1", "100"),
                VariantDraft {
                    options: BTreeMap::from([(COLOUR, 11)]),
                    sku: "has space".into(),
                    price: "1".into(),
                    stock: "x".into(),
                    pictures: (0..31).collect(),
                    ..VariantDraft::default()
                },
            ],
        };
        let faults = check(&draft).unwrap_err();
        assert_eq!(faults.get("variants.0.price"), Some(&Message::PriceInvalid));
        assert_eq!(faults.get("variants.1.options"), Some(&Message::VariantRepeated));
        assert_eq!(faults.get("variants.1.sku"), Some(&Message::SkuTaken));
        assert_eq!(faults.get("variants.2.options"), Some(&Message::ChooseVaryingAttributes));
        assert_eq!(faults.get("variants.2.sku"), Some(&Message::SkuFormat));
        assert_eq!(faults.get("variants.2.stock"), Some(&Message::StockInvalid));
        assert_eq!(faults.get("variants.2.pictures"), Some(&Message::TooManyPictures));
        assert_eq!(check(&VariantsDraft::default()).unwrap_err().get("attributes"), Some(&Message::ChooseVaryingAttributes));
    }
}
