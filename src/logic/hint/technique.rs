//! The techniques a hint can name, by their fixed numbers, in the order hints are looked for.

use core::fmt;

/// The techniques a hint can name. The numbers are fixed: new techniques get new numbers,
/// existing ones never change.
///
/// A hint is the first that applies in the order of [`Technique::ALL`]: Sudoku Explainer's
/// order of difficulty (see [`Rating`](crate::Rating) for each technique's value), a mistake
/// first, the singles and Sudoku Explainer's direct techniques next, the chains last, and
/// when none applies, the solution's digit for the empty cell with the fewest candidates.
// `repr(i32)`: the C header declares these values as `SudokuTechnique` (cbindgen.toml).
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
// More will come (techniques, chains, variants): callers match with a wildcard arm.
#[non_exhaustive]
pub enum Technique {
    /// A filled cell, or a pencil mark, contradicts the puzzle's solution.
    Mistake = 0,
    /// The last empty cell of a house takes the house's missing digit.
    FullHouse = 1,
    /// A digit fits only one cell of a house.
    HiddenSingle = 2,
    /// A cell has only one candidate left.
    NakedSingle = 3,
    /// Within a box, a digit lies in one row or column only: it leaves the rest of that line.
    Pointing = 4,
    /// Within a row or column, a digit lies in one box only: it leaves the rest of that box.
    Claiming = 5,
    /// Two cells of a house hold only the same two digits.
    NakedPair = 6,
    /// A digit lies in two rows (columns) within the same two columns (rows).
    XWing = 7,
    /// Two digits fit only the same two cells of a house.
    HiddenPair = 8,
    /// Three cells of a house hold only three digits between them.
    NakedTriple = 9,
    /// A digit lies in three rows (columns) within the same three columns (rows).
    Swordfish = 10,
    /// Three digits fit only the same three cells of a house.
    HiddenTriple = 11,
    /// A two-candidate pivot and two pincers: the pincers' common digit goes from their
    /// common peers.
    XyWing = 12,
    /// A three-candidate pivot and two pincers: their common digit goes from the cells that
    /// see all three.
    XyzWing = 13,
    /// Type 1: three corners of a rectangle over two boxes hold only the same two digits;
    /// the fourth corner cannot take either, or the puzzle would have two solutions.
    UniqueRectangle = 14,
    /// Four cells of a house hold only four digits between them.
    NakedQuad = 15,
    /// A digit lies in four rows (columns) within the same four columns (rows).
    Jellyfish = 16,
    /// Four digits fit only the same four cells of a house.
    HiddenQuad = 17,
    /// A chain of one digit, alternating strong links (a house with only two places) and
    /// weak links: one of its two ends holds the digit, so no cell seeing both ends does.
    XChain = 18,
    /// Two cells with the same two candidates, joined by a strong link on one of them: the
    /// other digit goes from the cells that see both.
    WWing = 19,
    /// None of the techniques above applies: the solution's digit for one cell.
    SolutionDigit = 20,
    /// A loop of alternating links that reads both ways round (Sudoku Explainer's
    /// bidirectional X-, Y- or XY-cycle): a candidate that sees both readings goes.
    BidirectionalCycle = 21,
    /// Assuming a candidate leads, link by link, to its own negation (Sudoku Explainer's
    /// forcing X-chain or forcing chain): the candidate is false, or true.
    ForcingChain = 22,
    /// Assuming a candidate leads, through one digit's links and what each step takes out,
    /// to a contradiction: the candidate goes.
    NishioForcingChain = 23,
    /// Every candidate of a cell, or every place of a digit in a house, leads to the same
    /// conclusion (cell or region forcing chains).
    MultipleForcingChains = 24,
    /// Forcing chains in which each step takes out what it puts off, so later steps see the
    /// grid as it would be: contradictions, double, cell and region forcing chains.
    DynamicForcingChains = 25,
    /// Three cells that see one another hold four digits between them, and a cell with two
    /// of them sees every wing cell holding one (Sukaku Explainer's WXYZ-Wing).
    WxyzWing = 26,
    /// The same with four cells holding five digits (VWXYZ-Wing).
    VwxyzWing = 27,
    /// The same with five cells holding six digits (UVWXYZ-Wing).
    UvwxyzWing = 28,
    /// Every empty cell has two candidates but one with three: that cell takes the digit
    /// with three places in each of its houses, or the puzzle would not have one solution
    /// (bivalue universal grave, type 1).
    BugType1 = 29,
    /// A chain of one digit made of 2 to 6 strong links (houses where the digit has only
    /// two places), each joined to the next by cells that see each other: one end holds the
    /// digit, so no cell that sees both ends does (Skyscraper, 2-String Kite, Turbot fish,
    /// and Sukaku Explainer's longer chains of strong links).
    StrongLinks = 30,
    /// Unique rectangle type 2: the corners of a rectangle over two boxes hold the same two
    /// digits, and those that hold more hold one digit more, the same: one of them holds it,
    /// or the puzzle would have two solutions, so the cells that see them all do not.
    UniqueRectangleType2 = 31,
    /// Unique rectangle type 3: two corners in one house hold more than the two digits; one
    /// of them holds another digit, so their other digits act as one cell, which with other
    /// cells of the house makes a naked subset whose digits leave the rest of the house.
    UniqueRectangleType3 = 32,
    /// Unique rectangle type 4: two corners in one house hold more than the two digits, and
    /// one of the two digits has no other place in the house: one of them holds it, so the
    /// other digit leaves both.
    UniqueRectangleType4 = 33,
    /// Unique loop type 1: 6, 8 or more cells holding the same two digits, each seeing the
    /// next, two in every house they meet, all but one holding only the two: that one
    /// cannot take either, or the puzzle would have two solutions.
    UniqueLoop = 34,
    /// Unique loop type 2: the cells of the loop that hold more hold one digit more, the
    /// same: one of them holds it, so the cells that see them all do not.
    UniqueLoopType2 = 35,
    /// Unique loop type 3: two cells of the loop in one house hold more; one of them holds
    /// another digit, so they make a naked or hidden subset with other cells of the house.
    UniqueLoopType3 = 36,
    /// Unique loop type 4: two cells of the loop in one house hold more, and one of the two
    /// digits has no other place in the house: the other digit leaves both.
    UniqueLoopType4 = 37,
    /// BUG type 2: every empty cell has two candidates but a few, which hold one digit more,
    /// the same: one of them holds it (bivalue universal grave), so the cells that see them
    /// all do not.
    BugType2 = 38,
    /// BUG type 3: the cells with more than two candidates share a house; one of them holds
    /// one of its extra digits, so their extra digits act as one cell, which with other
    /// cells of the house makes a naked subset whose digits leave the cells that see it.
    BugType3 = 39,
    /// BUG type 4: two cells with more than two candidates share a house, and a digit they
    /// both hold besides their extra digits has no other place there: one holds its extra
    /// digit, the other that digit, so their other candidates go.
    BugType4 = 40,
    /// Dynamic forcing chains in which each run also applies pointing, claiming, hidden
    /// and naked pairs and X-Wings to the grid as it would be, when its links give nothing
    /// more (Sudoku Explainer's dynamic forcing chains (+)).
    DynamicForcingChainsPlus = 41,
    /// Dynamic forcing chains (+) whose runs also use forcing chains found on the grid as
    /// it would be, when nothing else gives more (Sudoku Explainer's first nested level,
    /// dynamic forcing chains (+ forcing chains)).
    NestedForcingChains = 42,
    /// Nested forcing chains whose runs also use cell and region forcing chains found on
    /// the grid as it would be, when their forcing chains give nothing more (Sudoku
    /// Explainer's second nested level, dynamic forcing chains (+ multiple forcing chains)).
    NestedMultipleForcingChains = 43,
    /// Two cells, and cells with only two candidates that see both: a pair of digits for
    /// the two that would leave one of those cells without a candidate, or put one digit
    /// twice in a house, cannot be; a digit of either cell in no pair that can be goes
    /// (Sudoku Explainer's aligned pair exclusion).
    AlignedPairExclusion = 44,
    /// The same as WXYZ-Wing with six cells holding seven digits (Sukaku Explainer's
    /// TUVWXYZ-Wing).
    TuvwxyzWing = 45,
    /// Aligned pair exclusion over three cells, the cells that see all three holding two or
    /// three candidates (Sudoku Explainer's aligned triplet exclusion).
    AlignedTripletExclusion = 46,
    /// Within a box, a digit lies in one row or column only, and leaving the rest of that
    /// line leaves it one place in another box the line crosses: the digit goes there
    /// (Sudoku Explainer's direct pointing, the pointing and the hidden single in one step).
    DirectPointing = 47,
    /// Within a row or column, a digit lies in one box only, and leaving the rest of that
    /// box leaves it one place in another line through the box: the digit goes there
    /// (Sudoku Explainer's direct claiming).
    DirectClaiming = 48,
    /// Two digits fit only the same two cells of a house, and clearing those cells of their
    /// other candidates leaves another digit one place in the house: it goes there (Sudoku
    /// Explainer's direct hidden pair).
    DirectHiddenPair = 49,
    /// The same with three digits and three cells (Sudoku Explainer's direct hidden
    /// triplet).
    DirectHiddenTriple = 50,
    /// Within a house, a digit's two to six places all see some cells outside them: the
    /// digit goes from those cells (Sukaku Explainer's generalized intersection, which takes
    /// the place of pointing and claiming in its ratings of variants: diagonals, windows,
    /// disjoint groups, chess rules).
    GeneralizedIntersection = 51,
    /// Killer: a cage's empty cells add up to its sum with distinct digits; a candidate that
    /// no set of digits making that sum and fitting their candidates uses goes.
    CageCombination = 52,
    /// Killer: a digit every combination of a cage holds, whose places in the cage all see
    /// other cells (they lie in one house), leaves those; or a digit of a house whose places
    /// all lie in one cage is in that cage, whose combinations without it go.
    CageOverlap = 53,
    /// Killer: a union of houses adds up to 45 a house; the cages with sums inside it leave
    /// one cell (an innie), or the cages covering it stick out of it in one cell (an outie):
    /// that cell takes what is left.
    RuleOf45 = 54,
    /// Killer: the cages with sums inside a house leave two or more of its cells, which add
    /// up to the rest of 45 with distinct digits: a cage, whose combinations remove.
    HiddenCage = 55,
    /// Killer: the innies of a union of several houses, or the outies of a union, two or
    /// more cells, add up to a known total: a candidate that no filling uses goes.
    InniesOuties = 56,
}

impl Technique {
    /// The technique with number `number`, if there is one.
    pub fn from_number(number: u8) -> Option<Technique> {
        Technique::from_i32(i32::from(number))
    }

    /// The fixed number of the technique.
    pub const fn number(self) -> u8 {
        self as u8
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn technique_numbers_are_fixed() {
        // Every number up to the last is a technique, listed once in the order.
        for number in 0..57u8 {
            let technique = Technique::from_number(number).unwrap();
            assert_eq!(technique.number(), number);
        }
        assert_eq!(Technique::ALL.len(), 57);
        assert_eq!(Technique::from_number(57), None);
        assert_eq!(Technique::HiddenSingle as u8, 2);
        assert_eq!(Technique::SolutionDigit as u8, 20);
    }
}
