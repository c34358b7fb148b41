//! Product search (`storefront_search`) over a small catalogue written with SQL: names in
//! hy/ru/en, found from Armenian, Latin and Cyrillic spellings, with typos, by SKU, ranked.

use storefront_search::SearchIndex;
use storefront_server::Db;

use crate::common::TestEnv;

struct Product {
    id: i64,
    parent_id: Option<i64>,
    sku: &'static str,
    status: i64,
    /// (locale, name, description)
    texts: &'static [(&'static str, &'static str, &'static str)],
}

const KIDS_CLOTHES: i64 = 1;
const BOSCH_DRILL: i64 = 2;
const MAKITA_DRILL: i64 = 3;
const BOSCH_FRIDGE: i64 = 4;
const LEVIS: i64 = 5;
const GIFT_BOX: i64 = 6;
const TSHIRT: i64 = 7;
const TSHIRT_RED: i64 = 8;
const TSHIRT_BLUE: i64 = 9;
const BOSCH_HAMMER_DISABLED: i64 = 10;
const JACKET: i64 = 11;

const CATALOGUE: &[Product] = &[
    Product {
        id: KIDS_CLOTHES,
        parent_id: None,
        sku: "KID-001",
        status: 1,
        texts: &[
            ("hy", "Մանկական հագուստ աղջիկների համար", "<p>Բամբակյա, 2-6 տարեկան</p>"),
            ("ru", "Детская одежда для девочек", "Хлопок, 2-6 лет"),
            ("en", "Children's clothes for girls", "Cotton, ages 2-6"),
        ],
    },
    Product {
        id: BOSCH_DRILL,
        parent_id: None,
        sku: "DRL-001",
        status: 1,
        texts: &[
            ("hy", "Bosch drill GSB 13 RE", "Հարվածային գայլիկոնիչ"),
            ("ru", "Дрель ударная Bosch GSB 13 RE", "Мощность 600 Вт"),
            ("en", "Bosch drill GSB 13 RE", "Impact drill, 600 W"),
        ],
    },
    Product {
        id: MAKITA_DRILL,
        parent_id: None,
        sku: "DRL-002",
        status: 1,
        texts: &[("hy", "Makita անլար դրել", ""), ("ru", "Аккумуляторная дрель Makita", ""), ("en", "Makita cordless drill", "")],
    },
    Product {
        id: BOSCH_FRIDGE,
        parent_id: None,
        sku: "FRG-100",
        status: 1,
        texts: &[("hy", "Bosch սառնարան KGN39", ""), ("ru", "Холодильник Bosch KGN39", ""), ("en", "Bosch refrigerator KGN39", "")],
    },
    Product {
        id: LEVIS,
        parent_id: None,
        sku: "LEV-501",
        status: 1,
        texts: &[("hy", "Levi's 501 ջինս", ""), ("ru", "Джинсы Levi's 501", ""), ("en", "Levi's 501 jeans", "")],
    },
    Product {
        id: GIFT_BOX,
        parent_id: None,
        sku: "BOX-7",
        status: 1,
        texts: &[
            ("hy", "Նվերի տուփ", "Տուփ՝ հագուստ պահելու համար"),
            ("ru", "Подарочная коробка", "Коробка для хранения одежды"),
            ("en", "Gift box", "A box to keep clothes in"),
        ],
    },
    Product {
        id: TSHIRT,
        parent_id: None,
        sku: "TSH-100",
        status: 1,
        texts: &[("hy", "Բամբակյա շապիկ", ""), ("ru", "Хлопковая футболка", ""), ("en", "Cotton T-shirt", "")],
    },
    Product { id: TSHIRT_RED, parent_id: Some(TSHIRT), sku: "TSH-100-RED", status: 1, texts: &[("en", "Cotton T-shirt red", "")] },
    Product { id: TSHIRT_BLUE, parent_id: Some(TSHIRT), sku: "TSH-100-BLU", status: 1, texts: &[("en", "Cotton T-shirt blue", "")] },
    Product {
        id: BOSCH_HAMMER_DISABLED,
        parent_id: None,
        sku: "HMR-001",
        status: 0,
        texts: &[("en", "Bosch hammer drill", ""), ("hy", "Bosch մուրճ", "")],
    },
];

