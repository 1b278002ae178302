//! The hint's English sentence, written into a caller's buffer without the heap.

use core::fmt::{self, Write};

use super::hint::{Hint, House, MistakeKind, Technique};
use super::sets::{digits, sees};
use super::techniques::strong_links;

/// `r5c4`: row and column from 1, as the sentences name cells.
struct RowColumn(u8);

impl fmt::Display for RowColumn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.0 / 9 + 1, self.0 % 9 + 1)
    }
}

/// Writes `items` as English lists them: `a`, `a and b`, `a, b and c`.
fn list<T: fmt::Display>(f: &mut dyn Write, items: impl Iterator<Item = T> + Clone) -> fmt::Result {
    let total = items.clone().count();
    for (index, item) in items.enumerate() {
        match index {
            0 => {}
            _ if index + 1 == total => f.write_str(" and ")?,
            _ => f.write_str(", ")?,
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

fn cells(f: &mut dyn Write, cells: &[u8]) -> fmt::Result {
    list(f, cells.iter().map(|&cell| RowColumn(cell)))
}

fn digit_list(f: &mut dyn Write, mask: u16) -> fmt::Result {
    list(f, digits(mask))
}

/// `(1, 2, 3)`: a cell's candidates.
fn candidates(f: &mut dyn Write, mask: u16) -> fmt::Result {
    f.write_str("(")?;
    for (index, digit) in digits(mask).enumerate() {
        if index > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{digit}")?;
    }
    f.write_str(")")
}

fn houses(f: &mut dyn Write, numbers: &[u8]) -> fmt::Result {
    // "rows 2 and 7": the kind once, then the numbers.
    let Some(&first) = numbers.first() else {
        return Ok(());
    };
    let kind = House::new(usize::from(first)).map_or("", |house| match house.unit() {
        crate::model::error::Unit::Row => "row",
        crate::model::error::Unit::Column => "column",
        crate::model::error::Unit::Box => "box",
    });
    let plural = if numbers.len() > 1 { "s" } else { "" };
    write!(f, "{kind}{plural} ")?;
    list(f, numbers.iter().map(|&number| number % 9 + 1))
}

fn house(number: u8) -> House {
    House::new(usize::from(number)).expect("a house number below 27")
}

/// `, so 3 is removed from r1c7 and r1c9, and 3 and 8 from r2c1`: the eliminations, cells
/// that lose the same digits together, in order of their first cell.
fn removals(f: &mut dyn Write, hint: &Hint) -> fmt::Result {
    let masks = hint.elimination_masks();
    let mut group_index = 0;
    for cell in 0..81 {
        let mask = masks[cell];
        if mask == 0 || masks[..cell].contains(&mask) {
            continue;
        }
        f.write_str(if group_index == 0 { ", so " } else { ", and " })?;
        digit_list(f, mask)?;
        if group_index == 0 {
            let verb = if mask.count_ones() == 1 { "is" } else { "are" };
            write!(f, " {verb} removed from ")?;
        } else {
            f.write_str(" from ")?;
        }
        let same = (cell..81)
            .filter(|&other| masks[other] == mask)
            .map(|other| RowColumn(other as u8));
        list(f, same)?;
        group_index += 1;
    }
    Ok(())
}

/// A chain's cells with its links: `r1c1 = r1c5 - r3c5 = r3c9` (`=` a strong link, `-` a
/// weak one).
fn links(f: &mut dyn Write, key: &[u8]) -> fmt::Result {
    for (index, &cell) in key.iter().enumerate() {
        if index > 0 {
            f.write_str(if index % 2 == 1 { " = " } else { " - " })?;
        }
        write!(f, "{}", RowColumn(cell))?;
    }
    Ok(())
}

/// The sentence of `hint`, for example `Hidden single: in box 5, 7 fits only r5c4.`
pub(crate) fn describe(hint: &Hint, f: &mut dyn Write) -> fmt::Result {
    let key = hint.cell_list();
    let named = hint.house_list();
    let mask = hint.digits();
    let digit = mask.trailing_zeros() + 1;
    let pattern = hint.pattern_masks();
    write!(f, "{}: ", hint.technique())?;
    match hint.technique() {
        Technique::Mistake => match hint.mistake() {
            Some(MistakeKind::PencilMarks) => write!(
                f,
                "the pencil marks of {} leave out the digit the solution has there",
                RowColumn(key[0])
            )?,
            _ if key.len() == 1 => {
                write!(
                    f,
                    "{} holds {digit}, which is not its solution",
                    RowColumn(key[0])
                )?;
            }
            _ => {
                f.write_str("one of ")?;
                cells(f, key)?;
                f.write_str(" is wrong (without the givens, which one cannot be told)")?;
            }
        },
        Technique::FullHouse => write!(
            f,
            "{} is the last empty cell of {}, so it is {digit}",
            RowColumn(key[0]),
            house(named[0])
        )?,
        Technique::HiddenSingle => {
            write!(
                f,
                "in {}, {digit} fits only {}",
                house(named[0]),
                RowColumn(key[0])
            )?;
        }
        Technique::NakedSingle => write!(f, "{} can only be {digit}", RowColumn(key[0]))?,
        Technique::Pointing | Technique::Claiming => {
            write!(
                f,
                "in {}, {digit} lies only in {}",
                house(named[0]),
                house(named[1])
            )?;
            removals(f, hint)?;
        }
        Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => {
            write!(f, "in {}, ", house(named[0]))?;
            cells(f, key)?;
            f.write_str(" hold only ")?;
            digit_list(f, mask)?;
            removals(f, hint)?;
        }
        Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => {
            write!(f, "in {}, ", house(named[0]))?;
            digit_list(f, mask)?;
            f.write_str(" fit only ")?;
            cells(f, key)?;
            removals(f, hint)?;
        }
        Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
            let base = named.len() / 2;
            f.write_str("in ")?;
            houses(f, &named[..base])?;
            write!(f, ", {digit} lies only in ")?;
            houses(f, &named[base..])?;
            removals(f, hint)?;
        }
        Technique::XyWing | Technique::XyzWing => {
            let common = hint.elimination_masks().iter().fold(0, |all, &m| all | m);
            write!(f, "pivot {} ", RowColumn(key[0]))?;
            candidates(f, pattern[usize::from(key[0])])?;
            write!(f, " with pincers {} ", RowColumn(key[1]))?;
            candidates(f, pattern[usize::from(key[1])])?;
            write!(f, " and {} ", RowColumn(key[2]))?;
            candidates(f, pattern[usize::from(key[2])])?;
            let holder = if hint.technique() == Technique::XyWing {
                "one pincer"
            } else {
                "one of the three"
            };
            write!(f, ": {holder} is {}", common.trailing_zeros() + 1)?;
            removals(f, hint)?;
        }
        Technique::UniqueRectangle => {
            cells(f, &key[..3])?;
            f.write_str(" hold only ")?;
            digit_list(f, mask)?;
            write!(
                f,
                "; if {} took either, the puzzle would have two solutions",
                RowColumn(key[3])
            )?;
            removals(f, hint)?;
        }
        Technique::UniqueRectangleType2
        | Technique::UniqueRectangleType3
        | Technique::UniqueRectangleType4 => {
            // The corners holding only the pair come first; the others, the roofs, after.
            let corners = &key[..4];
            let floors = corners
                .iter()
                .take_while(|&&cell| pattern[usize::from(cell)] == mask)
                .count();
            let (floor, roof) = corners.split_at(floors);
            let more = roof
                .iter()
                .fold(0, |all, &cell| all | pattern[usize::from(cell)] & !mask);
            cells(f, floor)?;
            f.write_str(if floor.len() == 1 { " holds" } else { " hold" })?;
            f.write_str(" only ")?;
            digit_list(f, mask)?;
            f.write_str(" and ")?;
            cells(f, roof)?;
            f.write_str(" hold them and ")?;
            digit_list(f, more)?;
            match hint.technique() {
                Technique::UniqueRectangleType2 => f.write_str(
                    "; were none of those the extra digit, the puzzle would have two solutions",
                )?,
                Technique::UniqueRectangleType3 => {
                    f.write_str("; one of them holds one of those, so with ")?;
                    cells(f, &key[4..])?;
                    write!(f, " they make a naked subset in {}", house(named[0]))?;
                }
                _ => {
                    let removed = hint.eliminations().fold(0, |all, (_, m)| all | m);
                    let kept = (mask & !removed).trailing_zeros() + 1;
                    write!(
                        f,
                        "; in {}, {kept} lies only in them, so one of them is {kept}, and were either ",
                        house(named[0]),
                    )?;
                    digit_list(f, removed)?;
                    f.write_str(" the puzzle would have two solutions")?;
                }
            }
            removals(f, hint)?;
        }
        Technique::XChain => {
            write!(f, "on {digit}, ")?;
            links(f, key)?;
            write!(f, "; one end holds {digit}")?;
            removals(f, hint)?;
        }
        Technique::StrongLinks => {
            let grouped = named.iter().any(|&house| {
                let in_house = crate::model::geometry::HOUSE_CELLS[usize::from(house)];
                in_house
                    .iter()
                    .filter(|&&cell| pattern[usize::from(cell)] & mask != 0)
                    .count()
                    > 2
            });
            let kinds = strong_links::kinds_of(named);
            let name = strong_links::pattern_name(named.len(), kinds, grouped);
            write!(f, "{name} on {digit}, ")?;
            links(f, key)?;
            if grouped {
                f.write_str(" (a group of cells is named by its first)")?;
            }
            let (start, end) = (key[0], key[key.len() - 1]);
            if sees(usize::from(start), usize::from(end)) {
                write!(
                    f,
                    "; {} and {} see each other, so the chain closes into a loop in which \
                     each weak link, too, holds {digit} once",
                    RowColumn(start),
                    RowColumn(end)
                )?;
            } else {
                write!(f, "; one end holds {digit}")?;
            }
            removals(f, hint)?;
        }
        Technique::WWing => {
            let link = pattern[usize::from(key[1])];
            cells(f, &[key[0], key[3]])?;
            f.write_str(" hold only ")?;
            digit_list(f, mask)?;
            write!(
                f,
                ", and in {}, {} lies only in {} and {}, which see them; one of them is ",
                house(named[0]),
                link.trailing_zeros() + 1,
                RowColumn(key[1]),
                RowColumn(key[2])
            )?;
            digit_list(f, mask & !link)?;
            removals(f, hint)?;
        }
        Technique::SolutionDigit => write!(
            f,
            "no technique here applies; the solution has {digit} in {}",
            RowColumn(key[0])
        )?,
        Technique::BidirectionalCycle
        | Technique::ForcingChain
        | Technique::NishioForcingChain
        | Technique::MultipleForcingChains
        | Technique::DynamicForcingChains => chain(f, hint)?,
        Technique::WxyzWing | Technique::VwxyzWing | Technique::UvwxyzWing => {
            let (wing, pincer) = key.split_at(key.len().saturating_sub(1));
            cells(f, wing)?;
            f.write_str(" see one another and hold only ")?;
            let union = wing.iter().fold(0, |m, &c| m | pattern[usize::from(c)]);
            digit_list(f, union)?;
            if let Some(&pincer) = pincer.first() {
                write!(f, " between them, and {} holds only ", RowColumn(pincer))?;
                digit_list(f, mask)?;
                f.write_str(", which cannot both be in the wing")?;
            }
            removals(f, hint)?;
        }
        Technique::BugType1 => write!(
            f,
            "every empty cell has two candidates but {}, and {digit} has three places in each \
             of its houses; were it not {digit} the puzzle would have two solutions or none, \
             so {} is {digit}",
            RowColumn(key[0]),
            RowColumn(key[0])
        )?,
    }
    f.write_str(".")
}

/// The sentence of a chain: where it starts, the cells it goes through, what it proves.
fn chain(f: &mut dyn Write, hint: &Hint) -> fmt::Result {
    use super::chains::ChainKind;
    let key = hint.cell_list();
    let mask = hint.digits();
    let digit = mask.trailing_zeros() + 1;
    let start = RowColumn(key[0]);
    let through = |f: &mut dyn Write| -> fmt::Result {
        if key.len() > 1 {
            f.write_str(" through ")?;
            cells(f, &key[1..])?;
        }
        Ok(())
    };
    match ChainKind::from_number(hint.chain_kind()) {
        Some(kind @ (ChainKind::XCycle | ChainKind::YCycle | ChainKind::Cycle)) => {
            let name = match kind {
                ChainKind::XCycle => "an X-cycle (one digit)",
                ChainKind::YCycle => "a Y-cycle (two-candidate cells)",
                _ => "a loop of cells and houses",
            };
            write!(f, "{name} from {start}")?;
            through(f)?;
            f.write_str(" holds whichever way round it is read")?;
        }
        Some(ChainKind::Cell) => {
            write!(f, "whichever of ")?;
            candidates(f, mask)?;
            write!(f, " {start} holds, the chains")?;
            through(f)?;
            f.write_str(" agree")?;
        }
        Some(ChainKind::Region) => {
            let house = hint
                .house_list()
                .first()
                .map(|&h| House::new(usize::from(h)));
            write!(f, "wherever {digit} goes in ")?;
            match house {
                Some(Some(house)) => write!(f, "{house}")?,
                _ => f.write_str("its house")?,
            }
            f.write_str(", the chains")?;
            through(f)?;
            f.write_str(" agree")?;
        }
        Some(ChainKind::Double) => {
            write!(f, "whether {start} is {digit} or not, the chains")?;
            through(f)?;
            f.write_str(" agree")?;
        }
        Some(ChainKind::Nishio | ChainKind::Contradiction) => {
            let assumed = if hint.placement().is_some() {
                "is not"
            } else {
                "is"
            };
            write!(f, "if {start} {assumed} {digit}, the chain")?;
            through(f)?;
            f.write_str(" ends in a contradiction")?;
        }
        Some(ChainKind::ForcingX | ChainKind::Forcing) | None => {
            let assumed = if hint.placement().is_some() {
                "is not"
            } else {
                "is"
            };
            write!(f, "if {start} {assumed} {digit}, the chain")?;
            through(f)?;
            f.write_str(" leads back to the opposite")?;
        }
    }
    match hint.placement() {
        Some((cell, placed)) => write!(f, ", so {} is {placed}", RowColumn(cell.index() as u8)),
        None => removals(f, hint),
    }
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        describe(self, f)
    }
}

/// A `fmt::Write` into a byte buffer that keeps what fits (leaving room for a NUL) and counts
/// everything it was given.
struct Truncating<'a> {
    buffer: &'a mut [u8],
    written: usize,
    needed: usize,
}

