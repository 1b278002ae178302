//! The first thing a hint checks: whether the player's grid or pencil marks already
//! contradict the solution. Reasoning from a false grid would only mislead.

use super::hint::{Hint, MAX_CELLS, MistakeKind, Technique};
use super::oracle::has_one_completion;
use super::sets::{bit, digit_bit};

/// The first cell, in row-major order, whose digit differs from the solution's; failing
/// that, the first empty cell whose pencil marks leave out the solution's digit.
pub(crate) fn find(
    cells: &[u8; 81],
    marks: Option<&[u16; 81]>,
    solution: &[u8; 81],
) -> Option<Hint> {
    if let Some(cell) = (0..81).find(|&cell| cells[cell] != 0 && cells[cell] != solution[cell]) {
        return Some(mistake(cell, cells[cell], MistakeKind::Entry));
    }
    let marks = marks?;
    let cell =
        (0..81).find(|&cell| cells[cell] == 0 && marks[cell] & digit_bit(solution[cell]) == 0)?;
    Some(mistake(cell, solution[cell], MistakeKind::PencilMarks))
}

/// A mistake at `cell` about `digit`: the wrong digit it holds, or the solution's digit its
/// pencil marks leave out.
pub(crate) fn mistake(cell: usize, digit: u8, kind: MistakeKind) -> Hint {
    Hint::new(Technique::Mistake)
        .with_mistake(kind)
        .with_cell(cell)
        .with_digits(digit_bit(digit))
        .with_pattern(bit(cell), digit_bit(digit))
}

/// For a grid without a completion: the filled cells whose removal leaves exactly one
/// completion, as one mistake hint listing them all (row-major, at most `MAX_CELLS`), or
/// `None` when there is no such cell.
pub(crate) fn suspects(cells: &[u8; 81]) -> Option<Hint> {
    let found: Result<_, core::convert::Infallible> =
        suspects_by(cells, |trial| Ok(has_one_completion(trial)));
    found.unwrap_or_else(|never| match never {})
}

/// [`suspects`] of a grid whose completions `has_one_completion` counts (a layout's search,
/// which may run out of work: its error ends the search for suspects).
pub(crate) fn suspects_by<E>(
    cells: &[u8; 81],
    mut has_one_completion: impl FnMut(&[u8; 81]) -> Result<bool, E>,
) -> Result<Option<Hint>, E> {
    let mut hint = Hint::new(Technique::Mistake).with_mistake(MistakeKind::Entry);
    let mut found = 0;
    for cell in (0..81).filter(|&cell| cells[cell] != 0) {
        let mut trial = *cells;
        trial[cell] = 0;
        if found < MAX_CELLS && has_one_completion(&trial)? {
            let mask = digit_bit(cells[cell]);
            hint = hint
                .with_cell(cell)
                .with_digits(mask)
                .with_pattern(bit(cell), mask);
            found += 1;
        }
    }
    Ok((found > 0).then_some(hint))
}
