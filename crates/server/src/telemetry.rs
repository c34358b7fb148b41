//! Logs go to stdout through `tracing`; `RUST_LOG` filters them (default: info for this crate
//! and the request log).

use std::io::IsTerminal;

use tracing_subscriber::EnvFilter;

use crate::config::LogFormat;

const DEFAULT_FILTER: &str = "storefront_server=info,tower_http=info,sqlx=warn,warn";

/// Installs the global subscriber; a second call (tests) is a harmless no-op.
pub fn init(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(DEFAULT_FILTER));
    // Colour codes only for a person at a terminal, not in files or collectors.
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_ansi(std::io::stdout().is_terminal());
    let _ = match format {
        LogFormat::Compact => builder.compact().try_init(),
        LogFormat::Json => builder.json().with_current_span(true).with_span_list(false).try_init(),
    };
}

/// The server's own resident memory in MiB (`RssAnon` of `/proc/self/status`: heap and stacks,
/// not the pages of the SQLite file it maps), where the system tells it: logged after each
/// startup step, so what a structure costs at a catalogue's size can be read from the log.
pub fn own_memory_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let kib: f64 = status.lines().find_map(|line| line.strip_prefix("RssAnon:"))?.trim().trim_end_matches("kB").trim().parse().ok()?;
    Some((kib / 1024.0 * 10.0).round() / 10.0)
}

/// Hands back to the system what the allocator holds freed, after a step that allocated much and
/// then let go (the search index's build at start and at each rebuild after a catalogue change:
/// its indexer and the index it reads, ~200 MiB at 100,000 products). Otherwise mimalloc keeps it
/// in the heaps of the threads that built, some of which are idle, for as long as they live.
pub fn return_freed_memory() {
    // SAFETY: `mi_collect` takes no pointers; with `force` it also frees the pages of heaps whose
    // threads have ended. Where mimalloc is not the global allocator (tests) it has little to do.
    unsafe { libmimalloc_sys::mi_collect(true) };
}
