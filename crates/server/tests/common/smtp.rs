//! A tiny real SMTP server on 127.0.0.1 for the mail tests: it speaks enough of RFC 5321 for
//! lettre (greeting, EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) over TCP and records what it
//! is given, and can refuse recipients or stay silent. Plus the decoding a reader's mail program
//! does (RFC 2047 headers, base64 and quoted-printable bodies), to check text arrives intact.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Behaviour {
    /// Takes every message.
    Accept,
    /// Answers 550 to every RCPT TO, as a relay does for an unknown mailbox.
    RefuseRecipients,
    /// Accepts the connection and never says a word (a hung relay).
    Silent,
}

/// One message as the receiver got it.
#[derive(Debug, Clone)]
pub struct Received {
    /// The envelope: `MAIL FROM:<…>` and each `RCPT TO:<…>`, without the brackets.
    pub mail_from: String,
    pub rcpt_to: Vec<String>,
    /// Headers and body as sent, CRLF line ends, dot-stuffing undone.
    pub data: String,
}

#[derive(Debug, Default)]
struct Log {
    received: Vec<Received>,
    refused_recipients: usize,
    connections: usize,
}

pub struct SmtpReceiver {
    pub port: u16,
    log: Arc<Mutex<Log>>,
    task: JoinHandle<()>,
}

impl Drop for SmtpReceiver {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl SmtpReceiver {
    pub async fn start(behaviour: Behaviour) -> SmtpReceiver {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind the SMTP receiver");
        let port = listener.local_addr().expect("local addr").port();
        let log = Arc::new(Mutex::new(Log::default()));
        let task = tokio::spawn({
            let log = log.clone();
            async move {
                while let Ok((stream, _)) = listener.accept().await {
                    log.lock().unwrap().connections += 1;
                    tokio::spawn(session(stream, behaviour, log.clone()));
                }
            }
        });
        SmtpReceiver { port, log, task }
    }

    pub fn received(&self) -> Vec<Received> {
        self.log.lock().unwrap().received.clone()
    }

    pub fn refused_recipients(&self) -> usize {
        self.log.lock().unwrap().refused_recipients
    }

    pub fn connections(&self) -> usize {
        self.log.lock().unwrap().connections
    }

    /// Waits (up to 10 s) until `count` messages came in, and answers them.
    pub async fn wait_for(&self, count: usize) -> Vec<Received> {
        eventually(&format!("{count} message(s) at the SMTP receiver"), || {
            let received = self.received();
            (received.len() >= count).then_some(received)
        })
        .await
    }
}

/// Polls `check` every 20 ms until it answers, failing the test after 10 s.
pub async fn eventually<T>(what: &str, mut check: impl FnMut() -> Option<T>) -> T {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(value) = check() {
            return value;
        }
        assert!(tokio::time::Instant::now() < deadline, "waited 10 s for {what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn session(stream: TcpStream, behaviour: Behaviour, log: Arc<Mutex<Log>>) {
    if behaviour == Behaviour::Silent {
        // Holds the connection open without a greeting until the test ends.
        let _held = stream;
        std::future::pending::<()>().await;
        return;
    }
    let (reader, mut writer) = stream.into_split();
    let mut reader = BufReader::new(reader);
    if !send(&mut writer, "220 receiver.test ESMTP test receiver").await {
        return;
    }
    let (mut mail_from, mut rcpt_to) = (String::new(), Vec::new());
    loop {
        let Some(line) = read_line(&mut reader).await else { return };
        let verb = line.split([' ', ':']).next().unwrap_or_default().to_ascii_uppercase();
        let answer = match verb.as_str() {
            "EHLO" => "250-receiver.test greets you\r\n250-8BITMIME\r\n250 SMTPUTF8",
            "HELO" => "250 receiver.test",
            "MAIL" => {
                mail_from = between_brackets(&line);
                rcpt_to.clear();
                "250 2.1.0 sender ok"
            }
            "RCPT" if behaviour == Behaviour::RefuseRecipients => {
                log.lock().unwrap().refused_recipients += 1;
                "550 5.1.1 no such mailbox here"
            }
            "RCPT" => {
                rcpt_to.push(between_brackets(&line));
                "250 2.1.5 recipient ok"
            }
            "DATA" if rcpt_to.is_empty() => "554 5.5.1 no valid recipients",
            "DATA" => {
                if !send(&mut writer, "354 end data with <CR><LF>.<CR><LF>").await {
                    return;
                }
                let Some(data) = read_data(&mut reader).await else { return };
                let message = Received { mail_from: mail_from.clone(), rcpt_to: std::mem::take(&mut rcpt_to), data };
                log.lock().unwrap().received.push(message);
                "250 2.0.0 queued"
            }
            "RSET" => {
                (mail_from, rcpt_to) = (String::new(), Vec::new());
                "250 2.0.0 ok"
            }
            "NOOP" => "250 2.0.0 ok",
            "QUIT" => {
                send(&mut writer, "221 2.0.0 bye").await;
                return;
            }
            _ => "502 5.5.2 command not implemented",
        };
        if !send(&mut writer, answer).await {
            return;
        }
    }
}

/// Writes one reply line; false when the client has gone.
async fn send(writer: &mut OwnedWriteHalf, text: &str) -> bool {
    writer.write_all(format!("{text}\r\n").as_bytes()).await.is_ok()
}

/// One line without its CRLF; `None` at the end of the connection.
async fn read_line(reader: &mut BufReader<OwnedReadHalf>) -> Option<String> {
    let mut bytes = Vec::new();
    match reader.read_until(b'\n', &mut bytes).await {
        Ok(0) | Err(_) => None,
        Ok(_) => Some(String::from_utf8_lossy(&bytes).trim_end_matches(['\r', '\n']).to_string()),
    }
}

/// The message up to the line holding a single dot, with dot-stuffing undone (RFC 5321 4.5.2).
async fn read_data(reader: &mut BufReader<OwnedReadHalf>) -> Option<String> {
    let mut data = String::new();
    loop {
        let line = read_line(reader).await?;
        if line == "." {
            return Some(data);
        }
        data.push_str(line.strip_prefix('.').unwrap_or(&line));
        data.push_str("\r\n");
    }
}

fn between_brackets(line: &str) -> String {
    match (line.find('<'), line.rfind('>')) {
        (Some(open), Some(close)) if open < close => line[open + 1..close].to_string(),
        _ => String::new(),
    }
}

impl Received {
    /// A header's value, unfolded, as sent (still encoded).
    pub fn raw_header(&self, name: &str) -> Option<String> {
        let head = self.data.split("\r\n\r\n").next().unwrap_or_default();
        let unfolded = head.replace("\r\n ", " ").replace("\r\n\t", " ");
        unfolded.split("\r\n").find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.trim().eq_ignore_ascii_case(name).then(|| value.trim().to_string())
        })
    }

