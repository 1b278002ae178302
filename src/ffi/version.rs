//! The library's version, for callers to check what they loaded.

use core::ffi::{CStr, c_char};

/// The library version, e.g. "1.0.0": a static, NUL-terminated string, never NULL.
#[unsafe(no_mangle)]
pub extern "C" fn sudoku_version() -> *const c_char {
    VERSION.as_ptr()
}

const VERSION: &CStr =
    match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
        Ok(version) => version,
        Err(_) => panic!("the crate version contains a NUL byte"),
    };

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_is_the_crate_version() {
        // SAFETY: the function returns a static NUL-terminated string.
        let version = unsafe { CStr::from_ptr(sudoku_version()) };
        assert_eq!(version.to_str(), Ok(env!("CARGO_PKG_VERSION")));
    }
}
