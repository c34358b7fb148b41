//! TEMPORARY micro-benchmark of the search index (to be deleted).
use std::time::{Duration, Instant};

use storefront_server::search::SearchIndex;
use storefront_server::Db;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    /// Zipf-like: small indexes much more often.
    fn skewed(&mut self, n: usize) -> usize {
        let u = (self.next() % 1_000_000) as f64 / 1_000_000.0;
        ((n as f64) * u * u * u) as usize
    }
}

fn vocabulary(rng: &mut Rng, consonants: &[&str], vowels: &[&str], n: usize, real: &[&str]) -> Vec<String> {
    let mut words: Vec<String> = real.iter().map(|s| s.to_string()).collect();
    while words.len() < n {
        let syllables = 2 + rng.below(3);
        let mut w = String::new();
        for _ in 0..syllables {
            w.push_str(consonants[rng.below(consonants.len())]);
            w.push_str(vowels[rng.below(vowels.len())]);
        }
        if rng.below(2) == 0 {
            w.push_str(consonants[rng.below(consonants.len())]);
        }
        words.push(w);
    }
    words
}

fn phrase(rng: &mut Rng, words: &[String], count: usize) -> String {
    (0..count).map(|_| words[rng.skewed(words.len())].as_str()).collect::<Vec<_>>().join(" ")
}