    /// A header's value decoded as a mail program shows it (RFC 2047 encoded words).
    pub fn header(&self, name: &str) -> Option<String> {
        self.raw_header(name).map(|value| decode_words(&value))
    }

    /// The body decoded from its Content-Transfer-Encoding, as UTF-8 text.
    pub fn body(&self) -> String {
        let body = self.data.split_once("\r\n\r\n").map(|(_, body)| body).unwrap_or_default();
        let encoding = self.raw_header("Content-Transfer-Encoding").unwrap_or_default().to_ascii_lowercase();
        let bytes = match encoding.as_str() {
            "base64" => base64(body),
            "quoted-printable" => quoted_printable(body, false),
            _ => body.as_bytes().to_vec(),
        };
        String::from_utf8(bytes).expect("the body is UTF-8").replace("\r\n", "\n")
    }
}

/// `=?charset?B|Q?text?=` words (only UTF-8 here); whitespace between two words is dropped.
fn decode_words(value: &str) -> String {
    let mut out = String::new();
    let mut previous_was_word = false;
    for token in value.split_whitespace() {
        let word = token.strip_prefix("=?").and_then(|t| t.strip_suffix("?=")).and_then(|t| {
            let mut parts = t.splitn(3, '?');
            let (charset, encoding, text) = (parts.next()?, parts.next()?, parts.next()?);
            assert!(charset.eq_ignore_ascii_case("utf-8"), "charset {charset}");
            let bytes = match encoding {
                "B" | "b" => base64(text),
                "Q" | "q" => quoted_printable(text, true),
                other => panic!("unknown encoding {other}"),
            };
            Some(String::from_utf8(bytes).expect("an encoded word is UTF-8"))
        });
        match word {
            Some(text) => {
                if !out.is_empty() && !previous_was_word {
                    out.push(' ');
                }
                out.push_str(&text);
                previous_was_word = true;
            }
            None => {
                if !out.is_empty() {
                    out.push(' ');
                }
                out.push_str(token);
                previous_was_word = false;
            }
        }
    }
    out
}

fn base64(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::new();
    let (mut buffer, mut bits) = (0u32, 0);
    for byte in text.bytes().filter(|b| !b.is_ascii_whitespace() && *b != b'=') {
        let value = ALPHABET.iter().position(|a| *a == byte).unwrap_or_else(|| panic!("not base64: {:?}", byte as char));
        buffer = (buffer << 6) | value as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
        }
    }
    out
}

/// Quoted-printable (RFC 2045 6.7), or with `underscore_is_space` the Q encoding of RFC 2047.
fn quoted_printable(text: &str, underscore_is_space: bool) -> Vec<u8> {
    let text = text.replace("=\r\n", "");
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'=' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).expect("ASCII");
                out.push(u8::from_str_radix(hex, 16).unwrap_or_else(|_| panic!("bad escape ={hex}")));
                i += 3;
            }
            b'_' if underscore_is_space => {
                out.push(b' ');
                i += 1;
            }
            byte => {
                out.push(byte);
                i += 1;
            }
        }
    }
    out
}
