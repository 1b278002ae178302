/*
 * sudoku.hpp: a header-only C++17 wrapper over the C API in sudoku.h.
 *
 * Grids are std::array<std::uint8_t, 81> (row-major, 0 for a blank). Errors are thrown as
 * sudoku::Error, which carries the status, the library's message and, for a clash or a
 * value above 9, where it is; a text that is no grid as sudoku::ParseError, with its line and
 * column. try_solve is the non-throwing variant. Link against libsudoku as for C (see
 * doc/c-abi.md).
 *
 *   const sudoku::Grid answer = sudoku::solve(sudoku::parse(text));
 *   std::cout << sudoku::to_string(answer);
 *
 *   const sudoku::Grid puzzle = sudoku::generate(seed);
 *   std::cout << sudoku::rate(puzzle).value() << ' ' << sudoku::hint(puzzle).text() << '\n';
 */
#ifndef SUDOKU_HPP
#define SUDOKU_HPP

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sudoku.h"

namespace sudoku {

/// 81 cells in row-major order: 0 for a blank, 1 to 9 for a digit.
using Grid = std::array<std::uint8_t, SUDOKU_CELLS>;

// solve_batch hands a vector of grids to C as one buffer of 81 * n bytes.
static_assert(sizeof(Grid) == SUDOKU_CELLS, "Grid must be exactly 81 bytes");

/// The status of a call; the values mirror SudokuStatus in sudoku.h and never change.
enum class Status : std::int32_t {
    ok = SUDOKU_STATUS_OK,
    null_pointer = SUDOKU_STATUS_NULL_POINTER,
    invalid_cell = SUDOKU_STATUS_INVALID_CELL,
    conflict = SUDOKU_STATUS_CONFLICT,
    unsolvable = SUDOKU_STATUS_UNSOLVABLE,
    panic = SUDOKU_STATUS_PANIC,
    budget_exceeded = SUDOKU_STATUS_BUDGET_EXCEEDED,
    not_unique = SUDOKU_STATUS_NOT_UNIQUE,
    already_solved = SUDOKU_STATUS_ALREADY_SOLVED,
    invalid_option = SUDOKU_STATUS_INVALID_OPTION,
    gave_up = SUDOKU_STATUS_GAVE_UP,
    invalid_text = SUDOKU_STATUS_INVALID_TEXT,
    invalid_layout = SUDOKU_STATUS_INVALID_LAYOUT,
    buffer_length = SUDOKU_STATUS_BUFFER_LENGTH,
};

/// What is wrong with a text that is no grid; the values mirror SudokuTextProblem.
enum class TextProblem : std::int32_t {
    none = SUDOKU_TEXT_PROBLEM_NONE,
    empty = SUDOKU_TEXT_PROBLEM_EMPTY,
    bad_character = SUDOKU_TEXT_PROBLEM_BAD_CHARACTER,
    row_length = SUDOKU_TEXT_PROBLEM_ROW_LENGTH,
    too_few_rows = SUDOKU_TEXT_PROBLEM_TOO_FEW_ROWS,
    too_many_rows = SUDOKU_TEXT_PROBLEM_TOO_MANY_ROWS,
    line_length = SUDOKU_TEXT_PROBLEM_LINE_LENGTH,
};

/// The kind of a house: the houses in which each digit appears once.
enum class Unit : std::int32_t { row = 0, column = 1, box = 2 };

/// The techniques a hint names and a rating counts; the values mirror SudokuTechnique.
enum class Technique : std::int32_t {
    mistake = SUDOKU_TECHNIQUE_MISTAKE,
    full_house = SUDOKU_TECHNIQUE_FULL_HOUSE,
    hidden_single = SUDOKU_TECHNIQUE_HIDDEN_SINGLE,
    naked_single = SUDOKU_TECHNIQUE_NAKED_SINGLE,
    pointing = SUDOKU_TECHNIQUE_POINTING,
    claiming = SUDOKU_TECHNIQUE_CLAIMING,
    naked_pair = SUDOKU_TECHNIQUE_NAKED_PAIR,
    x_wing = SUDOKU_TECHNIQUE_X_WING,
    hidden_pair = SUDOKU_TECHNIQUE_HIDDEN_PAIR,
    naked_triple = SUDOKU_TECHNIQUE_NAKED_TRIPLE,
    swordfish = SUDOKU_TECHNIQUE_SWORDFISH,
    hidden_triple = SUDOKU_TECHNIQUE_HIDDEN_TRIPLE,
    xy_wing = SUDOKU_TECHNIQUE_XY_WING,
    xyz_wing = SUDOKU_TECHNIQUE_XYZ_WING,
    unique_rectangle = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE,
    naked_quad = SUDOKU_TECHNIQUE_NAKED_QUAD,
    jellyfish = SUDOKU_TECHNIQUE_JELLYFISH,
    hidden_quad = SUDOKU_TECHNIQUE_HIDDEN_QUAD,
    x_chain = SUDOKU_TECHNIQUE_X_CHAIN,
    w_wing = SUDOKU_TECHNIQUE_W_WING,
    solution_digit = SUDOKU_TECHNIQUE_SOLUTION_DIGIT,
    bidirectional_cycle = SUDOKU_TECHNIQUE_BIDIRECTIONAL_CYCLE,
    forcing_chain = SUDOKU_TECHNIQUE_FORCING_CHAIN,
    nishio_forcing_chain = SUDOKU_TECHNIQUE_NISHIO_FORCING_CHAIN,
    multiple_forcing_chains = SUDOKU_TECHNIQUE_MULTIPLE_FORCING_CHAINS,
    dynamic_forcing_chains = SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAINS,
    wxyz_wing = SUDOKU_TECHNIQUE_WXYZ_WING,
    vwxyz_wing = SUDOKU_TECHNIQUE_VWXYZ_WING,
    uvwxyz_wing = SUDOKU_TECHNIQUE_UVWXYZ_WING,
    bug_type1 = SUDOKU_TECHNIQUE_BUG_TYPE1,
    strong_links = SUDOKU_TECHNIQUE_STRONG_LINKS,
    unique_rectangle_type2 = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_TYPE2,
    unique_rectangle_type3 = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_TYPE3,
    unique_rectangle_type4 = SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_TYPE4,
    unique_loop = SUDOKU_TECHNIQUE_UNIQUE_LOOP,
    unique_loop_type2 = SUDOKU_TECHNIQUE_UNIQUE_LOOP_TYPE2,
    unique_loop_type3 = SUDOKU_TECHNIQUE_UNIQUE_LOOP_TYPE3,
    unique_loop_type4 = SUDOKU_TECHNIQUE_UNIQUE_LOOP_TYPE4,
    bug_type2 = SUDOKU_TECHNIQUE_BUG_TYPE2,
    bug_type3 = SUDOKU_TECHNIQUE_BUG_TYPE3,
    bug_type4 = SUDOKU_TECHNIQUE_BUG_TYPE4,
    dynamic_forcing_chains_plus = SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAINS_PLUS,
    nested_forcing_chains = SUDOKU_TECHNIQUE_NESTED_FORCING_CHAINS,
    nested_multiple_forcing_chains = SUDOKU_TECHNIQUE_NESTED_MULTIPLE_FORCING_CHAINS,
    aligned_pair_exclusion = SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION,
    tuvwxyz_wing = SUDOKU_TECHNIQUE_TUVWXYZ_WING,
    aligned_triplet_exclusion = SUDOKU_TECHNIQUE_ALIGNED_TRIPLET_EXCLUSION,
    direct_pointing = SUDOKU_TECHNIQUE_DIRECT_POINTING,
    direct_claiming = SUDOKU_TECHNIQUE_DIRECT_CLAIMING,
    direct_hidden_pair = SUDOKU_TECHNIQUE_DIRECT_HIDDEN_PAIR,
    direct_hidden_triple = SUDOKU_TECHNIQUE_DIRECT_HIDDEN_TRIPLE,
    generalized_intersection = SUDOKU_TECHNIQUE_GENERALIZED_INTERSECTION,
    cage_combination = SUDOKU_TECHNIQUE_CAGE_COMBINATION,
    cage_overlap = SUDOKU_TECHNIQUE_CAGE_OVERLAP,
    rule_of45 = SUDOKU_TECHNIQUE_RULE_OF45,
    hidden_cage = SUDOKU_TECHNIQUE_HIDDEN_CAGE,
    innies_outies = SUDOKU_TECHNIQUE_INNIES_OUTIES,
};

/// What a Technique::mistake hint found wrong; the values mirror SudokuMistake.
enum class Mistake : std::int32_t {
    none = SUDOKU_MISTAKE_NONE,
    entry = SUDOKU_MISTAKE_ENTRY,
    pencil_marks = SUDOKU_MISTAKE_PENCIL_MARKS,
};

/// What kind of chain a chain hint is; the values mirror SudokuChainKind (none: the hint is
/// no chain).
enum class ChainKind : std::int32_t {
    none = SUDOKU_CHAIN_KIND_NONE,
    x_cycle = SUDOKU_CHAIN_KIND_X_CYCLE,
    y_cycle = SUDOKU_CHAIN_KIND_Y_CYCLE,
    cycle = SUDOKU_CHAIN_KIND_CYCLE,
    forcing_x = SUDOKU_CHAIN_KIND_FORCING_X,
    forcing = SUDOKU_CHAIN_KIND_FORCING,
    nishio = SUDOKU_CHAIN_KIND_NISHIO,
    cell = SUDOKU_CHAIN_KIND_CELL,
    region = SUDOKU_CHAIN_KIND_REGION,
    contradiction = SUDOKU_CHAIN_KIND_CONTRADICTION,
    double_forcing = SUDOKU_CHAIN_KIND_DOUBLE_FORCING,
};

/// A puzzle's difficulty level; the values mirror SudokuLevel (any: for generation only).
/// Each is a range of Sudoku Explainer ratings: easy up to 2.3, medium 2.4 to 3.4, hard 3.5
/// to 4.4, expert 4.5 to 6.4, beyond 6.5 and up.
enum class Level : std::int32_t {
    any = SUDOKU_LEVEL_ANY,
    easy = SUDOKU_LEVEL_EASY,
    medium = SUDOKU_LEVEL_MEDIUM,
    hard = SUDOKU_LEVEL_HARD,
    expert = SUDOKU_LEVEL_EXPERT,
    beyond = SUDOKU_LEVEL_BEYOND,
};

/// The symmetry of a generated puzzle's givens; the values mirror SudokuSymmetry.
enum class Symmetry : std::int32_t {
    none = SUDOKU_SYMMETRY_NONE,
    rotate180 = SUDOKU_SYMMETRY_ROTATE180,
    rotate90 = SUDOKU_SYMMETRY_ROTATE90,
    mirror = SUDOKU_SYMMETRY_MIRROR,
    diagonal = SUDOKU_SYMMETRY_DIAGONAL,
};

/// The library's static English text for a status.
inline const char *message(Status status) noexcept {
    return sudoku_status_message(static_cast<std::int32_t>(status));
}

namespace detail {
/// The library's sentence for a detail (sudoku_error_text): the command-line program's words.
inline std::string error_text(const SudokuErrorDetail &detail) {
    std::string text(sudoku_error_text(&detail, nullptr, 0), '\0');
    if (!text.empty()) {
        sudoku_error_text(&detail, text.data(), text.size() + 1);
    }
    return text;
}
}  // namespace detail

/// Two givens that repeat a digit in a house: cells are 0-based row-major.
struct Clash {
    /// The earlier cell, row-major.
    std::size_t first;
    /// The later cell: the first, scanning row-major, that repeats an earlier given.
    std::size_t second;
    int digit;
    /// The house the two cells share: its kind, and its number from 1 (boxes row-major).
    Unit unit;
    int house_number;
};

/// A call failed: the status and its message as what(). For invalid_cell and conflict from a
/// call on one grid, also where (the message is then the library's sentence, e.g. "digit 5
/// appears twice in one row: at row 1, column 1 and at row 1, column 2").
class Error : public std::runtime_error {
public:
    explicit Error(Status status, std::optional<std::size_t> cell = std::nullopt)
        : std::runtime_error(message(status)), status_(status), cell_(cell) {}

