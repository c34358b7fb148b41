//! SQLite commits: made durable in groups, and queued for without sleeping.
//!
//! **Durable in groups.** With `synchronous = FULL`, SQLite syncs the write-ahead log inside
//! every commit while it holds the database's single write lock, so writers queue behind one disk
//! flush each (about 0.6 ms on these machines): that, not the SQL, capped add to cart at ~900/s
//! and checkout at ~190 orders/s (BENCHMARKS.md, issue 17). The pool's connections instead run
//! with `synchronous = NORMAL` (a commit writes the log without syncing it) through a VFS that is
//! SQLite's own `unix` one except for one signal: SQLite tells the VFS when a commit is done and
//! the write lock released (`SQLITE_FCNTL_COMMIT_PHASETWO`), before the statement that committed
//! returns, whichever way it committed (a `COMMIT`, a statement in autocommit, or a `RETURNING`
//! statement reset after its first row). There the log is synced before the commit is
//! reported; commits that finish while a sync runs are covered by the next one, which one of them
//! runs for all. So a statement still returns only once its commit is on disk, as with `FULL`,
//! but one flush serves every commit that was waiting for it. (WAL with `NORMAL` is always
//! consistent, per SQLite's documentation; what it gives up is durability, which this restores.)
//!
//! **Queued without sleeping.** A writer that finds another connection's write under way gets
//! `SQLITE_BUSY`, and SQLite's `busy_timeout` handler then sleeps 1, 2, 5, 10… ms between tries,
//! however soon the lock is free: with 32 shoppers adding to carts, that sleeping was most of the
//! latency. The busy handler here waits to be woken by the commit that frees the lock (or 1 ms
//! at most, for a rollback, which wakes no one), and gives up after the same 5 s as before.
//!
//! The pool opens its SQLite connections with this VFS ([`VFS_NAME`]) and runs [`ENABLE`] on
//! each (sqlx sets a `busy_timeout` after opening a connection, which would replace the busy
//! handler), then sets `synchronous = NORMAL`. A connection opened any other way keeps SQLite's
//! defaults: `FULL`, and sleeping writers.

use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void, CStr};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, Once, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use libsqlite3_sys as ffi;

/// The VFS the pool names in its SQLite URLs.
pub(crate) const VFS_NAME: &str = "storefront-group-commit";
const VFS_NAME_C: &CStr = c"storefront-group-commit";
/// How long a writer waits for another's write lock before its statement fails as busy (what
/// `PRAGMA busy_timeout` was).
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);
/// The longest a waiting writer sleeps between tries when no commit wakes it.
const BUSY_POLL: Duration = Duration::from_millis(1);

/// One database file's log: how many commits were made, and how many of them are on disk.
#[derive(Default)]
struct Log {
    /// Taken by each commit after its pages were written to the log.
    committed: AtomicU64,
    /// Every commit numbered up to this is on disk.
    synced: AtomicU64,
    /// Held while the log is being synced: one sync at a time, the others wait to see whether
    /// it covered them.
    syncing: Mutex<()>,
    /// How many syncs ran (for the tests).
    syncs: AtomicU64,
    /// Writers waiting for the write lock sleep here; each commit wakes them.
    lock_freed: Condvar,
    waiting: Mutex<()>,
}

impl Log {
    /// After a commit: the write lock is free, the writers waiting for it may try again.
    fn wake_writers(&self) {
        let _waiting = self.waiting.lock().unwrap_or_else(PoisonError::into_inner);
        self.lock_freed.notify_all();
    }

    /// Sleeps until a commit frees the write lock, or [`BUSY_POLL`].
    fn wait_for_lock(&self) {
        let waiting = self.waiting.lock().unwrap_or_else(PoisonError::into_inner);
        let _woken = self.lock_freed.wait_timeout(waiting, BUSY_POLL).unwrap_or_else(PoisonError::into_inner);
    }

