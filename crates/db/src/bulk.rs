//! Writing many rows at once: batched multi-row INSERTs over the `Any` driver, rows with
//! explicit ids, and lookups of what exists already by its natural key (for writers that add
//! only what is missing: the demo catalogue, later imports).

use std::collections::HashMap;

use sqlx::{AnyConnection, Row};

use crate::Dialect;

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

/// `key_column` → id of every row of `table` (natural keys: an attribute's code, a seller's
/// url, a category's slug).
pub async fn ids_by_key(conn: &mut AnyConnection, table: &str, key_column: &str) -> Result<HashMap<String, i64>, sqlx::Error> {
    sqlx::query(&format!("SELECT id, {key_column} AS natural_key FROM {table}"))
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|r| Ok((r.try_get::<String, _>("natural_key")?, r.try_get::<i64, _>("id")?)))
        .collect()
}

/// (attribute id, admin name) → id of every attribute option.
pub async fn option_ids(conn: &mut AnyConnection) -> Result<HashMap<(i64, String), i64>, sqlx::Error> {
    sqlx::query("SELECT id, attribute_id, admin_name FROM attribute_options")
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|r| Ok(((r.try_get::<i64, _>("attribute_id")?, r.try_get::<String, _>("admin_name")?), r.try_get::<i64, _>("id")?)))
        .collect()
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
}
