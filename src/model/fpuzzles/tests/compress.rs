//! lz-string's `compressToBase64`, for the tests only: written from the algorithm of
//! pieroxy's lz-string (MIT), it turns any text into the link form f-puzzles writes, so that
//! the decoder can be checked on round trips. It must write lz-string's own test vectors
//! exactly (see `data/lz_string/`), which ties it, and hence the round trips, to lz-string.

use std::collections::{HashMap, HashSet};

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Packs codes, each from its lowest bit, into 6-bit characters, each from its highest bit.
#[derive(Default)]
struct Writer {
    out: String,
    value: usize,
    position: u32,
}

impl Writer {
    fn write(&mut self, mut code: u32, width: u32) {
        for _ in 0..width {
            self.value = (self.value << 1) | (code & 1) as usize;
            code >>= 1;
            self.next();
        }
    }

    fn next(&mut self) {
        if self.position == 5 {
            self.out.push(char::from(ALPHABET[self.value]));
            self.value = 0;
            self.position = 0;
        } else {
            self.position += 1;
        }
    }

    /// lz-string's flush: zero bits up to and including a whole character, even when the last
    /// code ended on a character's boundary.
    fn finish(mut self) -> String {
        loop {
            self.value <<= 1;
            if self.position == 5 {
                self.out.push(char::from(ALPHABET[self.value]));
                break;
            }
            self.position += 1;
        }
        while !self.out.len().is_multiple_of(4) {
            self.out.push('=');
        }
        self.out
    }
}

struct Compressor {
    writer: Writer,
    dictionary: HashMap<Vec<u16>, u32>,
    /// Single characters in the dictionary whose literal has not been written yet.
    to_create: HashSet<Vec<u16>>,
    size: u32,
    width: u32,
    enlarge_in: u32,
}

impl Compressor {
    fn count_code(&mut self) {
        self.enlarge_in -= 1;
        if self.enlarge_in == 0 {
            self.enlarge_in = 1 << self.width;
            self.width += 1;
        }
    }

    fn emit(&mut self, phrase: &[u16]) {
        if self.to_create.remove(phrase) {
            let unit = phrase[0];
            if unit < 256 {
                self.writer.write(0, self.width);
                self.writer.write(u32::from(unit), 8);
            } else {
                self.writer.write(1, self.width);
                self.writer.write(u32::from(unit), 16);
            }
            self.count_code();
        } else {
            self.writer.write(self.dictionary[phrase], self.width);
        }
        self.count_code();
    }
}

/// The base64 lz-string of `text`, as `LZString.compressToBase64` writes it.
pub(super) fn compress_to_base64(text: &str) -> String {
    let mut compressor = Compressor {
        writer: Writer::default(),
        dictionary: HashMap::new(),
        to_create: HashSet::new(),
        size: 3,
        width: 2,
        // 2, not 3: the first literal does not count.
        enlarge_in: 2,
    };
    let mut phrase: Vec<u16> = Vec::new();
    for unit in text.encode_utf16() {
        let single = vec![unit];
        if !compressor.dictionary.contains_key(&single) {
            compressor
                .dictionary
                .insert(single.clone(), compressor.size);
            compressor.size += 1;
            compressor.to_create.insert(single);
        }
        let mut longer = phrase.clone();
        longer.push(unit);
        if compressor.dictionary.contains_key(&longer) {
            phrase = longer;
        } else {
            compressor.emit(&phrase);
            compressor.dictionary.insert(longer, compressor.size);
            compressor.size += 1;
            phrase = vec![unit];
        }
    }
    if !phrase.is_empty() {
        compressor.emit(&phrase);
    }
    let width = compressor.width;
    compressor.writer.write(2, width);
    compressor.writer.finish()
}
