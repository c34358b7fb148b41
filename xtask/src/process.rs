//! Running commands: plain, or with their output echoed and kept for counting test results.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

pub type Result<T = ()> = std::result::Result<T, String>;

/// Runs a command in `dir`, streaming its output; fails when it exits non-zero.
pub fn run(dir: &Path, program: &str, args: &[&str]) -> Result {
    run_with_env(dir, program, args, &[])
}

pub fn run_with_env(dir: &Path, program: &str, args: &[&str], env: &[(&str, &str)]) -> Result {
    println!("$ {program} {}", args.join(" "));
    let status = Command::new(program)
        .args(args)
        .current_dir(dir)
        .envs(env.iter().copied())
        .status()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{program} {} failed ({status})", args.join(" ")))
    }
}

/// Runs a command and answers its trimmed standard output, or None if it cannot run.
pub fn output(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).stderr(Stdio::null()).output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Runs a command echoing stdout and stderr, and answers (succeeded, every output line).
pub fn run_captured(dir: &Path, program: &str, args: &[&str], env: &[(&str, &str)]) -> Result<(bool, Vec<String>)> {
    println!("$ {program} {}", args.join(" "));
    let mut child = Command::new(program)
        .args(args)
        .current_dir(dir)
        .envs(env.iter().copied())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    let stderr = child.stderr.take().map(|err| {
        std::thread::spawn(move || {
            BufReader::new(err).lines().map_while(std::result::Result::ok).inspect(|line| eprintln!("{line}")).collect::<Vec<_>>()
        })
    });
    let mut lines: Vec<String> = match child.stdout.take() {
        Some(out) => BufReader::new(out).lines().map_while(std::result::Result::ok).inspect(|line| println!("{line}")).collect(),
        None => Vec::new(),
    };
    if let Some(handle) = stderr {
        lines.extend(handle.join().unwrap_or_default());
    }
    let status = child.wait().map_err(|e| format!("{program}: {e}"))?;
    Ok((status.success(), lines))
}

/// Runs a command and answers its standard output exactly as printed (its errors go to the
/// terminal); fails when it exits non-zero.
pub fn stdout_of(dir: &Path, program: &str, args: &[&str]) -> Result<String> {
    println!("$ {program} {}", args.join(" "));
    let out = Command::new(program)
        .args(args)
        .current_dir(dir)
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    if !out.status.success() {
        return Err(format!("{program} {} failed ({})", args.join(" "), out.status));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("{program} {} printed something not UTF-8: {e}", args.join(" ")))
}
