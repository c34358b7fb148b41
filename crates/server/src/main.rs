//! `storefront-server`: reads the configuration from the environment, migrates the database,
//! and serves until Ctrl-C or SIGTERM.
//!
//! `storefront-server seed [--products N] [--orders M]` instead migrates, writes the demo catalogue
//! (and, with `--products`, synthetic products until N are listed; with `--orders`, generated
//! orders until M exist) into the configured
//! `DATABASE_URL` and `DATA_DIR`, prints what it did and exits.
//!
//! `storefront-server openapi` prints the API's OpenAPI document (what `/api/openapi.json`
//! serves) without touching a database; `cargo xtask generate` makes the shell's types from it.
//!
//! `storefront-server staff create EMAIL --role owner` creates a back-office account (the first
//! owner): the password is read from standard input with `--password-stdin`, asked for at a
//! terminal, or else generated and printed once. The back office (`/admin`) does the rest; for
//! scripts, `orders complete NUMBER` does its "complete" (the customer earns the bonuses) and
//! `sellers approve EMAIL` opens a company's store, and `outbox EMAIL` prints the mail kept for an
//! address (what was sent, or is waiting when no SMTP relay is configured).

use std::process::ExitCode;

use storefront_core::staff::Role;
use storefront_server::{build_app, serve, telemetry, Config, Db, StartupError};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const USAGE: &str =
    "usage: storefront-server [seed [--products N] [--orders M] | staff create EMAIL --role ROLE [--name NAME] [--password-stdin] | \
     orders complete NUMBER | sellers approve EMAIL | outbox EMAIL | openapi]";

#[tokio::main]
async fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let command = match Command::parse(&args) {
        Ok(command) => command,
        Err(message) => {
            eprintln!("storefront-server: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    // The document needs no configuration: a client's build can make it anywhere.
    if command == Command::OpenApi {
        let document = storefront_api::routes::openapi::document();
        let printed = document.to_pretty_json().map_err(|e| e.to_string()).and_then(|json| {
            use std::io::Write;
            // A closed pipe (`| head`) is the reader's choice, not a failure.
            match writeln!(std::io::stdout(), "{json}") {
                Err(error) if error.kind() != std::io::ErrorKind::BrokenPipe => Err(error.to_string()),
                _ => Ok(()),
            }
        });
        return match printed {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("storefront-server: {error}");
                ExitCode::FAILURE
            }
        };
    }
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(error) => {
            eprintln!("storefront-server: {error}");
            return ExitCode::FAILURE;
        }
    };
    telemetry::init(config.log_format);
    let outcome = match command {
        Command::Serve | Command::OpenApi => None,
        Command::Seed { products, orders } => Some(run_seed(config.clone(), products, orders).await),
        Command::CompleteOrder { number } => Some(run_operation(&config, Operation::CompleteOrder(number)).await),
        Command::ApproveSeller { email } => Some(run_operation(&config, Operation::ApproveSeller(email)).await),
        Command::Outbox { email } => Some(run_operation(&config, Operation::Outbox(email)).await),
        Command::CreateStaff { email, role, name, password_stdin } => {
            Some(run_operation(&config, Operation::CreateStaff { email, role, name, password_stdin }).await)
        }
    };
    if let Some(outcome) = outcome {
        return match outcome {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("storefront-server: {error}");
                ExitCode::FAILURE
            }
        };
    }
    match run(config).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!("{error}");
            ExitCode::FAILURE
        }
    }
}

