//! A large synthetic catalogue for benchmarks: plausible products made of an adjective, a noun
//! and a colour or a brand in three languages, spread over the demo's categories, written in
//! batched multi-row INSERTs, one transaction per batch. Pictures are the demo's, reused.

use std::collections::HashMap;
use std::fmt;
use std::path::Path;
use std::time::{Duration, Instant};

use super::art::Shape;
use super::catalog::{self, Kind, LOCALES};
use super::random::{stock, Rng};
use super::{demo, ensure_references, images, ProductRow, ProductTables, SeedError, SeedReport, ID_TABLES};
use storefront_db::bulk::{next_id, sync_sequences};
use storefront_db::catalog::products;
use storefront_db::clock::timestamp;
use storefront_db::Db;

/// Listed products written per transaction.
const BATCH: usize = 2_000;

/// What [`large`] did.
#[derive(Debug, Clone, Default)]
pub struct LargeReport {
    pub demo: SeedReport,
    /// Listed products before.
    pub existing: usize,
    /// Listed products added (simple and configurable parents).
    pub added: usize,
    pub configurable: usize,
    pub variants: usize,
    pub elapsed: Duration,
}

impl fmt::Display for LargeReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "large catalogue: {} listed products existed, {} added ({} configurable with {} variants) in {:.1?}; now {} listed",
            self.existing,
            self.added,
            self.configurable,
            self.variants,
            self.elapsed,
            self.existing + self.added
        )
    }
}

#[derive(Debug, Clone, Copy)]
enum Gender {
    M,
    F,
    N,
    P,
}

struct Noun {
    hy: &'static str,
    ru: &'static str,
    gender: Gender,
    en: &'static str,
    shape: Shape,
}

const fn n(hy: &'static str, ru: &'static str, gender: Gender, en: &'static str, shape: Shape) -> Noun {
    Noun { hy, ru, gender, en, shape }
}

struct Adjective {
    hy: &'static str,
    ru: [&'static str; 4],
    en: &'static str,
}

const fn a(hy: &'static str, ru: [&'static str; 4], en: &'static str) -> Adjective {
    Adjective { hy, ru, en }
}

const CLOTHES_ADJ: &[Adjective] = &[
    a("ամառային", ["летний", "летняя", "летнее", "летние"], "summer"),
    a("դասական", ["классический", "классическая", "классическое", "классические"], "classic"),
    a("նրբագեղ", ["элегантный", "элегантная", "элегантное", "элегантные"], "elegant"),
    a("ամենօրյա", ["повседневный", "повседневная", "повседневное", "повседневные"], "everyday"),
    a("թեթև", ["лёгкий", "лёгкая", "лёгкое", "лёгкие"], "light"),
    a("տաք", ["тёплый", "тёплая", "тёплое", "тёплые"], "warm"),
    a("հարմարավետ", ["удобный", "удобная", "удобное", "удобные"], "comfortable"),
    a("ոճային", ["стильный", "стильная", "стильное", "стильные"], "stylish"),
    a("բազային", ["базовый", "базовая", "базовое", "базовые"], "basic"),
    a("տոնական", ["праздничный", "праздничная", "праздничное", "праздничные"], "festive"),
];

const TOOL_ADJ: &[Adjective] = &[
    a("կոմպակտ", ["компактный", "компактная", "компактное", "компактные"], "compact"),
    a("մասնագիտական", ["профессиональный", "профессиональная", "профессиональное", "профессиональные"], "professional"),
    a("հուսալի", ["надёжный", "надёжная", "надёжное", "надёжные"], "reliable"),
    a("հզոր", ["мощный", "мощная", "мощное", "мощные"], "powerful"),
    a("ունիվերսալ", ["универсальный", "универсальная", "универсальное", "универсальные"], "universal"),
    a("թեթև", ["лёгкий", "лёгкая", "лёгкое", "лёгкие"], "lightweight"),
];

