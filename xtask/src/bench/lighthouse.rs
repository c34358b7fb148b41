//! `cargo xtask bench lighthouse [--runs N] [--binary PATH] [--before BINARY --before-static DIR]`:
//! Lighthouse's performance audit with its mobile defaults (a mid-range phone: simulated slow 4G,
//! 4× CPU slowdown) in Debian's Chromium, on the demo shop served by the release build with the
//! built shell, for the home page, the catalogue, a category, a product page and a blog post.
//! Each page is audited `runs` times (default 3) and the run with the median score is reported.
//! With `--before`, an older build (its server binary and its built shell's directory) serves
//! the same demo shop beside it and each run audits both in turn, so the two are measured in the
//! same minutes. Writes the "Lighthouse" section of BENCHMARKS.md (unless another binary is
//! measured: then printed only).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

use super::http::{encode, Connection};
use crate::process::{run_with_env, Result};
use crate::root;
use crate::server::{Server, DEMO};

const CHROMIUM: &str = "/usr/bin/chromium";
const SECTION: &str = "## Lighthouse";

struct Options {
    runs: usize,
    binary: Option<PathBuf>,
    before: Option<PathBuf>,
    before_static: Option<PathBuf>,
}

fn options(args: &[String]) -> Result<Options> {
    let mut options = Options { runs: 3, binary: None, before: None, before_static: None };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--runs" => options.runs = value.parse::<usize>().map_err(|_| "--runs needs a number")?.max(1),
            "--binary" => options.binary = Some(value.into()),
            "--before" => options.before = Some(value.into()),
            "--before-static" => options.before_static = Some(value.into()),
            other => return Err(format!("unknown option {other} (--runs N, --binary PATH, --before BINARY --before-static DIR)")),
        }
    }
    if options.before.is_some() != options.before_static.is_some() {
        return Err("--before and --before-static go together: the older server and the shell it was built with".into());
    }
    Ok(options)
}

/// One audit's figures.
#[derive(Debug, Clone)]
struct Audit {
    score: f64,
    fcp_ms: f64,
    lcp_ms: f64,
    tbt_ms: f64,
    cls: f64,
}

pub fn run(args: &[String]) -> Result {
    let options = options(args)?;
    let root = root();
    let tools = root.join("xtask/lighthouse");
    crate::setup::npm_install(&tools)?;
    if !root.join("app-shell/dist/index.html").exists() {
        return Err("the shell is not built: run `cargo xtask build` first".into());
    }
    let binary = match &options.binary {
        Some(binary) => binary.clone(),
        None => {
            run_with_env(&root, "cargo", &["build", "--release", "-p", "storefront-server"], &[])?;
            Server::binary("release")
        }
    };
    let data_dir = std::env::temp_dir().join(format!("storefront-lighthouse-{}", std::process::id()));
    let server = Server::start(&binary, &data_dir, true, DEMO)?;
    let base = format!("http://{}", server.address());
    let before = match (&options.before, &options.before_static) {
        (Some(old), Some(shell)) => {
            let shell = shell.to_string_lossy().into_owned();
            let env: Vec<(&str, &str)> = DEMO.iter().copied().chain([("STATIC_DIR", shell.as_str())]).collect();
            Some(Server::start(old, &data_dir.with_extension("before"), true, &env)?)
        }
        _ => None,
    };
    let pages = pages(&server.address())?;
    let mut rows = Vec::new();
    for (name, path) in &pages {
        let (mut audits, mut earlier) = (Vec::new(), Vec::new());
        for run in 1..=options.runs {
            println!("lighthouse: {name} ({path}), run {run} of {}", options.runs);
            if let Some(before) = &before {
                earlier.push(audit(&tools, &format!("http://{}{path}", before.address()))?);
            }
            audits.push(audit(&tools, &format!("{base}{path}"))?);
        }
        let (median, earlier) = (median(audits), (!earlier.is_empty()).then(|| median(earlier)));
        let cell = |now: String, then: Option<String>| match then {
            Some(then) => format!("{then} → {now}"),
            None => now,
        };
        let row = format!(
            "| {name} | `{path}` | {} | {} | {} | {} | {} |",
            cell(format!("{:.0}", median.score), earlier.as_ref().map(|a| format!("{:.0}", a.score))),
            cell(format!("{:.2}", median.fcp_ms / 1000.0), earlier.as_ref().map(|a| format!("{:.2}", a.fcp_ms / 1000.0))),
            cell(format!("{:.2}", median.lcp_ms / 1000.0), earlier.as_ref().map(|a| format!("{:.2}", a.lcp_ms / 1000.0))),
            cell(format!("{:.0}", median.tbt_ms), earlier.as_ref().map(|a| format!("{:.0}", a.tbt_ms))),
            cell(format!("{:.3}", median.cls), earlier.as_ref().map(|a| format!("{:.3}", a.cls))),
        );
        println!("{row}");
        rows.push(row);
    }
    drop(server);
    drop(before);
    if options.binary.is_some() {
        return Ok(());
    }
    write_section(&root.join("BENCHMARKS.md"), &options, &rows)
}

