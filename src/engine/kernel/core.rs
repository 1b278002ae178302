//! The kernel's core: the board, its propagation to a fixed point, where it branches, and
//! the depth-first search over a question.
//!
//! The board keeps, for each digit, the 81-bit word of the cells where it may still go. What
//! makes its trees small is what propagation sees at every node: besides naked and hidden
//! singles, each digit's *configurations* in each band and each stack. A digit crosses a
//! band's three rows in three different boxes: one of six permutations, each a choice of
//! three minirows. A configuration survives while its three minirows may still hold the
//! digit; a minirow that no surviving configuration uses loses the digit. That one rule is
//! box-line reasoning both ways (pointing and claiming), on rows and, through the stacks, on
//! columns; a band with no configuration left is a contradiction. The search then branches
//! the way tdoku does: on the band (or stack) with the fewest configurations over all
//! digits, on the digit of it with the fewest (two when there is one), one case per
//! configuration. Once every digit has one configuration in every band and stack, each box
//! holds each digit in one cell, so a propagated board with nothing to branch on is solved.
//!
//! Everything is a few logical operations on whole words: counts per row, column or box by
//! folding (`fold`), spreading a head back over its cells by one multiplication.

use core::ops::ControlFlow;

use super::configurations::{Configurations, configured};
use super::masks::{
    ALL, BAND_CONFIGURATIONS, BAND_SHAPE, BOX_HEADS, BOX_SHAPE, COLUMN_HEADS, COLUMN_SHAPE,
    MINICOL_HEADS, MINICOL_SHAPE, MINIROW_HEADS, MINIROW_SHAPE, PEERS, ROW_HEADS, ROW_SHAPE,
    STACK_CONFIGURATIONS, STACK_SHAPE,
};

/// Propagation proved that the board has no completion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Contradiction;

/// The candidates of a grid, digit by digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    /// `cells[d]`: where digit `d + 1` may still go (its placed cells included).
    cells: [u128; 9],
    /// The cells whose digit is placed, and has left their peers.
    solved: u128,
    /// The digits whose word changed since propagation last looked at it.
    dirty: u16,
    /// Each digit's configurations, as its last settling found them: current for every
    /// digit not dirty.
    configurations: [Configurations; 9],
}

/// Bits present at least once and at least twice among `word`, `word >> shift` and
/// `word >> 2 * shift`: the counts of three-cell groups, read at the group's first bit.
#[inline(always)]
fn fold(word: u128, shift: u32) -> (u128, u128) {
    let (a, b, c) = (word, word >> shift, word >> (2 * shift));
    (a | b | c, a & b | a & c | b & c)
}

/// [`fold`] over groups whose own counts (`once`, `twice`) are known.
#[inline(always)]
fn fold_counts(once: u128, twice: u128, shift: u32) -> (u128, u128) {
    let (pairs_once, more) = fold(once, shift);
    let (pairs_twice, _) = fold(twice, shift);
    (pairs_once, pairs_twice | more)
}

/// A digit's cells reduced by its configurations to a fixed point, the cells that are
/// alone in their row, column or box (its hidden singles, placed ones included), and its
/// configurations.
#[inline(always)]
fn settle_digit(mut cells: u128) -> Result<(u128, u128, Configurations), Contradiction> {
    let configurations = loop {
        let (fewer, configurations) = configured(cells);
        if fewer == cells {
            break configurations;
        }
        cells = fewer;
    };
    let (minirow_once, minirow_twice) = fold(cells, 1);
    let (row_once, row_twice) = fold_counts(minirow_once, minirow_twice, 3);
    let (box_once, box_twice) = fold_counts(minirow_once, minirow_twice, 9);
    let (minicol_once, minicol_twice) = fold(cells, 9);
    let (column_once, column_twice) = fold_counts(minicol_once, minicol_twice, 27);
    // A band or stack without a configuration has lost its cells: some row or column is empty.
    if row_once & ROW_HEADS != ROW_HEADS || column_once & COLUMN_HEADS != COLUMN_HEADS {
        return Err(Contradiction);
    }
    let alone = ((row_once & !row_twice & ROW_HEADS) * ROW_SHAPE)
        | ((column_once & !column_twice & COLUMN_HEADS) * COLUMN_SHAPE)
        | ((box_once & !box_twice & BOX_HEADS) * BOX_SHAPE);
    Ok((cells, cells & alone, configurations))
}

