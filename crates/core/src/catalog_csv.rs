//! The catalogue as a CSV file staff export and import: its columns, how each value is written
//! (so an export imported back unchanged changes nothing), and how an imported row is read,
//! merged over the product it names by SKU and checked with the product editor's own rules.
//!
//! One row per sellable thing: a simple product's row, a configurable product's own row (texts,
//! categories, flags; its price and stock are its variants') and a row per variant (SKU, price,
//! stock, sold or not), its `product_sku` naming the product it belongs to. A file may hold any
//! subset of the columns beside `sku`: a missing column keeps what the product has.

use std::collections::{BTreeMap, HashMap};

use crate::locale::Locale;
use crate::money::{Amount, Currency};
use crate::picture_addresses::{self, CurrentPictures, PictureEntry};
use crate::product_edit::{self, drams, is_code, units, CheckedProduct, ProductDraft, ProductTexts, MAX_SKU_LENGTH};
use crate::validation::Message;

/// The largest file staff may import (a 100,000-product catalogue with descriptions in three
/// languages exports at about 150 MB), and the most product rows in it.
pub const MAX_CSV_BYTES: usize = 400 * 1024 * 1024;
pub const MAX_CSV_ROWS: usize = 200_000;

/// Between the items of a list cell (categories, options, pictures).
pub const LIST_SEPARATOR: char = '|';

/// Every column, in an export's order.
pub const COLUMNS: [&str; 29] = [
    "product_sku",
    "sku",
    "url_key",
    "enabled",
    "price",
    "special_price",
    "special_from",
    "special_to",
    "stock",
    "is_new",
    "is_featured",
    "categories",
    "options",
    "pictures",
    "name_hy",
    "name_ru",
    "name_en",
    "short_description_hy",
    "short_description_ru",
    "short_description_en",
    "description_hy",
    "description_ru",
    "description_en",
    "seo_title_hy",
    "seo_title_ru",
    "seo_title_en",
    "seo_description_hy",
    "seo_description_ru",
    "seo_description_en",
];

const PRODUCT_SKU: usize = 0;
const SKU: usize = 1;
const URL_KEY: usize = 2;
const ENABLED: usize = 3;
const PRICE: usize = 4;
const SPECIAL_PRICE: usize = 5;
const SPECIAL_FROM: usize = 6;
const SPECIAL_TO: usize = 7;
const STOCK: usize = 8;
const IS_NEW: usize = 9;
const IS_FEATURED: usize = 10;
const CATEGORIES: usize = 11;
const OPTIONS: usize = 12;
const PICTURES: usize = 13;
const FIRST_TEXT: usize = 14;
/// The text fields, each in the three languages, in the columns' order.
const TEXT_FIELDS: [&str; 5] = ["name", "short_description", "description", "seo_title", "seo_description"];
/// What a variant's row carries; its other cells stay empty.
const VARIANT_COLUMNS: [usize; 6] = [PRODUCT_SKU, SKU, ENABLED, PRICE, STOCK, OPTIONS];
/// Exported for reference: options are changed in the product editor.
const READ_ONLY: [usize; 1] = [OPTIONS];
/// What a product keeps on its own record: its prices, stock and flags (not its texts,
/// categories or URL key).
const OWN_FIELDS: [usize; 8] = [ENABLED, PRICE, SPECIAL_PRICE, SPECIAL_FROM, SPECIAL_TO, STOCK, IS_NEW, IS_FEATURED];

/// A row's cells in [`COLUMNS`] order, each written as an export writes it.
pub type Cells = Vec<String>;

/// The column named `name` ([`COLUMNS`]), by its index.
pub fn column_name(index: usize) -> &'static str {
    COLUMNS.get(index).copied().unwrap_or("")
}

