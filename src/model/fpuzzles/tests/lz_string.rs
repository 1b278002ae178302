//! The lz-string decoder and the link's unwrapping.

use super::compress::compress_to_base64;
use crate::model::fpuzzles::error::{FPuzzlesErrorKind as Kind, Place};
use crate::model::fpuzzles::link::compressed_text;
use crate::model::fpuzzles::lz_string::decompress_from_base64;
use crate::model::fpuzzles::{MAX_TEXT_LEN, decompress_link};

/// lz-string's vectors: (name, `data.bin`, the compressed text). Its tests read `data.bin`
/// as UTF-16 big-endian (a lone last byte as the high byte of a last unit): see
/// [`lz_test_text`].
const VECTORS: &[(&str, &[u8], &str)] = &[
    (
        "hello_world",
        include_bytes!("data/lz_string/hello_world.txt"),
        include_str!("data/lz_string/hello_world.base64"),
    ),
    (
        "all_ascii",
        include_bytes!("data/lz_string/all_ascii.txt"),
        include_str!("data/lz_string/all_ascii.base64"),
    ),
    (
        "repeated",
        include_bytes!("data/lz_string/repeated.txt"),
        include_str!("data/lz_string/repeated.base64"),
    ),
    (
        "tattoo",
        include_bytes!("data/lz_string/tattoo.txt"),
        include_str!("data/lz_string/tattoo.base64"),
    ),
];

/// The text lz-string's tests compress: the bytes read two by two as UTF-16 units, high byte
/// first (`convertFromUint8Array`). For these ASCII files: units of two letters each, every one
/// a 16-bit literal of the format.
fn lz_test_text(bytes: &[u8]) -> String {
    let units: Vec<u16> = bytes
        .chunks(2)
        .map(|pair| u16::from(pair[0]) << 8 | u16::from(pair.get(1).copied().unwrap_or(0)))
        .collect();
    String::from_utf16(&units).unwrap()
}

fn decode(compressed: &str) -> Result<String, crate::model::fpuzzles::FPuzzlesError> {
    decompress_from_base64(compressed, MAX_TEXT_LEN)
}

#[test]
fn decodes_lz_strings_own_vectors() {
    for (name, data, compressed) in VECTORS {
        let text = lz_test_text(data);
        assert_eq!(decode(compressed.trim()), Ok(text), "{name}");
    }
}

#[test]
fn the_tests_compressor_writes_lz_strings_own_vectors() {
    for (name, data, compressed) in VECTORS {
        assert_eq!(
            compress_to_base64(&lz_test_text(data)),
            *compressed,
            "{name}"
        );
    }
}

/// A small deterministic generator (xorshift), so that failures reproduce.
fn texts() -> impl Iterator<Item = String> {
    let alphabets: [&[char]; 4] = [
        &['a', 'b'],
        &['{', '}', '"', ':', ',', '1', '9', 'v', 'a', 'l', 'u', 'e'],
        &[
            'x',
            'é',
            '€',
            '数',
            '\u{1F600}',
            '\u{FFFF}',
            '\u{100}',
            '\u{FF}',
        ],
        &[
            'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n',
        ],
    ];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..400).map(move |i| {
        let alphabet = alphabets[i % alphabets.len()];
        let len = (next() % 300) as usize;
        (0..len)
            .map(|_| alphabet[(next() % alphabet.len() as u64) as usize])
            .collect()
    })
}

#[test]
fn round_trips_random_texts_with_wide_characters() {
    for text in texts() {
        let compressed = compress_to_base64(&text);
        assert_eq!(
            decode(&compressed).as_deref(),
            Ok(text.as_str()),
            "{compressed}"
        );
    }
}

#[test]
fn round_trips_the_empty_text_and_long_repeats() {
    // lz-string writes "" as a lone end code; the decoder reads it back as "".
    assert_eq!(decode(&compress_to_base64("")).as_deref(), Ok(""));
    // Repeats grow the dictionary's entries one unit a step: the `code == size` case.
    let long = "a".repeat(100_000);
    assert_eq!(decode(&compress_to_base64(&long)), Ok(long));
}

