//! The records of the cycles' walks (see `cycles.rs`): what each round of a source's walk
//! spends and the loops it closes, kept for the later passes of one search.

use super::super::Found;
use super::super::graph::Graph;
use super::super::pass::{Pass, kind_of};
use super::super::potentials::{Links, Marks, Potential, length_tenths};
use super::super::run::Run;
use super::{Visit, Walked, loop_eliminations_by_digit, walk, walk_for_pass};
use crate::logic::geometry::Geometry;

/// The most rounds a record keeps: the passes up to loops of about 50 potentials (a deeper
/// walk is made without a record).
const RECORDED_ROUNDS: usize = 24;
/// The most loops with eliminations a record keeps; a walk that closes more is recorded up
/// to the round before, and made without a record deeper.
const RECORDED_LOOPS: usize = 8;

/// What one source's walk does, round by round, up to `rounds` (and the round after, when
/// it ended there).
#[derive(Clone, Copy)]
struct Record {
    /// Rounds walked in full, each with potentials to follow (0 and `ends_after` Open: no
    /// record).
    rounds: u8,
    /// What the round after `rounds` does.
    ends_after: Ending,
    /// The units spent after each number of rounds; after `rounds + 1`, where the walk
    /// ended in that round.
    spent: [u16; RECORDED_ROUNDS + 2],
    /// The loops with eliminations, in the order closed: the round, the potentials counted.
    loops: [(u8, u16); RECORDED_LOOPS],
    loops_len: u8,
    /// More loops than the record holds: walks deeper than `rounds` are made in full.
    full: bool,
}

/// What a recorded walk does in the round after those it recorded.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ending {
    /// Not walked.
    Open,
    /// Nothing to follow: the walk ends there, whatever the cap.
    Exhausted,
    /// The run fills up: the walk stops there, whatever the cap.
    Stopped,
}

impl Record {
    const NONE: Record = Record {
        rounds: 0,
        ends_after: Ending::Open,
        spent: [0; RECORDED_ROUNDS + 2],
        loops: [(0, 0); RECORDED_LOOPS],
        loops_len: 0,
        full: false,
    };

    /// Whether a walk of `rounds` rounds can be told from the record.
    fn covers(&self, rounds: usize) -> bool {
        rounds <= usize::from(self.rounds) || self.ends_after != Ending::Open
    }

    /// The walk of `rounds` rounds as the record tells it: the rounds it walks, its units
    /// spent and how it ends.
    fn replay(&self, rounds: usize) -> (usize, u32, Walked) {
        let recorded = usize::from(self.rounds);
        if rounds <= recorded {
            return (rounds, u32::from(self.spent[rounds]), Walked::Capped);
        }
        let ending = match self.ends_after {
            Ending::Exhausted => Walked::Exhausted,
            _ => Walked::Stopped,
        };
        (recorded + 1, u32::from(self.spent[recorded + 1]), ending)
    }

    /// Walks from `source` for `rounds` rounds at most, recording it.
    fn make<G: Geometry + Copy>(
        &mut self,
        run: &mut Run,
        graph: &Graph,
        marks: &Marks<G>,
        source: Potential,
        links: Links,
        rounds: usize,
    ) {
        let mut recorder = Recorder {
            marks,
            record: Record::NONE,
            spent: 0,
            overflow: None,
        };
        let walked = walk(run, graph, source, links, rounds, &mut recorder);
        let mut record = recorder.record;
        let last_round = record.rounds;
        record.spent[usize::from(last_round) + 1] = recorder.spent as u16;
        record.ends_after = match walked {
            Walked::Capped => Ending::Open,
            Walked::Exhausted => Ending::Exhausted,
            Walked::Stopped => Ending::Stopped,
        };
        if let Some(round) = recorder.overflow {
            // Keep the rounds before the one whose loops did not fit.
            record.rounds = record.rounds.min(round - 1);
            record.ends_after = Ending::Open;
            let kept = record.loops[..usize::from(record.loops_len)]
                .iter()
                .take_while(|(closed, _)| *closed < round)
                .count();
            record.loops_len = kept as u8;
            record.full = true;
        }
        *self = record;
    }
}

