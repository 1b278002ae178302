//! Hints and ratings for the 9x9 layouts: the layout's houses and chess rules handed to the
//! logic solver as its geometry (`logic::geometry::Houses`), whose techniques then find
//! their patterns in the diagonals, windows, disjoint groups and jigsaw regions too; the
//! solution they are checked against comes from the layout's own exact search.
//!
//! The logic solver reasons over 81 cells and nine digits and knows no killer sums, so the
//! other sizes and the killers get the exact answers, counts and generation but no hints or
//! ratings yet ([`LayoutGridError::LogicUnavailable`]).

use core::fmt;

use crate::engine::Counted;
use crate::logic::geometry::{HouseLabel, Houses, MAX_HOUSES};
use crate::logic::hint::{ChainHint, Hint, Technique};
use crate::logic::rating::Rating;
use crate::logic::{HouseNames, describe_in, hint_on, rate_on, suspects_on};
use crate::model::error::PuzzleError;
use crate::spare::with_scratch;
use crate::variant::error::LayoutGridError;
use crate::variant::grid::{DEFAULT_LAYOUT_WORK, LayoutGrid};
use crate::variant::house::LayoutHouse;
use crate::variant::layout::Layout;

/// The size of grid the logic solver reasons over.
const LOGIC_SIZE: usize = 9;

/// A 9x9 layout as the logic solver sees it: its houses, and what each is called.
#[derive(Clone, Debug)]
pub(crate) struct LogicLayout {
    houses: Houses,
    /// The layout's name of each of `houses`, by number.
    names: Vec<LayoutHouse>,
}

impl LogicLayout {
    /// The geometry of `layout`, or `None` for a size other than 9. The rows, columns and
    /// boxes (or regions) come first, as the geometry numbers them; each extra house of nine
    /// cells is a house (every digit once), while a smaller extra region and the chess
    /// rules make pairs of peers (two cells that differ). Extra houses past the most a
    /// geometry holds are kept as peers too: the techniques then see fewer houses, which
    /// keeps every step they find sound.
    ///
    /// A layout with killer sums is refused too: its techniques know no sums, and the
    /// uniqueness ones would take a swap of two digits that breaks a sum for a second
    /// solution.
    pub(crate) fn of(layout: &Layout) -> Option<LogicLayout> {
        let sums = layout.cages().iter().any(|cage| cage.sum().is_some());
        if layout.size() != LOGIC_SIZE || sums {
            return None;
        }
        let houses = layout.houses();
        let regions: Option<[[u8; 9]; 9]> = matches!(houses[18].0, LayoutHouse::Region(_))
            .then(|| core::array::from_fn(|region| nine_cells(&houses[18 + region].1)));
        let mut names: Vec<LayoutHouse> = houses[..27].iter().map(|(name, _)| *name).collect();
        let mut extra = Vec::new();
        for &(name, ref cells) in &houses[27..] {
            if cells.len() == LOGIC_SIZE && names.len() < MAX_HOUSES {
                extra.push((nine_cells(cells), label(name)));
                names.push(name);
            }
        }
        if names
            .iter()
            .any(|name| matches!(name, LayoutHouse::Window(_)))
        {
            for (at, cells) in IMPLIED_WINDOWS.iter().enumerate() {
                if names.len() < MAX_HOUSES {
                    extra.push((*cells, HouseLabel::Window));
                    names.push(LayoutHouse::Window(4 + at));
                }
            }
        }
        // Every pair of peers, once: those no house of the geometry holds become its extra
        // peers (the geometry skips the others).
        let peer_pairs: Vec<(u8, u8)> = (0..81)
            .flat_map(|cell| {
                layout
                    .peers(cell)
                    .iter()
                    .filter(move |&&peer| usize::from(peer) > cell)
                    .map(move |&peer| (cell as u8, peer as u8))
            })
            .collect();
        let houses = Houses::new(regions.as_ref(), &extra, &peer_pairs)
            .expect("a valid 9x9 layout makes a valid geometry");
        Some(LogicLayout { houses, names })
    }
}