    /// With the library's own sentence as what() (a layout call that says why).
    Error(Status status, const std::string &reason, std::optional<std::size_t> cell = std::nullopt)
        : std::runtime_error(reason), status_(status), cell_(cell) {}

    /// From sudoku_explain's detail of a clash or a value above 9.
    explicit Error(const SudokuErrorDetail &detail)
        : std::runtime_error(detail::error_text(detail)),
          status_(static_cast<Status>(detail.status)),
          cell_(static_cast<std::size_t>(detail.cell)),
          detail_(detail) {}

    Status status() const noexcept { return status_; }

    /// The 0-based row-major index of the first offending cell: the cell above 9, or the
    /// later cell of a clash.
    std::optional<std::size_t> cell() const noexcept { return cell_; }

    /// For conflict: both cells, the digit and the house.
    std::optional<Clash> clash() const noexcept {
        if (!detail_ || status_ != Status::conflict) {
            return std::nullopt;
        }
        return Clash{static_cast<std::size_t>(detail_->other_cell),
                     static_cast<std::size_t>(detail_->cell), detail_->value,
                     static_cast<Unit>(detail_->house / 9), detail_->house % 9 + 1};
    }

    /// For invalid_cell: the value above 9.
    std::optional<int> value() const noexcept {
        if (!detail_ || status_ != Status::invalid_cell) {
            return std::nullopt;
        }
        return detail_->value;
    }