/// The walk of a record: it counts the units spent and keeps the loops.
struct Recorder<'m, G: Geometry + Copy> {
    marks: &'m Marks<G>,
    record: Record,
    spent: u32,
    /// The first round with more loops than the record holds.
    overflow: Option<u8>,
}

impl<G: Geometry + Copy> Visit for Recorder<'_, G> {
    fn spend(&mut self) -> bool {
        self.spent += 1;
        true
    }
    fn closed(&mut self, run: &mut Run, last: u16, round: usize) {
        if self.overflow.is_some() || loop_eliminations_by_digit(run, self.marks, last).is_none() {
            return;
        }
        let len = usize::from(self.record.loops_len);
        if len == RECORDED_LOOPS {
            self.overflow = Some(round as u8);
            return;
        }
        let complexity = run.ancestors(last).min(usize::from(u16::MAX)) as u16;
        self.record.loops[len] = (round as u8, complexity);
        self.record.loops_len += 1;
    }
    fn round_done(&mut self, round: usize) {
        self.record.rounds = round as u8;
        self.record.spent[round] = self.spent as u16;
    }
}

/// The records of one search's sources (one graph), by kind of link (X, Y, both).
pub(crate) struct CycleRecords([[Record; 81 * 9]; 3]);

impl CycleRecords {
    pub(crate) const EMPTY: CycleRecords = CycleRecords([[Record::NONE; 81 * 9]; 3]);

    /// Forgets every record (the graph has changed).
    pub(crate) fn clear(&mut self) {
        for records in &mut self.0 {
            for record in records.iter_mut() {
                record.rounds = 0;
                record.ends_after = Ending::Open;
                record.loops_len = 0;
                record.full = false;
            }
        }
    }

