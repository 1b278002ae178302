//! Hidden singles of all nine digits at once: each digit's cells that are its only place in
//! a row, a box or a column. Twice: a portable version, a digit's word at a time, and an
//! AVX2 one, two digits' words to a 256-bit register, which give the same words (every
//! call of the lib's tests checks it) and are chosen at run time (`crate::cpu`).
//!
//! Every step works on each band's 32 bits alone (the guard bits absorb the borrows and
//! carries of the rows), so a digit's word is four 32-bit lanes, the fourth empty: the rows
//! and boxes are lane-wise arithmetic, and the columns combine the three band lanes of a
//! digit, which lane rotations inside each 128-bit half bring together.

use super::super::tables::{COLUMN0, ROW_STRIDE, ROW9, lone_in_box};
use super::{BANDS, CELLS, COLUMN0S, GUARDS};

/// The cells of each digit's word (`places`) that are its only place in a row, a box or
/// a column. Houses where a digit has no place are not reported: a grid that singles fill
/// has every digit in every house, so such a house stops the front end short, and the board
/// finds it.
#[cfg_attr(not(debug_assertions), inline(always))]
pub(super) fn lone_places(places: &[u128; 9]) -> [u128; 9] {
    #[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
    {
        let lone = crate::cpu::dispatch(places, portable, avx2::lone_places);
        // Every call the lib's tests make holds the two versions to the same words.
        #[cfg(test)]
        assert_eq!(lone, portable(places), "{places:x?}");
        lone
    }
    #[cfg(not(all(target_arch = "x86_64", not(feature = "portable"))))]
    portable(places)
}

/// [`lone_places`], a digit's word at a time.
#[cfg_attr(not(debug_assertions), inline(always))]
fn portable(places: &[u128; 9]) -> [u128; 9] {
    places.map(lone_in_word)
}

/// The cells of one digit's `word` that are its only place in a row, a box or a column.
#[cfg_attr(not(debug_assertions), inline(always))]
fn lone_in_word(word: u128) -> u128 {
    let cells = word & CELLS;
    // Rows: three bands at once, as `lone_in_row` does one (the guard bits absorb borrows
    // and carries, and no row crosses into the next band).
    let several = cells & ((cells | GUARDS) - COLUMN0S);
    let crowded = ((several + CELLS) & GUARDS) >> 9;
    let rows = cells & !(crowded * u128::from(ROW9));
    // Boxes band by band, and the columns' counts over the nine rows.
    let (mut boxes, mut once, mut twice) = (0u128, 0u32, 0u32);
    for band in 0..3 {
        let word = (cells >> (32 * band)) as u32;
        let (top, middle, bottom) = (
            word & ROW9,
            word >> ROW_STRIDE & ROW9,
            word >> (2 * ROW_STRIDE),
        );
        let here = top | middle | bottom;
        let twice_here = top & middle | (top | middle) & bottom;
        // A box's only column, held by one row of the band.
        let box_columns = lone_in_box(here) & !twice_here;
        boxes |= u128::from(word & (box_columns * COLUMN0)) << (32 * band);
        twice |= once & here | twice_here;
        once |= here;
    }
    let columns = cells & (u128::from((once & !twice) * COLUMN0) * BANDS);
    rows | boxes | columns
}

#[cfg(all(target_arch = "x86_64", not(feature = "portable")))]
mod avx2 {
    use core::arch::x86_64::{
        __m256i, _mm256_add_epi32, _mm256_and_si256, _mm256_andnot_si256, _mm256_extract_epi64,
        _mm256_or_si256, _mm256_set_epi32, _mm256_set_epi64x, _mm256_shuffle_epi32,
        _mm256_slli_epi32, _mm256_srli_epi32, _mm256_sub_epi32,
    };

    use super::super::super::tables::{BAND_ALL, COLUMN0, ROW_STRIDE, ROW9};

    /// [`lone_places`](super::lone_places), two digits' words to a register: the fifth
    /// register holds the ninth digit and an empty word.
    #[target_feature(enable = "avx2")]
    pub(super) fn lone_places(places: &[u128; 9]) -> [u128; 9] {
        let mut lone = [0u128; 9];
        for pair in 0..5 {
            let first = places[2 * pair];
            let second = if pair < 4 { places[2 * pair + 1] } else { 0 };
            let words = _mm256_set_epi64x(
                (second >> 64) as i64,
                second as i64,
                (first >> 64) as i64,
                first as i64,
            );
            let found = lone_in_words(words);
            lone[2 * pair] = _mm256_extract_epi64::<0>(found) as u64 as u128
                | (_mm256_extract_epi64::<1>(found) as u64 as u128) << 64;
            if pair < 4 {
                lone[2 * pair + 1] = _mm256_extract_epi64::<2>(found) as u64 as u128
                    | (_mm256_extract_epi64::<3>(found) as u64 as u128) << 64;
            }
        }
        lone
    }

    /// The same 32-bit value in each band lane of both halves, 0 in the fourth lanes.
    #[target_feature(enable = "avx2")]
    fn per_band(value: u32) -> __m256i {
        let value = value as i32;
        _mm256_set_epi32(0, value, value, value, 0, value, value, value)
    }