    /// The library's detail, as sudoku_explain wrote it, when there is one.
    const std::optional<SudokuErrorDetail> &detail() const noexcept { return detail_; }

private:
    Status status_;
    std::optional<std::size_t> cell_;
    std::optional<SudokuErrorDetail> detail_;
};

/// A text that is no grid (Status::invalid_text): what() names the line and column, e.g.
/// "line 1, column 3: unexpected character 'x', expected a digit 0-9 (0 or '.' for a blank)".
class ParseError : public std::invalid_argument {
public:
    explicit ParseError(const SudokuErrorDetail &detail)
        : std::invalid_argument(detail::error_text(detail)), detail_(detail) {}

    Status status() const noexcept { return Status::invalid_text; }
    TextProblem problem() const noexcept { return static_cast<TextProblem>(detail_.text_problem); }
    /// The line of the problem, from 1.
    std::size_t line() const noexcept { return detail_.line; }
    /// The column of the problem, from 1, in characters.
    std::size_t column() const noexcept { return detail_.column; }
    /// For bad_character: the character (U+FFFD for bytes that are not UTF-8).
    char32_t character() const noexcept { return static_cast<char32_t>(detail_.character); }
    /// For row_length and line_length the cells found; for too_few_rows the rows.
    std::size_t found() const noexcept { return detail_.found; }
    const SudokuErrorDetail &detail() const noexcept { return detail_; }

private:
    SudokuErrorDetail detail_;
};

namespace detail {
inline Status status_of(SudokuStatus status) noexcept {
    return static_cast<Status>(status);
}

/// Throws Error for any status but ok. For invalid_cell and conflict, `grid` (the call's
/// input) is explained, so that the error says where.
inline void check(SudokuStatus status, const Grid *grid = nullptr) {
    const Status found = status_of(status);
    if (found == Status::ok) {
        return;
    }
    if (grid != nullptr && (found == Status::invalid_cell || found == Status::conflict)) {
        SudokuErrorDetail explained{};
        // A clash in hint_with_givens' separate givens is not in `grid`: then no place.
        if (status_of(sudoku_explain(grid->data(), &explained)) == found) {
            throw Error(explained);
        }
    }
    throw Error(found);
}
}  // namespace detail

/// The library version, e.g. "1.0.0".
inline std::string_view version() noexcept { return sudoku_version(); }

/// Non-throwing solve: on Status::ok `answer` holds the smallest completion; otherwise it is
/// left as it was. `answer` may be `puzzle` itself.
inline Status try_solve(const Grid &puzzle, Grid &answer) noexcept {
    return detail::status_of(sudoku_solve(puzzle.data(), answer.data()));
}

/// The completion whose 81 digits, read row-major, form the smallest number.
/// Throws Error (invalid_cell, conflict or unsolvable).
inline Grid solve(const Grid &puzzle) {
    Grid answer{};
    detail::check(sudoku_solve(puzzle.data(), answer.data()), &puzzle);
    return answer;
}

/// The number of completions, counting no further than `limit` (2 answers "is the puzzle
/// proper?"). 0 when the givens are consistent but nothing completes them. Throws Error
/// (invalid_cell or conflict).
inline std::uint64_t count_solutions(const Grid &puzzle, std::uint64_t limit) {
    std::uint64_t count = 0;
    detail::check(sudoku_count_solutions(puzzle.data(), limit, &count), &puzzle);
    return count;
}

/// What count_solutions_bounded returns.
struct Count {
    /// min(completions, limit) when the count finished; otherwise the completions found
    /// before the work ran out, a lower bound.
    std::uint64_t count;
    /// false when the work bound ran out first.
    bool finished;
};

/// Counts as count_solutions does, within `max_nodes` units of work (search nodes and
/// conflicts, each a few microseconds at most): the same result on every machine. Stops a
/// count that a large `limit` would make long. Throws Error (invalid_cell or conflict).
inline Count count_solutions_bounded(const Grid &puzzle, std::uint64_t limit,
                                     std::uint64_t max_nodes) {
    std::uint64_t count = 0;
    const SudokuStatus status =
        sudoku_count_solutions_bounded(puzzle.data(), limit, max_nodes, &count);
    if (detail::status_of(status) == Status::budget_exceeded) {
        return {count, false};
    }
    detail::check(status, &puzzle);
    return {count, true};
}

/// Checks the givens without solving. Throws Error (invalid_cell or conflict) whose cell()
/// names the first offending cell, clash() or value() the rest.
inline void validate(const Grid &puzzle) {
    std::size_t cell = 0;
    detail::check(sudoku_validate(puzzle.data(), &cell), &puzzle);
}

/// What solve_batch returns: for each puzzle its status, and its answer when that is ok
/// (otherwise the puzzle itself, unchanged).
struct Batch {
    std::vector<Grid> answers;
    std::vector<Status> statuses;
};

/// Solves many puzzles on `threads` threads (0: one per core). A puzzle that fails gets its
/// own status; nothing is thrown for it.
inline Batch solve_batch(const std::vector<Grid> &puzzles, std::uint32_t threads = 0) {
    Batch batch{puzzles, {}};
    std::vector<std::int32_t> statuses(puzzles.size());
    std::uint8_t *cells = batch.answers.empty() ? nullptr : batch.answers.front().data();
    // In place: each answer overwrites its puzzle only when it was solved.
    detail::check(sudoku_solve_batch(cells, cells, statuses.data(), puzzles.size(), threads));
    batch.statuses.reserve(statuses.size());
    for (const std::int32_t status : statuses) {
        batch.statuses.push_back(static_cast<Status>(status));
    }
    return batch;
}

/// What count_batch returns: for each puzzle its status, and its count (min(completions,
/// limit)) when that is ok, 0 otherwise.
struct CountBatch {
    std::vector<std::uint64_t> counts;
    std::vector<Status> statuses;
};

/// Counts many puzzles' completions, each up to `limit`, on `threads` threads (0: one per
/// core): `limit` 2 tells proper puzzles (1) from the others. A puzzle that fails gets its
/// own status; nothing is thrown for it. The call cannot be stopped: keep `limit` small.
inline CountBatch count_batch(const std::vector<Grid> &puzzles, std::uint64_t limit,
                              std::uint32_t threads = 0) {
    CountBatch batch{std::vector<std::uint64_t>(puzzles.size()), {}};
    std::vector<std::int32_t> statuses(puzzles.size());
    const std::uint8_t *cells = puzzles.empty() ? nullptr : puzzles.front().data();
    detail::check(sudoku_count_batch(cells, limit, batch.counts.data(), statuses.data(),
                                     puzzles.size(), threads));
    batch.statuses.reserve(statuses.size());
    for (const std::int32_t status : statuses) {
        batch.statuses.push_back(static_cast<Status>(status));
    }
    return batch;
}

/// Pencil marks for the 81 cells: bit d - 1 set when digit d is a candidate.
using Marks = std::array<std::uint16_t, SUDOKU_CELLS>;

/// The basic pencil marks (for an empty cell, the digits no filled peer holds; for a filled
/// cell, its own digit). Throws Error (invalid_cell or conflict).
inline Marks candidates(const Grid &grid) {
    Marks marks{};
    detail::check(sudoku_candidates(grid.data(), marks.data()), &grid);
    return marks;
}

/// The name of a technique, as hints' sentences start with it, e.g. "Hidden single".
inline std::string_view name(Technique technique) noexcept {
    return sudoku_technique_name(static_cast<std::int32_t>(technique));
}

/// The name of a level in capitals, e.g. "HARD".
inline std::string_view name(Level level) noexcept {
    return sudoku_level_name(static_cast<std::int32_t>(level));
}

/// The next step a person would take, explained: the C SudokuHint with typed accessors.
class Hint {
public:
    explicit Hint(const SudokuHint &raw) noexcept : raw_(raw) {}