    /// The cycles from `source` (on) for the pass, as `walk_for_pass` finds them (the same
    /// loops offered, the same work spent, the same answer), told from the source's record
    /// when the pass takes nothing from them. `kind`: 0, 1, 2 for X, Y and both links.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn cycles<G: Geometry + Copy>(
        &mut self,
        kind: usize,
        run: &mut Run,
        graph: &Graph,
        marks: &Marks<G>,
        source: Potential,
        links: Links,
        pass: &mut Pass,
    ) -> bool {
        let (base, sort_key) = kind_of(links);
        let longest = super::super::longest_useful(&pass.best, base, sort_key, pass.cap);
        let rounds = longest / 2;
        let record = &mut self.0[kind][source.key() / 2];
        if !record.covers(rounds) {
            if record.full || rounds > RECORDED_ROUNDS {
                return walk_for_pass(run, graph, marks, source, links, pass);
            }
            // Deeper than asked: the next passes ask a few rounds more.
            record.make(
                run,
                graph,
                marks,
                source,
                links,
                (rounds + 2).min(RECORDED_ROUNDS),
            );
            if !record.covers(rounds) {
                return walk_for_pass(run, graph, marks, source, links, pass);
            }
        }
        let (walked_rounds, spent, ending) = record.replay(rounds);
        if pass.work_left.0 < spent {
            // The work limit runs out on the way: where, the walk tells.
            return walk_for_pass(run, graph, marks, source, links, pass);
        }
        let mut deferred = false;
        for &(round, complexity) in &record.loops[..usize::from(record.loops_len)] {
            if usize::from(round) > walked_rounds {
                break;
            }
            let complexity = usize::from(complexity);
            let tenths = base + length_tenths(complexity);
            if tenths > pass.cap {
                deferred = true;
            } else if Found::better(&pass.best, tenths, complexity, sort_key) {
                // It becomes the best so far: the walk tells its hint.
                return walk_for_pass(run, graph, marks, source, links, pass);
            }
        }
        pass.work_left.0 -= spent;
        match ending {
            Walked::Capped => {
                pass.capped = true;
                false
            }
            Walked::Exhausted => !deferred,
            Walked::Stopped => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::pass::with_test_pass;
    use super::super::super::potentials::KEYS;
    use super::super::super::run::WorkLeft;
    use super::super::walk_for_pass;
    use super::*;
    use crate::logic::hint::{Hint, Technique};
    use crate::logic::state::State;

    /// The best so far as the pass rates it, and its hint.
    type Best = (u16, usize, u8, Hint);

    /// What a pass holds after a walk, to compare: the walk's answer, the work left,
    /// whether the pass was capped, its best so far.
    fn outcome(pass: &Pass, finished: bool) -> (bool, u32, bool, Option<Best>) {
        let best = pass
            .best
            .as_ref()
            .map(|found| (found.tenths, found.complexity, found.sort_key, found.hint));
        (finished, pass.work_left.0, pass.capped, best)
    }

    /// The records answer what the walks answer: the same loops taken, the same work
    /// spent, the same end, for every source and kind of link, the passes asked in their
    /// order and out of it, with no best so far and with one that most loops do not beat,
    /// and with work limits that suffice and work limits that run out on the way.
    #[test]
    fn a_record_answers_as_the_walk_would() {
        let puzzles = [
            "000000010400000000020000000000050407008000300001090000300400200050100000000806000",
            "980700600700000080005060000400003200008600090000000004010070003007900050000012000",
            "064000300010003675370000008040582000000401000000967030400000083137800090008000750",
        ];
        let mut graph = Box::new(Graph::EMPTY);
        let mut run = Box::new(Run::EMPTY);
        let mut records = Box::new(CycleRecords::EMPTY);
        let orders: [&[u16]; 2] = [
            &[65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 80, u16::MAX],
            &[72, 65, 67, 66, 75, 70, u16::MAX, 68],
        ];
        let (mut loops, mut capped, mut ended) = (0, 0, 0);
        for puzzle in puzzles {
            let cells: [u8; 81] = core::array::from_fn(|cell| puzzle.as_bytes()[cell] - b'0');
            let marks = Marks::of(&State::new(&cells, None));
            graph.build(&marks);
            for order in orders {
                records.clear();
                for (kind, links) in [Links::x(), Links::y(), Links::xy()]
                    .into_iter()
                    .enumerate()
                {
                    for key in (1..KEYS as u16).step_by(2) {
                        let source = Potential::from_key(key);
                        if !marks.has(source.cell(), source.digit()) {
                            continue;
                        }
                        for (step, &cap) in order.iter().enumerate() {
                            let units = if step % 4 == 3 {
                                3 + u32::from(key) % 300
                            } else {
                                1_000_000
                            };
                            let best = (step % 3 == 1).then(|| Found {
                                hint: Hint::new(Technique::ForcingChain),
                                tenths: cap.min(90) - 1,
                                complexity: 12,
                                sort_key: 3,
                            });
                            let mut walked_budget = WorkLeft(units);
                            let walked = with_test_pass(
                                cap,
                                &mut walked_budget,
                                best.as_ref().map(copy),
                                |pass| {
                                    let finished = walk_for_pass(
                                        &mut run, &graph, &marks, source, links, pass,
                                    );
                                    outcome(pass, finished)
                                },
                            );
                            let mut recorded_budget = WorkLeft(units);
                            let recorded = with_test_pass(
                                cap,
                                &mut recorded_budget,
                                best.as_ref().map(copy),
                                |pass| {
                                    let finished = records.cycles(
                                        kind, &mut run, &graph, &marks, source, links, pass,
                                    );
                                    outcome(pass, finished)
                                },
                            );
                            assert_eq!(recorded, walked, "{puzzle} {source:?} {cap}");
                            loops += usize::from(walked.3.is_some_and(|best| {
                                best.3.technique() == Technique::BidirectionalCycle
                            }));
                            capped += usize::from(walked.2);
                            ended += usize::from(walked.0);
                        }
                    }
                }
            }
        }
        assert!(
            loops > 20 && capped > 100 && ended > 100,
            "{loops} {capped} {ended}"
        );
    }

    fn copy(found: &Found) -> Found {
        Found {
            hint: found.hint,
            tenths: found.tenths,
            complexity: found.complexity,
            sort_key: found.sort_key,
        }
    }
}
