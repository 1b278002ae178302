//! 1,000 cycles of loading the shared library, solving (a classic grid, and a 6x6 layout through
//! a handle made and freed), batch solving and unloading it, as a plugin host would: every
//! answer right, no crash, and no thread left behind (the batch's
//! workers must all have ended before it returns, or unloading would pull code from under
//! them). The only test in its own binary, so nothing else starts threads while it counts
//! them.
//!
//! glibc keeps a library loaded for good once a thread it started has registered
//! thread-local destructors, which the batch's helper threads do. So the first cycles batch
//! on the calling thread alone, and the test checks that those really unload and reload the
//! library; the later cycles use up to three threads per batch.

use std::ffi::{CStr, CString, c_char, c_void};
use std::os::unix::ffi::OsStrExt;

use support::generate::mixed_grids;
use support::library::built_library_dir;
use support::oracle::{Expected, expected};
use support::{SAMPLE, SAMPLE_ANSWER, cells};

const CYCLES: usize = 1000;
/// Cycles whose batch runs on the calling thread only, so that dlclose really unloads.
const UNLOADING_CYCLES: usize = 100;

type Solve = unsafe extern "C" fn(*const u8, *mut u8) -> i32;
type SolveBatch = unsafe extern "C" fn(*const u8, *mut u8, *mut i32, usize, u32) -> i32;
type Version = extern "C" fn() -> *const c_char;
type LayoutParse = unsafe extern "C" fn(
    *const c_char,
    usize,
    *mut u8,
    usize,
    *mut *mut c_void,
    *mut c_char,
    usize,
) -> i32;
type LayoutSolve =
    unsafe extern "C" fn(*const c_void, *const u8, usize, *mut u8, usize, u64) -> i32;
type LayoutFree = unsafe extern "C" fn(*mut c_void);

/// A `dlopen` handle, closed (and checked to close) on drop.
struct Library(*mut c_void);