    Technique technique() const noexcept { return static_cast<Technique>(raw_.technique); }

    /// For a mistake, what is wrong (Mistake::none otherwise).
    Mistake mistake() const noexcept { return static_cast<Mistake>(raw_.mistake); }

    /// The digit the step places, or 0 when it only removes candidates.
    int digit() const noexcept { return raw_.digit; }

    /// The cell the step places its digit in (0-based, row-major), when digit() != 0.
    std::size_t cell() const noexcept { return static_cast<std::size_t>(raw_.cell); }

    /// The key cells, in the order the sentence names them.
    std::vector<std::size_t> cells() const {
        return std::vector<std::size_t>(raw_.cells, raw_.cells + raw_.cell_count);
    }

    /// For each cell, the candidates the step removes (a mask, bit d - 1 for digit d).
    std::uint16_t eliminations(std::size_t cell) const { return raw_.eliminations[cell]; }

    /// For each cell, the candidates that make up the pattern, for highlighting.
    std::uint16_t pattern(std::size_t cell) const { return raw_.pattern[cell]; }

    /// One English sentence, e.g. "Hidden single: in box 5, 7 fits only r5c4."
    std::string text() const {
        std::string sentence(sudoku_hint_text(&raw_, nullptr, 0), '\0');
        sudoku_hint_text(&raw_, sentence.data(), sentence.size() + 1);
        return sentence;
    }