/// What a thing sold is: a row of the file, or a product the shop has.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ProductValues {
    /// A variant's product; empty for a listed product.
    pub product_sku: String,
    pub sku: String,
    pub url_key: String,
    pub enabled: bool,
    /// A configurable product's own row: the variants decide its price and stock.
    pub configurable: bool,
    pub price_minor: i64,
    pub special_price_minor: Option<i64>,
    pub special_from: Option<String>,
    pub special_to: Option<String>,
    pub stock: i64,
    pub is_new: bool,
    pub is_featured: bool,
    /// The categories' URL keys, in their ids' order.
    pub categories: Vec<String>,
    /// `attribute=option` for each of a variant's options.
    pub options: Vec<String>,
    /// Each picture's address as an export writes it.
    pub pictures: Vec<String>,
    /// The address each picture was fetched from by an import, empty for an upload: a file
    /// imported again names the picture by it.
    pub picture_sources: Vec<String>,
    pub texts: BTreeMap<Locale, ProductTexts>,
}

impl ProductValues {
    pub fn is_variant(&self) -> bool {
        !self.product_sku.is_empty()
    }

    /// The row an export writes. A listed product names itself as its `product_sku`, so a
    /// spreadsheet sorted by it keeps each product's variants under it.
    pub fn cells(&self) -> Cells {
        let mut cells = vec![String::new(); COLUMNS.len()];
        cells[PRODUCT_SKU] = if self.is_variant() { self.product_sku.clone() } else { self.sku.clone() };
        cells[SKU] = self.sku.clone();
        cells[ENABLED] = yes_no(self.enabled).into();
        cells[OPTIONS] = self.options.join(&LIST_SEPARATOR.to_string());
        if !self.configurable {
            cells[PRICE] = drams_text(self.price_minor);
            cells[STOCK] = self.stock.to_string();
        }
        if self.is_variant() {
            return cells;
        }
        cells[URL_KEY] = self.url_key.clone();
        if !self.configurable {
            cells[SPECIAL_PRICE] = self.special_price_minor.map(drams_text).unwrap_or_default();
            cells[SPECIAL_FROM] = self.special_from.clone().unwrap_or_default();
            cells[SPECIAL_TO] = self.special_to.clone().unwrap_or_default();
        }
        cells[IS_NEW] = yes_no(self.is_new).into();
        cells[IS_FEATURED] = yes_no(self.is_featured).into();
        cells[CATEGORIES] = self.categories.join(&LIST_SEPARATOR.to_string());
        cells[PICTURES] = self.pictures.join(&LIST_SEPARATOR.to_string());
        for (field_at, field) in TEXT_FIELDS.iter().enumerate() {
            for (locale_at, locale) in Locale::ALL.into_iter().enumerate() {
                let text = self.texts.get(&locale).map(|texts| text_of(texts, field)).unwrap_or_default();
                cells[FIRST_TEXT + field_at * 3 + locale_at] = text.trim().to_string();
            }
        }
        cells
    }
}

fn text_of<'a>(texts: &'a ProductTexts, field: &str) -> &'a str {
    match field {
        "name" => &texts.name,
        "short_description" => &texts.short_description,
        "description" => &texts.description,
        "seo_title" => &texts.seo_title,
        _ => &texts.seo_description,
    }
}

fn yes_no(value: bool) -> &'static str {
    if value {
        "yes"
    } else {
        "no"
    }
}

/// Drams as a person types them and [`product_edit`] reads them back: `12500`, `12500.5`.
pub fn drams_text(minor: i64) -> String {
    Amount { minor, currency: Currency::Amd }.input_text()
}

/// A yes-or-no cell, in any of the shop's languages or as 1 and 0.
pub fn read_yes_no(cell: &str) -> Option<bool> {
    match cell.trim().to_lowercase().as_str() {
        "yes" | "y" | "true" | "1" | "այո" | "да" => Some(true),
        "no" | "n" | "false" | "0" | "ոչ" | "нет" => Some(false),
        _ => None,
    }
}

/// The separator of a file: a comma, or a semicolon where the header line has more of them
/// outside quotes (what a spreadsheet set to a comma-decimal language saves).
pub fn delimiter(header_line: &str) -> u8 {
    let (mut commas, mut semicolons, mut quoted) = (0, 0, false);
    for c in header_line.chars() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => commas += 1,
            ';' if !quoted => semicolons += 1,
            _ => {}
        }
    }
    if semicolons > commas {
        b';'
    } else {
        b','
    }
}