    /// Returns once commit number `ticket` is on disk, syncing the log when no sync that
    /// started after it has finished.
    fn make_durable(&self, wal: &Path, ticket: u64) -> std::io::Result<()> {
        let _turn = self.syncing.lock().unwrap_or_else(PoisonError::into_inner);
        if self.synced.load(Ordering::Acquire) >= ticket {
            return Ok(());
        }
        // Every commit numbered up to `covered` wrote its pages before taking its number, so
        // this sync takes them all to disk.
        let covered = self.committed.load(Ordering::Acquire);
        // Opened by path each time: SQLite deletes and recreates the log when the last
        // connection closes, and a kept descriptor would then sync a deleted file.
        match File::open(wal) {
            Ok(file) => file.sync_data()?,
            // No log left: a checkpoint moved everything into the database file and synced it.
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
            Err(error) => return Err(error),
        }
        self.syncs.fetch_add(1, Ordering::Relaxed);
        self.synced.fetch_max(covered, Ordering::Release);
        Ok(())
    }

    /// A commit on this database is done and its write lock released.
    fn committed(&self, wal: &Path) -> std::io::Result<()> {
        self.wake_writers();
        let ticket = self.committed.fetch_add(1, Ordering::AcqRel) + 1;
        self.make_durable(wal, ticket)
    }
}

/// The logs of every database file this process committed to, by log path. Entries stay for
/// the life of the process (one per file: a server has one, a test run a few hundred), so a
/// pointer to one stays valid.
fn logs() -> &'static Mutex<HashMap<PathBuf, Arc<Log>>> {
    static LOGS: OnceLock<Mutex<HashMap<PathBuf, Arc<Log>>>> = OnceLock::new();
    LOGS.get_or_init(Default::default)
}

fn log_for(wal: &Path) -> Arc<Log> {
    let mut logs = logs().lock().unwrap_or_else(PoisonError::into_inner);
    logs.entry(wal.to_path_buf()).or_default().clone()
}

fn wal_path(database: &Path) -> PathBuf {
    let mut wal = database.as_os_str().to_owned();
    wal.push("-wal");
    PathBuf::from(wal)
}

/// Commits and syncs made so far on the database file at `database` (its absolute path).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CommitStats {
    pub commits: u64,
    /// Commits known to be on disk.
    pub durable: u64,
    pub syncs: u64,
}

pub fn stats(database: &Path) -> CommitStats {
    let wal = wal_path(database);
    let logs = logs().lock().unwrap_or_else(PoisonError::into_inner);
    logs.get(&wal)
        .map(|log| CommitStats {
            commits: log.committed.load(Ordering::Acquire),
            durable: log.synced.load(Ordering::Acquire),
            syncs: log.syncs.load(Ordering::Relaxed),
        })
        .unwrap_or_default()
}

/// Registers the VFS and the function [`ENABLE`] calls. Idempotent.
pub(crate) fn install() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        // SAFETY: called once; `unix` is SQLite's built-in VFS, which lives for the process, as
        // does the leaked copy registered here; `on_open` has the auto-extension signature.
        unsafe {
            let unix = ffi::sqlite3_vfs_find(c"unix".as_ptr());
            assert!(!unix.is_null(), "SQLite has no unix VFS");
            let mut vfs = *unix;
            vfs.zName = VFS_NAME_C.as_ptr();
            vfs.pNext = std::ptr::null_mut();
            vfs.pAppData = unix.cast();
            vfs.xOpen = Some(open);
            let status = ffi::sqlite3_vfs_register(Box::into_raw(Box::new(vfs)), 0);
            assert_eq!(status, ffi::SQLITE_OK, "SQLite refused the group-commit VFS");
            let status = ffi::sqlite3_auto_extension(Some(on_open));
            assert_eq!(status, ffi::SQLITE_OK, "SQLite refused the busy handler's function");
        }
    });
}

/// The `unix` VFS's methods for a file, with the commit signal intercepted. `methods` comes
/// first, so the file's method pointer is also a pointer to this.
#[repr(C)]
struct PatchedMethods {
    methods: ffi::sqlite3_io_methods,
    original: *const ffi::sqlite3_io_methods,
}