/// The five windows a windoku's four imply, which Sukaku Explainer counts among its nine:
/// columns 2-4 hold each digit three times, twice in the two windows they cross, so their
/// cells in rows 1, 5 and 9 hold it once; so do columns 6-8, and rows 2-4 and 6-8 across
/// columns 1, 5 and 9; then rows 1, 5 and 9 hold each digit three times, twice in the first
/// two of these, so their cells in columns 1, 5 and 9 hold it once. They follow from the
/// rows, the columns and the four windows alone, so they hold with jigsaw regions too.
const IMPLIED_WINDOWS: [[u8; 9]; 5] = {
    const EDGES: [usize; 3] = [0, 4, 8];
    const fn window(rows: [usize; 3], columns: [usize; 3]) -> [u8; 9] {
        let mut cells = [0; 9];
        let mut at = 0;
        while at < 9 {
            cells[at] = (rows[at / 3] * 9 + columns[at % 3]) as u8;
            at += 1;
        }
        cells
    }
    [
        window(EDGES, [1, 2, 3]),
        window(EDGES, [5, 6, 7]),
        window([1, 2, 3], EDGES),
        window([5, 6, 7], EDGES),
        window(EDGES, EDGES),
    ]
};

/// The cells of a house of nine cells, as the geometry takes them.
fn nine_cells(cells: &[u16]) -> [u8; 9] {
    core::array::from_fn(|at| cells[at] as u8)
}

/// What the geometry calls a layout's extra house.
fn label(house: LayoutHouse) -> HouseLabel {
    match house {
        LayoutHouse::MainDiagonal => HouseLabel::MainDiagonal,
        LayoutHouse::AntiDiagonal => HouseLabel::AntiDiagonal,
        LayoutHouse::Window(_) => HouseLabel::Window,
        LayoutHouse::DisjointGroup(_) => HouseLabel::DisjointGroup,
        _ => HouseLabel::Extra,
    }
}

impl HouseNames for LogicLayout {
    fn write_name(&self, f: &mut dyn fmt::Write, house: usize) -> fmt::Result {
        write!(f, "{}", self.names[house])
    }

    fn cells_of(&self, house: usize) -> &[u8] {
        self.houses.cells_of(house)
    }
}

/// A hint on a grid of a 9x9 layout: the step, and the layout's names for the houses it
/// names. Its [`Display`](fmt::Display) is the sentence, naming the layout's houses ("in
/// the main diagonal", "in region 4", "in window 2").
#[derive(Clone, Debug)]
pub struct LayoutHint {
    hint: ChainHint,
    layout: LogicLayout,
}

impl LayoutHint {
    /// The technique of the step.
    pub fn technique(&self) -> Technique {
        self.hint.hint().technique()
    }

    /// The step: its cells (row-major indices `0..81` as [`Cell`](crate::Cell)s), the
    /// digit it places or the candidates it removes, its pattern. Its houses are numbered
    /// as the layout's: [`LayoutHint::houses`] names them.
    pub fn hint(&self) -> &Hint {
        self.hint.hint()
    }

    /// The houses the sentence names, in order, as the layout calls them.
    pub fn houses(&self) -> Vec<LayoutHouse> {
        self.hint
            .hint()
            .house_list()
            .iter()
            .map(|&house| self.layout.names[usize::from(house)])
            .collect()
    }
}

impl fmt::Display for LayoutHint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        describe_in(self.hint.hint(), &self.layout, f)
    }
}

impl Layout {
    /// Whether the techniques reason over this layout: its puzzles can be rated
    /// ([`LayoutGrid::rate`]), hinted ([`LayoutGrid::hint`]) and generated within a rating
    /// range. Today that is a 9x9 layout without killer sums.
    ///
    /// ```
    /// use sudoku::Layout;
    ///
    /// assert!(Layout::builder(9).windoku().build()?.supports_logic());
    /// assert!(!Layout::standard(16)?.supports_logic());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn supports_logic(&self) -> bool {
        LogicLayout::of(self).is_some()
    }
}

