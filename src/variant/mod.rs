//! Grids of any layout: sizes 4 to 16 and 25 with rectangular boxes or irregular regions,
//! extra houses (diagonals, windoku, disjoint groups, given regions) and chess rules
//! (anti-knight, anti-king), in any combination. The layout is data (`layout`): the houses and
//! each cell's peers, computed once; the exact search (`search`) reads only that data. The
//! classic 9x9 keeps its own engine ([`crate::Grid`]); this room never calls into it.

pub(crate) mod cage;
pub(crate) mod error;
pub(crate) mod fpuzzles;
pub(crate) mod generate;
pub(crate) mod grid;
pub(crate) mod house;
pub(crate) mod killer_text;
pub(crate) mod layout;
pub(crate) mod reasoning;
pub(crate) mod search;
pub(crate) mod text;