async fn run(mut config: Config) -> Result<(), StartupError> {
    let addr = config.socket_addr();
    tracing::info!(
        database = %config.database_url_redacted(),
        static_dir = %config.static_dir.display(),
        "starting"
    );
    if config.payments.simulators {
        tracing::warn!("payment simulators are mounted at /simulator/ (PAYMENT_SIMULATORS=1): no payment is real");
    }
    // Bound first, so that with PORT=0 the shop's own URL (mailed links, provider return URLs when
    // PUBLIC_URL is unset) names the port really listened on.
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(|source| StartupError::Bind { addr, source })?;
    if let Ok(local) = listener.local_addr() {
        config.port = local.port();
    }
    if config.public_url.is_none() {
        tracing::warn!(url = %config.shop_url(), "PUBLIC_URL is unset: links and payment return URLs name this server's own address");
    }
    let limits = config.connections;
    let (app, state) = build_app(config.clone()).await?;
    let db = state.db.clone();
    // Catalogue changes made outside the feed of changes (the seed command) reach this server's
    // listing and search index within a minute.
    storefront_api::catalog::refresh::spawn(state.catalogue.clone(), std::time::Duration::from_secs(60), telemetry::return_freed_memory)
        .await;
    // What any server changed (stock, prices, products saved in the back office) reaches this
    // server's caches and search index within a second.
    storefront_api::catalog::feed::spawn(state.catalogue.clone(), std::time::Duration::from_secs(1));
    storefront_api::catalog::housekeeping::spawn(state.db.clone(), state.config.pictures.clone());
    // The Central Bank's rates, when a URL is configured: now, then on the schedule.
    if let Some(schedule) = config.rates_import.clone() {
        tracing::info!(url = %schedule.url, every_minutes = schedule.every.as_secs() / 60, "importing the Central Bank's exchange rates");
        storefront_central_bank::spawn(state.db.clone(), schedule);
    }
    // The catalogue's CSV imports and exports, and those a stopped server left running.
    let picture_hosts = config.import_picture_hosts.clone();
    storefront_catalog_csv::Runner::new(state.db.clone(), &state.config.shop_url, state.config.pictures.clone(), picture_hosts)
        .spawn(std::time::Duration::from_secs(1));
    let mail_sender = storefront_mail::start(&state.db, &config.mail, &state.outbox)?;
    tracing::info!(database = db.dialect().name(), "listening on {}", state.config.shop_url);
    serve(listener, app, limits).await.map_err(StartupError::Serve)?;
    // Stopped before the pool closes, so it does not report a closed pool as an outbox error.
    drop(mail_sender);
    db.close().await;
    Ok(())
}

#[derive(Debug, PartialEq)]
enum Command {
    Serve,
    Seed { products: Option<usize>, orders: Option<usize> },
    CompleteOrder { number: String },
    ApproveSeller { email: String },
    Outbox { email: String },
    CreateStaff { email: String, role: Role, name: String, password_stdin: bool },
    OpenApi,
}

impl Command {
    fn parse(args: &[String]) -> Result<Command, String> {
        match args.first().map(String::as_str) {
            None => Ok(Command::Serve),
            Some("seed") => {
                let (mut products, mut orders) = (None, None);
                let mut rest = args[1..].iter();
                while let Some(arg) = rest.next() {
                    let (flag, value) = match arg.split_once('=') {
                        Some((flag, value)) => (flag, value.to_owned()),
                        None => (arg.as_str(), rest.next().cloned().ok_or(format!("{arg} needs a number"))?),
                    };
                    let count = Some(value.replace('_', "").parse().map_err(|_| format!("{flag} expects a whole number, not {value:?}"))?);
                    match flag {
                        "--products" => products = count,
                        "--orders" => orders = count,
                        _ => return Err(format!("unknown argument {arg:?}")),
                    }
                }
                Ok(Command::Seed { products, orders })
            }
            Some("orders") => match &args[1..] {
                [verb, number] if verb == "complete" => Ok(Command::CompleteOrder { number: number.clone() }),
                _ => Err("expected: orders complete NUMBER".into()),
            },
            Some("sellers") => match &args[1..] {
                [verb, email] if verb == "approve" => Ok(Command::ApproveSeller { email: email.clone() }),
                _ => Err("expected: sellers approve EMAIL".into()),
            },
            Some("staff") => parse_create_staff(&args[1..]),
            Some("openapi") if args.len() == 1 => Ok(Command::OpenApi),
            Some("outbox") => match &args[1..] {
                [email] => Ok(Command::Outbox { email: email.clone() }),
                _ => Err("expected: outbox EMAIL".into()),
            },
            Some("-h" | "--help" | "help") => Err("the commands are:".into()),
            Some(other) => Err(format!("unknown command {other:?}")),
        }
    }
}