/// The reasoning on the minirows (or minicols) of each box, across digits: each holds
/// exactly three digits. `segments[d]` has a bit at the head of each segment where digit
/// `d + 1` may go (`heads`: every segment's), `step` the distance between the segments of a box (9 for minirows, 1 for
/// minicols). A segment only three digits may fill takes them all (they leave the box's
/// other segments); a segment that three digits need (each confined to it within its box)
/// takes no other. Fewer than three possible, or more than three needed, is a contradiction.
/// Returns, for each digit, the segment heads it leaves.
#[inline(always)]
fn segment_exclusions(
    segments: &[u128; 9],
    step: u32,
    heads: u128,
) -> Result<[u128; 9], Contradiction> {
    let mut needed = [0u128; 9];
    // Bit-sliced counts at each segment head: possible[k] holds the segments with more than k
    // digits possible, `need` likewise for digits that need them.
    let mut possible = [0u128; 4];
    let mut need = [0u128; 4];
    for (digit, &here) in segments.iter().enumerate() {
        let (once, twice) = fold(here, step);
        needed[digit] = here & spread(once & !twice & BOX_HEADS, step);
        for k in (1..4).rev() {
            possible[k] |= possible[k - 1] & here;
            need[k] |= need[k - 1] & needed[digit];
        }
        possible[0] |= here;
        need[0] |= needed[digit];
    }
    if possible[2] & heads != heads || need[3] & heads != 0 {
        return Err(Contradiction);
    }
    let only_three = possible[2] & !possible[3] & heads;
    let full = need[2] & heads;
    let mut leave = [0u128; 9];
    for digit in 0..9 {
        let must = only_three & segments[digit];
        let boxes = (must | must >> step | must >> (2 * step)) & BOX_HEADS;
        let elsewhere = spread(boxes, step) & !must;
        leave[digit] = (elsewhere | full & !needed[digit]) & segments[digit];
    }
    Ok(leave)
}

/// Box heads spread to the three segment heads of their box, `step` apart.
#[inline(always)]
fn spread(heads: u128, step: u32) -> u128 {
    heads | heads << step | heads << (2 * step)
}

impl Board {
    /// Applies [`segment_exclusions`] to minirows and minicols; whether anything changed.
    #[inline(always)]
    fn settle_segments(&mut self) -> Result<bool, Contradiction> {
        let minirows = self.cells.map(|cells| fold(cells, 1).0 & MINIROW_HEADS);
        let minicols = self.cells.map(|cells| fold(cells, 9).0 & MINICOL_HEADS);
        let leave_rows = segment_exclusions(&minirows, 9, MINIROW_HEADS)?;
        let leave_columns = segment_exclusions(&minicols, 1, MINICOL_HEADS)?;
        let mut changed = false;
        for digit in 0..9 {
            let gone = (leave_rows[digit] * MINIROW_SHAPE) | (leave_columns[digit] * MINICOL_SHAPE);
            if self.cells[digit] & gone != 0 {
                self.cells[digit] &= !gone;
                self.dirty |= 1 << digit;
                changed = true;
            }
        }
        Ok(changed)
    }

    /// The propagated board of `cells` (0 = blank, 1..=9 = given); givens that clash, or a
    /// value above 9, are a contradiction.
    #[inline(always)]
    pub(crate) fn from_givens(cells: &[u8; 81]) -> Result<Self, Contradiction> {
        let mut board = Board {
            cells: [ALL; 9],
            solved: 0,
            dirty: 0x1FF,
            configurations: [Configurations(0); 9],
        };
        let mut placed = [0u128; 9];
        for (cell, &value) in cells.iter().enumerate() {
            match value {
                0 => {}
                1..=9 => placed[usize::from(value - 1)] |= 1 << cell,
                _ => return Err(Contradiction),
            }
        }
        board.assign(&placed)?;
        board.propagate()?;
        Ok(board)
    }

    /// Places `digit` (1..=9) in `cell`, then propagates.
    pub(crate) fn place(&mut self, cell: usize, digit: u8) -> Result<(), Contradiction> {
        let index = usize::from(digit - 1);
        if self.cells[index] >> cell & 1 == 0 {
            return Err(Contradiction);
        }
        let mut placed = [0u128; 9];
        placed[index] = 1 << cell;
        self.assign(&placed)?;
        self.propagate()
    }