/// A fault in one cell: its column's name and the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellFault {
    pub column: &'static str,
    pub message: Message,
}

fn fault(column: usize, message: Message) -> CellFault {
    CellFault { column: column_name(column), message }
}

/// Which of [`COLUMNS`] each of a file's columns is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    columns: Vec<usize>,
}

/// Reads a file's header: every column must be known and named once, and `sku` must be there.
/// A fault names the file's column (its position from 0, or none for a missing one).
pub fn header(names: &[&str]) -> Result<Header, (Option<usize>, Message)> {
    let mut columns = Vec::with_capacity(names.len());
    for (at, name) in names.iter().enumerate() {
        let name = name.trim().to_lowercase();
        let Some(column) = COLUMNS.iter().position(|known| *known == name) else { return Err((Some(at), Message::CsvUnknownColumn)) };
        if columns.contains(&column) {
            return Err((Some(at), Message::CsvColumnRepeated));
        }
        columns.push(column);
    }
    if !columns.contains(&SKU) {
        return Err((None, Message::CsvSkuColumnMissing));
    }
    Ok(Header { columns })
}

impl Header {
    pub fn len(&self) -> usize {
        self.columns.len()
    }

    pub fn is_empty(&self) -> bool {
        self.columns.is_empty()
    }

    /// The SKU a record names, trimmed.
    pub fn sku<'a>(&self, record: &[&'a str]) -> &'a str {
        self.columns.iter().position(|column| *column == SKU).and_then(|at| record.get(at)).map(|cell| cell.trim()).unwrap_or("")
    }
}

/// What the shop knows that a row is read against.
pub struct Known<'a> {
    /// The product with the row's SKU, with its seller (which the file does not carry).
    pub current: Option<(&'a ProductValues, Option<i64>)>,
    /// Every category's URL key and id.
    pub categories: &'a HashMap<String, i64>,
    /// The hosts pictures may be fetched from ([`picture_addresses::allowed_host`]).
    pub picture_hosts: &'a [String],
}

/// A row read and checked: what to write, and which columns change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowPlan {
    pub write: RowWrite,
    /// The columns whose cell differs from the product's (all of them for a new product).
    pub changed: Vec<usize>,
    /// The product's cells before and after, as an export writes them.
    pub before: Cells,
    pub after: Cells,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowWrite {
    /// A listed product, created when `new`; its URL key was made from the name when `derived`;
    /// its pictures as the cell lists them, when they change.
    Product { product: CheckedProduct, new: bool, derived_url_key: bool, pictures: Option<Vec<PictureEntry>> },
    /// A variant's own values.
    Variant { sku: String, price_minor: i64, stock: i64, enabled: bool },
}

impl RowPlan {
    pub fn is_unchanged(&self) -> bool {
        self.changed.is_empty()
    }

    /// Whether the row changes a product the shop has in its prices, stock or flags alone (the
    /// common re-import of a price list): written as such, its texts and categories untouched.
    pub fn changes_own_fields_only(&self) -> bool {
        let existing = match &self.write {
            RowWrite::Product { new, .. } => !new,
            RowWrite::Variant { .. } => true,
        };
        existing && self.changed.iter().all(|column| OWN_FIELDS.contains(column))
    }
}