/// `staff create EMAIL --role ROLE [--name NAME] [--password-stdin]`.
fn parse_create_staff(args: &[String]) -> Result<Command, String> {
    const EXPECTED: &str = "expected: staff create EMAIL --role ROLE [--name NAME] [--password-stdin]";
    let [verb, email, rest @ ..] = args else { return Err(EXPECTED.into()) };
    if verb != "create" {
        return Err(EXPECTED.into());
    }
    let (mut role, mut name, mut password_stdin) = (None, String::new(), false);
    let mut rest = rest.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--role" => {
                let code = rest.next().ok_or("--role needs a role")?;
                let roles = Role::ALL.map(Role::code).join(", ");
                role = Some(Role::parse(code).ok_or_else(|| format!("unknown role {code:?}; the roles are {roles}"))?);
            }
            "--name" => name = rest.next().ok_or("--name needs a name")?.clone(),
            "--password-stdin" => password_stdin = true,
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    let role = role.ok_or("--role is required")?;
    Ok(Command::CreateStaff { email: email.clone(), role, name, password_stdin })
}

enum Operation {
    CompleteOrder(String),
    ApproveSeller(String),
    Outbox(String),
    CreateStaff { email: String, role: Role, name: String, password_stdin: bool },
}

/// Runs one operator command against the configured database and prints what it did.
async fn run_operation(config: &Config, operation: Operation) -> Result<(), Box<dyn std::error::Error>> {
    use storefront_server::operations::{self, Approval};
    let db = Db::connect(&config.database_url).await?;
    db.migrate().await?;
    let outcome = match operation {
        Operation::CompleteOrder(number) => {
            let state = storefront_admin::server::AdminState {
                db: db.clone(),
                config: std::sync::Arc::new(config.admin()),
                payments: std::sync::Arc::new(config.payments.clone()),
                pictures: storefront_media::PictureStore::open(&config.media, &config.data_dir)?,
            };
            match operations::complete_order(&state, &number).await {
                Ok(earned_minor) => Ok(format!("order {number} completed; bonuses earned: {} ֏", earned_minor / 100)),
                Err(error) => Err(format!("order {number} not completed: {}", operations::describe(&error))),
            }
        }
        Operation::CreateStaff { email, role, name, password_stdin } => {
            let (password, generated) = operations::staff_password(password_stdin)?;
            match operations::create_staff(&db, &email, role, &name, &password, generated).await? {
                Ok(id) if generated => Ok(format!(
                    "staff {id} created: {email} ({}); password, shown once (to be changed at first sign-in): {password}",
                    role.code()
                )),
                Ok(id) => Ok(format!("staff {id} created: {email} ({})", role.code())),
                Err(reason) => Err(reason),
            }
        }
        Operation::ApproveSeller(email) => match operations::approve_seller(&db, &email).await? {
            Approval::Approved { url } => Ok(format!("seller approved: /stores/{url}")),
            Approval::NothingPending => Err(format!("no pending seller application for {email}")),
        },
        Operation::Outbox(email) => {
            let mails = storefront_db::checkout::outbox::to_recipient(&db, &email.trim().to_lowercase()).await?;
            Ok(mails
                .iter()
                .map(|mail| {
                    format!(
                        "--- {} · {} · send attempts: {}\n{}\n\n{}",
                        mail.created_at, mail.recipient, mail.attempts, mail.subject, mail.body
                    )
                })
                .collect::<Vec<_>>()
                .join("\n"))
        }
    };
    db.close().await;
    println!("{}", outcome?);
    Ok(())
}