    /// Applies the step to a player's grid and marks: places its digit, or removes its
    /// candidates.
    void apply(Grid &grid, Marks &marks) const noexcept {
        if (raw_.digit != 0) {
            grid[cell()] = static_cast<std::uint8_t>(raw_.digit);
            return;
        }
        for (std::size_t cell = 0; cell < marks.size(); ++cell) {
            marks[cell] &= static_cast<std::uint16_t>(~raw_.eliminations[cell]);
        }
    }

    /// The C struct, for calls this wrapper does not cover.
    const SudokuHint &raw() const noexcept { return raw_; }

private:
    SudokuHint raw_;
};

/// The next step on a player's grid (givens and entries alike), with the basic pencil
/// marks or the player's own. A wrong entry or mark comes first, as Technique::mistake.
/// Throws Error (invalid_cell, conflict, unsolvable, not_unique or already_solved).
inline Hint hint(const Grid &grid, const Marks *marks = nullptr) {
    SudokuHint raw{};
    detail::check(sudoku_hint(grid.data(), marks ? marks->data() : nullptr, &raw), &grid);
    return Hint(raw);
}

/// hint() for an app that knows the puzzle's givens: a wrong entry is named for sure.
inline Hint hint_with_givens(const Grid &grid, const Grid &givens, const Marks *marks = nullptr) {
    SudokuHint raw{};
    detail::check(
        sudoku_hint_with_givens(grid.data(), givens.data(), marks ? marks->data() : nullptr, &raw),
        &grid);
    return Hint(raw);
}

/// One inference of a chain: cell (0-based, row-major) holds digit when on, else not.
struct ChainStep {
    std::size_t cell;
    int digit;
    bool on;
};

/// One line of a chain, from its assumption on; `omitted` steps were left out (for room)
/// right after the first.
struct ChainLine {
    std::vector<ChainStep> steps;
    std::size_t omitted;
};

/// The lines of a chain hint, for an app to draw: the C SudokuHintChain with typed
/// accessors. A hint that is no chain has kind() none and no lines.
class Chain {
public:
    explicit Chain(const SudokuHintChain &raw) noexcept : raw_(raw) {}

    ChainKind kind() const noexcept { return static_cast<ChainKind>(raw_.kind); }

    std::vector<ChainLine> lines() const {
        std::vector<ChainLine> lines;
        for (std::uint32_t index = 0; index < raw_.line_count; ++index) {
            const SudokuChainLine &line = raw_.lines[index];
            ChainLine out{{}, line.omitted};
            for (std::size_t at = line.first; at < std::size_t(line.first) + line.length; ++at) {
                const SudokuChainStep &step = raw_.steps[at];
                out.steps.push_back({step.cell, step.digit, step.on != 0});
            }
            lines.push_back(out);
        }
        return lines;
    }

    /// The hint's sentence with this chain told step by step, e.g. "Forcing chain: if r1c2
    /// is 3, then r1c7 is not 3, ...; so r1c2 is not 3."
    std::string text(const Hint &hint) const {
        std::string sentence(sudoku_hint_chain_text(&hint.raw(), &raw_, nullptr, 0), '\0');
        sudoku_hint_chain_text(&hint.raw(), &raw_, sentence.data(), sentence.size() + 1);
        return sentence;
    }

    /// The C struct, for calls this wrapper does not cover.
    const SudokuHintChain &raw() const noexcept { return raw_; }

private:
    SudokuHintChain raw_;
};

/// A hint with its chain's lines.
struct ChainHint {
    Hint hint;
    Chain chain;

    /// The sentence with the chain told step by step (the hint's own when it is no chain).
    std::string text() const { return chain.text(hint); }
};

/// hint() (hint_with_givens() when givens is not null) with the chain's lines.
inline ChainHint hint_chain(const Grid &grid, const Grid *givens = nullptr,
                            const Marks *marks = nullptr) {
    SudokuHint raw{};
    SudokuHintChain chain{};
    detail::check(sudoku_hint_chain(grid.data(), givens ? givens->data() : nullptr,
                                    marks ? marks->data() : nullptr, &raw, &chain),
                  &grid);
    return ChainHint{Hint(raw), Chain(chain)};
}

/// How hard a puzzle is for a person, on Sudoku Explainer's scale.
struct Rating {
    Level level;
    /// The technique of the hardest step.
    Technique hardest;
    /// The rating in tenths (45 for 4.5).
    int tenths;
    int givens;
    /// Steps taken, by technique value.
    std::array<std::uint16_t, SUDOKU_RATING_DETAIL_STEPS> steps;
    /// Sudoku Explainer's pearl (EP) and diamond (ED), in tenths: the hardest step up to the
    /// first placement, and the first step.
    int pearl;
    int diamond;
    /// The work units the rating took: rate_within() with this bound or more gives this
    /// rating (the same on every machine).
    std::uint64_t work;