    /// Whether every cell holds its digit.
    pub(crate) fn is_solved(&self) -> bool {
        self.solved == ALL
    }

    /// The grid's digits (1..=9), 0 where a cell is not solved.
    pub(crate) fn to_cells(self) -> [u8; 81] {
        let mut grid = [0u8; 81];
        for (digit, &cells) in (1..).zip(&self.cells) {
            let mut placed = cells & self.solved;
            while placed != 0 {
                grid[placed.trailing_zeros() as usize] = digit;
                placed &= placed - 1;
            }
        }
        grid
    }

    /// Enters the cells of `placed[d]` as holding digit `d + 1`: every other digit leaves
    /// them, and the digit leaves their peers. Two digits in one cell, or one digit twice in
    /// a house, is a contradiction.
    #[inline(always)]
    fn assign(&mut self, placed: &[u128; 9]) -> Result<(), Contradiction> {
        let (mut all, mut twice) = (0, 0);
        for &cells in placed {
            twice |= all & cells;
            all |= cells;
        }
        if twice != 0 {
            return Err(Contradiction);
        }
        for (digit, &here) in placed.iter().enumerate() {
            let before = self.cells[digit];
            let mut after = before & !(all & !here);
            let mut left = here;
            while left != 0 {
                after &= !PEERS[left.trailing_zeros() as usize];
                left &= left - 1;
            }
            if after & here != here {
                return Err(Contradiction);
            }
            if after != before {
                self.cells[digit] = after;
                self.dirty |= 1 << digit;
            }
        }
        self.solved |= all;
        Ok(())
    }

    /// Propagates to a fixed point: configurations and hidden singles digit by digit, naked
    /// singles across digits, placing what they find until nothing is new.
    #[inline(always)]
    fn propagate(&mut self) -> Result<(), Contradiction> {
        loop {
            while self.dirty != 0 {
                let digit = self.dirty.trailing_zeros() as usize;
                self.dirty &= self.dirty - 1;
                let (cells, alone, configurations) = settle_digit(self.cells[digit])?;
                self.cells[digit] = cells;
                self.configurations[digit] = configurations;
                // Placed at once, so that the digits settled next see them.
                let hidden = alone & !self.solved;
                if hidden != 0 {
                    self.place_digit(digit, hidden)?;
                }
            }
            let open = ALL & !self.solved;
            let (mut once, mut twice) = (0, 0);
            for &cells in &self.cells {
                twice |= once & cells;
                once |= cells;
            }
            if once & open != open {
                return Err(Contradiction);
            }
            let naked = open & !twice;
            if naked == 0 {
                if self.settle_segments()? {
                    continue;
                }
                return Ok(());
            }
            self.assign(&self.cells.map(|cells| cells & naked))?;
        }
    }

    /// Enters the cells of `here` as holding `digit`'s digit: it leaves their peers, every
    /// other digit leaves them. Two of them in one house is a contradiction.
    #[inline(always)]
    fn place_digit(&mut self, digit: usize, here: u128) -> Result<(), Contradiction> {
        let before = self.cells[digit];
        let mut after = before;
        let mut left = here;
        while left != 0 {
            after &= !PEERS[left.trailing_zeros() as usize];
            left &= left - 1;
        }
        if after & here != here {
            return Err(Contradiction);
        }
        for (other, cells) in self.cells.iter_mut().enumerate() {
            if other != digit && *cells & here != 0 {
                *cells &= !here;
                self.dirty |= 1 << other;
            }
        }
        if after != before {
            self.cells[digit] = after;
            self.dirty |= 1 << digit;
        }
        self.solved |= here;
        Ok(())
    }
}

/// A split of a board: the configurations of one digit in one band or stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Branch {
    digit: u8,
    /// 0..3 a band, 3..6 a stack.
    line: u8,
    /// The configurations (bit `p` for permutation `p`) not tried yet.
    left: u8,
}

