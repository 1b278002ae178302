//! `sudoku generate --layout`: which layout the puzzles have, read once from the option's
//! text (a prefix of the layout text form, doc/layouts.md), checked against the options
//! before any puzzle is made, and each puzzle's line in the layout text form. A `jigsaw`
//! layout gets new random connected regions for every puzzle, from the puzzle's seed.

use sudoku::{
    DEFAULT_LAYOUT_WORK, KillerGenerateOptions, Layout, LayoutGenerateOptions, LayoutGrid,
    RatingRange, Symmetry,
};

/// The layout of every puzzle, or the rules of a jigsaw whose regions each puzzle draws (a
/// layout of those rules with the rows standing in for the regions).
pub enum LayoutPlan {
    Fixed(Layout),
    Jigsaw(Layout),
}

impl LayoutPlan {
    /// The plan for `text` (`16x16 x`, `9x9 jigsaw anti-king`, a trailing colon allowed), or
    /// why the text is no layout.
    pub fn read(text: &str) -> Result<LayoutPlan, String> {
        let prefix = text.trim();
        let prefix = prefix.strip_suffix(':').unwrap_or(prefix).trim_end();
        let jigsaw = prefix
            .split_whitespace()
            .any(|word| word.eq_ignore_ascii_case("jigsaw"));
        let refused = |error: sudoku::LayoutParseError| format!("--layout `{prefix}`: {error}");
        if !jigsaw {
            return prefix
                .parse::<Layout>()
                .map(LayoutPlan::Fixed)
                .map_err(refused);
        }
        // The text form reads a jigsaw's rules only with its regions: the rows stand in for
        // them here (a prime size has no boxes), and every puzzle draws its own.
        let size = prefix
            .split_whitespace()
            .next()
            .and_then(|size| size.split_once(['x', 'X']))
            .and_then(|(rows, _)| rows.parse::<usize>().ok())
            .filter(|size| sudoku::LAYOUT_SIZES.contains(size));
        let Some(size) = size else {
            // Not a size the library has: the prefix alone gets the library's reason (a
            // prefix with `jigsaw` never reads as a layout alone).
            let error = prefix.parse::<Layout>().err();
            return Err(error.map_or_else(|| format!("--layout `{prefix}`: no size"), refused));
        };
        let rows: String = (0..size * size)
            .map(|cell| char::from_digit((cell / size + 1) as u32, 36).unwrap_or('?'))
            .collect();
        let line = format!("{prefix}: {} {rows}", ".".repeat(size * size));
        let grid = line.parse::<LayoutGrid>().map_err(refused)?;
        Ok(LayoutPlan::Jigsaw(grid.layout().clone()))
    }

    /// Why `options` cannot be asked of this layout's puzzles, if they cannot: a symmetry
    /// the layout does not keep, a rating range on a layout the techniques do not rate.
    pub fn refuses(&self, options: &LayoutGenerateOptions) -> Option<String> {
        if options.rating != RatingRange::ANY && !self.layout().supports_logic() {
            return Some(format!(
                "--min-rating/--max-rating: puzzles of the layout {} cannot be rated (the \
                 techniques reason over 9x9 layouts without killer sums)",
                self.layout().prefix()
            ));
        }
        let symmetry = options.symmetry;
        match self {
            LayoutPlan::Fixed(layout) if !layout.keeps_symmetry(symmetry) => Some(format!(
                "--symmetry {}: the layout {} does not keep it (it maps a house onto cells \
                 that are no house)",
                symmetry.name(),
                layout.prefix()
            )),
            LayoutPlan::Jigsaw(_) if symmetry != Symmetry::None => Some(format!(
                "--symmetry {}: a jigsaw's random regions keep no symmetry",
                symmetry.name()
            )),
            _ => None,
        }
    }

