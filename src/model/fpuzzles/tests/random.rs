//! Random boards of every size through JSON and links: read back exactly; and damaged links
//! and documents: errors, never panics.

use super::puzzles::Doc;
use crate::model::fpuzzles::{FPuzzlesBoard, SIZES, parse};

/// xorshift64: deterministic, so that a failure reproduces.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A random document of `size` and the board it must read as.
fn random_doc(rng: &mut Rng, size: usize) -> (Doc, FPuzzlesBoard) {
    let cells = size * size;
    let givens: Vec<u8> = (0..cells)
        .map(|_| {
            if rng.below(3) == 0 {
                1 + rng.below(size) as u8
            } else {
                0
            }
        })
        .collect();
    let mut doc = Doc::new(size, givens.clone());
    let names = [
        "diagonal+",
        "diagonal-",
        "antiknight",
        "antiking",
        "disjointgroups",
    ];
    let flags: Vec<bool> = names.iter().map(|_| rng.below(2) == 0).collect();
    for (name, &on) in names.iter().zip(&flags) {
        doc = doc.with(&format!("\"{name}\":{on}"));
    }
    let extra: Vec<Vec<usize>> = (0..rng.below(3))
        .map(|_| {
            let mut region: Vec<usize> = Vec::new();
            for _ in 0..1 + rng.below(size) {
                let cell = rng.below(cells);
                if !region.contains(&cell) {
                    region.push(cell);
                }
            }
            region
        })
        .collect();
    let names: Vec<String> = extra
        .iter()
        .map(|region| {
            let cells: Vec<String> = region
                .iter()
                .map(|cell| format!("\"R{}C{}\"", cell / size + 1, cell % size + 1))
                .collect();
            format!("{{\"cells\":[{}]}}", cells.join(","))
        })
        .collect();
    doc = doc.with(&format!("\"extraregion\":[{}]", names.join(",")));
    let default = parse(&Doc::new(size, vec![0; cells]).json()).unwrap();
    // Relabelled boxes: other indexes than the default, hence regions of the document's.
    let regions = default
        .region_map()
        .filter(|_| rng.below(2) == 0)
        .map(|map| {
            let mut labels: Vec<u8> = (0..size as u8).collect();
            labels.rotate_left(1 + rng.below(size - 1));
            map.iter()
                .map(|&r| labels[usize::from(r)])
                .collect::<Vec<u8>>()
        });
    doc.regions = regions.clone();
    let mut board = default;
    board.givens = givens;
    board.regions = regions;
    board.diagonal_positive = flags[0];
    board.diagonal_negative = flags[1];
    board.anti_knight = flags[2];
    board.anti_king = flags[3];
    board.disjoint_groups = flags[4];
    board.extra_regions = extra;
    (doc, board)
}

#[test]
fn random_boards_read_back_exactly_from_json_and_links() {
    let mut rng = Rng(0x5EED_F00D);
    for round in 0..60 {
        let size = SIZES.start() + round % SIZES.clone().count();
        let (doc, board) = random_doc(&mut rng, size);
        assert_eq!(parse(&doc.json()), Ok(board.clone()), "{}", doc.json());
        assert_eq!(parse(&doc.link()), Ok(board), "{}", doc.json());
    }
}

#[test]
fn damaged_links_and_documents_end_in_errors_or_boards() {
    const BASE64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
    let mut rng = Rng(42);
    for round in 0..40 {
        let (doc, _) = random_doc(&mut rng, 4 + round % 6);
        let link = doc.link().into_bytes();
        let json = doc.json().into_bytes();
        for _ in 0..50 {
            let mut damaged = link.clone();
            let at = 33 + rng.below(damaged.len() - 33);
            damaged[at] = BASE64[rng.below(BASE64.len())];
            let _ = parse(std::str::from_utf8(&damaged).unwrap());
            damaged.truncate(at);
            let _ = parse(std::str::from_utf8(&damaged).unwrap());
            let mut damaged = json.clone();
            let at = rng.below(damaged.len());
            let bytes = b"{}[]\":,0123456789-.etrufalsn \\";
            damaged[at] = bytes[rng.below(bytes.len())];
            let _ = parse(std::str::from_utf8(&damaged).unwrap());
        }
    }
}