/// Migrates, seeds the demo catalogue and, with `products`, the large one; prints a summary.
#[cfg(feature = "demo")]
async fn run_seed(config: Config, products: Option<usize>, orders: Option<usize>) -> Result<(), Box<dyn std::error::Error>> {
    std::fs::create_dir_all(&config.data_dir).map_err(|e| format!("cannot create DATA_DIR {}: {e}", config.data_dir.display()))?;
    let db = Db::connect(&config.database_url).await?;
    db.migrate().await?;
    let (storage, cache) =
        (storefront_core::pictures::storage_dir(&config.data_dir), storefront_core::pictures::cache_dir(&config.data_dir));
    println!("seeding {} ({}), pictures in {}", config.database_url_redacted(), db.dialect().name(), storage.display());
    let outcome = match products {
        None => storefront_demo::demo(&db, &storage, &cache).await.map(|report| println!("{report}")),
        Some(n) => storefront_demo::large(&db, &storage, &cache, n).await.map(|report| {
            println!("{}", report.demo);
            println!("{report}");
        }),
    };
    let outcome = match (outcome, orders) {
        (Ok(()), Some(n)) => storefront_demo::orders(&db, n).await.map(|report| println!("{report}")),
        (other, _) => other,
    };
    db.close().await;
    Ok(outcome?)
}

#[cfg(not(feature = "demo"))]
async fn run_seed(_: Config, _: Option<usize>, _: Option<usize>) -> Result<(), Box<dyn std::error::Error>> {
    Err("this build has no demo shop (it was built without the `demo` feature)".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Command, String> {
        Command::parse(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn commands() {
        assert_eq!(parse(&[]), Ok(Command::Serve));
        assert_eq!(parse(&["seed"]), Ok(Command::Seed { products: None, orders: None }));
        assert_eq!(parse(&["seed", "--products", "100_000"]), Ok(Command::Seed { products: Some(100_000), orders: None }));
        assert_eq!(parse(&["seed", "--products=50"]), Ok(Command::Seed { products: Some(50), orders: None }));
        assert_eq!(parse(&["seed", "--orders", "1_000_000"]), Ok(Command::Seed { products: None, orders: Some(1_000_000) }));
        assert!(parse(&["seed", "--customers", "5"]).is_err());
        assert!(parse(&["seed", "--products"]).is_err());
        assert!(parse(&["seed", "--products", "many"]).is_err());
        assert_eq!(parse(&["orders", "complete", "100001"]), Ok(Command::CompleteOrder { number: "100001".into() }));
        assert_eq!(parse(&["sellers", "approve", "shop@ararat.am"]), Ok(Command::ApproveSeller { email: "shop@ararat.am".into() }));
        assert!(parse(&["orders", "delete", "1"]).is_err());
        assert_eq!(parse(&["outbox", "ani@example.am"]), Ok(Command::Outbox { email: "ani@example.am".into() }));
        assert!(parse(&["seeds"]).is_err());
        assert_eq!(parse(&["openapi"]), Ok(Command::OpenApi));
        assert!(parse(&["openapi", "out.json"]).is_err());
        assert_eq!(
            parse(&["staff", "create", "owner@shuka.am", "--role", "owner"]),
            Ok(Command::CreateStaff { email: "owner@shuka.am".into(), role: Role::Owner, name: String::new(), password_stdin: false })
        );
        assert_eq!(
            parse(&["staff", "create", "c@shuka.am", "--role", "order-clerk", "--name", "Aram", "--password-stdin"]),
            Ok(Command::CreateStaff { email: "c@shuka.am".into(), role: Role::OrderClerk, name: "Aram".into(), password_stdin: true })
        );
        assert!(parse(&["staff", "create", "x@shuka.am"]).unwrap_err().contains("--role is required"));
        assert!(parse(&["staff", "create", "x@shuka.am", "--role", "admin"]).unwrap_err().contains("unknown role"));
    }
}
