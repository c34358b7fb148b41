//! A small builder for dynamic SQL with numbered placeholders (`$1`, `$2`, …), which both
//! SQLite and PostgreSQL accept through the Any driver.

use sqlx::any::AnyArguments;
use sqlx::query::Query;
use sqlx::Any;

#[derive(Debug, Clone)]
pub enum Bind {
    Int(i64),
    Text(String),
}

#[derive(Debug, Default)]
pub struct Sql {
    text: String,
    binds: Vec<Bind>,
}

impl Sql {
    pub fn new(text: &str) -> Sql {
        Sql { text: text.to_string(), binds: Vec::new() }
    }

    pub fn push(&mut self, text: &str) -> &mut Sql {
        self.text.push_str(text);
        self
    }

    /// Appends a placeholder for `value`.
    pub fn bind(&mut self, value: impl Into<Bind>) -> &mut Sql {
        self.binds.push(value.into());
        self.text.push('$');
        self.text.push_str(&self.binds.len().to_string());
        self
    }

    /// Adds a value for a placeholder already written in the text (`$1` of a fixed prefix).
    pub fn arg(&mut self, value: impl Into<Bind>) -> &mut Sql {
        self.binds.push(value.into());
        self
    }

    /// Appends `$a, $b, …` for a non-empty list (callers handle the empty case).
    pub fn bind_list<T: Into<Bind> + Clone>(&mut self, values: &[T]) -> &mut Sql {
        for (i, value) in values.iter().enumerate() {
            if i > 0 {
                self.text.push_str(", ");
            }
            self.bind(value.clone());
        }
        self
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn query(&self) -> Query<'_, Any, AnyArguments<'_>> {
        self.binds.iter().fold(sqlx::query(&self.text), |query, bind| match bind {
            Bind::Int(value) => query.bind(*value),
            Bind::Text(value) => query.bind(value.as_str()),
        })
    }
}

impl From<i64> for Bind {
    fn from(value: i64) -> Bind {
        Bind::Int(value)
    }
}

impl From<&str> for Bind {
    fn from(value: &str) -> Bind {
        Bind::Text(value.to_string())
    }
}

impl From<String> for Bind {
    fn from(value: String) -> Bind {
        Bind::Text(value)
    }
}

impl From<&String> for Bind {
    fn from(value: &String) -> Bind {
        Bind::Text(value.clone())
    }
}

/// A text column read as one of the core's codes (an order's status, a timeline line's kind): a
/// value the core does not know is an error, never a default that would hide it.
pub(crate) fn parsed<T>(row: &sqlx::any::AnyRow, column: &str, parse: impl Fn(&str) -> Option<T>) -> Result<T, sqlx::Error> {
    use sqlx::Row;
    let code: String = row.try_get(column)?;
    parse(&code).ok_or_else(|| sqlx::Error::ColumnDecode { index: column.to_string(), source: format!("unknown code {code:?}").into() })
}

/// As [`parsed`], for a column that may be NULL.
pub(crate) fn parsed_optional<T>(
    row: &sqlx::any::AnyRow,
    column: &str,
    parse: impl Fn(&str) -> Option<T>,
) -> Result<Option<T>, sqlx::Error> {
    use sqlx::Row;
    let code: Option<String> = row.try_get(column)?;
    code.map(|code| {
        parse(&code).ok_or_else(|| sqlx::Error::ColumnDecode { index: column.to_string(), source: format!("unknown code {code:?}").into() })
    })
    .transpose()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_placeholders_in_order() {
        let mut sql = Sql::new("SELECT * FROM t WHERE a = ");
        sql.bind(1).push(" AND b IN (").bind_list(&["x", "y"]).push(")");
        assert_eq!(sql.text(), "SELECT * FROM t WHERE a = $1 AND b IN ($2, $3)");
    }
}