impl LayoutGrid {
    /// How hard the puzzle is for a person, on Sudoku Explainer's scale, as
    /// [`Grid::rate`](crate::Grid::rate) for the classic grid: the techniques find their
    /// patterns in every house of the layout, and the layout's extra houses and chess rules
    /// bring in Sukaku Explainer's variant rules (its `--isX`, `--isWindows`, `--isDG`,
    /// `--isAntiKnight` and `--isAntiKing` ratings): locked candidates in any two houses as
    /// its generalized intersection (2.9), naked subsets that clear every cell seeing
    /// them, a hidden single rated 1.2 in a box and 1.5 in any other house.
    ///
    /// Errors: [`LayoutGridError::LogicUnavailable`] for a size other than 9; the grid's
    /// errors ([`LayoutGrid::validate`]); [`LayoutGridError::Unsolvable`];
    /// [`LayoutGridError::NotUnique`] for a grid with several completions;
    /// [`LayoutGridError::WorkLimit`] when the exact search runs past
    /// [`DEFAULT_LAYOUT_WORK`].
    ///
    /// ```
    /// use sudoku::{LayoutGrid, Technique};
    ///
    /// // Sukaku Explainer rates it 2.9 with --isX=1: a digit of a box confined to a diagonal.
    /// let puzzle: LayoutGrid = "9x9 x: 000008700000562000020000000000100000\
    ///     050000340070200050014000590000000800000805010".parse()?;
    /// let rating = puzzle.rate()?;
    /// assert_eq!(rating.tenths(), 29);
    /// assert_eq!(rating.hardest(), Technique::GeneralizedIntersection);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn rate(&self) -> Result<Rating, LayoutGridError> {
        self.rate_within(u64::MAX)
    }

    /// [`LayoutGrid::rate`] within a bound on the logic's work (units as
    /// [`Grid::rate_within`](crate::Grid::rate_within)'s):
    /// [`LayoutGridError::WorkLimit`] when it runs out.
    pub fn rate_within(&self, max_work: u64) -> Result<Rating, LayoutGridError> {
        // The layout is checked first: a size the logic lacks is refused before any search.
        self.for_logic()?;
        let solution = self.only_completion()?;
        self.rate_below(&solution, max_work, u16::MAX)
    }

    /// The rating of this puzzle, whose one completion is `solution` (81 cells), within
    /// `max_work`; it stops once a step is rated above `ceiling` (generation's early refusal).
    pub(crate) fn rate_below(
        &self,
        solution: &[u8; 81],
        max_work: u64,
        ceiling: u16,
    ) -> Result<Rating, LayoutGridError> {
        let (layout, cells) = self.for_logic()?;
        with_scratch(|scratch| {
            rate_on(&layout.houses, &cells, solution, max_work, ceiling, scratch)
        })
        .map_err(from_logic)
    }

    /// The next step a person can take on this grid (givens and entries alike), as
    /// [`Grid::hint`](crate::Grid::hint) for the classic grid: the easiest technique over
    /// the layout's houses and rules, else the solution's digit for one cell. A grid whose
    /// entries clash or admit no completion gets a [`Technique::Mistake`] listing the suspects:
    /// the filled cells whose removal leaves exactly one completion (a single wrong entry is
    /// always among them, a given may be too; [`LayoutGrid::hint_with`] with the givens names
    /// the wrong entry itself). Errors as [`LayoutGrid::rate`]'s (the grid's own error when no
    /// single removal helps), and [`LayoutGridError::Solved`] for a full grid.
    ///
    /// ```
    /// use sudoku::{LayoutGrid, LayoutHouse, Technique};
    ///
    /// let grid: LayoutGrid = "9x9 x: 680050470000600000030080006060800000\
    ///     008010002000000000000000009070004800000200000".parse()?;
    /// let hint = grid.hint()?;
    /// assert_eq!(hint.technique(), Technique::HiddenSingle);
    /// assert_eq!(hint.houses(), [LayoutHouse::AntiDiagonal]);
    /// assert_eq!(hint.to_string(), "Hidden single: in the anti-diagonal, 6 fits only r7c3.");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hint(&self) -> Result<LayoutHint, LayoutGridError> {
        self.hint_with(None, None)
    }

    /// [`LayoutGrid::hint`] for a player's grid (`self`) when the puzzle's `givens` are
    /// known, with the player's pencil `marks` (one mask a cell, bit `d - 1` for digit `d`,
    /// as [`LayoutGrid::candidates`] gives them; `None`: the basic marks): the solution is
    /// the givens', an entry that differs from it or marks that leave its digit out are the
    /// hint (a [`Technique::Mistake`]), and the next step reasons from the marks.
    ///
    /// Errors: as [`LayoutGrid::hint`]'s, for the givens when they are given;
    /// [`LayoutGridError::LayoutMismatch`] for givens of another layout;
    /// [`LayoutGridError::Length`] for marks that are not one a cell.
    ///
    /// ```
    /// use sudoku::{LayoutGrid, MistakeKind};
    ///
    /// let puzzle: LayoutGrid = "9x9 x: 000009080570008000000000509000500100207000005000000000090014000001000006002000304".parse()?;
    /// let mut cells = puzzle.cells().to_vec();
    /// cells[0] = 9; // the solution has another digit there
    /// let player = LayoutGrid::new(puzzle.layout().clone(), cells)?;
    /// let hint = player.hint_with(Some(&puzzle), None)?;
    /// assert_eq!(hint.hint().mistake(), Some(MistakeKind::Entry));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hint_with(
        &self,
        givens: Option<&LayoutGrid>,
        marks: Option<&[u32]>,
    ) -> Result<LayoutHint, LayoutGridError> {
        let (layout, cells) = self.for_logic()?;
        let solution = match givens {
            Some(givens) if givens.layout() != self.layout() => {
                return Err(LayoutGridError::LayoutMismatch);
            }
            Some(givens) => givens.only_completion()?,
            None => match self.only_completion() {
                Err(
                    error @ (LayoutGridError::Unsolvable
                    | LayoutGridError::Conflict { .. }
                    | LayoutGridError::CageSum { .. }),
                ) => {
                    let hint = self.suspects(&cells)?.ok_or(error)?;
                    return Ok(LayoutHint { hint, layout });
                }
                other => other?,
            },
        };
        let marks = match marks {
            None => None,
            Some(marks) if marks.len() != 81 => {
                return Err(LayoutGridError::Length {
                    expected: 81,
                    found: marks.len(),
                });
            }
            Some(marks) => Some(core::array::from_fn(|cell| (marks[cell] & 0x1ff) as u16)),
        };
        let hint = with_scratch(|scratch| {
            hint_on(&layout.houses, &cells, marks.as_ref(), &solution, scratch)
        })
        .map_err(from_logic)?;
        Ok(LayoutHint { hint, layout })
    }

    /// For a player's grid without a completion (its entries clash, or lead nowhere) and no
    /// givens to compare with: the filled cells whose removal leaves exactly one completion,
    /// as [`Grid::hint`](crate::Grid::hint) lists them for the classic grid. A single wrong
    /// entry is always among them. The counts share [`DEFAULT_LAYOUT_WORK`] between them, so
    /// that the whole search is bounded as one call.
    fn suspects(&self, cells: &[u8; 81]) -> Result<Option<ChainHint>, LayoutGridError> {
        let filled = cells.iter().filter(|&&value| value != 0).count().max(1) as u64;
        let work = DEFAULT_LAYOUT_WORK / filled;
        suspects_on(cells, |trial| {
            let grid = LayoutGrid::new(self.layout().clone(), trial.to_vec())?;
            match grid.count(2, work) {
                Ok(Counted::Finished(count)) => Ok(count == 1),
                Ok(Counted::BudgetExceeded(_)) => Err(LayoutGridError::WorkLimit),
                // Other entries still clash: not this one alone.
                Err(LayoutGridError::Conflict { .. } | LayoutGridError::CageSum { .. }) => {
                    Ok(false)
                }
                Err(error) => Err(error),
            }
        })
    }

    /// The layout as the logic sees it, and the grid's cells.
    fn for_logic(&self) -> Result<(LogicLayout, [u8; 81]), LayoutGridError> {
        let size = self.layout().size();
        let layout =
            LogicLayout::of(self.layout()).ok_or(LayoutGridError::LogicUnavailable { size })?;
        let cells: [u8; 81] = self.cells().try_into().expect("81 cells in a 9x9 layout");
        Ok((layout, cells))
    }

    /// The one completion of a 9x9 grid: errors for a full grid (no next step), for a grid
    /// with none or several, and when the exact search runs past its default bound.
    fn only_completion(&self) -> Result<[u8; 81], LayoutGridError> {
        if !self.cells().contains(&0) {
            self.validate()?;
            return Err(LayoutGridError::Solved);
        }
        match self.count(2, DEFAULT_LAYOUT_WORK)? {
            Counted::Finished(0) => return Err(LayoutGridError::Unsolvable),
            Counted::Finished(1) => {}
            Counted::Finished(_) => return Err(LayoutGridError::NotUnique),
            Counted::BudgetExceeded(_) => return Err(LayoutGridError::WorkLimit),
        }
        let solution = self.solve_any(DEFAULT_LAYOUT_WORK)?;
        Ok(solution
            .cells()
            .try_into()
            .expect("81 cells in a 9x9 layout"))
    }
}

/// A logic error on a grid whose completion is known to be one: only the work can run out.
fn from_logic(error: PuzzleError) -> LayoutGridError {
    match error {
        PuzzleError::Solved => LayoutGridError::Solved,
        PuzzleError::NotUnique => LayoutGridError::NotUnique,
        PuzzleError::Solve(_) => LayoutGridError::Unsolvable,
        _ => LayoutGridError::WorkLimit,
    }
}