const HOME_ADJ: &[Adjective] = &[
    a("ժամանակակից", ["современный", "современная", "современное", "современные"], "modern"),
    a("հարմարավետ", ["уютный", "уютная", "уютное", "уютные"], "cosy"),
    a("գործնական", ["практичный", "практичная", "практичное", "практичные"], "practical"),
    a("նրբագեղ", ["элегантный", "элегантная", "элегантное", "элегантные"], "elegant"),
    a("դասական", ["классический", "классическая", "классическое", "классические"], "classic"),
    a("կոմպակտ", ["компактный", "компактная", "компактное", "компактные"], "compact"),
];

/// How products of one sub-category are made up.
struct Group {
    category: &'static str,
    kind: Kind,
    nouns: &'static [Noun],
    adjectives: &'static [Adjective],
    /// Whole dram.
    price: (i64, i64),
    /// Sizes of configurable products; none means only simple products.
    sizes: &'static [&'static str],
    colours: &'static [&'static str],
    brands: &'static [&'static str],
    materials: &'static [&'static str],
    seller: &'static str,
    /// Tools are named by brand and model rather than colour.
    branded: bool,
}

use Gender::{F, M, N, P};
use Shape as S;

const ALL_COLOURS: &[&str] = &["red", "blue", "black", "white", "green", "beige", "grey", "pink", "yellow", "navy", "brown", "orange"];
const DARK_COLOURS: &[&str] = &["black", "blue", "navy", "grey", "brown", "green", "beige"];
const ADULT: &[&str] = &["xs", "s", "m", "l", "xl"];
const WAIST: &[&str] = &["w30", "w32", "w34", "w36"];
const WOMEN_SHOES: &[&str] = &["36", "37", "38", "39", "40"];
const MEN_SHOES: &[&str] = &["41", "42", "43", "44", "45"];
const KIDS: &[&str] = &["92", "104", "116", "128", "140"];
const CLOTHES_BRANDS: &[&str] = &["sevan-style", "ararat-textile", "levis", "adidas"];

