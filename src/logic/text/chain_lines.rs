//! A chain hint's sentence told step by step from its lines (`Hint::explained`): `if r1c2 is
//! 3, then r1c7 is not 3, then r3c7 is 3; if r1c2 is 8, ...; either way r5c5 is not 7.`

use core::fmt::{self, Write};

use super::phrases::{RowColumn, removals};
use crate::logic::hint::{Chain, ChainKind, ChainLine, ChainStep, Hint};

/// `r1c7 is 5`, `r1c7 is not 5`.
struct Told(ChainStep);

impl fmt::Display for Told {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let step = self.0;
        let verb = if step.is_on() { "is" } else { "is not" };
        let cell = RowColumn(step.cell().index() as u8);
        write!(f, "{cell} {verb} {}", step.digit())
    }
}

/// The steps of `line` after its first `skip`, each led by `, then ` (the first one by
/// `lead`), with the steps left out counted where they are.
fn steps(f: &mut dyn Write, line: &ChainLine, skip: usize, lead: &str) -> fmt::Result {
    for (index, step) in line.steps().enumerate().skip(skip) {
        f.write_str(if index == skip { lead } else { ", then " })?;
        if index == 1 && line.omitted() > 0 {
            write!(f, "{} steps on, ", line.omitted())?;
        }
        write!(f, "{}", Told(step))?;
    }
    Ok(())
}

/// The opposite of `step`.
fn opposite(step: ChainStep) -> ChainStep {
    ChainStep::new(step.cell(), step.digit(), !step.is_on())
}

/// The sentence of a chain hint with its lines; `None` (nothing written) when the chain's
/// lines do not have the shape its kind needs, for the caller to tell the short sentence.
pub(super) fn describe_lines(f: &mut dyn Write, hint: &Hint, chain: &Chain) -> Option<fmt::Result> {
    let kind = chain.kind()?;
    let mut lines = chain.lines();
    let first = lines.clone().next()?;
    let assumption = first.steps().next()?;
    let last = |line: &ChainLine| line.steps().last();
    let expected_lines = match kind {
        ChainKind::Nishio | ChainKind::Contradiction | ChainKind::DoubleForcing => 2,
        ChainKind::Cell | ChainKind::Region => lines.len().max(2),
        _ => 1,
    };
    if lines.len() != expected_lines {
        return None;
    }
    let written = (|| -> fmt::Result {
        write!(f, "{}: ", hint.technique())?;
        match kind {
            ChainKind::XCycle | ChainKind::YCycle | ChainKind::Cycle => {
                write!(f, "round the loop, {}", Told(assumption))?;
                steps(f, &first, 1, ", then ")?;
                write!(
                    f,
                    ", and back to {}: the loop holds whichever way round it is read",
                    RowColumn(assumption.cell().index() as u8)
                )?;
                removals(f, hint)?;
            }
            ChainKind::ForcingX | ChainKind::Forcing => {
                write!(f, "if {}", Told(assumption))?;
                steps(f, &first, 1, ", then ")?;
                write!(f, "; so {}", Told(opposite(assumption)))?;
            }
            ChainKind::Nishio | ChainKind::Contradiction => {
                let second = lines.nth(1).expect("two lines, checked above");
                write!(f, "if {}", Told(assumption))?;
                steps(f, &first, 1, ", then ")?;
                steps(f, &second, 1, "; but also ")?;
                write!(f, ": a contradiction, so {}", Told(opposite(assumption)))?;
            }
            ChainKind::Cell | ChainKind::Region | ChainKind::DoubleForcing => {
                for (index, line) in lines.enumerate() {
                    let start = line.steps().next().expect("lines are never empty");
                    let lead = if index == 0 { "if " } else { "; if " };
                    write!(f, "{lead}{}", Told(start))?;
                    steps(f, &line, 1, ", then ")?;
                }
                let end = last(&first).expect("lines are never empty");
                write!(f, "; either way {}", Told(end))?;
            }
        }
        f.write_str(".")
    })();
    Some(written)
}

#[cfg(test)]
mod tests {
    use crate::logic::hint::{Chain, ChainHint, ChainKind, ChainStep, Hint, Technique};
    use crate::logic::sets::bit;
    use crate::model::cell::Cell;

    fn step(row: usize, column: usize, digit: u8, on: bool) -> ChainStep {
        ChainStep::new(Cell::at(row, column).unwrap(), digit, on)
    }

    fn chain_hint(kind: ChainKind, lines: &[(&[ChainStep], usize)]) -> ChainHint {
        let hint = Hint::new(Technique::DynamicForcingChains)
            .with_chain_kind(kind as u8)
            .with_cell(0)
            .with_digits(1)
            .with_eliminations(bit(40), 1 << 6);
        let mut chain = Chain::default();
        chain.set_kind(kind as u8);
        for &(line, omitted) in lines {
            chain.push_line(line, omitted).unwrap();
        }
        ChainHint::new(hint, chain)
    }

    #[test]
    fn a_double_forcing_chain_reads_both_ways() {
        let end = step(4, 4, 7, false);
        let on: &[ChainStep] = &[step(0, 0, 1, true), step(0, 4, 1, false), end];
        let off: &[ChainStep] = &[step(0, 0, 1, false), step(0, 2, 1, true), end];
        let hint = chain_hint(ChainKind::DoubleForcing, &[(on, 0), (off, 0)]);
        assert_eq!(
            hint.explained().to_string(),
            "Dynamic forcing chains: if r1c1 is 1, then r1c5 is not 1, then r5c5 is not 7; \
             if r1c1 is not 1, then r1c3 is 1, then r5c5 is not 7; either way r5c5 is not 7."
        );
    }

    #[test]
    fn a_cycle_reads_round_its_loop_and_omitted_steps_are_counted() {
        let around: &[ChainStep] = &[step(0, 0, 1, true), step(0, 4, 1, false)];
        let hint = chain_hint(ChainKind::XCycle, &[(around, 6)]);
        assert_eq!(
            hint.explained().to_string(),
            "Dynamic forcing chains: round the loop, r1c1 is 1, then 6 steps on, r1c5 is not \
             1, and back to r1c1: the loop holds whichever way round it is read, so 7 is \
             removed from r5c5."
        );
    }

    #[test]
    fn lines_of_the_wrong_shape_fall_back_to_the_short_sentence() {
        let line: &[ChainStep] = &[step(0, 0, 1, true), step(4, 4, 7, false)];
        let hint = chain_hint(ChainKind::DoubleForcing, &[(line, 0)]);
        assert_eq!(hint.explained().to_string(), hint.hint().to_string());
    }
}