/// Reads one record (its cells in the header's columns) over the product it names: every fault
/// of the row at once, or what to write.
pub fn read_row(header: &Header, record: &[&str], known: &Known) -> Result<RowPlan, Vec<CellFault>> {
    let before = known.current.map(|(values, _)| values.cells()).unwrap_or_else(|| vec![String::new(); COLUMNS.len()]);
    let mut typed = before.clone();
    let mut given = [false; COLUMNS.len()];
    for (column, cell) in header.columns.iter().zip(record) {
        typed[*column] = cell.trim().to_string();
        given[*column] = true;
    }
    let mut faults: Vec<CellFault> = typed
        .iter()
        .enumerate()
        .filter(|(_, cell)| cell.contains('\0'))
        .map(|(column, _)| fault(column, Message::CharacterNotAllowed))
        .collect();
    if !faults.is_empty() {
        return Err(faults);
    }
    let sku = typed[SKU].clone();
    if !given[PRODUCT_SKU] || typed[PRODUCT_SKU].is_empty() {
        typed[PRODUCT_SKU] = before[PRODUCT_SKU].clone();
    }
    let names_other_product = !typed[PRODUCT_SKU].is_empty() && typed[PRODUCT_SKU] != sku;
    let write = match known.current {
        Some(_) if typed[PRODUCT_SKU] != before[PRODUCT_SKU] => return Err(vec![fault(PRODUCT_SKU, Message::CsvOtherProduct)]),
        None if names_other_product => return Err(vec![fault(SKU, Message::CsvNewVariant)]),
        Some((current, _)) if current.is_variant() => read_variant(&typed, &before, &mut faults),
        current => read_product(&mut typed, current, known, &mut faults),
    };
    for column in READ_ONLY {
        if typed[column] != before[column] {
            faults.push(fault(column, Message::CsvReadOnly));
        }
    }
    match write {
        Some((write, after)) if faults.is_empty() => {
            let changed = (0..COLUMNS.len()).filter(|column| after[*column] != before[*column]).collect();
            Ok(RowPlan { write, changed, before, after })
        }
        _ => {
            if faults.is_empty() {
                faults.push(fault(SKU, Message::TypeValidData));
            }
            faults.sort_by_key(|fault| COLUMNS.iter().position(|name| *name == fault.column));
            faults.dedup();
            Err(faults)
        }
    }
}

fn read_variant(typed: &Cells, before: &Cells, faults: &mut Vec<CellFault>) -> Option<(RowWrite, Cells)> {
    for (column, cell) in typed.iter().enumerate() {
        if !VARIANT_COLUMNS.contains(&column) && !cell.is_empty() {
            faults.push(fault(column, Message::CsvProductRowDecides));
        }
    }
    let mut field_faults = product_edit::Faults::new();
    let price = drams("price", &typed[PRICE], &mut field_faults);
    let stock = units("stock", &typed[STOCK], &mut field_faults);
    let enabled = read_yes_no(&typed[ENABLED]);
    if enabled.is_none() {
        faults.push(fault(ENABLED, Message::YesOrNo));
    }
    faults.extend(field_faults.into_iter().map(|(field, message)| fault(column_of(&field), message)));
    let (price_minor, stock, enabled) = (price?, stock?, enabled?);
    let mut after = before.clone();
    after[ENABLED] = yes_no(enabled).into();
    after[PRICE] = drams_text(price_minor);
    after[STOCK] = stock.to_string();
    Some((RowWrite::Variant { sku: typed[SKU].clone(), price_minor, stock, enabled }, after))
}