const GROUPS: &[Group] = &[
    Group {
        category: "dresses",
        kind: Kind::Dress,
        nouns: &[n("զգեստ", "платье", N, "dress", S::Dress), n("սարաֆան", "сарафан", M, "sundress", S::Dress)],
        adjectives: CLOTHES_ADJ,
        price: (12_000, 45_000),
        sizes: ADULT,
        colours: ALL_COLOURS,
        brands: &["sevan-style", "ararat-textile"],
        materials: &["cotton", "linen", "silk", "polyester", "wool"],
        seller: "sevan-style",
        branded: false,
    },
    Group {
        category: "blouses",
        kind: Kind::Blouse,
        nouns: &[
            n("բլուզ", "блузка", F, "blouse", S::Blouse),
            n("տունիկա", "туника", F, "tunic", S::Blouse),
            n("կանացի վերնաշապիկ", "женская рубашка", F, "women's shirt", S::Shirt),
        ],
        adjectives: CLOTHES_ADJ,
        price: (8_000, 25_000),
        sizes: ADULT,
        colours: ALL_COLOURS,
        brands: &["sevan-style", "ararat-textile"],
        materials: &["cotton", "silk", "linen", "polyester"],
        seller: "sevan-style",
        branded: false,
    },
    Group {
        category: "womens-jeans-skirts",
        kind: Kind::Trousers,
        nouns: &[
            n("ջինս", "джинсы", P, "jeans", S::Jeans),
            n("կիսաշրջազգեստ", "юбка", F, "skirt", S::Skirt),
            n("տաբատ", "брюки", P, "trousers", S::Jeans),
        ],
        adjectives: CLOTHES_ADJ,
        price: (9_000, 35_000),
        sizes: ADULT,
        colours: DARK_COLOURS,
        brands: CLOTHES_BRANDS,
        materials: &["denim", "cotton", "wool", "polyester"],
        seller: "sevan-style",
        branded: false,
    },
    Group {
        category: "womens-shoes",
        kind: Kind::Shoes,
        nouns: &[
            n("կոշիկներ", "туфли", P, "heeled shoes", S::Pump),
            n("սպորտային կոշիկներ", "кроссовки", P, "sneakers", S::Sneaker),
            n("կիսաճտքավոր կոշիկներ", "ботильоны", P, "ankle boots", S::Boot),
        ],
        adjectives: CLOTHES_ADJ,
        price: (15_000, 45_000),
        sizes: WOMEN_SHOES,
        colours: ALL_COLOURS,
        brands: &["sevan-style", "adidas"],
        materials: &["leather", "polyester"],
        seller: "sevan-style",
        branded: false,
    },
    Group {
        category: "shirts",
        kind: Kind::Shirt,
        nouns: &[
            n("վերնաշապիկ", "рубашка", F, "shirt", S::Shirt),
            n("շապիկ", "футболка", F, "T-shirt", S::Tshirt),
            n("պոլո շապիկ", "поло", N, "polo shirt", S::Tshirt),
        ],
        adjectives: CLOTHES_ADJ,
        price: (6_000, 25_000),
        sizes: ADULT,
        colours: ALL_COLOURS,
        brands: &["ararat-textile", "adidas"],
        materials: &["cotton", "linen", "polyester"],
        seller: "ararat-textile",
        branded: false,
    },
    Group {
        category: "mens-jeans",
        kind: Kind::Trousers,
        nouns: &[
            n("ջինս", "джинсы", P, "jeans", S::Jeans),
            n("տաբատ", "брюки", P, "trousers", S::Jeans),
            n("չինոս տաբատ", "брюки чинос", P, "chinos", S::Jeans),
        ],
        adjectives: CLOTHES_ADJ,
        price: (15_000, 40_000),
        sizes: WAIST,
        colours: DARK_COLOURS,
        brands: &["levis", "ararat-textile"],
        materials: &["denim", "cotton", "wool"],
        seller: "ararat-textile",
        branded: false,
    },
    Group {
        category: "jackets",
        kind: Kind::Jacket,
        nouns: &[
            n("բաճկոն", "куртка", F, "jacket", S::Jacket),
            n("բմբուլե բաճկոն", "пуховик", M, "puffer jacket", S::Jacket),
            n("կապյուշոնով բաճկոն", "толстовка", F, "hoodie", S::Jacket),
        ],
        adjectives: CLOTHES_ADJ,
        price: (20_000, 90_000),
        sizes: ADULT,
        colours: ALL_COLOURS,
        brands: &["ararat-textile", "adidas", "levis"],
        materials: &["polyester", "leather", "denim", "cotton"],
        seller: "ararat-textile",
        branded: false,
    },
    Group {
        category: "mens-shoes",
        kind: Kind::Shoes,
        nouns: &[
            n("տղամարդու կոշիկներ", "ботинки", P, "boots", S::Boot),
            n("սպորտային կոշիկներ", "кроссовки", P, "sneakers", S::Sneaker),
            n("կեդեր", "кеды", P, "canvas shoes", S::Sneaker),
        ],
        adjectives: CLOTHES_ADJ,
        price: (20_000, 50_000),
        sizes: MEN_SHOES,
        colours: DARK_COLOURS,
        brands: &["ararat-textile", "adidas"],
        materials: &["leather", "polyester"],
        seller: "ararat-textile",
        branded: false,
    },
    Group {
        category: "kids-tshirts",
        kind: Kind::KidsTop,
        nouns: &[
            n("մանկական շապիկ", "детская футболка", F, "kids' T-shirt", S::KidsTshirt),
            n("մանկական երկարաթև շապիկ", "детский лонгслив", M, "kids' long-sleeve top", S::KidsTshirt),
            n("մանկական հագուստի հավաքածու", "комплект детской одежды", M, "kids' clothing set", S::KidsTshirt),
        ],
        adjectives: CLOTHES_ADJ,
        price: (3_000, 12_000),
        sizes: KIDS,
        colours: ALL_COLOURS,
        brands: &["little-narek"],
        materials: &["cotton"],
        seller: "little-narek",
        branded: false,
    },
    Group {
        category: "kids-trousers",
        kind: Kind::KidsTrousers,
        nouns: &[
            n("մանկական տաբատ", "детские брюки", P, "kids' trousers", S::KidsTrousers),
            n("մանկական ջինս", "детские джинсы", P, "kids' jeans", S::KidsTrousers),
            n("մանկական շորտեր", "детские шорты", P, "kids' shorts", S::KidsTrousers),
        ],
        adjectives: CLOTHES_ADJ,
        price: (5_000, 12_000),
        sizes: KIDS,
        colours: ALL_COLOURS,
        brands: &["little-narek"],
        materials: &["cotton", "denim"],
        seller: "little-narek",
        branded: false,
    },
    Group {
        category: "kids-outerwear",
        kind: Kind::KidsJacket,
        nouns: &[
            n("մանկական բաճկոն", "детская куртка", F, "kids' jacket", S::KidsJacket),
            n("մանկական կոմբինեզոն", "детский комбинезон", M, "kids' snowsuit", S::KidsJacket),
            n("մանկական անձրևանոց", "детский дождевик", M, "kids' raincoat", S::KidsJacket),
        ],
        adjectives: CLOTHES_ADJ,
        price: (7_000, 30_000),
        sizes: KIDS,
        colours: ALL_COLOURS,
        brands: &["little-narek"],
        materials: &["polyester", "cotton"],
        seller: "little-narek",
        branded: false,
    },
    Group {
        category: "power-tools",
        kind: Kind::PowerTool,
        nouns: &[
            n("դրել", "дрель", F, "drill", S::Drill),
            n("էլեկտրական պտուտակահան", "шуруповёрт", M, "cordless screwdriver", S::Drill),
            n("անկյունային հղկիչ", "болгарка", F, "angle grinder", S::Grinder),
            n("պերֆորատոր", "перфоратор", M, "rotary hammer", S::Drill),
        ],
        adjectives: TOOL_ADJ,
        price: (18_000, 90_000),
        sizes: &[],
        colours: &["green", "blue", "yellow", "orange", "red"],
        brands: &["bosch", "makita", "dewalt", "masis-pro"],
        materials: &["plastic"],
        seller: "masis-tools",
        branded: true,
    },
    Group {
        category: "hand-tools",
        kind: Kind::HandTool,
        nouns: &[
            n("մուրճ", "молоток", M, "hammer", S::Hammer),
            n("սղոց", "ножовка", F, "hand saw", S::Saw),
            n("պտուտակահանների հավաքածու", "набор отвёрток", M, "screwdriver set", S::Screwdriver),
            n("չափերիզ", "рулетка", F, "tape measure", S::TapeMeasure),
            n("բանալիների հավաքածու", "набор ключей", M, "spanner set", S::Wrench),
        ],
        adjectives: TOOL_ADJ,
        price: (2_000, 20_000),
        sizes: &[],
        colours: &["red", "yellow", "blue", "black"],
        brands: &["stanley", "bosch", "masis-pro"],
        materials: &["steel", "plastic"],
        seller: "masis-tools",
        branded: true,
    },
    Group {
        category: "kitchenware",
        kind: Kind::Cookware,
        nouns: &[
            n("կաթսա", "кастрюля", F, "pot", S::Pot),
            n("թավա", "сковорода", F, "frying pan", S::Pan),
            n("գավաթ", "кружка", F, "mug", S::Mug),
        ],
        adjectives: HOME_ADJ,
        price: (2_000, 30_000),
        sizes: &[],
        colours: &["red", "green", "grey", "black", "blue", "pink"],
        brands: &["tefal", "dilijan-home"],
        materials: &["steel", "cast-iron", "ceramic"],
        seller: "dilijan-home",
        branded: false,
    },
    Group {
        category: "lighting",
        kind: Kind::Lamp,
        nouns: &[
            n("սեղանի լամպ", "настольная лампа", F, "table lamp", S::Lamp),
            n("հատակի լամպ", "торшер", M, "floor lamp", S::Lamp),
            n("լուսատու", "светильник", M, "light", S::Lamp),
        ],
        adjectives: HOME_ADJ,
        price: (8_000, 40_000),
        sizes: &[],
        colours: &["beige", "white", "navy", "yellow", "black"],
        brands: &["philips", "dilijan-home"],
        materials: &["ceramic", "steel", "plastic", "wood"],
        seller: "dilijan-home",
        branded: false,
    },
    Group {
        category: "garden",
        kind: Kind::Garden,
        nouns: &[
            n("ծաղկաման", "горшок", M, "plant pot", S::Plant),
            n("ջրցան", "лейка", F, "watering can", S::WateringCan),
            n("այգու ձեռնոցներ", "садовые перчатки", P, "garden gloves", S::Gloves),
        ],
        adjectives: HOME_ADJ,
        price: (1_500, 8_000),
        sizes: &[],
        colours: &["orange", "green", "blue", "yellow", "white", "brown"],
        brands: &["dilijan-home", "masis-pro"],
        materials: &["ceramic", "plastic", "cotton"],
        seller: "dilijan-home",
        branded: false,
    },
];

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `Blue classic shirt` → `blue-classic-shirt`.
fn slug(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if c == '\'' {
            continue;
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

/// A product's name in the three languages.
fn name(group: &Group, noun: &Noun, adjective: &Adjective, colour: usize, model: &str, brand: &str) -> [String; 3] {
    let g = noun.gender as usize;
    if group.branded {
        [
            capitalise(&format!("{} {} {brand} {model}", adjective.hy, noun.hy)),
            capitalise(&format!("{} {} {brand} {model}", adjective.ru[g], noun.ru)),
            capitalise(&format!("{} {} {brand} {model}", adjective.en, noun.en)),
        ]
    } else {
        let c = &catalog::COLOURS[colour];
        [
            capitalise(&format!("{} {} {}", c.label.0.to_lowercase(), adjective.hy, noun.hy)),
            capitalise(&format!("{} {} {}", catalog::COLOUR_FORMS_RU[colour][g], adjective.ru[g], noun.ru)),
            capitalise(&format!("{} {} {}", c.label.2.to_lowercase(), adjective.en, noun.en)),
        ]
    }
}

fn colour_index(code: &str) -> usize {
    catalog::COLOURS.iter().position(|c| c.code == code).unwrap_or(0)
}

/// Pictures of the demo by shape and colour, to reuse.
struct Pictures {
    by_shape_colour: HashMap<(Shape, &'static str), String>,
    by_shape: HashMap<Shape, String>,
}

impl Pictures {
    fn new() -> Pictures {
        let mut by_shape_colour = HashMap::new();
        let mut by_shape = HashMap::new();
        for spec in catalog::PRODUCTS {
            for colour in spec.colours {
                let path = images::product_image(spec, colour);
                by_shape_colour.entry((spec.shape, *colour)).or_insert_with(|| path.clone());
                by_shape.entry(spec.shape).or_insert(path);
            }
        }
        Pictures { by_shape_colour, by_shape }
    }

    fn get(&self, shape: Shape, colour: &'static str) -> String {
        self.by_shape_colour
            .get(&(shape, colour))
            .or_else(|| self.by_shape.get(&shape))
            .cloned()
            .unwrap_or_else(|| images::category_image("tools"))
    }
}

/// Makes sure at least `products` listed products exist: seeds the demo catalogue first (and its
/// pictures), then adds synthetic products in batches. Asking again for the same number adds
/// nothing.
pub async fn large(db: &Db, storage_dir: &Path, cache_dir: &Path, products: usize) -> Result<LargeReport, SeedError> {
    let started = Instant::now();
    let mut report = LargeReport { demo: demo(db, storage_dir, cache_dir).await?, ..LargeReport::default() };
    report.existing = products::count_parents(db).await? as usize;
    let mut remaining = products.saturating_sub(report.existing);
    let pictures = Pictures::new();
    // Seeded by the count, so a second call continues the sequence instead of repeating it.
    let mut rng = Rng::new(0x5EED_u64 ^ report.existing as u64);
    let mut position = report.existing as i64 + 1;

    while remaining > 0 {
        let batch = remaining.min(BATCH);
        let mut tx = db.pool().begin().await?;
        let refs = ensure_references(&mut tx, &mut SeedReport::default()).await?;
        let attribute = |code| refs.attribute(code);
        let (color, size, brand, material) = (attribute("color"), attribute("size"), attribute("brand"), attribute("material"));
        let mut next_product = next_id(&mut tx, "products").await?;
        let mut next_image = next_id(&mut tx, "product_images").await?;
        let mut t = ProductTables::new();

        for _ in 0..batch {
            let group = rng.pick(GROUPS);
            let noun = rng.pick(group.nouns);
            let adjective = rng.pick(group.adjectives);
            let colour_code = *rng.pick(group.colours);
            let brand_code = *rng.pick(group.brands);
            let material_code = *rng.pick(group.materials);
            let id = next_product;
            next_product += 1;
            let model = format!("{}{}-{}", (b'A' + rng.below(26) as u8) as char, (b'A' + rng.below(26) as u8) as char, rng.range(100, 999));
            let brand_label = catalog::option_label(catalog::BRANDS, brand_code).2;
            let names = name(group, noun, adjective, colour_index(colour_code), &model, brand_label);
            let url_key = format!("{}-{id}", slug(&names[2]));
            let sku = format!("GEN-{id:07}");
            let new = rng.chance(5);
            let days = if new { rng.range(0, 13) } else { rng.range(14, 730) } as u64;
            let created_at = timestamp(Duration::from_secs(days * 86_400 + rng.range(0, 86_399) as u64));
            let price = rng.range(group.price.0 / 100, group.price.1 / 100) * 100 * 100;
            let special = rng.chance(15).then(|| price * rng.range(70, 90) / 100 / 10_000 * 10_000);
            let seller = refs.sellers.get(group.seller).copied();
            let category = refs.categories.get(group.category).copied().unwrap_or_default();
            let short = catalog::kind_text(group.kind).short[id as usize % 2];
            let brand_option = refs.option("brand", brand_code)?;
            let material_option = refs.option("material", material_code)?;

            for (i, locale) in LOCALES.iter().enumerate() {
                t.translations.row(vec![
                    id.into(),
                    (*locale).into(),
                    names[i].clone().into(),
                    short.get(locale).into(),
                    super::description(group.kind, material_code, brand_code, locale).into(),
                ]);
            }
            t.categories.row(vec![category.into(), id.into()]);
            for (attribute, option) in [(brand, brand_option), (material, material_option)] {
                t.attribute_values.row(vec![id.into(), attribute.into(), option.into()]);
                t.filter_values.row(vec![attribute.into(), option.into(), id.into()]);
            }
            t.images.row(vec![next_image.into(), id.into(), pictures.get(noun.shape, colour_code).into(), 0i64.into()]);
            next_image += 1;

            let configurable = !group.sizes.is_empty() && rng.chance(10);
            if !configurable {
                let colour_option = refs.option("color", colour_code)?;
                t.attribute_values.row(vec![id.into(), color.into(), colour_option.into()]);
                t.filter_values.row(vec![color.into(), colour_option.into(), id.into()]);
                ProductRow {
                    id,
                    parent_id: None,
                    configurable: false,
                    sku: &sku,
                    url_key: Some(&url_key),
                    price,
                    special,
                    qty: stock(&mut rng),
                    new,
                    featured: rng.chance(2),
                    seller,
                    position,
                    created_at: &created_at,
                }
                .add_to(&mut t.products);
            } else {
                // Two colours (the named one first) in two neighbouring sizes.
                let second = loop {
                    let c = *rng.pick(group.colours);
                    if c != colour_code || group.colours.len() < 2 {
                        break c;
                    }
                };
                let first_size = rng.below(group.sizes.len() as u64 - 1) as usize;
                let sizes = &group.sizes[first_size..first_size + 2];
                t.super_attributes.row(vec![id.into(), color.into(), 0i64.into()]);
                t.super_attributes.row(vec![id.into(), size.into(), 1i64.into()]);
                let mut rows = Vec::new();
                for colour in [colour_code, second] {
                    let colour_option = refs.option("color", colour)?;
                    t.filter_values.row(vec![color.into(), colour_option.into(), id.into()]);
                    for size_code in sizes {
                        let size_option = refs.option("size", size_code)?;
                        let vid = next_product;
                        next_product += 1;
                        t.attribute_values.row(vec![vid.into(), color.into(), colour_option.into()]);
                        t.attribute_values.row(vec![vid.into(), size.into(), size_option.into()]);
                        t.images.row(vec![next_image.into(), vid.into(), pictures.get(noun.shape, colour).into(), 0i64.into()]);
                        next_image += 1;
                        let colour_label = catalog::colour_option(colour).label;
                        let size_label = catalog::option_label(catalog::SIZES, size_code);
                        for (i, locale) in LOCALES.iter().enumerate() {
                            t.translations.row(vec![
                                vid.into(),
                                (*locale).into(),
                                format!("{} ({}, {})", names[i], colour_label.get(locale), size_label.get(locale)).into(),
                                "".into(),
                                "".into(),
                            ]);
                        }
                        rows.push((vid, format!("{sku}-{}-{}", colour.to_uppercase(), size_code.to_uppercase()), stock(&mut rng)));
                    }
                }
                for size_code in sizes {
                    let size_option = refs.option("size", size_code)?;
                    t.filter_values.row(vec![size.into(), size_option.into(), id.into()]);
                }
                let qty = rows.iter().map(|r| r.2).sum();
                ProductRow {
                    id,
                    parent_id: None,
                    configurable: true,
                    sku: &sku,
                    url_key: Some(&url_key),
                    price,
                    special,
                    qty,
                    new,
                    featured: rng.chance(2),
                    seller,
                    position,
                    created_at: &created_at,
                }
                .add_to(&mut t.products);
                // Variants share the parent's prices, so the parent's are its cheapest variant's.
                for (vid, vsku, vqty) in &rows {
                    ProductRow {
                        id: *vid,
                        parent_id: Some(id),
                        configurable: false,
                        sku: vsku,
                        url_key: None,
                        price,
                        special,
                        qty: *vqty,
                        new,
                        featured: false,
                        seller,
                        position: 0,
                        created_at: &created_at,
                    }
                    .add_to(&mut t.products);
                }
                report.configurable += 1;
                report.variants += rows.len();
            }
            position += 1;
            t.products.flush_if_full(&mut tx).await?;
        }
        t.flush(&mut tx).await?;
        sync_sequences(&mut tx, db.dialect(), &ID_TABLES).await?;
        tx.commit().await?;
        report.added += batch;
        remaining -= batch;
        tracing::debug!(added = report.added, "large catalogue batch written");
    }
    storefront_db::catalog::listing::mark_changed(db).await?;
    storefront_db::catalog::listing::refresh(db).await?;
    report.elapsed = started.elapsed();
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_agree_in_gender_and_slugs_are_clean() {
        let shirts = &GROUPS[4];
        let names = name(shirts, &shirts.nouns[0], &CLOTHES_ADJ[1], colour_index("blue"), "", "");
        assert_eq!(names[0], "Կապույտ դասական վերնաշապիկ");
        assert_eq!(names[1], "Синяя классическая рубашка");
        assert_eq!(names[2], "Blue classic shirt");
        let tools = &GROUPS[11];
        let names = name(tools, &tools.nouns[0], &TOOL_ADJ[0], 0, "GX-214", "Bosch");
        assert_eq!(names[1], "Компактная дрель Bosch GX-214");
        assert_eq!(slug("Men's boots, 5 l"), "mens-boots-5-l");
        assert_eq!(slug(&names[2]), "compact-drill-bosch-gx-214");
    }

    #[test]
    fn groups_refer_to_demo_categories_and_options() {
        for group in GROUPS {
            assert!(catalog::CATEGORIES.iter().any(|c| c.slug == group.category), "{}", group.category);
            for c in group.colours {
                assert!(catalog::COLOURS.iter().any(|o| o.code == *c), "{c}");
            }
            for s in group.sizes {
                assert!(catalog::SIZES.iter().any(|o| o.code == *s), "{s}");
            }
            for b in group.brands {
                assert!(catalog::BRANDS.iter().any(|o| o.code == *b), "{b}");
            }
            for m in group.materials {
                assert!(catalog::MATERIALS.iter().any(|o| o.code == *m), "{m}");
            }
        }
    }
}