    double value() const noexcept { return tenths / 10.0; }
};

namespace detail {
/// The Rating of the library's SudokuRatingDetails and the work it took.
inline Rating rating_of(const SudokuRatingDetails &raw, std::uint64_t work) {
    Rating rating{static_cast<Level>(raw.level),
                  static_cast<Technique>(raw.hardest),
                  raw.tenths,
                  raw.givens,
                  {},
                  raw.pearl,
                  raw.diamond,
                  work};
    std::copy(raw.steps, raw.steps + SUDOKU_RATING_DETAIL_STEPS, rating.steps.begin());
    return rating;
}
}  // namespace detail

/// rate() within a bound on its work, for a caller that must answer in time whatever the
/// puzzle: the same rating when it takes at most `max_work` units (Rating::work says how
/// many a puzzle takes), else Error with Status::budget_exceeded. Throws Error as rate() too.
inline Rating rate_within(const Grid &puzzle, std::uint64_t max_work) {
    SudokuRatingDetails raw{};
    std::uint64_t work = 0;
    detail::check(sudoku_rate_details_within(puzzle.data(), max_work, &raw, &work), &puzzle);
    return detail::rating_of(raw, work);
}

/// Rates a puzzle by a logic solve that always takes the easiest step. Throws Error
/// (invalid_cell, conflict, unsolvable or not_unique).
inline Rating rate(const Grid &puzzle) { return rate_within(puzzle, SUDOKU_RATE_UNBOUNDED); }

/// How to generate a puzzle; the defaults ask for a minimal puzzle of any level and rating.
struct GenerateOptions {
    Symmetry symmetry = Symmetry::none;
    Level level = Level::any;
    bool minimal = true;
    /// 17 to 81, or 0 for no bound.
    int max_givens = 0;
    /// The range of the puzzle's rating on Sudoku Explainer's scale, in tenths (both
    /// included); SUDOKU_RATING_NO_MAXIMUM: no upper bound (sudoku_generate_rated).
    std::uint16_t min_tenths = 0;
    std::uint16_t max_tenths = SUDOKU_RATING_NO_MAXIMUM;
};

namespace detail {
inline SudokuGenerateOptions c_options(const GenerateOptions &options) noexcept {
    return {static_cast<std::int32_t>(options.symmetry), static_cast<std::int32_t>(options.level),
            options.minimal ? 1 : 0, options.max_givens};
}
}  // namespace detail

/// A puzzle with exactly one solution; the same seed and options give the same puzzle on
/// every platform. Throws Error (invalid_option, also for min_tenths above max_tenths, or
/// gave_up).
inline Grid generate(std::uint64_t seed, const GenerateOptions &options = {}) {
    const SudokuGenerateOptions c_options = detail::c_options(options);
    Grid puzzle{};
    detail::check(sudoku_generate_rated(seed, &c_options, options.min_tenths, options.max_tenths,
                                        puzzle.data()));
    return puzzle;
}

/// Puzzle i from seed seed + i, on `threads` threads (0: one per core). Throws Error
/// (invalid_option or gave_up).
inline std::vector<Grid> generate_batch(std::uint64_t seed, std::size_t n,
                                        const GenerateOptions &options = {},
                                        std::uint32_t threads = 0) {
    const SudokuGenerateOptions c_options = detail::c_options(options);
    std::vector<Grid> puzzles(n);
    std::uint8_t *cells = puzzles.empty() ? nullptr : puzzles.front().data();
    detail::check(sudoku_generate_rated_batch(seed, &c_options, options.min_tenths,
                                              options.max_tenths, cells, n, threads));
    return puzzles;
}

/// Reads a grid from text with the library's own reader (sudoku_parse), in the grammar every
/// reader of the library shares (doc/program.md, "Input"): 81 cells, each 1-9, or 0 or '.' for a
/// blank, as one line of 81 or 9 lines of 9. Whitespace around and between cells, blank
/// lines, lines starting with '#', and a byte-order mark at the start of a line are skipped.
/// Throws ParseError (a std::invalid_argument) for anything else, naming the line and column.
inline Grid parse(std::string_view text) {
    Grid grid{};
    SudokuErrorDetail detail{};
    // A view may be empty with a null data(): the library reads any non-null pointer.
    const char *start = text.data() != nullptr ? text.data() : "";
    const SudokuStatus status = sudoku_parse(start, text.size(), grid.data(), &detail);
    if (detail::status_of(status) == Status::invalid_text) {
        throw ParseError(detail);
    }
    detail::check(status);
    return grid;
}

/// Nine lines of nine digits, each ending in '\n' ('0' for a blank).
inline std::string to_string(const Grid &grid) {
    std::string text;
    text.reserve(90);
    for (std::size_t cell = 0; cell < grid.size(); ++cell) {
        text += static_cast<char>('0' + grid[cell]);
        if (cell % 9 == 8) {
            text += '\n';
        }
    }
    return text;
}

/// The cells of a grid of a Layout: size() * size() values in row-major order, 0 for a blank
/// and 1 to N for a digit.
using LayoutCells = std::vector<std::uint8_t>;

/// A layout other than (or including) the classic 9x9 (doc/layouts.md): a size from 4 to 16
/// or 25, boxes or jigsaw regions, diagonals, windoku, disjoint groups, extra regions,
/// anti-knight, anti-king. Owns the library's handle (freed when the Layout is destroyed);
/// movable, not copyable. Every call reads the handle only, so one Layout may serve many
/// threads. The calls allocate (grids whose size is known at run time).
///
///   sudoku::LayoutCells givens;
///   const auto layout = sudoku::Layout::parse("4x4 x: 1...............", &givens);
///   const sudoku::LayoutCells answer = layout.solve(givens);
class Layout {
public:
    /// From the layout text form: a prefix alone ("16x16 x windoku"; its grid blank) or a
    /// whole line (a jigsaw needs one: its regions follow its cells). When `givens` is not
    /// null it receives the line's cells. Throws Error (invalid_layout) whose what() is the
    /// library's reason, e.g. "column 5: `kings` is not a rule (...)".
    static Layout parse(std::string_view text, LayoutCells *givens = nullptr) {
        return make(sudoku_layout_parse, text, givens);
    }

    /// From an f-puzzles document: its JSON or an f-puzzles link. When `givens` is not null
    /// it receives the document's givens. Throws Error (invalid_layout, naming a rule the
    /// library does not support).
    static Layout from_fpuzzles(std::string_view text, LayoutCells *givens = nullptr) {
        return make(sudoku_layout_from_fpuzzles, text, givens);
    }

