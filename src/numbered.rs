//! The C-numbered enums' conversions, from one list per enum.
//!
//! Each enum that crosses the C ABI (`SudokuStatus`, `Level`, `Symmetry`, `MistakeKind`;
//! `Technique`'s list is the catalog, `logic/catalog.rs`) is written out plainly, with `#[repr(i32)]` and a fixed number on each
//! variant, because cbindgen reads the enum as written to declare it in the header. Its list
//! here gives each variant its fixed text and an order; the macro derives from that one list
//! what every such enum needs, so that a variant cannot be added to the enum and forgotten in
//! a conversion (the text's `match` is exhaustive, and `ALL` is the list itself).

/// Implements, for a `#[repr(i32)]` enum: `ALL` (every value, in the list's order),
/// `from_i32` (the value C passes, checked), and a function named by the caller that gives
/// each value's static NUL-terminated text.
///
/// ```ignore
/// numbered_enum! {
///     Level, c_name;
///     Easy => c"EASY",
///     Medium => c"MEDIUM",
/// }
/// ```
macro_rules! numbered_enum {
    ($name:ident, $text:ident; $($variant:ident => $label:literal,)+) => {
        impl $name {
            /// Every value, in the order of the list that defines its conversions.
            pub const ALL: [$name; [$($name::$variant),+].len()] = [$($name::$variant),+];

            /// The value whose number is `value` (as C passes it), if there is one.
            pub(crate) fn from_i32(value: i32) -> Option<$name> {
                $name::ALL.into_iter().find(|&known| known as i32 == value)
            }

            /// The value's fixed text, NUL-terminated for C.
            pub(crate) const fn $text(self) -> &'static core::ffi::CStr {
                match self {
                    $($name::$variant => $label,)+
                }
            }
        }
    };
}

pub(crate) use numbered_enum;

/// `text` as `&str`: the texts are ASCII, checked when the crate compiles where they are
/// used in constants, and at the first call otherwise.
pub(crate) const fn ascii(text: &'static core::ffi::CStr) -> &'static str {
    match core::str::from_utf8(text.to_bytes()) {
        Ok(text) => text,
        Err(_) => panic!("the texts of numbered enums are ASCII"),
    }
}

#[cfg(test)]
mod tests {
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[repr(i32)]
    enum Sample {
        One = 1,
        Three = 3,
    }

    numbered_enum! {
        Sample, label;
        Three => c"three",
        One => c"one",
    }

    #[test]
    fn the_list_gives_order_text_and_checked_numbers() {
        assert_eq!(Sample::ALL, [Sample::Three, Sample::One]);
        assert_eq!(Sample::from_i32(3), Some(Sample::Three));
        assert_eq!(Sample::from_i32(2), None);
        assert_eq!(Sample::One.label(), c"one");
        assert_eq!(super::ascii(Sample::Three.label()), "three");
    }
}
