//! Batched multi-row INSERTs over the `Any` driver, and explicit ids.

use sqlx::{AnyConnection, Row};

use crate::db::Dialect;

/// One bound value.
#[derive(Debug, Clone)]
pub enum Value {
    Int(i64),
    Text(String),
    OptInt(Option<i64>),
    OptText(Option<String>),
}

impl From<i64> for Value {
    fn from(v: i64) -> Self {
        Value::Int(v)
    }
}

impl From<String> for Value {
    fn from(v: String) -> Self {
        Value::Text(v)
    }
}

impl From<&str> for Value {
    fn from(v: &str) -> Self {
        Value::Text(v.to_owned())
    }
}

impl From<Option<i64>> for Value {
    fn from(v: Option<i64>) -> Self {
        Value::OptInt(v)
    }
}

impl From<Option<String>> for Value {
    fn from(v: Option<String>) -> Self {
        Value::OptText(v)
    }
}

impl From<bool> for Value {
    fn from(v: bool) -> Self {
        Value::Int(v as i64)
    }
}

/// Bound parameters per statement: below SQLite's 32766 and PostgreSQL's 65535, and small
/// enough to keep statements a few hundred kilobytes at most.
const MAX_PARAMS: usize = 12_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Placeholder {
    /// `$1, $2, …` (PostgreSQL).
    Dollar,
    /// `?, ?, …` (SQLite).
    Question,
}

/// Rows for one table, written as `INSERT INTO t (…) VALUES (…), (…)…` in batches.
pub struct Insert {
    table: &'static str,
    columns: &'static [&'static str],
    /// Appended verbatim, e.g. `ON CONFLICT DO NOTHING`.
    suffix: &'static str,
    values: Vec<Value>,
    pub written: usize,
}

impl Insert {
    pub fn new(table: &'static str, columns: &'static [&'static str]) -> Insert {
        Insert { table, columns, suffix: "", values: Vec::new(), written: 0 }
    }

    pub fn on_conflict_do_nothing(mut self) -> Insert {
        self.suffix = " ON CONFLICT DO NOTHING";
        self
    }

    /// Adds one row; `row` holds one value per column, in order.
    pub fn row(&mut self, row: Vec<Value>) {
        debug_assert_eq!(row.len(), self.columns.len(), "{}", self.table);
        self.values.extend(row);
    }

    pub fn pending_rows(&self) -> usize {
        self.values.len() / self.columns.len()
    }

    fn rows_per_statement(&self) -> usize {
        (MAX_PARAMS / self.columns.len()).max(1)
    }

    /// Writes every pending row.
    pub async fn flush(&mut self, conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
        let width = self.columns.len();
        let per = self.rows_per_statement();
        // SQLite looks `$N` parameters up by name, in time proportional to their number (so a
        // statement with thousands of them is quadratic); anonymous `?` parameters bind by
        // position. PostgreSQL needs `$N`.
        let placeholder = if conn.backend_name().eq_ignore_ascii_case("sqlite") { Placeholder::Question } else { Placeholder::Dollar };
        let values = std::mem::take(&mut self.values);
        for chunk in values.chunks(per * width) {
            let rows = chunk.len() / width;
            let sql = self.statement(rows, placeholder);
            let mut query = sqlx::query(&sql);
            for value in chunk {
                query = match value {
                    Value::Int(v) => query.bind(*v),
                    Value::Text(v) => query.bind(v.as_str()),
                    Value::OptInt(v) => query.bind(*v),
                    Value::OptText(v) => query.bind(v.as_deref()),
                };
            }
            query.execute(&mut *conn).await?;
            self.written += rows;
        }
        Ok(())
    }

    /// Writes pending rows once a full statement's worth has gathered.
    pub async fn flush_if_full(&mut self, conn: &mut AnyConnection) -> Result<(), sqlx::Error> {
        if self.pending_rows() >= self.rows_per_statement() {
            self.flush(conn).await?;
        }
        Ok(())
    }

    fn statement(&self, rows: usize, placeholder: Placeholder) -> String {
        let width = self.columns.len();
        let mut sql = format!("INSERT INTO {} ({}) VALUES ", self.table, self.columns.join(", "));
        sql.reserve(rows * width * 7);
        let mut n = 1;
        for r in 0..rows {
            if r > 0 {
                sql.push(',');
            }
            sql.push('(');
            for c in 0..width {
                if c > 0 {
                    sql.push(',');
                }
                match placeholder {
                    Placeholder::Question => sql.push('?'),
                    Placeholder::Dollar => {
                        sql.push('$');
                        sql.push_str(&n.to_string());
                        n += 1;
                    }
                }
            }
            sql.push(')');
        }
        sql.push_str(self.suffix);
        sql
    }
}

/// The next free id of `table` (its largest id plus one).
pub async fn next_id(conn: &mut AnyConnection, table: &str) -> Result<i64, sqlx::Error> {
    let row = sqlx::query(&format!("SELECT COALESCE(MAX(id), 0) AS max_id FROM {table}")).fetch_one(&mut *conn).await?;
    Ok(row.try_get::<i64, _>("max_id")? + 1)
}

/// After rows were inserted with explicit ids, PostgreSQL's identity sequences must move past
/// them, or the next insert without an id would collide.
pub async fn sync_sequences(conn: &mut AnyConnection, dialect: Dialect, tables: &[&str]) -> Result<(), sqlx::Error> {
    if dialect != Dialect::Postgres {
        return Ok(());
    }
    for table in tables {
        let sql = format!(
            "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
             (SELECT COALESCE(MAX(id), 1) FROM {table}))"
        );
        sqlx::query(&sql).execute(&mut *conn).await?;
    }
    Ok(())
}

/// A small deterministic generator (SplitMix64): the same seed gives the same catalogue.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1).max(1) as u64) as i64
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

/// A stable hash of a text (FNV-1a), to derive per-product numbers from its SKU.
pub fn hash(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// Stock like a real shop's: mostly 10–60, some 1–5, a few sold out.
pub fn stock(rng: &mut Rng) -> i64 {
    match rng.below(100) {
        0..=6 => 0,
        7..=21 => rng.range(1, 5),
        _ => rng.range(10, 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_number_their_parameters() {
        let insert = Insert::new("t", &["a", "b"]);
        assert_eq!(insert.statement(2, Placeholder::Dollar), "INSERT INTO t (a, b) VALUES ($1,$2),($3,$4)");
        assert_eq!(insert.statement(2, Placeholder::Question), "INSERT INTO t (a, b) VALUES (?,?),(?,?)");
    }

    #[test]
    fn stock_has_every_band() {
        let mut rng = Rng::new(7);
        let values: Vec<i64> = (0..1000).map(|_| stock(&mut rng)).collect();
        assert!(values.contains(&0));
        assert!(values.iter().any(|v| (1..=5).contains(v)));
        assert!(values.iter().all(|v| *v == 0 || (1..=5).contains(v) || (10..=60).contains(v)));
    }
}