/// The run with the median score.
fn median(mut audits: Vec<Audit>) -> Audit {
    audits.sort_by(|a, b| a.score.total_cmp(&b.score));
    audits.swap_remove(audits.len() / 2)
}

/// The five pages the issues name; the product is the demo catalogue's first, the post the
/// blog's newest.
fn pages(address: &str) -> Result<Vec<(&'static str, String)>> {
    let mut connection = Connection::new(address);
    let mut first = |path: &str, what: &str| -> Result<String> {
        let (status, body) = connection.get(path).map_err(|e| e.to_string())?;
        let list: Value = serde_json::from_slice(&body).map_err(|e| format!("{path} answered {status}: {e}"))?;
        Ok(list["data"][0]["url_key"].as_str().ok_or(format!("the demo shop has no {what}"))?.to_string())
    };
    let product = first("/api/products?limit=1", "product")?;
    let post = first("/api/cms/blogs?locale=hy", "blog post")?;
    Ok(vec![
        ("home", "/".to_string()),
        ("catalogue", "/shop/catalog".to_string()),
        ("category", "/shop/catalog/womens-clothing".to_string()),
        ("product", format!("/shop/products/{}/-1", encode(&product))),
        ("blog post", format!("/blog/{}", encode(&post))),
    ])
}

fn audit(tools: &Path, url: &str) -> Result<Audit> {
    let lighthouse = tools.join("node_modules/.bin/lighthouse");
    let output = Command::new(&lighthouse)
        .args([
            url,
            "--quiet",
            "--only-categories=performance",
            "--output=json",
            "--output-path=stdout",
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking",
        ])
        .env("CHROME_PATH", CHROMIUM)
        .output()
        .map_err(|e| format!("cannot start {}: {e}", lighthouse.display()))?;
    if !output.status.success() {
        return Err(format!("lighthouse {url} failed: {}", String::from_utf8_lossy(&output.stderr)));
    }
    let report: Value = serde_json::from_slice(&output.stdout).map_err(|e| format!("lighthouse's report: {e}"))?;
    let number = |audit: &str| report["audits"][audit]["numericValue"].as_f64().unwrap_or(f64::NAN);
    Ok(Audit {
        score: report["categories"]["performance"]["score"].as_f64().unwrap_or(0.0) * 100.0,
        fcp_ms: number("first-contentful-paint"),
        lcp_ms: number("largest-contentful-paint"),
        tbt_ms: number("total-blocking-time"),
        cls: number("cumulative-layout-shift"),
    })
}

fn write_section(path: &Path, options: &Options, rows: &[String]) -> Result {
    let version = crate::process::output(&root().join("xtask/lighthouse/node_modules/.bin/lighthouse").to_string_lossy(), &["--version"])
        .unwrap_or_else(|| "?".into());
    let date = crate::process::output("date", &["-u", "+%Y-%m-%d"]).unwrap_or_default();
    let section = format!(
        "{SECTION}: a phone (`cargo xtask bench lighthouse`)\n\n\
         Lighthouse {version}, its mobile defaults (simulated slow 4G, 4× CPU slowdown), performance only, in Debian's\n\
         Chromium (headless), against the release build serving the built shell and the demo shop on this machine; each\n\
         page audited {runs} times, the run with the median score shown; date {date}. Reproduce: `cargo xtask build`, then\n\
         `cargo xtask bench lighthouse --runs {runs}{compared}`. Targets (issues 17 and 33): score ≥ 95, LCP ≤ 2.5 s,\n\
         TBT ≤ 150 ms, CLS ≤ 0.05.{arrows}\n\n\
         | page | path | score | FCP s | LCP s | TBT ms | CLS |\n\
         |---|---|---|---|---|---|---|\n{rows}\n",
        runs = options.runs,
        rows = rows.join("\n"),
        compared = if options.before.is_some() { " --before OLD_BINARY --before-static OLD_SHELL_DIST" } else { "" },
        arrows = if options.before.is_some() {
            " Each cell reads `before → now`: the older build (server and shell) audited in turn with this one in each run."
        } else {
            ""
        },
    );
    let old = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let updated = match old.find(&format!("\n{SECTION}")) {
        Some(start) => {
            let after = old[start + 1..].find("\n## ").map(|end| start + 1 + end).unwrap_or(old.len());
            format!("{}\n{section}{}", &old[..start], &old[after..])
        }
        // After the measured table, before the written sections.
        None => match old.find("\n## ") {
            Some(at) => format!("{}\n{section}{}", &old[..at], &old[at..]),
            None => format!("{old}\n{section}"),
        },
    };
    std::fs::write(path, updated).map_err(|e| e.to_string())?;
    println!("wrote {}", path.display());
    Ok(())
}