impl Branch {
    /// The next case: `board` with the digit kept to the cells of one configuration.
    #[inline(always)]
    fn next_case(&mut self, board: &Board) -> Option<Board> {
        if self.left == 0 {
            return None;
        }
        let p = self.left.trailing_zeros() as usize;
        self.left &= self.left - 1;
        let (region, kept) = if self.line < 3 {
            let head = 27 * u32::from(self.line);
            (
                BAND_SHAPE << head,
                (BAND_CONFIGURATIONS[p] * MINIROW_SHAPE) << head,
            )
        } else {
            let head = 3 * u32::from(self.line - 3);
            (
                STACK_SHAPE << head,
                (STACK_CONFIGURATIONS[p] * MINICOL_SHAPE) << head,
            )
        };
        let mut child = *board;
        let digit = usize::from(self.digit);
        child.cells[digit] &= !region | kept;
        child.dirty |= 1 << digit;
        Some(child)
    }
}

impl Board {
    /// Where to split a propagated board, `None` when it is solved: the band or stack with
    /// the fewest configurations over its digits (among those not settled), and in it the
    /// digit with the fewest above one.
    #[inline(always)]
    fn branch(&self) -> Option<Branch> {
        // A byte per line: bands 0..3, stacks 3..6; at most 54 configurations each.
        let mut counts = [0u64; 9];
        let mut totals = 0u64;
        for (count, configurations) in counts.iter_mut().zip(&self.configurations) {
            *count = configurations.counts();
            totals += *count;
        }
        let line = (0..6)
            .map(|line| (totals >> (8 * line) & 0xFF, line))
            .filter(|&(total, _)| total > 9)
            .min()?
            .1;
        let digit = (0..9)
            .map(|digit| (counts[digit] >> (8 * line) & 0xFF, digit))
            .filter(|&(count, _)| count > 1)
            .min()?
            .1;
        Some(Branch {
            digit: digit as u8,
            line: line as u8,
            left: self.configurations[digit].of(line),
        })
    }
}

/// What a search asks of the completions it meets, in the order it meets them.
pub(crate) trait Question {
    /// Takes a completion; `Break` ends the search.
    fn completion(&mut self, board: &Board) -> ControlFlow<()>;
}

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    /// The question's answer is final: every completion was visited, or the question
    /// stopped the search.
    Finished,
    /// The work budget ran out first.
    OutOfWork,
}

/// A search's end and the work it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Searched {
    pub(crate) status: Status,
    /// Children opened (each a case propagated): the work the budget counts.
    pub(crate) nodes: u64,
    /// Boards split (tdoku's "guesses" counts each binary split once).
    pub(crate) splits: u64,
}

/// Every node of a path fixes one more (digit, band or stack) pair to one configuration:
/// nine digits times six lines, and the root.
const MAX_DEPTH: usize = 55;

/// A node of the path: its board and the cases not tried yet.
#[derive(Clone, Copy)]
struct Node {
    board: Board,
    branch: Branch,
}

/// Takes a propagated board: a completion goes to `question`, any other board becomes the
/// next node of the path.
#[inline(always)]
fn enter(
    board: Board,
    path: &mut [Option<Node>; MAX_DEPTH],
    depth: &mut usize,
    question: &mut impl Question,
) -> ControlFlow<()> {
    match board.branch() {
        None => {
            debug_assert!(board.is_solved(), "a settled board is solved");
            question.completion(&board)
        }
        Some(branch) => {
            path[*depth] = Some(Node { board, branch });
            *depth += 1;
            ControlFlow::Continue(())
        }
    }
}

/// Depth-first search from a propagated `root`, opening at most `work` children.
#[inline(always)]
pub(crate) fn search(root: &Board, work: u64, question: &mut impl Question) -> Searched {
    let mut searched = Searched {
        status: Status::Finished,
        nodes: 0,
        splits: 0,
    };
    let mut path = [None::<Node>; MAX_DEPTH];
    let mut depth = 0;
    if enter(*root, &mut path, &mut depth, question).is_break() {
        return searched;
    }
    while depth > 0 {
        let Some(node) = path[depth - 1].as_mut() else {
            break;
        };
        let Some(mut child) = node.branch.next_case(&node.board) else {
            depth -= 1;
            continue;
        };
        if searched.nodes == work {
            searched.status = Status::OutOfWork;
            return searched;
        }
        searched.nodes += 1;
        // A split into k cases counts k - 1 guesses, as a chain of two-way splits would.
        if node.branch.left != 0 {
            searched.splits += 1;
        }
        if child.propagate().is_err() {
            continue;
        }
        if enter(child, &mut path, &mut depth, question).is_break() {
            return searched;
        }
    }
    searched
}
