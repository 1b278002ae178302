//! The compressed text of an f-puzzles link, however it was pasted: the whole link
//! (`https://www.f-puzzles.com/?load=N4Ig...`), the part after `load=`, or either as a URL
//! or form encoding left it (`%2B` for `+`, a space for `+`, `%2F`, `%3D`), wrapped over
//! lines.

use crate::model::fpuzzles::error::{FPuzzlesError, FPuzzlesErrorKind, Place};

/// The compressed text in `input`: after `?load=` or `&load=` when there is one, up to the
/// next `&` or `#` (neither is a base64 character), URL-decoded, spaces read as `+`, line
/// breaks and tabs dropped. Characters outside base64 are left for the decoder to name.
pub(crate) fn compressed_text(input: &str) -> Result<String, FPuzzlesError> {
    let mut text = input.trim();
    if let Some(at) = text.find("?load=").or_else(|| text.find("&load=")) {
        text = &text[at + "?load=".len()..];
        if let Some(end) = text.find(['&', '#']) {
            text = &text[..end];
        }
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.char_indices();
    while let Some((at, c)) = chars.next() {
        match c {
            ' ' => out.push('+'),
            '\n' | '\r' | '\t' => {}
            '%' => {
                let byte = text
                    .get(at + 1..at + 3)
                    .filter(|hex| hex.bytes().all(|b| b.is_ascii_hexdigit()))
                    .and_then(|hex| u8::from_str_radix(hex, 16).ok())
                    .filter(u8::is_ascii);
                match byte {
                    Some(byte) => {
                        out.push(char::from(byte));
                        chars.nth(1);
                    }
                    None => {
                        let index = text[..at].chars().count();
                        let kind = FPuzzlesErrorKind::Base64Character('%');
                        return Err(FPuzzlesError::new(Place::Compressed { index }, kind));
                    }
                }
            }
            _ => out.push(c),
        }
    }
    Ok(out)
}