impl Write for Truncating<'_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        let room = self
            .buffer
            .len()
            .saturating_sub(1)
            .saturating_sub(self.written);
        let take = room.min(text.len());
        self.buffer[self.written..self.written + take].copy_from_slice(&text.as_bytes()[..take]);
        self.written += take;
        self.needed += text.len();
        Ok(())
    }
}

impl Hint {
    /// Whether the hint lists the cells and houses its technique's sentence names: always
    /// for the hints this library makes; checked for a hint handed back from C.
    pub(crate) fn describable(&self) -> bool {
        let (cells, houses) = match self.technique() {
            Technique::Mistake | Technique::NakedSingle | Technique::SolutionDigit => (1, 0),
            Technique::FullHouse | Technique::HiddenSingle => (1, 1),
            Technique::Pointing | Technique::Claiming => (0, 2),
            Technique::NakedPair
            | Technique::NakedTriple
            | Technique::NakedQuad
            | Technique::HiddenPair
            | Technique::HiddenTriple
            | Technique::HiddenQuad => (0, 1),
            Technique::XWing | Technique::Swordfish | Technique::Jellyfish => (0, 0),
            Technique::XyWing | Technique::XyzWing => (3, 0),
            Technique::UniqueRectangle | Technique::UniqueRectangleType2 => (4, 0),
            Technique::UniqueRectangleType3 => (5, 1),
            Technique::UniqueRectangleType4 => (4, 1),
            Technique::XChain => (0, 0),
            // Two cells and a house a link, at least two links.
            Technique::StrongLinks => (4, 2),
            Technique::WWing => (4, 1),
            Technique::BidirectionalCycle
            | Technique::ForcingChain
            | Technique::NishioForcingChain
            | Technique::MultipleForcingChains
            | Technique::DynamicForcingChains
            | Technique::BugType1 => (1, 0),
            Technique::WxyzWing => (4, 0),
            Technique::VwxyzWing => (5, 0),
            Technique::UvwxyzWing => (6, 0),
        };
        self.cell_list().len() >= cells && self.house_list().len() >= houses
    }

    /// Writes the hint's sentence into `buffer` and returns its full length in bytes (without
    /// a terminating NUL). Never writes past the buffer; when the buffer is not empty, what
    /// is written ends with a NUL, cut short if the sentence does not fit (then the return
    /// value tells the size needed: one more than it, for the NUL). The text is ASCII.
    pub fn write_text(&self, buffer: &mut [u8]) -> usize {
        let mut writer = Truncating {
            buffer,
            written: 0,
            needed: 0,
        };
        // The writer never fails, and neither does formatting a hint.
        let _ = describe(self, &mut writer);
        let end = writer.written;
        if let Some(nul) = writer.buffer.get_mut(end) {
            *nul = 0;
        }
        writer.needed
    }
}