    /// Each band's columns (9 bits) alone among the three columns of their box: the
    /// lane-wise form of `tables::lone_in_box`.
    #[target_feature(enable = "avx2")]
    fn lone_in_boxes(columns: __m256i) -> __m256i {
        // Per column, the other two columns of its box, by shifts kept inside the box.
        let next = _mm256_and_si256(_mm256_srli_epi32::<1>(columns), per_band(0b011_011_011));
        let second_next =
            _mm256_and_si256(_mm256_srli_epi32::<2>(columns), per_band(0b001_001_001));
        let previous = _mm256_and_si256(_mm256_slli_epi32::<1>(columns), per_band(0b110_110_110));
        let second_previous =
            _mm256_and_si256(_mm256_slli_epi32::<2>(columns), per_band(0b100_100_100));
        let others = _mm256_or_si256(
            _mm256_or_si256(next, second_next),
            _mm256_or_si256(previous, second_previous),
        );
        _mm256_andnot_si256(others, columns)
    }

    /// Three copies of 9 column bits, one a row of a band: `columns * COLUMN0`.
    #[target_feature(enable = "avx2")]
    fn in_every_row(columns: __m256i) -> __m256i {
        _mm256_or_si256(
            columns,
            _mm256_or_si256(
                _mm256_slli_epi32::<{ ROW_STRIDE as i32 }>(columns),
                _mm256_slli_epi32::<{ 2 * ROW_STRIDE as i32 }>(columns),
            ),
        )
    }

    /// `lone_in_word` of the two digits' words in the halves of `words`.
    #[target_feature(enable = "avx2")]
    fn lone_in_words(words: __m256i) -> __m256i {
        let cells = _mm256_and_si256(words, per_band(BAND_ALL));
        let guards = per_band(COLUMN0 << 9);
        // Rows: a row with two or more places crowds out its lone-place candidates.
        let several = _mm256_and_si256(
            cells,
            _mm256_sub_epi32(_mm256_or_si256(cells, guards), per_band(COLUMN0)),
        );
        let crowded = _mm256_srli_epi32::<9>(_mm256_and_si256(
            _mm256_add_epi32(several, per_band(BAND_ALL)),
            guards,
        ));
        // `crowded * ROW9`, each row start spread over its nine columns.
        let crowded_rows = _mm256_sub_epi32(_mm256_slli_epi32::<9>(crowded), crowded);
        let rows = _mm256_andnot_si256(crowded_rows, cells);
        // Boxes, each band lane alone.
        let row9 = per_band(ROW9);
        let top = _mm256_and_si256(cells, row9);
        let middle = _mm256_and_si256(_mm256_srli_epi32::<{ ROW_STRIDE as i32 }>(cells), row9);
        let bottom = _mm256_srli_epi32::<{ 2 * ROW_STRIDE as i32 }>(cells);
        let here = _mm256_or_si256(_mm256_or_si256(top, middle), bottom);
        let twice_here = _mm256_or_si256(
            _mm256_and_si256(top, middle),
            _mm256_and_si256(_mm256_or_si256(top, middle), bottom),
        );
        let box_columns = _mm256_andnot_si256(twice_here, lone_in_boxes(here));
        let boxes = _mm256_and_si256(cells, in_every_row(box_columns));
        // Columns: each band lane meets the other two of its digit, rotated into place
        // (lanes 1, 2, 0 and 2, 0, 1; the fourth lane stays, empty).
        const NEXT: i32 = 1 | 2 << 2 | 3 << 6;
        const AFTER_NEXT: i32 = 2 | 1 << 4 | 3 << 6;
        let here_next = _mm256_shuffle_epi32::<NEXT>(here);
        let here_after = _mm256_shuffle_epi32::<AFTER_NEXT>(here);
        let once = _mm256_or_si256(here, _mm256_or_si256(here_next, here_after));
        let twice = _mm256_or_si256(
            _mm256_or_si256(
                _mm256_and_si256(here, here_next),
                _mm256_and_si256(_mm256_or_si256(here, here_next), here_after),
            ),
            _mm256_or_si256(
                twice_here,
                _mm256_or_si256(
                    _mm256_shuffle_epi32::<NEXT>(twice_here),
                    _mm256_shuffle_epi32::<AFTER_NEXT>(twice_here),
                ),
            ),
        );
        let columns = _mm256_and_si256(cells, in_every_row(_mm256_andnot_si256(twice, once)));
        _mm256_or_si256(rows, _mm256_or_si256(boxes, columns))
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::tables::BAND_ALL;
    use super::*;

    /// Random words of every density, and words with empty houses: the versions agree on
    /// each (the dispatching function compares them on every call).
    #[test]
    fn versions_agree_on_random_words() {
        let mut state = 0x2239_u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..20_000 {
            let mut places = [0u128; 9];
            for word in &mut places {
                let mut bits = u128::from(next()) << 64 | u128::from(next());
                // Thin the word out to between one and all of its cells.
                for _ in 0..round % 5 {
                    bits &= u128::from(next()) << 64 | u128::from(next());
                }
                *word = bits & CELLS;
            }
            let lone = lone_places(&places);
            assert_eq!(lone, portable(&places));
            for (word, found) in places.iter().zip(lone) {
                assert_eq!(found & !word, 0);
            }
        }
        assert_eq!(lone_places(&[CELLS; 9]), [0; 9]);
    }

    /// One place of a digit in a row, box and column: found whichever house it is alone in.
    #[test]
    fn a_lone_place_in_each_kind_of_house() {
        // Row 0 of band 0 holds column 4 only; the rest of the band is full.
        let word = (BAND_ALL & !ROW9 | 1 << 4) as u128;
        assert_eq!(lone_places(&[word; 9])[0], 1 << 4);
        // Column 0 held in band 1's top row alone, every other column everywhere.
        let column0 = (COLUMN0 as u128) * BANDS;
        let word = CELLS & !column0 | 1 << 32;
        assert_eq!(lone_places(&[word; 9])[8], 1 << 32);
    }
}