    /// Why killers of `options` cannot be made over this layout, if they cannot: a layout
    /// with cages already, a smallest cage larger than the layout's digits.
    pub fn refuses_killer(&self, options: &KillerGenerateOptions) -> Option<String> {
        let layout = self.layout();
        if !layout.cages().is_empty() {
            return Some(format!(
                "--killer: the layout {} has cages already",
                layout.prefix()
            ));
        }
        (options.smallest_cage > layout.size()).then(|| {
            format!(
                "--cage-sizes: a cage of the layout {} has at most {} cells",
                layout.prefix(),
                layout.size()
            )
        })
    }

    /// The layout, or for a jigsaw its rules' stand-in: what the options are checked against.
    fn layout(&self) -> &Layout {
        match self {
            LayoutPlan::Fixed(layout) | LayoutPlan::Jigsaw(layout) => layout,
        }
    }

    /// The puzzle of `seed`, as a line of the layout text form (a jigsaw's regions after its
    /// cells), or why none was made.
    pub fn make(&self, seed: u64, options: &LayoutGenerateOptions) -> Result<String, String> {
        LayoutGrid::generate(&self.layout_of(seed)?, seed, options)
            .map(|puzzle| puzzle.to_string())
            .map_err(|error| error.to_string())
    }

    /// The killer of `seed` over the layout (over a jigsaw's regions of `seed`), as a line of
    /// the killer text form, or why none was made.
    pub fn make_killer(
        &self,
        seed: u64,
        options: &KillerGenerateOptions,
    ) -> Result<String, String> {
        LayoutGrid::generate_killer(&self.layout_of(seed)?, seed, options)
            .map(|puzzle| puzzle.to_string())
            .map_err(|error| error.to_string())
    }

    /// The layout of the puzzle of `seed`: a jigsaw draws its regions from the seed.
    fn layout_of(&self, seed: u64) -> Result<Layout, String> {
        match self {
            LayoutPlan::Fixed(layout) => Ok(layout.clone()),
            LayoutPlan::Jigsaw(stand_in) => stand_in
                .rules()
                .clone()
                .random_regions(seed, DEFAULT_LAYOUT_WORK)
                .map_err(|error| error.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plans_read_fixed_layouts_and_jigsaw_rules() {
        let plan = LayoutPlan::read("16x16 x:").unwrap();
        assert!(matches!(&plan, LayoutPlan::Fixed(layout) if layout.prefix() == "16x16 x"));
        let six = LayoutPlan::read("6x6").unwrap();
        let with = |symmetry| LayoutGenerateOptions::new().symmetry(symmetry);
        assert!(six.refuses(&with(Symmetry::Rotate180)).is_none());
        let quarter = six.refuses(&with(Symmetry::Rotate90)).unwrap();
        assert!(
            quarter.contains("rotate90") && quarter.contains("6x6"),
            "{quarter}"
        );
        let rated = LayoutGenerateOptions::new().rating(RatingRange::at_least(30));
        let unrated = six.refuses(&rated).unwrap();
        assert!(unrated.contains("cannot be rated"), "{unrated}");
        assert!(plan.refuses(&rated).is_some());
        let nine = LayoutPlan::read("9x9 jigsaw anti-king").unwrap();
        assert!(nine.refuses(&rated).is_none());
        let jigsaw = LayoutPlan::read("7x7 jigsaw anti-king").unwrap();
        assert!(jigsaw.refuses(&with(Symmetry::Mirror)).is_some());
        let options = LayoutGenerateOptions::new().minimal(false);
        let line = jigsaw.make(3, &options).unwrap();
        assert!(line.starts_with("7x7 jigsaw anti-king: "), "{line}");
        let grid: LayoutGrid = line.parse().unwrap();
        assert_eq!(
            grid.count(2, DEFAULT_LAYOUT_WORK),
            Ok(sudoku::Counted::Finished(1))
        );
        assert_ne!(line, jigsaw.make(4, &options).unwrap());
        for bad in ["7x7", "3x3 jigsaw", "6x6 kings", "9x9 jigsaw kings", ""] {
            let error = LayoutPlan::read(bad).err().unwrap();
            assert!(error.starts_with("--layout `"), "{error}");
        }
    }
}
