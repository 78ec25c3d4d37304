#!/usr/bin/env python3
"""Random prange reductions for differential testing (tests/diff/README.md).

    python3 tests/diff/gen_prange.py SEED            # prints the program of SEED
    python3 tests/diff/gen_prange.py --write DIR N S # writes DIR/prange_S.arr ... for N seeds from S

Each program has a few @njit(parallel=True) functions whose prange loop
carries one to three variables: sums (+= and -=), products, minimums and
maximums, of int64 or float64, updated under if/elif/else, in inner range
loops and after a conditional continue, each variable with one kind of
update and at most one update on every path, as Numba accepts them (a
variable carried without being a reduction has no defined result in
Numba, so there is none). Every value is a small integer (floats hold whole
numbers), so sums and products are exact in any order and the results
cannot depend on how the iterations are split between threads. Each
function runs on arrays of a few lengths, 0 and 1 among them. Compare with
the oracle through difftest.py:

    python3 tests/diff/gen_prange.py --write /tmp/pr 40 1
    python3 tests/diff/difftest.py --check /tmp/pr/*.arr
"""
import random
import sys

import gen_main

KINDS = ["add", "sub", "mul", "min", "max"]


def condition(r, depth):
    """A condition on the iteration's values."""
    inner = " + j" if depth > 0 and r.random() < 0.5 else ""
    return r.choice([
        "a[i] > %d" % r.randint(-3, 6),
        "i %% %d == %d" % (r.randint(2, 4), r.randint(0, 1)),
        "(a[i]%s) %% 2 == 0" % inner,
        "b[i] < a[i]",
        "a[i] != %d" % r.randint(0, 4),
    ])


def value(r, depth):
    """A small whole number read in the body."""
    j = depth > 0 and r.random() < 0.5
    return r.choice([
        "a[i]",
        "b[i]",
        "(a[i] - b[i])",
        "(a[i] %% %d)" % r.randint(2, 5),
        "(i % 7)",
    ] + (["(a[i] + j)", "j"] if j else []))


def update(r, var, kind, depth):
    x = value(r, depth)
    if kind == "add":
        return "%s += %s" % (var, x)
    if kind == "sub":
        return "%s -= %s" % (var, x)
    if kind == "mul":
        # factors of 1 and 2 only, so that products stay far from overflow
        return "%s *= 1 + (%s) %% 2" % (var, x) if "j" not in x else "%s *= 1 + abs(%s) %% 2" % (var, x)
    return "%s = %s(%s, %s)" % (var, kind, var, x)


def site(r, var, kind, depth, pad, lines):
    """One place where var is updated, at most once on every path through
    it (Numba refuses a reduction variable updated twice in a row). An if
    inside an if is left out: Numba 0.56's parfor pass recurses without
    end on some of those (RecursionError in "convert to parfors")."""
    shape = r.choice(["plain", "if", "ifelse", "ifelif", "loop"] if depth == 0 else ["plain", "if", "ifelse"])
    if shape == "plain":
        lines.append(pad + update(r, var, kind, depth))
    elif shape == "loop":
        lines.append(pad + "for j in range(%s):" % r.choice(["3", "i % 4", "int(b[i]) % 3 + 1"]))
        site(r, var, kind, depth + 1, pad + "    ", lines)
    else:
        lines.append(pad + "if %s:" % condition(r, depth))
        lines.append(pad + "    " + update(r, var, kind, depth))
        if shape == "ifelif":
            lines.append(pad + "elif %s:" % condition(r, depth))
            lines.append(pad + "    " + update(r, var, kind, depth))
        elif shape == "ifelse":
            lines.append(pad + "else:")
            lines.append(pad + "    " + update(r, var, kind, depth))


def body(r, reds, lines):
    """The loop body: a conditional continue, maybe, then one update site
    per variable, in a random order."""
    pad = "        "
    if r.random() < 0.3:
        lines.append(pad + "if %s:" % condition(r, 0))
        lines.append(pad + "    continue")
    order = list(reds)
    r.shuffle(order)
    for var, kind in order:
        site(r, var, kind, 0, pad, lines)


def function(r, name, dtype):
    nred = r.randint(1, 3)
    reds = []
    lines = ["@njit(parallel=True)", "def %s(a, b):" % name]
    for k in range(nred):
        var = "r%d" % k
        kind = r.choice(KINDS)
        if kind in ("add", "sub"):
            init = str(r.randint(-5, 5))
        elif kind == "mul":
            init = "1"
        else:
            init = "1000" if kind == "min" else "-1000"
        if dtype == "float64":
            init += ".0"
        lines.append("    %s = %s" % (var, init))
        reds.append((var, kind))
    lines.append("    for i in prange(a.shape[0]):")
    body(r, reds, lines)
    lines.append("    return %s" % ", ".join(v for v, _ in reds))
    return "\n".join(lines) + "\n"


def program(seed):
    r = random.Random(seed)
    out = ["# prange reductions, seed %d (tests/diff/gen_prange.py)" % seed,
           "import numpy as np",
           "from numba import njit, prange",
           "", ""]
    calls = []
    for f in range(r.randint(2, 4)):
        dtype = r.choice(["int64", "float64"])
        name = "f%d" % f
        out.append(function(r, name, dtype))
        out.append("")
        for n in r.sample([0, 1, 2, 5, 17, 64, 203], 3):
            calls.append("a = (np.arange(%d) * %d %% %d - %d).astype(np.%s)" %
                         (n, r.randint(1, 7), r.randint(5, 11), r.randint(0, 4), dtype))
            calls.append("b = (np.arange(%d)[::-1] %% %d).astype(np.%s)" % (n, r.randint(3, 7), dtype))
            calls.append("print(%d, %s(a, b))" % (n, name))
    return "\n".join(out + calls) + "\n"


if __name__ == "__main__":
    sys.exit(gen_main.main(sys.argv[1:], program, "prange", __doc__))