// SAFETY: the tables are immutable once made, and SQLite's own are static.
unsafe impl Send for PatchedMethods {}
unsafe impl Sync for PatchedMethods {}

/// One patched copy of each method table the `unix` VFS uses (one, on Linux), made once.
fn patched(original: *const ffi::sqlite3_io_methods) -> *const ffi::sqlite3_io_methods {
    static TABLES: OnceLock<Mutex<Vec<&'static PatchedMethods>>> = OnceLock::new();
    let mut tables = TABLES.get_or_init(Default::default).lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(table) = tables.iter().find(|table| table.original == original) {
        return &table.methods;
    }
    // SAFETY: `original` is the method table SQLite's VFS just gave an open file.
    let mut methods = unsafe { *original };
    methods.xClose = Some(close);
    methods.xFileControl = Some(file_control);
    let table: &'static PatchedMethods = Box::leak(Box::new(PatchedMethods { methods, original }));
    tables.push(table);
    &table.methods
}

/// A main database file open through this VFS, by address: its log's path, and its log.
type OpenDatabases = Mutex<HashMap<usize, (PathBuf, Arc<Log>)>>;

fn open_databases() -> &'static OpenDatabases {
    static OPEN: OnceLock<OpenDatabases> = OnceLock::new();
    OPEN.get_or_init(Default::default)
}

/// The original methods of a file opened through this VFS.
///
/// # Safety
/// `file` must have been opened by [`open`] and not closed.
unsafe fn original(file: *mut ffi::sqlite3_file) -> &'static ffi::sqlite3_io_methods {
    // SAFETY: per the caller, its methods are a `PatchedMethods`, which live for the process.
    unsafe { &*(*(*file).pMethods.cast::<PatchedMethods>()).original }
}

unsafe extern "C" fn open(
    vfs: *mut ffi::sqlite3_vfs,
    name: ffi::sqlite3_filename,
    file: *mut ffi::sqlite3_file,
    flags: c_int,
    out_flags: *mut c_int,
) -> c_int {
    // SAFETY: SQLite calls this with its arguments for the `unix` VFS, which `install` kept in
    // `pAppData`; the file is allocated with the `unix` size, since this VFS copied it.
    unsafe {
        let unix: *mut ffi::sqlite3_vfs = (*vfs).pAppData.cast();
        let Some(unix_open) = (*unix).xOpen else { return ffi::SQLITE_CANTOPEN };
        let status = unix_open(unix, name, file, flags, out_flags);
        let is_main = flags & ffi::SQLITE_OPEN_MAIN_DB != 0;
        if status != ffi::SQLITE_OK || (*file).pMethods.is_null() || !is_main || name.is_null() {
            return status;
        }
        let database = PathBuf::from(&*CStr::from_ptr(name).to_string_lossy());
        let wal = wal_path(&database);
        let log = log_for(&wal);
        open_databases().lock().unwrap_or_else(PoisonError::into_inner).insert(file as usize, (wal, log));
        (*file).pMethods = patched((*file).pMethods);
        status
    }
}

unsafe extern "C" fn close(file: *mut ffi::sqlite3_file) -> c_int {
    open_databases().lock().unwrap_or_else(PoisonError::into_inner).remove(&(file as usize));
    // SAFETY: `file` was opened by `open`; SQLite closes it once.
    unsafe {
        let methods = original(file);
        match methods.xClose {
            Some(close) => close(file),
            None => ffi::SQLITE_OK,
        }
    }
}