fn read_product(
    typed: &mut Cells,
    current: Option<(&ProductValues, Option<i64>)>,
    known: &Known,
    faults: &mut Vec<CellFault>,
) -> Option<(RowWrite, Cells)> {
    let categories = known.categories;
    let configurable = current.is_some_and(|(values, _)| values.configurable);
    if configurable {
        for column in [PRICE, SPECIAL_PRICE, SPECIAL_FROM, SPECIAL_TO, STOCK] {
            if !typed[column].is_empty() {
                faults.push(fault(column, Message::CsvVariantsDecide));
            }
        }
    }
    let flag = |column: usize, faults: &mut Vec<CellFault>| {
        let read = if typed[column].is_empty() && current.is_none() { Some(column == ENABLED) } else { read_yes_no(&typed[column]) };
        read.or_else(|| {
            faults.push(fault(column, Message::YesOrNo));
            None
        })
    };
    let (enabled, is_new, is_featured) = (flag(ENABLED, faults), flag(IS_NEW, faults), flag(IS_FEATURED, faults));
    let mut category_ids = Vec::new();
    for key in typed[CATEGORIES].split(LIST_SEPARATOR).map(str::trim).filter(|key| !key.is_empty()) {
        match categories.get(key) {
            Some(id) => category_ids.push((*id, key.to_string())),
            None => faults.push(fault(CATEGORIES, Message::CsvUnknownCategory)),
        }
    }
    category_ids.sort();
    category_ids.dedup();
    let pictures_now =
        current.map(|(values, _)| CurrentPictures { shown: &values.pictures, sources: &values.picture_sources }).unwrap_or_default();
    let pictures = picture_addresses::read_cell(&typed[PICTURES], LIST_SEPARATOR, pictures_now, known.picture_hosts)
        .map_err(|message| faults.push(fault(PICTURES, message)))
        .ok();
    let mut texts = BTreeMap::new();
    for locale in Locale::ALL {
        let cell = |field: &str| typed[column_of(&product_edit::text_field(field, locale))].clone();
        let language = ProductTexts {
            name: cell("name"),
            short_description: cell("short_description"),
            description: cell("description"),
            seo_title: cell("seo_title"),
            seo_description: cell("seo_description"),
        };
        texts.insert(locale, language);
    }
    let draft = ProductDraft {
        sku: typed[SKU].clone(),
        url_key: typed[URL_KEY].clone(),
        price: if configurable { "0".into() } else { typed[PRICE].clone() },
        special_price: typed[SPECIAL_PRICE].clone(),
        special_from: typed[SPECIAL_FROM].clone(),
        special_to: typed[SPECIAL_TO].clone(),
        stock: if configurable { "0".into() } else { typed[STOCK].clone() },
        enabled: enabled.unwrap_or_default(),
        is_new: is_new.unwrap_or_default(),
        is_featured: is_featured.unwrap_or_default(),
        seller_id: current.and_then(|(_, seller)| seller),
        category_ids: category_ids.iter().map(|(id, _)| *id).collect(),
        texts,
    };
    let checked = product_edit::check(&draft);
    let product = match checked {
        Ok(product) if faults.is_empty() && enabled.is_some() && is_new.is_some() && is_featured.is_some() => product,
        Ok(_) => return None,
        Err(field_faults) => {
            faults.extend(field_faults.into_iter().map(|(field, message)| fault(column_of(&field), message)));
            return None;
        }
    };
    let derived_url_key = typed[URL_KEY].is_empty();
    let values = ProductValues {
        product_sku: String::new(),
        sku: product.sku.clone(),
        url_key: if derived_url_key && current.is_none() { String::new() } else { product.url_key.clone() },
        enabled: product.enabled,
        configurable,
        price_minor: product.price_minor,
        special_price_minor: product.special_price_minor,
        special_from: product.special_from.clone(),
        special_to: product.special_to.clone(),
        stock: product.stock,
        is_new: product.is_new,
        is_featured: product.is_featured,
        categories: category_ids.into_iter().map(|(_, key)| key).collect(),
        options: Vec::new(),
        pictures: pictures.as_deref().map(|entries| picture_addresses::shown(entries, pictures_now)).unwrap_or_default(),
        picture_sources: Vec::new(),
        texts: product.texts.clone(),
    };
    let after = values.cells();
    let pictures = pictures.filter(|_| values.pictures != pictures_now.shown);
    let new = current.is_none();
    Some((RowWrite::Product { product, new, derived_url_key: derived_url_key && new, pictures }, after))
}

/// The column a product editor's field is shown in (`category_ids` is `categories`).
fn column_of(field: &str) -> usize {
    let name = if field == "category_ids" { "categories" } else { field };
    COLUMNS.iter().position(|column| *column == name).unwrap_or(SKU)
}

