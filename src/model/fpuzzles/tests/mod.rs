//! Tests of the f-puzzles reader: the JSON reader, the lz-string decoder (against a compressor
//! written here and lz-string's own test vectors), the board, real puzzles, hostile input.

mod board;
mod compress;
mod json;
mod lz_string;
mod puzzles;
mod random;