async fn seed(db: &Db, n: usize) {
    let mut rng = Rng(0x9E3779B97F4A7C15);
    let hy = vocabulary(
        &mut rng,
        &["բ", "գ", "դ", "զ", "թ", "ժ", "լ", "խ", "ծ", "կ", "հ", "ձ", "ղ", "ճ", "մ", "յ", "ն", "շ", "չ", "պ", "ջ", "ռ", "ս", "վ", "տ", "ր", "ց", "փ", "ք", "ֆ"],
        &["ա", "ե", "է", "ը", "ի", "ո", "ու", "օ"],
        20_000,
        &["հագուստ", "մանկական", "կանացի", "տղամարդու", "կոշիկ", "դրել", "սառնարան", "հեռախոս", "գրիչ", "ջինս", "շապիկ", "բաճկոն", "խաղալիք", "գիրք"],
    );
    let ru = vocabulary(
        &mut rng,
        &["б", "в", "г", "д", "ж", "з", "к", "л", "м", "н", "п", "р", "с", "т", "ф", "х", "ц", "ч", "ш"],
        &["а", "е", "и", "о", "у", "ы", "я", "ю"],
        20_000,
        &["одежда", "детская", "женская", "мужская", "обувь", "дрель", "холодильник", "телефон", "ручка", "джинсы", "футболка", "куртка", "игрушка", "книга"],
    );
    let en = vocabulary(
        &mut rng,
        &["b", "c", "d", "f", "g", "h", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "z", "sh", "ch", "th"],
        &["a", "e", "i", "o", "u", "y", "ee", "oo"],
        20_000,
        &["clothes", "kids", "women", "men", "shoes", "drill", "refrigerator", "phone", "pen", "jeans", "shirt", "jacket", "toy", "book"],
    );
    let brands = ["Bosch", "Makita", "Samsung", "Apple", "Xiaomi", "Levi's", "Nike", "Adidas", "Philips", "LG", "Sony", "Zara", "Gucci", "Canon", "Lenovo"];
    let mut tx = db.pool().begin().await.unwrap();
    let batch = 200;
    let mut id = 1usize;
    while id <= n {
        let end = (id + batch).min(n + 1);
        let mut products = String::from("INSERT INTO products (id, type, sku, url_key, price_minor, final_price_minor, qty, status, created_at) VALUES ");
        let mut translations = String::from("INSERT INTO product_translations (product_id, locale, name, short_description, description) VALUES ");
        for i in id..end {
            if i > id {
                products.push(',');
                translations.push(',');
            }
            products.push_str(&format!("({i}, 'simple', 'SKU-{i:07}', 'p-{i}', 100000, 100000, 5, 1, '2025-01-01')"));
            let brand = brands[rng.below(brands.len())];
            let model = format!("{}{}", ["X", "A", "GT", "S", "Pro"][rng.below(5)], rng.below(1000));
            let nw = 2 + rng.below(3);
            let hy_name = format!("{} {} {}", phrase(&mut rng, &hy, nw), brand, model);
            let ru_name = format!("{} {} {}", phrase(&mut rng, &ru, nw), brand, model);
            let en_name = format!("{} {} {}", brand, phrase(&mut rng, &en, nw), model);
            let hy_desc = format!("<p>{}</p>", phrase(&mut rng, &hy, 40));
            let ru_desc = format!("<p>{}</p>", phrase(&mut rng, &ru, 40));
            let en_desc = format!("<p>{}</p>", phrase(&mut rng, &en, 40));
            let short = phrase(&mut rng, &en, 8);
            let q = |s: &str| s.replace('\'', "''");
            translations.push_str(&format!(
                "({i}, 'hy', '{}', '', '{}'),({i}, 'ru', '{}', '', '{}'),({i}, 'en', '{}', '{}', '{}')",
                q(&hy_name), q(&hy_desc), q(&ru_name), q(&ru_desc), q(&en_name), q(&short), q(&en_desc)
            ));
        }
        sqlx::query(&products).execute(&mut *tx).await.unwrap();
        sqlx::query(&translations).execute(&mut *tx).await.unwrap();
        id = end;
    }
    tx.commit().await.unwrap();
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt().with_env_filter("info").init();
    let n: usize = std::env::var("N").ok().and_then(|v| v.parse().ok()).unwrap_or(100_000);
    let url = std::env::var("BENCH_DB").unwrap_or_else(|_| format!("sqlite:///tmp/search-bench/{n}.db"));
    let db = Db::connect(&url).await.unwrap();
    db.migrate().await.unwrap();
    let count: i64 = sqlx::Row::get(&sqlx::query("SELECT COUNT(*) AS n FROM products").fetch_one(db.pool()).await.unwrap(), "n");
    if count == 0 && std::env::var("LARGE").is_ok() {
        let t = Instant::now();
        let report = storefront_server::seed::large(&db, std::path::Path::new("/tmp/search-bench/storage"), std::path::Path::new("/tmp/search-bench/cache"), n).await.unwrap();
        println!("{report} in {:?}", t.elapsed());
    } else if count == 0 {
        let t = Instant::now();
        seed(&db, n).await;
        println!("seeded {n} products in {:?}", t.elapsed());
    }
    {
        let rows = sqlx::query("SELECT name, short_description, SUBSTR(description, 1, 600) AS d FROM product_translations").fetch_all(db.pool()).await.unwrap();
        let texts: Vec<String> = rows.iter().flat_map(|r| [sqlx::Row::get::<String, _>(r, "name"), sqlx::Row::get::<String, _>(r, "short_description"), sqlx::Row::get::<String, _>(r, "d")]).collect();
        let t = Instant::now();
        let mut n = 0usize;
        let mut bytes = 0usize;
        for text in &texts { let k = storefront_core::translit::search_key(text); n += k.split(' ').count(); bytes += text.len(); }
        println!("folded {} texts ({} MB, {n} words) in {:?}", texts.len(), bytes / 1_000_000, t.elapsed());
    }
    let mut index = None;
    let rounds_build: usize = std::env::var("BUILDS").ok().and_then(|v| v.parse().ok()).unwrap_or(1);
    for round in 0..rounds_build {
        let t = Instant::now();
        index = Some(SearchIndex::build(&db).await.unwrap());
        println!("build {round}: {} products in {:?}", index.as_ref().unwrap().len(), t.elapsed());
    }
    let index = index.unwrap();
    let queries = [
        "h", "ha", "hag", "hagu", "hagus", "hagust", "հագուստ", "хагуст", "hagustt", "մանկական հագուստ",
        "mankakan hag", "бош дрель", "bosch drill", "բոշ դրել", "samsung", "sams", "samsng", "xiaomi", "refrigerator",
        "refrigirator", "холодильник", "SKU-0012345", "SKU-00123", "velosiped", "levis jeans", "լևիս", "a", "pro", "x1",
        "kids clothes women shoes", "shoes nike 42",
    ];
    for q in queries {
        let hits = index.search(q, 10);
        println!("{q:>28} → {} hits, first {:?}", hits.len(), hits.first());
    }
    let rounds = 50;
    let mut all = Vec::new();
    let mut worst: Vec<(Duration, &str)> = Vec::new();
    for q in queries {
        let mut times = Vec::new();
        for r in 0..rounds {
            // A new spelling each round ("!" is no word): a cache miss, the real cost.
            let q2 = format!("{q}{}", "!".repeat(r));
            let t = Instant::now();
            std::hint::black_box(index.search(&q2, 10));
            times.push(t.elapsed());
        }
        times.sort();
        println!("{q:>28}: p50 {:>10?} p99 {:>10?}", percentile(&times, 0.5), percentile(&times, 0.99));
        worst.push((percentile(&times, 0.99), q));
        all.extend(times);
    }
    all.sort();
    worst.sort();
    worst.reverse();
    println!(
        "single thread, limit 10: p50 {:?} p90 {:?} p99 {:?} max {:?}",
        percentile(&all, 0.5), percentile(&all, 0.9), percentile(&all, 0.99), all.last().unwrap()
    );
    println!("slowest queries (p99): {:?}", &worst[..8]);
    // 32 concurrent clients on however many cores the machine gives us.
    let t = Instant::now();
    let per_thread = 300;
    let handles: Vec<_> = (0..32)
        .map(|k| {
            let index = index.clone();
            std::thread::spawn(move || {
                let mut times = Vec::new();
                for j in 0..per_thread {
                    let q = queries[(k * 7 + j) % queries.len()];
                    let q2 = if std::env::var("CACHED").is_ok() { q.to_string() } else { format!("{q}{}{}", "!".repeat(j % 100 + 1), "?".repeat(k)) };
                    let t = Instant::now();
                    std::hint::black_box(index.search(&q2, 10));
                    times.push(t.elapsed());
                }
                times
            })
        })
        .collect();
    let mut conc: Vec<Duration> = handles.into_iter().flat_map(|h| h.join().unwrap()).collect();
    let wall = t.elapsed();
    conc.sort();
    println!(
        "32 threads: {} searches in {:?} ({:.0}/s); latency p50 {:?} p99 {:?}",
        conc.len(), wall, conc.len() as f64 / wall.as_secs_f64(), percentile(&conc, 0.5), percentile(&conc, 0.99)
    );
}