    /// N: the digits 1 to N, the rows and the columns.
    std::size_t size() const noexcept { return sudoku_layout_size(handle_.get()); }

    /// N * N: the length of every grid of the layout.
    std::size_t cells() const noexcept { return sudoku_layout_cells(handle_.get()); }

    /// The completion whose digits, read row-major, come first in order. Throws Error
    /// (buffer_length, invalid_cell, conflict, unsolvable; budget_exceeded when `max_work`
    /// runs out).
    LayoutCells solve(const LayoutCells &puzzle,
                      std::uint64_t max_work = SUDOKU_LAYOUT_DEFAULT_WORK) const {
        LayoutCells answer(puzzle.size());
        check(sudoku_layout_solve(handle_.get(), puzzle.data(), puzzle.size(), answer.data(),
                                  answer.size(), max_work),
              puzzle);
        return answer;
    }

    /// Any completion (the first found, not necessarily the smallest). Throws as solve.
    LayoutCells solve_any(const LayoutCells &puzzle,
                          std::uint64_t max_work = SUDOKU_LAYOUT_DEFAULT_WORK) const {
        LayoutCells answer(puzzle.size());
        check(sudoku_layout_solve_any(handle_.get(), puzzle.data(), puzzle.size(),
                                      answer.data(), answer.size(), max_work),
              puzzle);
        return answer;
    }

    /// The completions, counted to `limit` within `max_work`: unfinished (a lower bound)
    /// when the work ran out. Throws Error (buffer_length, invalid_cell or conflict).
    Count count(const LayoutCells &puzzle, std::uint64_t limit = 2,
                std::uint64_t max_work = SUDOKU_LAYOUT_DEFAULT_WORK) const {
        std::uint64_t count = 0;
        const SudokuStatus status = sudoku_layout_count(handle_.get(), puzzle.data(),
                                                        puzzle.size(), limit, max_work, &count);
        if (detail::status_of(status) == Status::budget_exceeded) {
            return {count, false};
        }
        check(status, puzzle);
        return {count, true};
    }

    /// Checks the givens without solving. Throws Error (buffer_length, invalid_cell or
    /// conflict) whose cell() is the first offending cell and what() the library's sentence,
    /// e.g. "digit 1 appears twice in the main diagonal: at row 1, column 1 and at row 3,
    /// column 3".
    void validate(const LayoutCells &puzzle) const {
        std::size_t cell = 0;
        char sentence[256] = {0};
        const Status status = detail::status_of(sudoku_layout_validate(
            handle_.get(), puzzle.data(), puzzle.size(), &cell, sentence, sizeof sentence));
        if (status == Status::invalid_cell || status == Status::conflict) {
            throw Error(status, std::string(sentence), cell);
        }
        if (status != Status::ok) {
            throw Error(status);
        }
    }

    /// The basic pencil marks: one mask a cell, bit d - 1 for digit d. Throws as validate.
    std::vector<std::uint32_t> candidates(const LayoutCells &puzzle) const {
        std::vector<std::uint32_t> marks(puzzle.size());
        check(sudoku_layout_candidates(handle_.get(), puzzle.data(), puzzle.size(),
                                       marks.data(), marks.size()),
              puzzle);
        return marks;
    }

    /// A puzzle of a 9x9 layout rated on Sudoku Explainer's scale, its techniques over every
    /// house and rule of the layout (Sukaku Explainer's variant ratings); the same rating when
    /// it takes at most `max_work` units. Throws Error (invalid_cell, conflict, unsolvable,
    /// not_unique, already_solved, budget_exceeded, invalid_layout for another size).
    Rating rate(const LayoutCells &puzzle,
                std::uint64_t max_work = SUDOKU_RATE_UNBOUNDED) const {
        SudokuRatingDetails raw{};
        std::uint64_t work = 0;
        check(sudoku_layout_rate(handle_.get(), puzzle.data(), puzzle.size(), max_work, &raw,
                                 &work),
              puzzle);
        return detail::rating_of(raw, work);
    }

    /// The next step on a player's grid of a 9x9 layout: `step` as hint() gives it (its
    /// houses numbered rows 0-8, columns 9-17, boxes or regions 18-26, then the layout's extra
    /// houses of nine cells), `text` its sentence naming the layout's houses ("in the main
    /// diagonal", "in region 4"). With the puzzle's `givens` and the player's `marks` (one mask
    /// a cell), a wrong entry or mark first. Throws Error as rate().
    struct Hinted {
        Hint step;
        std::string text;
    };
    Hinted hint(const LayoutCells &puzzle, const LayoutCells *givens = nullptr,
                const std::vector<std::uint32_t> *marks = nullptr) const {
        if ((givens && givens->size() != puzzle.size()) ||
            (marks && marks->size() != puzzle.size())) {
            throw Error(Status::buffer_length);
        }
        SudokuHint raw{};
        std::size_t needed = 0;
        std::string text(512, '\0');
        for (int round = 0; round < 2; ++round) {
            check(sudoku_layout_hint(handle_.get(), puzzle.data(),
                                     givens ? givens->data() : nullptr,
                                     marks ? marks->data() : nullptr, puzzle.size(), &raw,
                                     text.data(), text.size(), &needed),
                  puzzle);
            if (needed < text.size()) {
                break;
            }
            text.assign(needed + 1, '\0');
        }
        text.resize(needed);
        return {Hint(raw), text};
    }

