//! LZ-string's `decompressFromBase64`, the compression of f-puzzles links (`?load=...`),
//! written from the algorithm of pieroxy's lz-string (MIT): an LZW variant over UTF-16 units,
//! packed into base64 characters of 6 bits each, low bit of each code first.
//!
//! The stream: a 2-bit code, then one code after another of a width that grows with the
//! dictionary (3 bits at first). Code 0 or 1 brings a new character (8 or 16 bits), code 2
//! ends the text, any other code names a dictionary entry; each step adds the previous entry
//! plus the first character of this one to the dictionary.
//!
//! Two differences from the JavaScript, both for hostile input. Errors are errors (the
//! JavaScript returns `null` or `""`, or reads missing characters as zeros). And memory is
//! bounded: every dictionary entry is a stretch of the output (the previous entry followed by
//! the first character of the next, which the output holds side by side), so the dictionary
//! is kept as (start, length) pairs into the output, and the output stops at a limit. A link
//! of n characters otherwise grows a dictionary of about n²/2 characters.

use crate::model::fpuzzles::error::{FPuzzlesError, FPuzzlesErrorKind, Place};

/// The base64 alphabet of lz-string. `=` (padding) counts as zero bits.
const ALPHABET: &[u8; 65] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

/// The text a base64 lz-string expands to, of at most `limit` UTF-16 units.
pub(crate) fn decompress_from_base64(input: &str, limit: usize) -> Result<String, FPuzzlesError> {
    let values = sextets(input)?;
    if values.is_empty() {
        return Err(FPuzzlesError::new(Place::Input, FPuzzlesErrorKind::Empty));
    }
    let units = decompress(&values, limit)?;
    String::from_utf16(&units)
        .map_err(|_| FPuzzlesError::new(Place::Input, FPuzzlesErrorKind::NotText))
}

/// The 6-bit value of each character.
fn sextets(input: &str) -> Result<Vec<u8>, FPuzzlesError> {
    input
        .chars()
        .enumerate()
        .map(|(index, c)| {
            let position = u8::try_from(c)
                .ok()
                .and_then(|byte| ALPHABET.iter().position(|&a| a == byte));
            match position {
                Some(value) => Ok((value & 63) as u8),
                None => Err(FPuzzlesError::new(
                    Place::Compressed { index },
                    FPuzzlesErrorKind::Base64Character(c),
                )),
            }
        })
        .collect()
}

/// Reads codes bit by bit: in each 6-bit value the high bit first, each code's bits from its
/// lowest.
struct Bits<'a> {
    values: &'a [u8],
    index: usize,
    /// The mask of the next bit in `values[index]`: 32, 16, ..., 1.
    mask: u8,
}

impl Bits<'_> {
    fn read(&mut self, width: u32) -> Result<u32, FPuzzlesError> {
        let mut code = 0u32;
        for bit in 0..width {
            let Some(&value) = self.values.get(self.index) else {
                let place = Place::Compressed { index: self.index };
                return Err(FPuzzlesError::new(place, FPuzzlesErrorKind::Truncated));
            };
            if value & self.mask != 0 {
                code |= 1 << bit;
            }
            self.mask >>= 1;
            if self.mask == 0 {
                self.mask = 32;
                self.index += 1;
            }
        }
        Ok(code)
    }

    fn place(&self) -> Place {
        Place::Compressed {
            index: self.index.min(self.values.len().saturating_sub(1)),
        }
    }
}

/// A stretch of the output: where it starts, and how many units. `u32` halves the
/// dictionary's memory; the output's limit keeps both in range.
#[derive(Clone, Copy)]
struct Entry {
    start: u32,
    len: u32,
}

impl Entry {
    fn new(start: usize, len: usize) -> Entry {
        Entry {
            start: start as u32,
            len: len as u32,
        }
    }

    fn range(self) -> core::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }

    fn len(self) -> usize {
        self.len as usize
    }
}

fn decompress(values: &[u8], limit: usize) -> Result<Vec<u16>, FPuzzlesError> {
    let limit = limit.min(u32::MAX as usize / 2);
    let mut bits = Bits {
        values,
        index: 0,
        mask: 32,
    };
    let too_long = || FPuzzlesError::new(Place::Input, FPuzzlesErrorKind::TooLong { limit });
    let mut out: Vec<u16> = Vec::new();
    // Codes 0, 1 and 2 are not entries; placeholders keep the indexes equal to the codes.
    let mut dictionary = vec![Entry::new(0, 0); 3];

    let first = match bits.read(2)? {
        0 => bits.read(8)?,
        1 => bits.read(16)?,
        2 => return Ok(out),
        code => {
            return Err(FPuzzlesError::new(
                bits.place(),
                FPuzzlesErrorKind::BadCode { code },
            ));
        }
    };
    if limit == 0 {
        return Err(too_long());
    }
    out.push(first as u16);
    let mut previous = Entry::new(0, 1);
    dictionary.push(previous);
    // The number of codes until the width grows by one bit.
    let mut enlarge_in: u64 = 4;
    let mut width: u32 = 3;

    loop {
        let code_place = bits.place();
        let code = bits.read(width)?;
        let literal = match code {
            0 => Some(bits.read(8)?),
            1 => Some(bits.read(16)?),
            2 => return Ok(out),
            _ => None,
        };
        let start = out.len();
        let entry = if let Some(unit) = literal {
            if start >= limit {
                return Err(too_long());
            }
            // The new character is an entry of its own, and then this step's entry.
            dictionary.push(Entry::new(start, 1));
            out.push(unit as u16);
            enlarge_in -= 1;
            if enlarge_in == 0 {
                enlarge_in = 1 << width;
                width += 1;
            }
            Entry::new(start, 1)
        } else if let Some(&known) = dictionary.get(code as usize) {
            if start + known.len() > limit {
                return Err(too_long());
            }
            out.extend_from_within(known.range());
            Entry::new(start, known.len())
        } else if code as usize == dictionary.len() {
            // The entry being made: the previous one and its own first unit.
            if start + previous.len() + 1 > limit {
                return Err(too_long());
            }
            out.extend_from_within(previous.range());
            out.push(out[previous.start as usize]);
            Entry::new(start, previous.len() + 1)
        } else {
            let kind = FPuzzlesErrorKind::BadCode { code };
            return Err(FPuzzlesError::new(code_place, kind));
        };
        // The previous entry and this entry's first unit: adjacent in the output.
        dictionary.push(Entry::new(previous.start as usize, previous.len() + 1));
        enlarge_in -= 1;
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
        previous = entry;
        // Each code takes at least `width` bits of the input, so the width stays below the
        // log of the input's length in bits; this bound only keeps `read` within a u32.
        if width > 31 {
            let kind = FPuzzlesErrorKind::BadCode { code };
            return Err(FPuzzlesError::new(code_place, kind));
        }
    }
}
