"""An independent oracle for grids of any layout: a SAT encoding solved by CaDiCaL (python-sat).

Reads lines of the layout text form (doc/layouts.md) on standard input and prints, for each,
`ANSWER COUNT`: the smallest completion in row-major order (each cell in turn fixed to the
smallest digit that keeps the formula satisfiable) in the same symbols, or `none`; and the
number of completions counted up to 2. It shares no code with the crate: the grammar, the
houses, the windows, the chess moves and the killer cages (each sum as its allowed digit
sets) are written again here from the documentation.

    python tests/layout_oracle.py < grids.txt
"""

import sys

from pysat.solvers import Solver

SIZES = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 25]


def value_of(symbol):
    if symbol in "0.":
        return 0
    if symbol.isdigit():
        return int(symbol)
    return ord(symbol.upper()) - ord("A") + 10


def symbol(value):
    return str(value) if value < 10 else chr(ord("A") + value - 10)


def box_shape(n):
    rows = max(r for r in range(1, n + 1) if r * r <= n and n % r == 0)
    return (rows, n // rows) if rows > 1 else None


def parse(line):
    """The size, the givens and the houses (full or not) and chess moves of a line."""
    if ":" in line:
        prefix, body = line.split(":", 1)
        words = prefix.split()
        n = int(words[0].lower().split("x")[0])
        rules = [word.lower() for word in words[1:]]
    else:
        body, rules = line, []
        n = int(round(len(line.strip()) ** 0.5))
    tokens = body.split()
    cells = [value_of(c) for c in tokens[0]]
    after = 2 if "jigsaw" in rules else 1
    houses = [[r * n + c for c in range(n)] for r in range(n)]
    houses += [[r * n + c for r in range(n)] for c in range(n)]
    shape = box_shape(n)
    if "jigsaw" in rules:
        regions = [value_of(c) for c in tokens[1]]
        houses += [[i for i in range(n * n) if regions[i] == k] for k in range(1, n + 1)]
    else:
        rows, cols = shape
        for top in range(0, n, rows):
            for left in range(0, n, cols):
                houses.append(
                    [(top + i) * n + left + j for i in range(rows) for j in range(cols)]
                )
    if "x" in rules or "diagonal" in rules:
        houses.append([i * n + i for i in range(n)])
    if "x" in rules or "anti-diagonal" in rules:
        houses.append([i * n + n - 1 - i for i in range(n)])
    if "windoku" in rules:
        rows, cols = shape
        top = 1
        while top + rows < n:
            left = 1
            while left + cols < n:
                houses.append(
                    [(top + i) * n + left + j for i in range(rows) for j in range(cols)]
                )
                left += cols + 1
            top += rows + 1
    if "disjoint" in rules:
        rows, cols = shape
        for i in range(rows):
            for j in range(cols):
                houses.append(
                    [
                        (top + i) * n + left + j
                        for top in range(0, n, rows)
                        for left in range(0, n, cols)
                    ]
                )
    for rule in rules:
        if rule.startswith("extra="):
            region = []
            for cell in rule[len("extra="):].split(","):
                row, col = cell[1:].lower().split("c")
                region.append((int(row) - 1) * n + int(col) - 1)
            houses.append(region)
    cages = []
    if "killer" in rules:
        cages = killer_cages(n, tokens[after:])
        houses += [cage for cage, _ in cages]
    moves = []
    if "anti-knight" in rules:
        moves += [(a, b) for a in (-2, -1, 1, 2) for b in (-2, -1, 1, 2) if abs(a) != abs(b)]
    if "anti-king" in rules:
        moves += [(a, b) for a in (-1, 0, 1) for b in (-1, 0, 1) if (a, b) != (0, 0)]
    return n, cells, houses, moves, cages


def killer_cages(n, words):
    """The cages of a killer's map (one or two letters a cell, `.` for none) and sums."""
    cage_map = words[0]
    width = len(cage_map) // (n * n)
    cells_of = {}
    for cell in range(n * n):
        name = cage_map[cell * width:(cell + 1) * width]
        if set(name) != {"."}:
            cells_of.setdefault(name, []).append(cell)
    sums = {}
    if len(words) > 1:
        for item in words[1].split(","):
            name, total = item.split("=")
            sums[name] = int(total)
    return [(cells, sums.get(name)) for name, cells in cells_of.items()]


def digit_sets(n, size, total):
    """Every set of `size` distinct digits 1..n adding up to `total`."""
    found = []

    def grow(start, chosen, left):
        if len(chosen) == size:
            if left == 0:
                found.append(list(chosen))
            return
        for d in range(start, n + 1):
            if d > left:
                break
            grow(d + 1, chosen + [d], left - d)

    grow(1, [], total)
    return found


def clauses(n, cells, houses, moves, cages):
    var = lambda cell, digit: cell * n + digit  # digit 1..n
    out = []
    for cell in range(n * n):
        out.append([var(cell, d) for d in range(1, n + 1)])
        for d in range(1, n + 1):
            for e in range(d + 1, n + 1):
                out.append([-var(cell, d), -var(cell, e)])
        if cells[cell]:
            out.append([var(cell, cells[cell])])
    pairs = set()
    for house in houses:
        for i, a in enumerate(house):
            for b in house[i + 1:]:
                pairs.add((min(a, b), max(a, b)))
        if len(house) == n:
            for d in range(1, n + 1):
                out.append([var(cell, d) for cell in house])
    for cell in range(n * n):
        row, col = divmod(cell, n)
        for a, b in moves:
            r, c = row + a, col + b
            if 0 <= r < n and 0 <= c < n:
                other = r * n + c
                pairs.add((min(cell, other), max(cell, other)))
    for a, b in pairs:
        for d in range(1, n + 1):
            out.append([-var(a, d), -var(b, d)])
    # A sum cage: one of its allowed digit sets is chosen (a new variable each), and each
    # cell holds a digit of the chosen set; the cells differ (the cage is a house above), so
    # they hold the set's digits exactly, and add up to the sum.
    fresh = n * n * n
    for cage, total in cages:
        if total is None:
            continue
        chosen = []
        for digit_set in digit_sets(n, len(cage), total):
            fresh += 1
            chosen.append(fresh)
            for cell in cage:
                out.append([-fresh] + [var(cell, d) for d in digit_set])
        out.append(chosen)
    return out, var


def digits(model, n, var):
    true = set(lit for lit in model if lit > 0)
    return [next(d for d in range(1, n + 1) if var(cell, d) in true) for cell in range(n * n)]


def answer(line):
    n, cells, houses, moves, cages = parse(line)
    if any(v > n for v in cells):
        return "invalid 0"
    formula, var = clauses(n, cells, houses, moves, cages)
    with Solver(name="cadical195", bootstrap_with=formula) as solver:
        if not solver.solve():
            return "none 0"
        best = digits(solver.get_model(), n, var)
        fixed = []
        for cell in range(n * n):
            for d in range(1, best[cell]):
                if solver.solve(assumptions=fixed + [var(cell, d)]):
                    best = digits(solver.get_model(), n, var)
                    break
            fixed.append(var(cell, best[cell]))
        solver.add_clause([-var(cell, best[cell]) for cell in range(n * n)])
        count = 2 if solver.solve() else 1
    return "".join(symbol(v) for v in best) + " " + str(count)


def main():
    for line in sys.stdin:
        line = line.strip()
        if line and not line.startswith("#"):
            print(answer(line), flush=True)


if __name__ == "__main__":
    main()
