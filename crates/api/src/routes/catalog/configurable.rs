//! Configurable products: their variants, the attributes they vary by and which variant each
//! combination of options is. Shared by the product call and the configurable-config call.

use std::collections::{BTreeMap, HashMap};

use serde_json::{json, Map, Value};

use super::context::Shopper;
use super::resource::{image_json, product_json, ProductParts};
use crate::error::ApiError;
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
    let images = products::load_images(db, &ids_with_parent).await?;
    Ok(Configuration { variants, index, attributes, options, images })
}

impl Configuration {
    /// The `attribute` array: each attribute with its options and the variants carrying each.
    pub fn attribute_json(&self) -> Vec<Value> {
        self.attributes
            .iter()
            .map(|attribute| {
                let options: Vec<Value> = self
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
                        json!({ "id": option.id, "label": option.label, "swatch_value": option.swatch_value, "products": products })
                    })
                    .collect();
                json!({ "id": attribute.id, "code": attribute.code, "label": attribute.label,
                        "swatch_type": attribute.swatch_type, "options": options })
            })
            .collect()
    }

    /// The variants as product resources, each with `options: {code: optionId}`.
    pub fn variants_json(&self, shopper: &Shopper) -> Result<Vec<Value>, ApiError> {
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
                let mut json = product_json(parts, variant.stock(), shopper)?;
                let chosen: Map<String, Value> = self
                    .index
                    .get(&variant.id)
                    .map(|m| m.iter().filter_map(|(a, o)| codes.get(a).map(|code| (code.to_string(), Value::from(*o)))).collect())
                    .unwrap_or_default();
                json["options"] = Value::Object(chosen);
                Ok(json)
            })
            .collect()
    }

    /// The configurable-config answer of API.md, plus `out_of_stock` variant ids.
    pub fn config_json(&self, product: &ProductRow, shopper: &Shopper) -> Result<Value, ApiError> {
        let price_pair = |regular: i64, final_price: i64| -> Result<Value, ApiError> {
            let (regular, final_price) = (shopper.show(regular)?, shopper.show(final_price)?);
            Ok(json!({
                "regular_price": { "price": regular.decimal, "formated_price": regular.display, "formatted_price": regular.display },
                "final_price": { "price": final_price.decimal, "formated_price": final_price.display, "formatted_price": final_price.display },
            }))
        };
        let mut variant_prices = Map::new();
        let mut variant_images = Map::new();
        for variant in &self.variants {
            variant_prices.insert(variant.id.to_string(), price_pair(variant.price_minor, variant.final_price_minor)?);
            let images = self.images.get(&variant.id).map(|list| list.iter().map(image_json).collect()).unwrap_or_default();
            variant_images.insert(variant.id.to_string(), Value::Array(images));
        }
        let index: Map<String, Value> = self
            .index
            .iter()
            .map(|(variant, chosen)| {
                let chosen: Map<String, Value> = chosen.iter().map(|(a, o)| (a.to_string(), Value::from(*o))).collect();
                (variant.to_string(), Value::Object(chosen))
            })
            .collect();
        let out_of_stock: Vec<i64> = self.variants.iter().filter(|v| v.qty <= 0).map(|v| v.id).collect();
        let parent_prices = price_pair(product.price_minor, product.final_price_minor)?;
        Ok(json!({
            "attributes": self.attribute_json(),
            "index": index,
            "variant_prices": variant_prices,
            "variant_images": variant_images,
            "regular_price": parent_prices["regular_price"],
            "final_price": parent_prices["final_price"],
            "out_of_stock": out_of_stock,
        }))
    }
}
