//! A CSV file's bytes as staff's spreadsheets write them, and an export's file.

use storefront_core::catalog_csv::{self, MAX_CSV_BYTES};
use storefront_core::validation::Message;

/// An uploaded file as text: UTF-8, its BOM dropped, no NUL, at most [`MAX_CSV_BYTES`].
pub fn decode(bytes: &[u8]) -> Result<String, Message> {
    if bytes.len() > MAX_CSV_BYTES {
        return Err(Message::CsvTooLarge);
    }
    let text = std::str::from_utf8(bytes).map_err(|_| Message::CsvNotUtf8)?;
    if text.contains('\0') {
        return Err(Message::CharacterNotAllowed);
    }
    Ok(text.strip_prefix('\u{feff}').unwrap_or(text).to_string())
}

/// One row of a file: the line it starts on (the header is line 1) and its cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub line: i64,
    pub cells: Vec<String>,
}

/// A fault of the file at a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineFault {
    pub line: i64,
    pub message: Message,
}

/// The file's header and a reader of its rows; a row of empty cells only is no row.
pub fn records(text: &str) -> (Vec<String>, impl Iterator<Item = Result<Record, LineFault>> + '_) {
    let first_line = text.lines().next().unwrap_or("");
    let reader = csv::ReaderBuilder::new()
        .delimiter(catalog_csv::delimiter(first_line))
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut rows = reader.into_records();
    let header = match rows.next() {
        Some(Ok(header)) => header.iter().map(str::to_string).collect(),
        _ => Vec::new(),
    };
    // The reader's own line count is off after a CRLF line end (its record then starts at the
    // LF): lines are counted here, up to and with the record's first byte (the header is line 1).
    let (mut counted_to, mut line) = (0usize, 1i64);
    let mut line_of = move |byte: u64| {
        let byte = (byte as usize + 1).min(text.len());
        if byte >= counted_to {
            line += text.as_bytes()[counted_to..byte].iter().filter(|b| **b == b'\n').count() as i64;
            counted_to = byte;
        }
        line
    };
    let rows = rows.filter_map(move |row| match row {
        Ok(row) if row.iter().all(|cell| cell.trim().is_empty()) => None,
        Ok(row) => {
            let line = row.position().map(|at| line_of(at.byte())).unwrap_or(0);
            Some(Ok(Record { line, cells: row.iter().map(str::to_string).collect() }))
        }
        Err(error) => {
            let line = error.position().map(|at| line_of(at.byte())).unwrap_or(0);
            Some(Err(LineFault { line, message: Message::CsvUnreadable }))
        }
    });
    (header, rows)
}

/// A file of rows under a header (the export's by default), with a BOM so spreadsheets read it
/// as UTF-8.
pub struct Writer {
    inner: csv::Writer<Vec<u8>>,
}

impl Default for Writer {
    fn default() -> Self {
        Writer::new()
    }
}

impl Writer {
    pub fn new() -> Writer {
        Writer::with_header(&catalog_csv::COLUMNS)
    }

    /// A file of other rows (a job's faults).
    pub fn with_header(header: &[&str]) -> Writer {
        let mut inner = csv::WriterBuilder::new().from_writer("\u{feff}".as_bytes().to_vec());
        // Writing into memory cannot fail.
        let _ = inner.write_record(header);
        Writer { inner }
    }

    pub fn row(&mut self, cells: &[String]) {
        let _ = self.inner.write_record(cells);
    }

    pub fn finish(self) -> String {
        let bytes = self.inner.into_inner().unwrap_or_default();
        String::from_utf8(bytes).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excel_files_with_bom_semicolons_and_quotes_read() {
        let text =
            decode("\u{feff}sku;name_hy;price\r\nA-1;\"Շապիկ; \"\"կարմիր\"\"\";1 500,50\r\n;;\r\nB-2;\"two\nlines\";3\r\n".as_bytes())
                .unwrap();
        let (header, rows) = records(&text);
        assert_eq!(header, ["sku", "name_hy", "price"]);
        let rows: Vec<Record> = rows.map(Result::unwrap).collect();
        assert_eq!(rows[0], Record { line: 2, cells: vec!["A-1".into(), "Շապիկ; \"կարմիր\"".into(), "1 500,50".into()] });
        assert_eq!((rows[1].line, rows[1].cells[1].as_str()), (4, "two\nlines"));
    }

    #[test]
    fn files_that_are_not_utf8_text_are_refused() {
        assert_eq!(decode(&[0x73, 0x6b, 0x75, 0xff]), Err(Message::CsvNotUtf8));
        assert_eq!(decode(b"sku\nA\0"), Err(Message::CharacterNotAllowed));
    }

    #[test]
    fn an_export_reads_back_as_it_was_written() {
        let mut writer = Writer::new();
        let mut cells = vec![String::new(); catalog_csv::COLUMNS.len()];
        cells[1] = "A-1".into();
        cells[14] = "Քանակ, \"մեծ\"\nնոր".into();
        writer.row(&cells);
        let text = decode(writer.finish().as_bytes()).unwrap();
        let (header, rows) = records(&text);
        assert_eq!(header, catalog_csv::COLUMNS);
        assert_eq!(rows.map(Result::unwrap).next().unwrap().cells, cells);
    }
}
