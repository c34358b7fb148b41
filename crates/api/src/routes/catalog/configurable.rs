//! Configurable products: their variants, the attributes they vary by and which variant each
//! combination of options is. Shared by the product call and the configurable-config call.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::resource::{image_json, product_json, ConfigurableAttribute, ConfigurableOption, ProductParts, Variant};
use crate::error::ApiError;
use crate::routes::shopper::Shopper;
use storefront_db::catalog::attributes::{self, AttributeRow, OptionRow};
use storefront_db::catalog::products::{self, ImageRow, ProductRow};
use storefront_db::html::sanitize;
use storefront_db::Db;

pub struct Configuration {
    pub variants: Vec<ProductRow>,
    /// variant id → (attribute id → option id), for the attributes the product varies by.
    pub index: BTreeMap<i64, BTreeMap<i64, i64>>,
    pub attributes: Vec<AttributeRow>,
    pub options: Vec<OptionRow>,
    /// Pictures of the variants and of the product itself, by product id.
    pub images: HashMap<i64, Vec<ImageRow>>,
}

pub async fn load(db: &Db, product: &ProductRow, shopper: &Shopper) -> Result<Configuration, ApiError> {
    let variants =
        if product.kind == "configurable" { products::load_variants(db, &[product.id], shopper.locale).await? } else { Vec::new() };
    let variant_ids: Vec<i64> = variants.iter().map(|v| v.id).collect();
    let super_attributes = products::load_super_attributes(db, product.id).await?;
    let mut index: BTreeMap<i64, BTreeMap<i64, i64>> = BTreeMap::new();
    for (variant, attribute, option) in products::load_attribute_values(db, &variant_ids).await? {
        if super_attributes.contains(&attribute) {
            index.entry(variant).or_default().insert(attribute, option);
        }
    }
    let option_ids: Vec<i64> = {
        let mut ids: Vec<i64> = index.values().flat_map(|m| m.values().copied()).collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    };
    let mut attributes = attributes::load_attributes(db, shopper.locale).await?;
    attributes.retain(|a| super_attributes.contains(&a.id));
    attributes.sort_by_key(|a| super_attributes.iter().position(|id| *id == a.id));
    let options = attributes::load_options(db, shopper.locale, Some(&option_ids)).await?;
    let mut ids_with_parent = variant_ids.clone();
    ids_with_parent.push(product.id);
    let images = products::load_images(db, &ids_with_parent, shopper.locale).await?;
    Ok(Configuration { variants, index, attributes, options, images })
}

/// A variant's or the product's price pair as the configurable-config answer shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct ShownPrice {
    pub price: String,
    pub formated_price: String,
    pub formatted_price: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PricePair {
    pub regular_price: ShownPrice,
    pub final_price: ShownPrice,
}

/// The configurable-config answer of API.md: which variant each combination of options is
/// (`index`: variant id → attribute id → option id), each variant's prices and pictures, the
/// product's own prices, and the variants out of stock.
#[derive(Debug, Serialize, ToSchema)]
pub struct ConfigurableConfig {
    pub attributes: Vec<ConfigurableAttribute>,
    pub index: BTreeMap<String, BTreeMap<String, i64>>,
    pub variant_prices: BTreeMap<String, PricePair>,
    #[schema(value_type = BTreeMap<String, Vec<super::schema::ProductImage>>)]
    pub variant_images: BTreeMap<String, Vec<Value>>,
    pub regular_price: ShownPrice,
    pub final_price: ShownPrice,
    pub out_of_stock: Vec<i64>,
}

impl Configuration {
    /// The `attribute` array: each attribute with its options and the variants carrying each.
    pub fn attributes(&self) -> Vec<ConfigurableAttribute> {
        self.attributes
            .iter()
            .map(|attribute| {
                let options = self
                    .options
                    .iter()
                    .filter(|o| o.attribute_id == attribute.id)
                    .map(|option| {
                        let products: Vec<i64> = self
                            .index
                            .iter()
                            .filter(|(_, chosen)| chosen.get(&attribute.id) == Some(&option.id))
                            .map(|(variant, _)| *variant)
                            .collect();
                        ConfigurableOption {
                            id: option.id,
                            label: option.label.clone(),
                            swatch_value: option.swatch_value.clone(),
                            products,
                        }
                    })
                    .collect();
                ConfigurableAttribute {
                    id: attribute.id,
                    code: attribute.code.clone(),
                    label: attribute.label.clone(),
                    swatch_type: attribute.swatch_type.clone(),
                    options,
                }
            })
            .collect()
    }

    /// The variants as product resources, each with `options: {code: optionId}`.
    pub fn variants(&self, shopper: &Shopper) -> Result<Vec<Variant>, ApiError> {
        let codes: HashMap<i64, &str> = self.attributes.iter().map(|a| (a.id, a.code.as_str())).collect();
        self.variants
            .iter()
            .map(|variant| {
                let short_description = sanitize(&variant.short_description);
                let parts = ProductParts {
                    row: variant,
                    short_description: &short_description,
                    description: "",
                    images: self.images.get(&variant.id).map(Vec::as_slice).unwrap_or(&[]),
                    categories: &[],
                };
                let product = product_json(parts, variant.stock(), shopper)?;
                let options = self
                    .index
                    .get(&variant.id)
                    .map(|m| m.iter().filter_map(|(a, o)| codes.get(a).map(|code| (code.to_string(), *o))).collect())
                    .unwrap_or_default();
                Ok(Variant { product, options })
            })
            .collect()
    }

    /// The configurable-config answer of API.md, plus `out_of_stock` variant ids.
    pub fn config(&self, product: &ProductRow, shopper: &Shopper) -> Result<ConfigurableConfig, ApiError> {
        let shown = |minor: i64| -> Result<ShownPrice, ApiError> {
            let shown = shopper.show(minor)?;
            Ok(ShownPrice { price: shown.decimal, formated_price: shown.display.clone(), formatted_price: shown.display })
        };
        let pair = |regular: i64, final_price: i64| -> Result<PricePair, ApiError> {
            Ok(PricePair { regular_price: shown(regular)?, final_price: shown(final_price)? })
        };
        let mut variant_prices = BTreeMap::new();
        let mut variant_images = BTreeMap::new();
        for variant in &self.variants {
            variant_prices.insert(variant.id.to_string(), pair(variant.price_minor, variant.final_price_minor)?);
            let images = self.images.get(&variant.id).map(|list| list.iter().map(image_json).collect()).unwrap_or_default();
            variant_images.insert(variant.id.to_string(), images);
        }
        let index = self
            .index
            .iter()
            .map(|(variant, chosen)| (variant.to_string(), chosen.iter().map(|(a, o)| (a.to_string(), *o)).collect()))
            .collect();
        let out_of_stock: Vec<i64> = self.variants.iter().filter(|v| v.qty <= 0).map(|v| v.id).collect();
        Ok(ConfigurableConfig {
            attributes: self.attributes(),
            index,
            variant_prices,
            variant_images,
            regular_price: shown(product.price_minor)?,
            final_price: shown(product.final_price_minor)?,
            out_of_stock,
        })
    }
}
