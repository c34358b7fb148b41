//! A minimal HTTP/1.1 client over one keep-alive connection: enough to drive our own server
//! from many threads without pulling an async runtime into xtask.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::Duration;

pub struct Connection {
    address: String,
    reader: Option<BufReader<TcpStream>>,
    /// Sent with every request (a session cookie, the Origin).
    headers: Vec<(String, String)>,
    /// The last `Set-Cookie` answered.
    pub set_cookie: Option<String>,
}

impl Connection {
    pub fn new(address: &str) -> Connection {
        Connection { address: address.to_string(), reader: None, headers: Vec::new(), set_cookie: None }
    }

    /// A connection that sends `headers` with every request.
    pub fn with_headers(address: &str, headers: &[(String, String)]) -> Connection {
        Connection { headers: headers.to_vec(), ..Connection::new(address) }
    }

    fn stream(&mut self) -> std::io::Result<&mut BufReader<TcpStream>> {
        if self.reader.is_none() {
            let stream = TcpStream::connect(&self.address)?;
            stream.set_nodelay(true)?;
            stream.set_read_timeout(Some(Duration::from_secs(30)))?;
            self.reader = Some(BufReader::new(stream));
        }
        Ok(self.reader.as_mut().expect("connected above"))
    }

    /// GET `path`; answers (status, body). A broken connection is reopened on the next call.
    pub fn get(&mut self, path: &str) -> std::io::Result<(u16, Vec<u8>)> {
        self.send("GET", path, None, true)
    }

    /// GET `path` and read its answer without decompressing it: what the load measures, since
    /// a browser decompresses on its own machine, not on the server's cores as this client would.
    pub fn get_encoded(&mut self, path: &str) -> std::io::Result<(u16, Vec<u8>)> {
        self.send("GET", path, None, false)
    }

    /// POST `body` as JSON to `path`; answers (status, body).
    pub fn post_json(&mut self, path: &str, body: &serde_json::Value) -> std::io::Result<(u16, Vec<u8>)> {
        self.send("POST", path, Some(body.to_string()), true)
    }

    /// POST `body` as JSON and read its answer without decompressing it (as [`Self::get_encoded`]):
    /// for calls whose status is all the load checks.
    pub fn post_json_encoded(&mut self, path: &str, body: &serde_json::Value) -> std::io::Result<(u16, Vec<u8>)> {
        self.send("POST", path, Some(body.to_string()), false)
    }

    /// POST a file's bytes (`content_type`) to `path`, as an upload does; answers (status, body).
    pub fn post_file(&mut self, path: &str, content_type: &str, body: String) -> std::io::Result<(u16, Vec<u8>)> {
        let result = self.exchange("POST", path, Some((content_type, body)), true);
        if result.is_err() {
            self.reader = None;
        }
        result
    }

    fn send(&mut self, method: &str, path: &str, json: Option<String>, decoded: bool) -> std::io::Result<(u16, Vec<u8>)> {
        let result = self.exchange(method, path, json.map(|json| ("application/json", json)), decoded);
        if result.is_err() {
            self.reader = None;
        }
        result
    }

    fn exchange(&mut self, method: &str, path: &str, body: Option<(&str, String)>, decoded: bool) -> std::io::Result<(u16, Vec<u8>)> {
        let host = self.address.clone();
        self.stream()?;
        let mut request = format!("{method} {path} HTTP/1.1\r\nHost: {host}\r\nAccept: application/json\r\n");
        for (name, value) in &self.headers {
            request.push_str(&format!("{name}: {value}\r\n"));
        }
        let reader = self.reader.as_mut().expect("connected above");
        if let Some((content_type, body)) = &body {
            request.push_str(&format!("Content-Type: {content_type}\r\nContent-Length: {}\r\n\r\n{body}", body.len()));
        } else {
            request.push_str("\r\n");
        }
        reader.get_mut().write_all(request.as_bytes())?;
        let mut line = String::new();
        reader.read_line(&mut line)?;
        let status: u16 = line.split_whitespace().nth(1).and_then(|s| s.parse().ok()).ok_or_else(|| bad(&line))?;
        let (mut length, mut chunked, mut close, mut set_cookie, mut encoding) = (None, false, false, None, None);
        loop {
            line.clear();
            reader.read_line(&mut line)?;
            let header = line.trim_end();
            if header.is_empty() {
                break;
            }
            let (name, value) = header.split_once(':').ok_or_else(|| bad(header))?;
            match name.trim().to_ascii_lowercase().as_str() {
                "content-length" => length = value.trim().parse::<usize>().ok(),
                "transfer-encoding" => chunked = value.to_ascii_lowercase().contains("chunked"),
                "connection" => close = value.to_ascii_lowercase().contains("close"),
                "set-cookie" => set_cookie = Some(value.trim().to_string()),
                "content-encoding" => encoding = Some(value.trim().to_ascii_lowercase()),
                _ => {}
            }
        }
        let body = if chunked { read_chunked(reader)? } else { read_exact(reader, length.unwrap_or(0))? };
        // Decoded as a browser does, so callers read the answer whatever the connection asked for.
        let body = if decoded { decode(encoding.as_deref(), body)? } else { body };
        if close {
            self.reader = None;
        }
        if set_cookie.is_some() {
            self.set_cookie = set_cookie;
        }
        Ok((status, body))
    }
}

fn decode(encoding: Option<&str>, body: Vec<u8>) -> std::io::Result<Vec<u8>> {
    let mut decoded = Vec::with_capacity(body.len() * 4);
    match encoding {
        None | Some("identity") => return Ok(body),
        Some("br") => brotli_decompressor::Decompressor::new(&body[..], 8 * 1024).read_to_end(&mut decoded)?,
        Some("gzip") => flate2::read::GzDecoder::new(&body[..]).read_to_end(&mut decoded)?,
        Some(other) => return Err(bad(&format!("content-encoding {other}"))),
    };
    Ok(decoded)
}

fn bad(text: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidData, format!("bad HTTP line: {text:?}"))
}

fn read_exact(reader: &mut impl Read, length: usize) -> std::io::Result<Vec<u8>> {
    let mut body = vec![0; length];
    reader.read_exact(&mut body)?;
    Ok(body)
}

fn read_chunked(reader: &mut BufReader<TcpStream>) -> std::io::Result<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let mut size_line = String::new();
        reader.read_line(&mut size_line)?;
        let size = usize::from_str_radix(size_line.trim().split(';').next().unwrap_or(""), 16).map_err(|_| bad(&size_line))?;
        let mut chunk = read_exact(reader, size + 2)?;
        chunk.truncate(size);
        body.extend_from_slice(&chunk);
        if size == 0 {
            return Ok(body);
        }
    }
}

/// Percent-encodes a query value (UTF-8 bytes).
pub fn encode(value: &str) -> String {
    value
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}