#[test]
fn reads_the_known_link_of_a_tiny_object() {
    // lisudoku/sudoku_formats' tests name this link as holding the JSON {"x":3}.
    assert_eq!(decode("N4IgHiBcDMC+Q===").as_deref(), Ok(r#"{"x":3}"#));
    assert_eq!(compress_to_base64(r#"{"x":3}"#), "N4IgHiBcDMC+Q===");
}

#[test]
fn unwraps_links_however_they_were_pasted() {
    // A document whose link has both `+` and `/`, which URL and form encodings change.
    let (json, compressed) = (0..1000)
        .map(|n| format!(r#"{{"size":9,"title":"{n} {}"}}"#, "a+b/c=~é".repeat(n % 7)))
        .map(|json| (json.clone(), compress_to_base64(&json)))
        .find(|(_, compressed)| compressed.contains('+') && compressed.contains('/'))
        .unwrap();
    let expect = Ok(compressed.clone());
    let url_encoded = compressed
        .replace('+', "%2B")
        .replace('/', "%2f")
        .replace('=', "%3D");
    for pasted in [
        compressed.clone(),
        format!("https://www.f-puzzles.com/?load={compressed}"),
        format!("  f-puzzles.com/?id=1&load={compressed}&other=1#top \n"),
        format!("https://www.f-puzzles.com/?load={url_encoded}"),
        compressed.replace('+', " "),
        format!("{}\n{}", &compressed[..10], &compressed[10..]),
    ] {
        assert_eq!(compressed_text(&pasted), expect, "{pasted}");
        assert_eq!(decompress_link(&pasted).as_deref(), Ok(json.as_str()));
    }
}

#[test]
fn a_bad_percent_escape_is_named() {
    let error = compressed_text("?load=N4Ig%G1").unwrap_err();
    assert_eq!(error.kind(), &Kind::Base64Character('%'));
    assert_eq!(error.place(), &Place::Compressed { index: 4 });
}

#[test]
fn names_a_character_outside_base64() {
    let error = decode("N4Ig*HiB").unwrap_err();
    assert_eq!(error.kind(), &Kind::Base64Character('*'));
    assert_eq!(error.place(), &Place::Compressed { index: 4 });
    assert_eq!(
        error.to_string(),
        "f-puzzles, at character 5 of the compressed text: '*' is not a character of an \
         f-puzzles link (base64)"
    );
    let error = decode("N4Igé").unwrap_err();
    assert_eq!(error.kind(), &Kind::Base64Character('é'));
}

#[test]
fn a_link_cut_short_is_truncated_not_shorter() {
    let compressed = compress_to_base64(&lz_test_text(include_bytes!("data/lz_string/tattoo.txt")));
    let trimmed = compressed.trim_end_matches('=');
    for cut in [1, 2, 10, trimmed.len() / 2, trimmed.len() - 2] {
        let error = decode(&trimmed[..cut]).unwrap_err();
        assert!(
            matches!(error.kind(), Kind::Truncated | Kind::BadCode { .. }),
            "cut {cut}: {error}"
        );
    }
}

#[test]
fn a_reference_to_an_entry_not_yet_made_is_an_error() {
    // First code 0 (8-bit literal 'A' = 0x41), then a 3-bit code 7: the dictionary holds
    // entries up to 3, and 4 is the only code that may name the entry being made.
    let mut bits = vec![0, 0];
    bits.extend((0..8).map(|i| (0x41 >> i) & 1));
    bits.extend([1, 1, 1]);
    let error = decode(&pack(&bits)).unwrap_err();
    assert_eq!(error.kind(), &Kind::BadCode { code: 7 });
    // A first code of 3 is no code at all.
    assert_eq!(
        decode(&pack(&[1, 1])).unwrap_err().kind(),
        &Kind::BadCode { code: 3 }
    );
}

/// Packs bits (each code's lowest first, as the decoder reads them) into base64, zero-padded.
fn pack(bits: &[u8]) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    bits.chunks(6)
        .map(|chunk| {
            let value = (0..6).fold(0, |v, i| v << 1 | chunk.get(i).copied().unwrap_or(0));
            char::from(ALPHABET[usize::from(value)])
        })
        .collect()
}

#[test]
fn a_lone_surrogate_is_not_text() {
    // A 16-bit literal 0xD800, then the end code 2 in 3 bits.
    let mut bits = vec![1, 0];
    bits.extend((0..16).map(|i| (0xD800u32 >> i) as u8 & 1));
    bits.extend([0, 1, 0]);
    assert_eq!(decode(&pack(&bits)).unwrap_err().kind(), &Kind::NotText);
}

#[test]
fn the_expansion_is_bounded() {
    let long = "ab".repeat(60_000);
    let compressed = compress_to_base64(&long);
    assert_eq!(decompress_from_base64(&compressed, 120_000), Ok(long));
    let error = decompress_from_base64(&compressed, 119_999).unwrap_err();
    assert_eq!(error.kind(), &Kind::TooLong { limit: 119_999 });
}

#[test]
fn hostile_links_end_in_errors() {
    // The self-referring code again and again: each entry one unit longer, the output the
    // square of the input's length, stopped at the limit.
    let long = "a".repeat(200_000);
    let compressed = compress_to_base64(&long);
    assert!(compressed.len() < 1_500, "{}", compressed.len());
    let error = decompress_from_base64(&compressed, 100_000).unwrap_err();
    assert_eq!(error.kind(), &Kind::TooLong { limit: 100_000 });
    // Ten megabytes of one base64 character, of padding, of a wrong character.
    for text in [
        "A".repeat(10 << 20),
        "=".repeat(10 << 20),
        "%".repeat(10 << 20),
    ] {
        assert!(decompress_link(&text).is_err());
        assert!(decode(&text).is_err());
    }
    assert_eq!(decode("").unwrap_err().kind(), &Kind::Empty);
    assert_eq!(decompress_link(" \n").unwrap_err().kind(), &Kind::Empty);
}