impl Library {
    fn open(path: &CStr) -> Library {
        // SAFETY: a NUL-terminated path; loading runs no code of ours but static initializers,
        // and the library has none.
        let handle = unsafe { libc::dlopen(path.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
        assert!(!handle.is_null(), "dlopen failed: {}", last_error());
        Library(handle)
    }

    fn symbol(&self, name: &CStr) -> *mut c_void {
        // SAFETY: a live handle and a NUL-terminated name.
        let address = unsafe { libc::dlsym(self.0, name.as_ptr()) };
        assert!(!address.is_null(), "dlsym {name:?}: {}", last_error());
        address
    }

    fn solve(&self) -> Solve {
        // SAFETY: the exported sudoku_solve has exactly this signature (include/sudoku.h).
        unsafe { std::mem::transmute::<*mut c_void, Solve>(self.symbol(c"sudoku_solve")) }
    }

    fn solve_batch(&self) -> SolveBatch {
        let address = self.symbol(c"sudoku_solve_batch");
        // SAFETY: the exported sudoku_solve_batch has exactly this signature.
        unsafe { std::mem::transmute::<*mut c_void, SolveBatch>(address) }
    }

    fn version(&self) -> Version {
        // SAFETY: the exported sudoku_version has exactly this signature.
        unsafe { std::mem::transmute::<*mut c_void, Version>(self.symbol(c"sudoku_version")) }
    }
}

impl Library {
    /// Makes the layout of `line` (of `cells` cells), solves its givens and frees the handle:
    /// the answer.
    fn solve_layout(&self, line: &str, cells: usize) -> Vec<u8> {
        // SAFETY: the exported layout calls have exactly these signatures (include/sudoku.h).
        let (parse, solve, free) = unsafe {
            (
                std::mem::transmute::<*mut c_void, LayoutParse>(
                    self.symbol(c"sudoku_layout_parse"),
                ),
                std::mem::transmute::<*mut c_void, LayoutSolve>(
                    self.symbol(c"sudoku_layout_solve"),
                ),
                std::mem::transmute::<*mut c_void, LayoutFree>(self.symbol(c"sudoku_layout_free")),
            )
        };
        let mut givens = vec![0u8; 625];
        let mut layout = std::ptr::null_mut();
        // SAFETY: the line's bytes, 625 writable bytes, a writable pointer; no message.
        let status = unsafe {
            parse(
                line.as_ptr().cast(),
                line.len(),
                givens.as_mut_ptr(),
                givens.len(),
                &mut layout,
                std::ptr::null_mut(),
                0,
            )
        };
        assert_eq!(status, 0, "{line}");
        let mut answer = vec![0u8; cells];
        // SAFETY: a live handle and buffers of the layout's cells; the handle freed once.
        unsafe {
            let status = solve(
                layout,
                givens.as_ptr(),
                cells,
                answer.as_mut_ptr(),
                cells,
                1 << 24,
            );
            free(layout);
            assert_eq!(status, 0, "{line}");
        }
        answer
    }
}

impl Drop for Library {
    fn drop(&mut self) {
        // SAFETY: a handle from dlopen, closed once; no pointer into the library outlives it.
        let closed = unsafe { libc::dlclose(self.0) };
        assert_eq!(closed, 0, "dlclose failed: {}", last_error());
    }
}

fn last_error() -> String {
    // SAFETY: dlerror returns NULL or a NUL-terminated message owned by the loader.
    let message = unsafe { libc::dlerror() };
    if message.is_null() {
        return "no error".into();
    }
    // SAFETY: non-NULL, NUL-terminated, valid until the next dl* call on this thread.
    unsafe { CStr::from_ptr(message) }
        .to_string_lossy()
        .into_owned()
}

fn thread_count() -> usize {
    std::fs::read_dir("/proc/self/task").unwrap().count()
}

/// Whether the library's file is still mapped into this process.
fn is_mapped(path: &std::path::Path) -> bool {
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
    maps.lines()
        .any(|line| line.ends_with(path.to_str().unwrap()))
}

#[test]
fn a_thousand_load_solve_unload_cycles() {
    let path = built_library_dir().join("libsudoku.so");
    let c_path = CString::new(path.as_os_str().as_bytes()).unwrap();
    let mut grids = mixed_grids(1000, 40);
    grids.push([0; 81]);
    let wants: Vec<Expected> = grids.iter().map(expected).collect();
    let input = grids.concat();
    let sample = cells(SAMPLE);
    let layout_line = format!("6x6 windoku: 1{}", ".".repeat(35));
    let layout_grid: sudoku::LayoutGrid = layout_line.parse().unwrap();
    let layout_answer = layout_grid.solve(1 << 24).unwrap();
    let threads_before = thread_count();
    let (mut lagging, mut stayed_mapped) = (0, 0);

    for cycle in 0..CYCLES {
        let library = Library::open(&c_path);
        // SAFETY: the library returns a static NUL-terminated string.
        let version = unsafe { CStr::from_ptr((library.version())()) };
        assert_eq!(version.to_str(), Ok(env!("CARGO_PKG_VERSION")));

        let mut answer = [0u8; 81];
        // SAFETY: two 81-byte buffers.
        let status = unsafe { (library.solve())(sample.as_ptr(), answer.as_mut_ptr()) };
        assert_eq!((status, answer), (0, cells(SAMPLE_ANSWER)), "cycle {cycle}");
        // A layout handle made, used and freed: nothing of it may keep the library loaded.
        assert_eq!(
            library.solve_layout(&layout_line, layout_answer.cells().len()),
            layout_answer.cells(),
            "cycle {cycle}"
        );

        let mut out = vec![0u8; input.len()];
        let mut statuses = vec![-1i32; grids.len()];
        let threads = if cycle < UNLOADING_CYCLES {
            1
        } else {
            (cycle % 4) as u32
        };
        // SAFETY: buffers sized for grids.len() grids and statuses.
        let status = unsafe {
            (library.solve_batch())(
                input.as_ptr(),
                out.as_mut_ptr(),
                statuses.as_mut_ptr(),
                grids.len(),
                threads,
            )
        };
        assert_eq!(status, 0, "cycle {cycle}");
        for (i, want) in wants.iter().enumerate() {
            assert_eq!(statuses[i], want.status(), "cycle {cycle}, grid {i}");
            if let Expected::Solved(answer) = want {
                assert_eq!(&out[i * 81..i * 81 + 81], answer, "cycle {cycle}, grid {i}");
            }
        }
        drop(library);
        // A joined thread can stay listed for a moment while the kernel finishes its exit,
        // so a difference here is only counted; a leaked thread shows up at the end.
        lagging += usize::from(thread_count() != threads_before);
        if is_mapped(&path) {
            assert!(
                cycle >= UNLOADING_CYCLES,
                "cycle {cycle} did not unload the library"
            );
            stayed_mapped += 1;
        }
    }
    let threads_after = settled_thread_count(threads_before);
    println!(
        "{CYCLES} cycles: {threads_before} threads before, {threads_after} after \
         (a finished thread still listed right after a cycle in {lagging}); the library \
         stayed mapped after dlclose in {stayed_mapped} cycles"
    );
    assert_eq!(threads_after, threads_before, "threads leaked");
}

/// The thread count once it is back to `expected`, or after ten seconds, whichever comes
/// first: threads that have returned are gone within microseconds, a leaked one never is.
fn settled_thread_count(expected: usize) -> usize {
    for _ in 0..10_000 {
        if thread_count() == expected {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    thread_count()
}