    /// How to generate a puzzle of a layout: `symmetry` one the layout keeps; `minimal`
    /// false keeps only the removals propagation decides; `jigsaw` draws random connected
    /// regions for the seed (no symmetry then); the rating (rate()'s, 9x9 layouts only) from
    /// `min_tenths` to `max_tenths`, both included (SUDOKU_RATING_NO_MAXIMUM: no upper
    /// bound); `max_work` bounds the whole call, the ratings included.
    struct GenerateOptions {
        Symmetry symmetry = Symmetry::none;
        bool minimal = true;
        bool jigsaw = false;
        std::uint16_t min_tenths = 0;
        std::uint16_t max_tenths = SUDOKU_RATING_NO_MAXIMUM;
        std::uint64_t max_work = SUDOKU_LAYOUT_DEFAULT_WORK;
    };

    /// A puzzle of this layout's rules with exactly one completion, for `seed`, as a line of
    /// the layout text form (parse() reads it back, with its givens). Throws Error
    /// (invalid_option, also for min_tenths above max_tenths; unsolvable; invalid_layout,
    /// also for a rating range on a layout the techniques do not rate; budget_exceeded;
    /// buffer_length).
    std::string generate(std::uint64_t seed, const GenerateOptions &options) const {
        std::string line(SUDOKU_LAYOUT_MAX_LINE, '\0');
        const Status status = detail::status_of(sudoku_layout_generate_rated(
            handle_.get(), seed, static_cast<std::int32_t>(options.symmetry),
            options.minimal ? 1 : 0, options.jigsaw ? 1 : 0, options.min_tenths,
            options.max_tenths, options.max_work, line.data(), line.size()));
        if (status != Status::ok) {
            throw Error(status);
        }
        line.resize(std::char_traits<char>::length(line.c_str()));
        return line;
    }

    /// generate() with the options one by one, any rating.
    std::string generate(std::uint64_t seed, Symmetry symmetry = Symmetry::none,
                         bool minimal = true, bool jigsaw = false,
                         std::uint64_t max_work = SUDOKU_LAYOUT_DEFAULT_WORK) const {
        GenerateOptions options;
        options.symmetry = symmetry;
        options.minimal = minimal;
        options.jigsaw = jigsaw;
        options.max_work = max_work;
        return generate(seed, options);
    }

    /// How to generate a killer over a layout without cages: cages of `smallest_cage` to
    /// `largest_cage` cells; `symmetry` one the layout keeps (cages and givens); the rating
    /// (rate()'s, 9x9 layouts only) from `min_tenths` to `max_tenths`, both included;
    /// `max_work` bounds the whole call, the ratings included.
    struct KillerOptions {
        std::uint32_t smallest_cage = 1;
        std::uint32_t largest_cage = 6;
        Symmetry symmetry = Symmetry::none;
        std::uint16_t min_tenths = 0;
        std::uint16_t max_tenths = SUDOKU_RATING_NO_MAXIMUM;
        std::uint64_t max_work = SUDOKU_LAYOUT_DEFAULT_WORK;
    };

    /// A killer puzzle over this layout's rules (no cages yet) with exactly one completion,
    /// for `seed`: connected cages with their sums, and no givens unless the cages need some;
    /// a line of the layout text form (parse() reads it back). Throws Error (invalid_option:
    /// a symmetry, cage sizes or rating range refused; invalid_layout: the layout has cages,
    /// or a rating range on a layout the techniques do not rate; unsolvable;
    /// budget_exceeded; buffer_length).
    std::string generate_killer(std::uint64_t seed, const KillerOptions &options) const {
        std::string line(SUDOKU_LAYOUT_MAX_LINE, '\0');
        const Status status = detail::status_of(sudoku_layout_generate_killer(
            handle_.get(), seed, static_cast<std::int32_t>(options.symmetry),
            options.smallest_cage, options.largest_cage, options.min_tenths, options.max_tenths,
            options.max_work, line.data(), line.size()));
        if (status != Status::ok) {
            throw Error(status);
        }
        line.resize(std::char_traits<char>::length(line.c_str()));
        return line;
    }

    /// generate_killer() with the default options: cages of 1 to 6 cells, no symmetry, any
    /// rating.
    std::string generate_killer(std::uint64_t seed) const {
        return generate_killer(seed, KillerOptions());
    }

    /// The library's handle, for calls of the C API; the Layout still owns it.
    const SudokuLayout *get() const noexcept { return handle_.get(); }

private:
    struct Free {
        void operator()(SudokuLayout *layout) const noexcept { sudoku_layout_free(layout); }
    };
    using Maker = SudokuStatus (*)(const char *, std::size_t, std::uint8_t *, std::size_t,
                                   SudokuLayout **, char *, std::size_t);

    explicit Layout(SudokuLayout *handle) noexcept : handle_(handle) {}

    static Layout make(Maker maker, std::string_view text, LayoutCells *givens) {
        LayoutCells cells(SUDOKU_LAYOUT_MAX_CELLS);
        SudokuLayout *handle = nullptr;
        char reason[256] = {0};
        // A view may be empty with a null data(): the library reads any non-null pointer.
        const char *start = text.data() != nullptr ? text.data() : "";
        const Status status = detail::status_of(maker(start, text.size(), cells.data(),
                                                      cells.size(), &handle, reason,
                                                      sizeof reason));
        if (status != Status::ok) {
            throw Error(status, std::string(reason));
        }
        Layout layout(handle);
        if (givens != nullptr) {
            cells.resize(layout.cells());
            *givens = std::move(cells);
        }
        return layout;
    }

    /// Throws Error for any status but ok; for invalid_cell and conflict, with the cell and
    /// the sentence sudoku_layout_validate gives.
    void check(SudokuStatus status, const LayoutCells &puzzle) const {
        const Status found = detail::status_of(status);
        if (found == Status::invalid_cell || found == Status::conflict) {
            validate(puzzle);
        }
        if (found != Status::ok) {
            throw Error(found);
        }
    }

    std::unique_ptr<SudokuLayout, Free> handle_;
};

}  // namespace sudoku

#endif  // SUDOKU_HPP