unsafe extern "C" fn file_control(file: *mut ffi::sqlite3_file, op: c_int, argument: *mut c_void) -> c_int {
    if op == ffi::SQLITE_FCNTL_COMMIT_PHASETWO {
        let database = open_databases().lock().unwrap_or_else(PoisonError::into_inner).get(&(file as usize)).cloned();
        if let Some((wal, log)) = database {
            if let Err(error) = log.committed(&wal) {
                tracing::error!(%error, wal = %wal.display(), "cannot sync the SQLite log after a commit");
                return ffi::SQLITE_IOERR_FSYNC;
            }
        }
        return ffi::SQLITE_OK;
    }
    // SAFETY: `file` was opened by `open`.
    unsafe {
        match original(file).xFileControl {
            Some(control) => control(file, op, argument),
            None => ffi::SQLITE_NOTFOUND,
        }
    }
}

/// The SQL function that puts the busy handler on a connection of this VFS. sqlx sets
/// `busy_timeout` (a busy handler of its own) after opening a connection, so the handler is set
/// afterwards, by the pool's first statement on each connection ([`ENABLE`]).
const ENABLE_FUNCTION: &CStr = c"storefront_wait_for_commits";
/// The statement that makes one connection's writers wait for commits instead of sleeping.
pub(crate) const ENABLE: &str = "SELECT storefront_wait_for_commits()";

/// Runs as each connection opens: defines [`ENABLE_FUNCTION`] on it.
unsafe extern "C" fn on_open(db: *mut ffi::sqlite3, _error: *mut *mut c_char, _api: *const ffi::sqlite3_api_routines) -> c_int {
    // SAFETY: `db` is the connection being opened; the callback matches SQLite's signature.
    unsafe {
        ffi::sqlite3_create_function_v2(
            db,
            ENABLE_FUNCTION.as_ptr(),
            0,
            ffi::SQLITE_UTF8 | ffi::SQLITE_DIRECTONLY,
            std::ptr::null_mut(),
            Some(enable),
            None,
            None,
            None,
        )
    }
}

/// For connections to temporary or in-memory databases: their writers still wait for each
/// other.
fn unnamed_log() -> Arc<Log> {
    static UNNAMED: OnceLock<Arc<Log>> = OnceLock::new();
    UNNAMED.get_or_init(Default::default).clone()
}

/// The SQL function [`ENABLE_FUNCTION`]: sets [`on_busy`] on the calling connection, with the
/// log its commits wake writers through.
unsafe extern "C" fn enable(context: *mut ffi::sqlite3_context, _arguments: c_int, _values: *mut *mut ffi::sqlite3_value) {
    // SAFETY: SQLite passes a valid context; the file name it returns lives as long as the
    // connection; the log is kept by the registry for the life of the process.
    unsafe {
        let db = ffi::sqlite3_context_db_handle(context);
        let file = ffi::sqlite3_db_filename(db, c"main".as_ptr());
        let log = match file.is_null() || *file == 0 {
            true => unnamed_log(),
            false => log_for(&wal_path(Path::new(&*CStr::from_ptr(file).to_string_lossy()))),
        };
        let status = ffi::sqlite3_busy_handler(db, Some(on_busy), Arc::as_ptr(&log).cast_mut().cast());
        ffi::sqlite3_result_int(context, c_int::from(status == ffi::SQLITE_OK));
    }
}

thread_local! {
    /// When this connection's thread started waiting for the lock it is waiting for.
    static WAITING_SINCE: std::cell::Cell<Option<Instant>> = const { std::cell::Cell::new(None) };
}

/// SQLite's busy handler: called with `tries` = 0, 1, 2… while a lock stays taken; nonzero
/// means try again, zero gives up (the statement fails with `SQLITE_BUSY`).
unsafe extern "C" fn on_busy(log: *mut c_void, tries: c_int) -> c_int {
    let now = Instant::now();
    let since = WAITING_SINCE.with(|since| {
        if tries == 0 || since.get().is_none() {
            since.set(Some(now));
        }
        since.get().unwrap_or(now)
    });
    if now.duration_since(since) >= BUSY_TIMEOUT {
        WAITING_SINCE.with(|since| since.set(None));
        return 0;
    }
    // SAFETY: `enable` passed a `Log` the registry keeps for the process.
    let log = unsafe { &*(log as *const Log) };
    log.wait_for_lock();
    1
}