/// Whether `sku` could be an SKU at all: a cheap check before a row is looked up.
pub fn is_sku(sku: &str) -> bool {
    !sku.is_empty() && is_code(sku, MAX_SKU_LENGTH, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tee() -> ProductValues {
        let mut texts = BTreeMap::new();
        texts.insert(Locale::Hy, ProductTexts { name: "Շապիկ".into(), description: "Բամբակ, \"100%\"\nնոր".into(), ..Default::default() });
        texts.insert(Locale::En, ProductTexts { name: "T-shirt".into(), ..Default::default() });
        ProductValues {
            sku: "TEE-1".into(),
            url_key: "shapik".into(),
            enabled: true,
            price_minor: 1_250_050,
            stock: 7,
            categories: vec!["men".into(), "tops".into()],
            pictures: vec!["http://shop/storage/a.jpg".into()],
            texts,
            ..Default::default()
        }
    }

    fn categories() -> HashMap<String, i64> {
        HashMap::from([("men".to_string(), 1), ("tops".to_string(), 2), ("sale".to_string(), 3)])
    }

    fn full_header() -> Header {
        header(&COLUMNS).unwrap()
    }

    fn read(cells: &[String], current: Option<&ProductValues>) -> Result<RowPlan, Vec<CellFault>> {
        let record: Vec<&str> = cells.iter().map(String::as_str).collect();
        let categories = categories();
        read_row(&full_header(), &record, &Known { current: current.map(|c| (c, None)), categories: &categories, picture_hosts: &hosts() })
    }

    #[test]
    fn an_exported_row_read_back_changes_nothing() {
        let product = tee();
        let plan = read(&product.cells(), Some(&product)).unwrap();
        assert!(plan.is_unchanged(), "{:?}", plan.changed);
        let variant = ProductValues {
            product_sku: "TEE".into(),
            sku: "TEE-RED".into(),
            price_minor: 990_000,
            stock: 3,
            enabled: true,
            options: vec!["color=red".into()],
            ..Default::default()
        };
        assert!(read(&variant.cells(), Some(&variant)).unwrap().is_unchanged());
    }

    #[test]
    fn prices_are_drams_as_typed_never_multiplied() {
        let product = tee();
        let cells = product.cells();
        assert_eq!(cells[PRICE], "12500.5");
        let mut edited = cells.clone();
        edited[PRICE] = "13 000".into();
        let plan = read(&edited, Some(&product)).unwrap();
        assert_eq!(plan.changed, vec![PRICE]);
        assert_eq!(plan.after[PRICE], "13000");
        let RowWrite::Product { product, .. } = plan.write else { panic!("a product") };
        assert_eq!(product.price_minor, 1_300_000);
    }

    #[test]
    fn a_file_of_some_columns_keeps_the_others() {
        let product = tee();
        let header = header(&["SKU", "stock"]).unwrap();
        let categories = categories();
        let plan = read_row(
            &header,
            &["TEE-1", "9"],
            &Known { current: Some((&product, None)), categories: &categories, picture_hosts: &hosts() },
        )
        .unwrap();
        assert_eq!(plan.changed, vec![STOCK]);
        assert!(plan.changes_own_fields_only(), "a stock change leaves texts and categories alone");
        let RowWrite::Product { product: written, .. } = plan.write else { panic!("a product") };
        assert_eq!((written.stock, written.price_minor, written.category_ids.clone()), (9, 1_250_050, vec![1, 2]));
    }

    #[test]
    fn only_prices_stock_and_flags_of_a_known_product_are_its_own_fields() {
        let product = tee();
        let categories = categories();
        let known = Known { current: Some((&product, None)), categories: &categories, picture_hosts: &hosts() };
        let plan = |names: &[&str], cells: &[&str], known: &Known| read_row(&header(names).unwrap(), cells, known).unwrap();
        assert!(plan(&["sku", "price", "special_price", "is_new"], &["TEE-1", "13000", "12000", "yes"], &known).changes_own_fields_only());
        assert!(!plan(&["sku", "name_en"], &["TEE-1", "Tee"], &known).changes_own_fields_only(), "a text is not");
        assert!(!plan(&["sku", "categories"], &["TEE-1", "men"], &known).changes_own_fields_only(), "nor a category");
        let new = Known { current: None, categories: &categories, picture_hosts: &hosts() };
        assert!(
            !plan(&["sku", "price", "stock", "name_hy"], &["NEW-1", "100", "1", "Նոր"], &new).changes_own_fields_only(),
            "a new product is written whole"
        );
    }

    #[test]
    fn every_fault_of_a_row_names_its_column() {
        let product = tee();
        let mut cells = product.cells();
        cells[PRICE] = "12,5,0".into();
        cells[ENABLED] = "maybe".into();
        cells[CATEGORIES] = "men|nowhere".into();
        cells[COLUMNS.iter().position(|c| *c == "name_hy").unwrap()] = String::new();
        let faults = read(&cells, Some(&product)).unwrap_err();
        let named: Vec<(&str, Message)> = faults.iter().map(|f| (f.column, f.message)).collect();
        assert_eq!(
            named,
            vec![
                ("enabled", Message::YesOrNo),
                ("price", Message::PriceInvalid),
                ("categories", Message::CsvUnknownCategory),
                ("name_hy", Message::Required),
            ]
        );
    }

    #[test]
    fn a_new_sku_makes_a_product_but_never_a_variant() {
        let header = header(&["sku", "price", "stock", "name_hy", "categories"]).unwrap();
        let categories = categories();
        let known = Known { current: None, categories: &categories, picture_hosts: &hosts() };
        let plan = read_row(&header, &["NEW-1", "500", "2", "Գլխարկ", "sale"], &known).unwrap();
        let RowWrite::Product { product, new, derived_url_key, .. } = plan.write else { panic!("a product") };
        assert!(new && derived_url_key && product.enabled);
        assert_eq!(product.category_ids, vec![3]);
        let header = header_of(&["product_sku", "sku", "price"]);
        let faults = read_row(&header, &["TEE", "TEE-NEW", "5"], &known).unwrap_err();
        assert_eq!(faults, vec![CellFault { column: "sku", message: Message::CsvNewVariant }]);
    }

    fn header_of(names: &[&str]) -> Header {
        header(names).unwrap()
    }

    #[test]
    fn a_variant_row_changes_only_what_a_variant_has() {
        let variant = ProductValues {
            product_sku: "TEE".into(),
            sku: "TEE-RED".into(),
            price_minor: 100,
            stock: 1,
            enabled: true,
            ..Default::default()
        };
        let mut cells = variant.cells();
        cells[STOCK] = "4".into();
        cells[COLUMNS.iter().position(|c| *c == "name_en").unwrap()] = "Red".into();
        let faults = read(&cells, Some(&variant)).unwrap_err();
        assert_eq!(faults, vec![CellFault { column: "name_en", message: Message::CsvProductRowDecides }]);
        cells[COLUMNS.iter().position(|c| *c == "name_en").unwrap()] = String::new();
        cells[PRODUCT_SKU] = "OTHER".into();
        assert_eq!(read(&cells, Some(&variant)).unwrap_err(), vec![CellFault { column: "product_sku", message: Message::CsvOtherProduct }]);
        cells[PRODUCT_SKU] = "TEE".into();
        let plan = read(&cells, Some(&variant)).unwrap();
        assert_eq!(plan.write, RowWrite::Variant { sku: "TEE-RED".into(), price_minor: 100, stock: 4, enabled: true });
    }

    #[test]
    fn a_configurable_products_price_is_its_variants() {
        let product = ProductValues { configurable: true, ..tee() };
        let mut cells = product.cells();
        assert_eq!((cells[PRICE].as_str(), cells[STOCK].as_str()), ("", ""));
        assert!(read(&cells, Some(&product)).unwrap().is_unchanged());
        cells[PRICE] = "100".into();
        assert_eq!(read(&cells, Some(&product)).unwrap_err(), vec![CellFault { column: "price", message: Message::CsvVariantsDecide }]);
    }

    fn hosts() -> Vec<String> {
        vec!["cdn.oldshop.am".into()]
    }

    #[test]
    fn options_are_read_only() {
        let variant = ProductValues { product_sku: "TEE".into(), sku: "TEE-RED".into(), enabled: true, ..Default::default() };
        let mut cells = variant.cells();
        cells[OPTIONS] = "color=blue".into();
        assert_eq!(read(&cells, Some(&variant)).unwrap_err(), vec![CellFault { column: "options", message: Message::CsvReadOnly }]);
    }

    #[test]
    fn pictures_are_kept_by_their_address_and_new_ones_fetched_from_allowed_hosts() {
        let product = tee();
        let mut cells = product.cells();
        cells[PICTURES] = "https://cdn.oldshop.am/b.jpg|http://shop/storage/a.jpg".into();
        let plan = read(&cells, Some(&product)).unwrap();
        assert_eq!(plan.changed, vec![PICTURES]);
        assert_eq!(plan.after[PICTURES], "https://cdn.oldshop.am/b.jpg|http://shop/storage/a.jpg");
        let RowWrite::Product { pictures, .. } = plan.write else { panic!("a product") };
        assert_eq!(pictures, Some(vec![PictureEntry::Fetched("https://cdn.oldshop.am/b.jpg".into()), PictureEntry::Kept(0)]));
        cells[PICTURES] = "https://elsewhere.am/b.jpg".into();
        assert_eq!(
            read(&cells, Some(&product)).unwrap_err(),
            vec![CellFault { column: "pictures", message: Message::CsvPictureHostNotAllowed }]
        );
        let fetched = ProductValues { picture_sources: vec!["https://cdn.oldshop.am/a.jpg".into()], ..tee() };
        cells[PICTURES] = "https://cdn.oldshop.am/a.jpg".into();
        assert!(read(&cells, Some(&fetched)).unwrap().is_unchanged(), "the same file imported again fetches nothing twice");
        cells[PICTURES] = String::new();
        let RowWrite::Product { pictures, .. } = read(&cells, Some(&product)).unwrap().write else { panic!("a product") };
        assert_eq!(pictures, Some(vec![]), "an emptied cell lists no picture");
    }

    #[test]
    fn a_variant_has_no_pictures_of_its_own() {
        let variant = ProductValues { product_sku: "TEE".into(), sku: "TEE-RED".into(), enabled: true, ..Default::default() };
        let mut cells = variant.cells();
        cells[PICTURES] = "https://cdn.oldshop.am/b.jpg".into();
        assert_eq!(
            read(&cells, Some(&variant)).unwrap_err(),
            vec![CellFault { column: "pictures", message: Message::CsvProductRowDecides }]
        );
    }

    #[test]
    fn headers_are_checked_whole() {
        assert_eq!(header(&["sku", "colour"]), Err((Some(1), Message::CsvUnknownColumn)));
        assert_eq!(header(&["sku", "SKU"]), Err((Some(1), Message::CsvColumnRepeated)));
        assert_eq!(header(&["price"]), Err((None, Message::CsvSkuColumnMissing)));
        assert_eq!(header_of(&[" Sku ", "price"]).sku(&[" A-1 ", "5"]), "A-1");
    }

    #[test]
    fn separators_and_yes_no_as_spreadsheets_write_them() {
        assert_eq!(delimiter("sku;price;name_hy"), b';');
        assert_eq!(delimiter("sku,price,\"a;b;c\""), b',');
        assert_eq!(
            [read_yes_no("Yes"), read_yes_no("այո"), read_yes_no("нет"), read_yes_no("0"), read_yes_no("maybe")],
            [Some(true), Some(true), Some(false), Some(false), None]
        );
    }

    #[test]
    fn nul_is_refused_in_any_cell() {
        let product = tee();
        let mut cells = product.cells();
        cells[COLUMNS.iter().position(|c| *c == "description_ru").unwrap()] = "a\0b".into();
        assert_eq!(
            read(&cells, Some(&product)).unwrap_err(),
            vec![CellFault { column: "description_ru", message: Message::CharacterNotAllowed }]
        );
    }
}