async fn insert(db: &Db, product: &Product) {
    let kind = if product.id == TSHIRT { "configurable" } else { "simple" };
    let url_key = product.parent_id.is_none().then(|| product.sku.to_lowercase());
    sqlx::query(
        "INSERT INTO products (id, parent_id, type, sku, url_key, price_minor, final_price_minor, \
         qty, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9)",
    )
    .bind(product.id)
    .bind(product.parent_id)
    .bind(kind)
    .bind(product.sku)
    .bind(url_key)
    .bind(1_000_000_i64)
    .bind(5_i64)
    .bind(product.status)
    .bind("2025-01-01T00:00:00Z")
    .execute(db.pool())
    .await
    .expect("insert a product");
    for (locale, name, description) in product.texts {
        sqlx::query(
            "INSERT INTO product_translations (product_id, locale, name, short_description, \
             description) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(product.id)
        .bind(*locale)
        .bind(*name)
        .bind("")
        .bind(*description)
        .execute(db.pool())
        .await
        .expect("insert a product translation");
    }
}

/// A fresh, migrated database holding [`CATALOGUE`], and its index.
async fn catalogue(env: &TestEnv) -> (Db, SearchIndex) {
    let db = Db::connect(&env.database_url).await.expect("connect");
    db.migrate().await.expect("migrate");
    for product in CATALOGUE {
        insert(&db, product).await;
    }
    let index = SearchIndex::build(&db).await.expect("build the index");
    (db, index)
}

fn first(index: &SearchIndex, query: &str) -> Option<i64> {
    index.search(query, 10).first().copied()
}

fn position(ids: &[i64], id: i64) -> usize {
    ids.iter().position(|&found| found == id).unwrap_or_else(|| panic!("{id} is not among {ids:?}"))
}

on_both_databases! {
    async fn armenian_latin_and_cyrillic_spellings_find_armenian_names(env) {
        let (db, index) = catalogue(&env).await;
        assert_eq!(index.len(), 7, "listed products only: no variants, nothing disabled");

        for query in ["հագուստ", "Հագուստ", "hagust", "HAGUST", "хагуст", "մանկական հագուստ",
                      "mankakan hagust", "детская одежда", "children clothes"] {
            assert_eq!(first(&index, query), Some(KIDS_CLOTHES), "query {query:?}");
        }
        // Typos and unfinished words.
        for query in ["hagustt", "hagsut", "hagost", "хагусд", "mankakn hagust", "hagu", "манк"] {
            assert_eq!(first(&index, query), Some(KIDS_CLOTHES), "query {query:?}");
        }
        db.close().await;
    }
}

on_both_databases! {
    async fn armenian_spellings_find_latin_names(env) {
        let (db, index) = catalogue(&env).await;

        // Both Bosch products first; "box" (folded `boh`, one letter from `bosh`) may follow.
        for query in ["բոշ", "бош", "Bosch", "bosh"] {
            let mut bosch = index.search(query, 10);
            assert!(!bosch.contains(&BOSCH_HAMMER_DISABLED), "{query:?}: {bosch:?}");
            bosch.truncate(2);
            bosch.sort_unstable();
            assert_eq!(bosch, [BOSCH_DRILL, BOSCH_FRIDGE], "query {query:?}");
        }

        assert_eq!(index.search("բոշ դրել", 10), [BOSCH_DRILL]);
        assert_eq!(first(&index, "bosch drill"), Some(BOSCH_DRILL));
        assert_eq!(first(&index, "дрель бош"), Some(BOSCH_DRILL));

        assert_eq!(first(&index, "լևիս"), Some(LEVIS));
        assert_eq!(first(&index, "левис 501"), Some(LEVIS));
        assert_eq!(first(&index, "levis"), Some(LEVIS));
        assert_eq!(first(&index, "ջինս"), Some(LEVIS));

        // "drell" (folds to drel), "дрел", «դրել» find both drills, and nothing else.
        for query in ["drell", "дрел", "դրել", "drill"] {
            let mut drills = index.search(query, 10);
            drills.sort_unstable();
            assert_eq!(drills, [BOSCH_DRILL, MAKITA_DRILL], "query {query:?}");
        }
        db.close().await;
    }
}

on_both_databases! {
    async fn skus_match_exactly_and_by_prefix_including_variants(env) {
        let (db, index) = catalogue(&env).await;

        assert_eq!(first(&index, "DRL-002"), Some(MAKITA_DRILL));
        assert_eq!(first(&index, "drl-001"), Some(BOSCH_DRILL));
        assert_eq!(first(&index, " LEV-501 "), Some(LEVIS));
        let mut prefix = index.search("DRL-0", 10);
        prefix.truncate(2);
        prefix.sort_unstable();
        assert_eq!(prefix, [BOSCH_DRILL, MAKITA_DRILL]);
        // A variant's SKU finds its configurable parent, never the variant.
        assert_eq!(index.search("TSH-100-BLU", 10), [TSHIRT]);
        let tshirts = index.search("tsh-100", 10);
        assert_eq!(tshirts, [TSHIRT]);
        db.close().await;
    }
}

on_both_databases! {
    async fn names_rank_above_descriptions_and_limits_hold(env) {
        let (db, index) = catalogue(&env).await;

        // «հագուստ» is in the kids' clothes name and only in the gift box's description.
        let found = index.search("hagust", 10);
        assert!(position(&found, KIDS_CLOTHES) < position(&found, GIFT_BOX), "{found:?}");
        assert_eq!(index.search("clothes", 10), [KIDS_CLOTHES, GIFT_BOX]);

        assert_eq!(index.search("drill", 1).len(), 1);
        assert!(index.search("drill", 0).is_empty());
        assert!(index.search("", 10).is_empty());
        assert!(index.search("   ", 10).is_empty());
        assert!(index.search("!!!", 10).is_empty());

        // A word found nowhere: nothing. With a known word, any word may match.
        assert!(index.search("velosiped", 10).is_empty());
        assert!(index.search("հեծանիվ", 10).is_empty());
        let mut either = index.search("bosch velosiped", 10);
        either.truncate(2);
        either.sort_unstable();
        assert_eq!(either, [BOSCH_DRILL, BOSCH_FRIDGE]);
        db.close().await;
    }
}

on_both_databases! {
    async fn rebuild_picks_up_catalogue_changes(env) {
        let (db, index) = catalogue(&env).await;
        let shared = index.clone();
        assert!(index.search("bachkon", 10).is_empty());

        insert(&db, &Product {
            id: JACKET,
            parent_id: None,
            sku: "JKT-1",
            status: 1,
            texts: &[("hy", "Ձմեռային բաճկոն", ""), ("ru", "Зимняя куртка", ""), ("en", "Winter jacket", "")],
        })
        .await;
        sqlx::query("UPDATE products SET status = 0 WHERE id = $1")
            .bind(LEVIS)
            .execute(db.pool())
            .await
            .unwrap();
        assert!(index.search("bachkon", 10).is_empty(), "not before the rebuild");

        index.rebuild(&db).await.expect("rebuild");
        assert_eq!(shared.search("bachkon", 10), [JACKET], "every clone sees the new index");
        assert_eq!(first(&index, "բաճկոն"), Some(JACKET));
        assert_eq!(first(&index, "куртка"), Some(JACKET));
        assert!(index.search("levis", 10).is_empty(), "a disabled product leaves the index");
        assert_eq!(index.len(), 7);

        let empty = SearchIndex::empty();
        assert!(empty.is_empty() && empty.search("bosch", 10).is_empty());
        db.close().await;
    }
}
